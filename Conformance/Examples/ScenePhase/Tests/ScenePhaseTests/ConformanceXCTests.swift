import LifecycleConformanceXCTest
import XCTest

// The same checks in XCTest.
final class ScenePhaseXCTests: XCTestCase {
  func testCatalog() async throws {
    try await assertConforms(ScenePhaseMapper())
  }

  func testExploration() async {
    await assertNoCounterexample(ScenePhaseMapper(), Explorer(.swarm(seed: 7), budget: 2_000))
  }
}
