import LifecycleConformanceXCTest
import XCTest

final class ConformanceXCTests: XCTestCase {
  // The whole applicable catalog in one assertion; each failing scenario fails here with its diff.
  func testCatalog() async throws {
    try await assertConforms(MiniUIKitEngine())
  }

  // Random sequences beyond the catalog; a failure is the shrunk sequence, once, at this line.
  func testExploration() async {
    await assertNoCounterexample(MiniUIKitEngine(), Explorer(.random(seed: 2024), budget: 3_000))
  }
}
