import LifecycleConformanceXCTest
import XCTest

final class ConformanceXCTests: XCTestCase {
  // The whole applicable catalog in one assertion; each failing scenario fails here with its diff.
  func testCatalog() async throws {
    try await assertConforms(MiniUIKitEngine())
  }
}
