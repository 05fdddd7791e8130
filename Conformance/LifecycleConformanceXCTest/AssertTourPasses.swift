import XCTest

/// Drives the engine along a transition tour of the model and fails the current test at the
/// caller's line once for each distinct bug, with its shrunk counterexample.
///
/// ```swift
/// func testTour() async {
///   let report = await assertTourPasses(MyEngine())
///   print(report)   // … transitions: 238 / 238 (100%)
/// }
/// ```
///
/// `sceneCount` is how many scenes the model's graph has (two by default; see
/// `Explorer.tour(_:sceneCount:)`). The report says what the tour covered.
@MainActor
@discardableResult
public func assertTourPasses<Engine: LifecycleEngine>(
  _ engine: @autoclosure @MainActor () -> Engine, sceneCount: Int = 2,
  file: StaticString = #filePath, line: UInt = #line
) async -> ExplorationReport {
  let report = await Explorer(seed: 0).tour({ engine() }, sceneCount: sceneCount)
  for counterexample in report.counterexamples { XCTFail(counterexample.description, file: file, line: line) }
  return report
}
