#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read when asked (`getenv(3)`): a test that sets one
/// sees it at once.
package enum ProcessEnvironment {
  /// The value of the variable `name`, or `nil` when it is unset.
  package static func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}
