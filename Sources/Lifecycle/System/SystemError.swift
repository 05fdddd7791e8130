#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call's failure: its error number, said in the C library's words, as a message quotes
/// them after the thing that failed: `cannot open 'trace.jsonl': No such file or directory`.
package struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The error number (`errno`).
  package let code: Int32

  /// The failure numbered `code`.
  package init(code: Int32) { self.code = code }

  /// The failure of the last system call that failed (`errno`).
  package static var current: SystemError { SystemError(code: errno) }

  /// Whether it says that a descriptor set not to block has nothing to read yet (`EAGAIN`).
  package var isWouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }

  /// The C library's words for it: "No such file or directory".
  package var description: String { Self.message(code) }

  /// The words for the error number `code`.
  package static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// The words for the error of the last system call that failed (`errno`).
  package static var last: String { message(errno) }
}
