import XCTest

/// Explores random sequences of the stimuli the engine declares, past every failure, and fails
/// the current test at the caller's line once for each distinct bug, with its shrunk counterexample.
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
  for counterexample in report.counterexamples { XCTFail(counterexample.description, file: file, line: line) }
  return report
}
