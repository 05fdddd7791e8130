import Foundation
import Testing

/// The package's long tests: seed sweeps and explorations at the size that first found the bugs
/// they guard against. `swift test` runs every assertion on a smaller count; set
/// `LIFECYCLE_LONG_TESTS=1` to run them at full size, as CI does:
///
/// ```swift
/// static let walks = LongTests.count(1_000, long: 10_000)
/// @Test("…", LongTests.only) func tenMillionSteps() { … }
/// ```
public enum LongTests {
  /// The environment variable that turns the long tests on: `LIFECYCLE_LONG_TESTS=1`.
  public static let variable = "LIFECYCLE_LONG_TESTS"

  /// Whether this run is a long one.
  public static let enabled = ProcessInfo.processInfo.environment[variable] == "1"

  /// `quick` in an ordinary run, `long` when the long tests are on.
  public static func count<Count>(_ quick: Count, long: Count) -> Count { enabled ? long : quick }

  /// For a test that runs only when the long tests are on: skipped otherwise, saying how to run it.
  public static var only: ConditionTrait {
    .enabled(if: enabled, "a long test: run it with \(variable)=1")
  }
}
