// The adapter re-exports the kit so an engine's tests need this one import; `@_exported` is the
// only way Swift offers to do that.
@_exported import LifecycleConformance
import XCTest

/// Runs one scenario on the engine and fails the current XCTest test at the caller's line with
/// the scenario, the step, a `-` expected / `+` actual diff, the rule and its URL.
///
/// ```swift
/// final class MyEngineTests: XCTestCase {
///   func testHomePress() async throws {
///     try await assertConforms(MyEngine(), to: Scenario.all.first { $0.id == "home-press.scene" }!)
///   }
/// }
/// ```
///
/// A scenario the engine cannot run, or one `LIFECYCLE_SCENARIOS` does not select, throws
/// `XCTSkip` with the reason. A declared known failure
/// that fails passes (XCTest on Linux has no expected failures) and prints a note; one that
/// passes fails the test ("unexpected pass: it is declared a known failure").
///
/// Call it from a plain `async` test method: the assertion hops to the main actor itself. Do not
/// mark single test methods `@MainActor`: on Linux (Swift 6.3) the test manifest SwiftPM
/// generates for them fails to compile ("heterogeneous collection literal could only be inferred
/// to '[Any]'"). A whole `@MainActor` test case class works, but buys nothing here.
@MainActor
public func assertConforms<Engine: LifecycleEngine>(
  _ engine: @autoclosure @MainActor () -> Engine, to scenario: Scenario, timeout: Duration = .seconds(2),
  file: StaticString = #filePath, line: UInt = #line
) async throws {
  let result = await ConformanceDriver(timeout: timeout).verify(engine(), against: scenario)
  if case .skip = result.verdict { throw XCTSkip(result.message, file: file, line: line) }
  XCTestReport.record(result, file: file, line: line)
}

/// Runs every applicable scenario (those `LIFECYCLE_SCENARIOS` selects, when it is set), each on
/// a fresh engine, and fails the current test at the caller's line once for each distinct bug,
/// however many scenarios show it (the bug as `lifecycle conform` prints it), and once for each
/// scenario declared a known failure that passes.
///
/// ```swift
/// func testCatalog() async throws {
///   try await assertConforms(MyEngine())
/// }
/// ```
///
/// Prints each skip's reason and one summary line in the badge's words (`LifecycleConformance:
/// 3 bugs, 1 known; scenarios: 40 pass, 3 fail, 5 skip, 1 known failure`, then `, not selected
/// 12` when `LIFECYCLE_SCENARIOS` leaves some out: they never count as a pass); throws `XCTSkip` only when no scenario applies.
@MainActor
public func assertConforms<Engine: LifecycleEngine>(
  _ engine: @autoclosure @MainActor () -> Engine, toAll scenarios: [Scenario] = Scenario.all,
  timeout: Duration = .seconds(2), file: StaticString = #filePath, line: UInt = #line
) async throws {
  let results = await ConformanceDriver(timeout: timeout).verify(engine, against: scenarios)
  let bugs = ConformanceBug.all(in: results)
  XCTestReport.record(bugs, file: file, line: line)
  for result in results {
    switch result.verdict {
    case .unexpectedPass: XCTestReport.record(result, file: file, line: line)
    case .skip: XCTestReport.print("note: \(result.message!)")
    case .pass, .fail, .knownFailure: break
    }
  }
  XCTestReport.print(XCTestReport.summary(results, bugs: bugs, notSelected: scenarios.count - results.count))
  let rules = RuleSummary(results)
  if !rules.entries.isEmpty {
    XCTestReport.print(rules.entries.map { "LifecycleConformance: \($0)" }.joined(separator: "\n"))
  }
  if results.allSatisfy({ if case .skip = $0.verdict { true } else { false } }) {
    throw XCTSkip("no scenario applies to \(engine().displayName)", file: file, line: line)
  }
}
