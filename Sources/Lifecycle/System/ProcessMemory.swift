#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory this process has used, as the system counts it.
package enum ProcessMemory {
  /// The most resident memory the process has held at once so far, in MB (`getrusage(2)`).
  package static var peakResidentMegabytes: Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes
    #else
    return Double(usage.ru_maxrss) / 1024  // kilobytes
    #endif
  }
}
