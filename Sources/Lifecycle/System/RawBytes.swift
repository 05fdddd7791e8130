#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's byte search and comparison, which look at many bytes at once rather than one
/// at a time: what the trace reader cuts lines and matches names with.
package enum RawBytes {
  /// The position of the first `byte` among the `count` bytes at `start` (`memchr(3)`).
  package static func firstIndex(of byte: UInt8, in start: UnsafePointer<UInt8>, count: Int) -> Int? {
    memchr(start, Int32(byte), count).map { start.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
  }

  /// Whether the `count` bytes at `a` and at `b` are the same (`memcmp(3)`).
  package static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    memcmp(a, b, count) == 0
  }
}
