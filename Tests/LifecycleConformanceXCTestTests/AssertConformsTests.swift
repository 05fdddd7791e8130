import XCTest
import LifecycleConformanceXCTest

/// The XCTest adapter's own tests. XCTest on Linux has no `XCTExpectFailure`, so this case
/// captures the failures it expects by overriding `recordFailure`, and passes on the rest.
///
/// The test methods are plain `async`: `assertConforms` hops to the main actor itself. A
/// `@MainActor` test method breaks the Linux test manifest (see `assertConforms`).
final class AssertConformsTests: XCTestCase {
  /// Failures captured while `capturing` is set, instead of failing the test.
  private var captured: [(description: String, file: String, line: Int)] = []
  private var capturing = false

  override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                              expected: Bool) {
    if capturing {
      captured.append((description, filePath, lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  private func capture(_ body: () async throws -> Void) async rethrows -> [(description: String, file: String, line: Int)] {
    captured = []
    capturing = true
    defer { capturing = false }
    try await body()
    return captured
  }

  private let launch = Scenario.named("launch.first.scene")!

  func testReferenceEnginePassesTheCatalog() async throws {
    try await assertConforms(ReferenceEngine(lifecycle: .scene))
    try await assertConforms(ReferenceEngine(lifecycle: .app))
  }

  func testFailureAtCallersLineWithDiagnostics() async throws {
    let line = #line + 2
    let failures = try await capture {
      try await assertConforms(BrokenEngine(.swapsForegroundAndActive), to: launch)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(failures.first?.file.hasSuffix("AssertConformsTests.swift") == true)
    let text = failures.first?.description ?? ""
    XCTAssertTrue(text.contains("launch.first.scene › step 1 › tapIcon"), text)
    XCTAssertTrue(text.contains("sceneDidBecomeActive(_:) main came before sceneWillEnterForeground(_:) main"), text)
    XCTAssertTrue(text.contains("\n  - "), text)
    XCTAssertTrue(text.contains("delegate-sequence"), text)
    XCTAssertTrue(text.contains("https://developer.apple.com/"), text)
  }

  func testWholeCatalogFailsOncePerFailingScenario() async throws {
    let failures = try await capture {
      try await assertConforms(BrokenEngine(.doublesBecomeActive))
    }
    XCTAssertFalse(failures.isEmpty)
    XCTAssertTrue(failures.allSatisfy { $0.description.contains("was delivered 2 times") })
  }

  func testSkipThrowsXCTSkipWithTheReason() async {
    do {
      try await assertConforms(BrokenEngine(.forgetsWillFinishLaunching), to: launch)
      XCTFail("an app-based engine ran a scene-based scenario")
    } catch let skip as XCTSkip {
      XCTAssertTrue("\(skip)".contains("the scenario is scene-based"), "\(skip)")
    } catch {
      XCTFail("\(error)")
    }
  }

  func testHangIsAFailureNotAHang() async throws {
    let run = await ConformanceDriver(timeout: .milliseconds(100), selection: .all)
      .record(BrokenEngine(.hangsOnHome), EngineBug.hangsOnHome.demonstrationScript)
    XCTAssertEqual(run.failure?.fault, .hung(.milliseconds(100)))
  }
}
