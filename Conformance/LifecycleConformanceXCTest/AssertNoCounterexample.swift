import XCTest

/// Explores random sequences of the stimuli the engine declares and fails the current test once,
/// at the caller's line, with the shrunk counterexample if there is one.
///
/// ```swift
/// func testExploration() async {
///   await assertNoCounterexample(MyEngine(), seed: 2024, budget: 3_000)
/// }
/// ```
///
/// The failure is the counterexample as `ExplorationReport` prints it: the shrunk script and its
/// failure, the failure as first found, the `lifecycle record` line that replays it and the
/// seed. XCTest on Linux has no attachments: the `lifecycle record` line writes the trace, and
/// `report.counterexample?.traceText()` gives it.
@MainActor
@discardableResult
public func assertNoCounterexample<Engine: LifecycleEngine>(
  _ engine: @autoclosure @MainActor () -> Engine, seed: UInt64, budget: Int = 10_000,
  file: StaticString = #filePath, line: UInt = #line
) async -> ExplorationReport {
  let report = await Explorer(seed: seed, budget: budget).explore { engine() }
  if let counterexample = report.counterexample { XCTFail(counterexample.description, file: file, line: line) }
  return report
}
