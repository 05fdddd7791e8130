// The tests make the conditions a user's system can present (pipes and FIFOs, signals, killed
// processes, folders that cannot be written) with the C library itself. It is imported here,
// once, for every test target that imports this one; no product module re-exports it.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
