import XCTest

/// Explores the engine with `explorer` (random runs from a seed, swarm runs, an exhaustive
/// search or a transition tour), past every failure, and fails the current test at the caller's
/// line once for each distinct bug, with its shrunk witness; a bug the engine declares known is
/// printed as a note.
///
/// ```swift
/// func testExploration() async {
///   await assertNoCounterexample(MyEngine(), Explorer(.random(seed: 2024), budget: 3_000))
/// }
/// ```
///
/// The failure is the bug as `lifecycle conform` prints it: what it is and its rule, where it
/// was seen, its shrunk witness, the `lifecycle record` line that prints the expected order, the
/// explorer to paste that meets it again (`replay: Explorer(.random(seed: 2024), budget:
/// 3000)`), and the diff of the step that shows it. XCTest on Linux has no attachments:
/// `report.bugs[n].traceText()` gives a witness's trace.
@MainActor
@discardableResult
public func assertNoCounterexample<Engine: LifecycleEngine>(
  _ engine: @autoclosure @MainActor () -> Engine, _ explorer: Explorer,
  file: StaticString = #filePath, line: UInt = #line
) async -> ExplorationReport {
  let report = await explorer.explore { engine() }
  XCTestReport.record(report.bugs, file: file, line: line)
  return report
}
