#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's words for an error number, as a message quotes them after the thing that
/// failed: `cannot open 'trace.jsonl': No such file or directory`.
package enum SystemError {
  /// The words for the error number `code`.
  package static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// The words for the error of the last system call that failed (`errno`).
  package static var last: String { message(errno) }
}
