import XCTest

/// Explores the engine with `explorer` (random runs from a seed, swarm runs, an exhaustive
/// search or a transition tour), past every failure, and fails the current test at the caller's
/// line once for each distinct bug, with its shrunk witness.
///
/// ```swift
/// func testExploration() async {
///   await assertNoCounterexample(MyEngine(), Explorer(.random(seed: 2024), budget: 3_000))
/// }
/// ```
///
/// The failure is the bug as `ExplorationReport` prints it: the shrunk script and its failure,
/// the failure as first found, the `lifecycle record` line that replays it and the explorer to
/// paste that runs the same walks again (`replay: Explorer(.random(seed: 2024), budget: 3000)`). XCTest
/// on Linux has no attachments: the `lifecycle record` line writes the trace, and
/// `report.bugs.first?.traceText()` gives it.
@MainActor
@discardableResult
public func assertNoCounterexample<Engine: LifecycleEngine>(
  _ engine: @autoclosure @MainActor () -> Engine, _ explorer: Explorer,
  file: StaticString = #filePath, line: UInt = #line
) async -> ExplorationReport {
  let report = await explorer.explore { engine() }
  for counterexample in report.counterexamples { XCTFail(counterexample.description, file: file, line: line) }
  return report
}
