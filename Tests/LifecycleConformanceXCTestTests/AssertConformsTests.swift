import LifecycleConformanceFixtures
import XCTest

@testable import LifecycleConformanceXCTest

/// The XCTest adapter's own tests. XCTest on Linux has no `XCTExpectFailure`, so this case
/// captures the failures it expects by overriding `recordFailure`, and passes on the rest.
///
/// The test methods are plain `async`: `assertConforms` hops to the main actor itself. A
/// `@MainActor` test method breaks the Linux test manifest (see `assertConforms`).
final class AssertConformsTests: XCTestCase {
  /// Failures captured while `capturing` is set, instead of failing the test.
  private var captured: [(description: String, file: String, line: Int)] = []
  private var capturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturing {
      captured.append((description, filePath, lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  private func capture(
    _ body: () async throws -> Void
  ) async rethrows -> [(description: String, file: String, line: Int)] {
    captured = []
    capturing = true
    defer { capturing = false }
    try await body()
    return captured
  }

  private let launch = Scenario.named("launch.first.scene")!

  // Test methods cannot be `@MainActor` on Linux (see `assertConforms`): the main actor's work
  // is done in these.
  /// The first bug as every report of the kit prints it, numbered.
  @MainActor
  private static func counterexample() async -> String? {
    await Explorer(seed: 4, budget: 500).explore { BrokenEngine(.pausesTheOtherScene) }.bugs.first?
      .reportLines(number: 1).joined(separator: "\n")
  }

  @MainActor
  private static func tourCounterexample() async -> String? {
    await Explorer(.tour()).explore { BrokenEngine(.forgetsWillFinishLaunching) }.bugs.first?
      .reportLines(number: 1).joined(separator: "\n")
  }

  /// The distinct bugs of a catalog run, as `assertConforms(_:toAll:)` reports them.
  @MainActor
  private static func catalogBugs(_ bug: EngineBug) async -> [String] {
    let results = await ConformanceDriver(selection: .all).verify { BrokenEngine(bug) }
    return ConformanceBug.all(in: results).enumerated().map {
      $0.element.reportLines(number: $0.offset + 1).joined(separator: "\n")
    }
  }

  @MainActor
  private static func summaryOfHomePresses() async -> String {
    let results = await ConformanceDriver(selection: ScenarioSelection(parsing: "home-press.*"))
      .verify({ ReferenceEngine(lifecycle: .scene) })
    return XCTestReport.summary(
      results, bugs: ConformanceBug.all(in: results), notSelected: Scenario.all.count - results.count)
  }

  // What the adapter prints is read back rather than printed: a skip's note for each scenario of
  // the other life cycle, then the summary line.
  func testReferenceEnginePassesTheCatalog() async throws {
    for lifecycle in LifecycleStyle.allCases {
      let printed = try await XCTestReport.capturingOutput {
        try await assertConforms(ReferenceEngine(lifecycle: lifecycle))
      }
      let other = Scenario.all.filter { $0.lifecycle != lifecycle }
      let notes = other.map {
        "note: \($0.id): skip: the scenario is \($0.lifecycle.rawValue)-based; "
          + "the engine runs \(lifecycle.rawValue)-based only"
      }
      XCTAssertEqual(
        printed,
        notes + [
          "LifecycleConformance: no bugs; scenarios: \(Scenario.all.count - other.count) pass, "
            + "\(other.count) skip"
        ])
    }
  }

  // A mapper goes through the same assertions, as a `MappedEngine`.
  func testMapperPassesTheWholeCatalog() async throws {
    let printed = try await XCTestReport.capturingOutput {
      try await assertConforms(MappedEngine(DerivingMapper()))
    }
    XCTAssertEqual(
      printed,
      ["LifecycleConformance: no bugs; scenarios: \(Scenario.all.count) pass"])
  }

  func testMapperItselfGoesThroughTheSameAssertions() async throws {
    let printed = try await XCTestReport.capturingOutput {
      try await assertConforms(DerivingMapper())
    }
    XCTAssertEqual(
      printed.last, "LifecycleConformance: no bugs; scenarios: \(Scenario.all.count) pass")
    let alert = Scenario.named("interruption.alert.app")!
    let bug = MapperBug.inactiveAsBackground
    let line = #line + 2
    let failures = try await capture {
      try await assertConforms(DerivingMapper(bugs: [bug]), to: alert)
      await assertNoCounterexample(DerivingMapper(bugs: [bug]), Explorer(.random(seed: 3), budget: 300))
    }
    XCTAssertFalse(failures.isEmpty)
    XCTAssertEqual(Set(failures.map(\.line)), [line, line + 1])
  }

  func testMapperFailsAtCallersLineWithTheRule() async throws {
    let line = #line + 2
    let failures = try await capture {
      try await assertConforms(
        MappedEngine(DerivingMapper(bugs: [.inactiveAsBackground])), to: Scenario.named("interruption.alert.app")!)
    }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertTrue(failures.first?.description.contains("mapper-state") == true, "\(failures)")
  }

  func testFailureAtCallersLineWithDiagnostics() async throws {
    let line = #line + 2
    let failures = try await capture {
      try await assertConforms(BrokenEngine(.swapsForegroundAndActive), to: launch)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(failures.first?.file.hasSuffix("AssertConformsTests.swift") == true)
    // The kit's words exactly (FailureTextTests pins them), as Swift Testing and `lifecycle verify` print
    // them, after the "failed - " XCTFail puts first.
    let expected = await ConformanceDriver(selection: .all).verify(
      BrokenEngine(.swapsForegroundAndActive),
      against: launch
    ).message
    XCTAssertEqual(failures.first?.description, expected.map { "failed - " + $0 })
  }

  func testExplorerFailsOnceAtCallersLineWithTheCounterexample() async throws {
    let expected = await Self.counterexample()
    XCTAssertNotNil(expected)
    let line = #line + 2
    let failures = await capture {
      await assertNoCounterexample(BrokenEngine(.pausesTheOtherScene), Explorer(.random(seed: 4), budget: 500))
    }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(failures.first?.description, expected.map { "failed - " + $0 })
    XCTAssertTrue(expected?.hasPrefix("Bug 1: ") == true, "\(expected ?? "")")
    XCTAssertTrue(expected?.contains("\n  replay: Explorer(.random(seed: 4), budget: 500) ") == true)
  }

  func testExplorerPassesAConformantEngine() async {
    let report = await assertNoCounterexample(
      ReferenceEngine(lifecycle: .scene), Explorer(.random(seed: 3), budget: 500))
    XCTAssertNil(report.counterexample)
  }

  func testTourFailsOnceAtTheCallersLine() async {
    let expected = await Self.tourCounterexample()
    XCTAssertNotNil(expected)
    let line = #line + 2
    let failures = await capture {
      await assertNoCounterexample(BrokenEngine(.forgetsWillFinishLaunching), Explorer(.tour()))
    }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(failures.first?.description, expected.map { "failed - " + $0 })
  }

  func testTourPassesAConformantEngine() async {
    let report = await assertNoCounterexample(ReferenceEngine(lifecycle: .app), Explorer(.tour()))
    XCTAssertNil(report.counterexample)
    XCTAssertTrue(report.description.contains("coverage, app-based"))
  }

  func testScenariosLeftOutAreNotCountedAsPassed() async {
    let summary = await Self.summaryOfHomePresses()
    XCTAssertEqual(
      summary,
      "LifecycleConformance: no bugs; scenarios: 1 pass, 1 skip, not selected \(Scenario.all.count - 2)")
  }

  func testWholeCatalogFailsOncePerBugNotOncePerScenario() async throws {
    var printed: [String] = []
    let failures = try await capture {
      printed = try await XCTestReport.capturingOutput { try await assertConforms(BrokenEngine(.doublesBecomeActive)) }
    }
    // One mistake, one failure, in the kit's words, however many scenarios show it.
    let bugs = await Self.catalogBugs(.doublesBecomeActive)
    XCTAssertEqual(failures.map(\.description), bugs.map { "failed - " + $0 })
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.allSatisfy { $0.description.contains("was delivered 2 times") })
    XCTAssertTrue(failures.allSatisfy { $0.description.split(separator: "\n").count <= 40 })
    let summary = try XCTUnwrap(printed.first { $0.hasPrefix("LifecycleConformance: 1 bug; scenarios: ") })
    let failed = try XCTUnwrap(Int(summary.components(separatedBy: " fail")[0].split(separator: " ").last ?? ""))
    XCTAssertGreaterThan(failed, 1, "the bug fails several scenarios: \(summary)")
  }

  /// A mapper declaring `knownFailures`, made on the main actor.
  @MainActor
  private static func declaring(_ bugs: Set<MapperBug>, _ known: [KnownFailure]) -> DerivingMapper {
    var mapper = DerivingMapper(bugs: bugs)
    mapper.knownFailures = known
    return mapper
  }

  func testKnownBugIsANoteAndAStaleDeclarationFails() async throws {
    let alert = [Scenario.named("interruption.alert.app")!]
    let known = [KnownFailure(rule: "mapper-state", reason: "#3")]
    var printed: [String] = []
    let failures = try await capture {
      printed = try await XCTestReport.capturingOutput {
        try await assertConforms(Self.declaring([.inactiveAsBackground], known), toAll: alert)
      }
    }
    XCTAssertEqual(failures.map(\.description), [])
    XCTAssertTrue(printed.contains { $0.hasPrefix("note: known bug (#3): Bug 1: ") }, "\(printed)")
    let stale = [KnownFailure(scenario: "interruption.alert.app", reason: "stale")]
    let staleFailures = try await capture {
      try await assertConforms(Self.declaring([], stale), toAll: alert)
    }
    XCTAssertEqual(staleFailures.count, 1)
    XCTAssertTrue(staleFailures.first?.description.contains("declared a known failure") == true, "\(staleFailures)")
  }

  func testOneScenarioDeclaredKnownPrintsANoteInsteadOfFailing() async throws {
    let alert = Scenario.named("interruption.alert.app")!
    let known = [KnownFailure(scenario: alert.id, reason: "#7")]
    var printed: [String] = []
    let failures = try await capture {
      printed = try await XCTestReport.capturingOutput {
        try await assertConforms(Self.declaring([.inactiveAsBackground], known), to: alert)
      }
    }
    XCTAssertEqual(failures.map(\.description), [])
    XCTAssertTrue(printed.contains { $0.hasPrefix("note: ") && $0.contains("#7") }, "\(printed)")
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

  func testNoApplicableScenarioThrowsXCTSkipNamingTheEngine() async {
    do {
      try await assertConforms(BrokenEngine(.forgetsWillFinishLaunching), toAll: [launch])
      XCTFail("an app-based engine ran a scene-based scenario")
    } catch let skip as XCTSkip {
      XCTAssertTrue("\(skip)".contains("no scenario applies to"), "\(skip)")
    } catch {
      XCTFail("\(error)")
    }
  }

  func testHangIsAFailureNotAHang() async throws {
    // On a cued clock the hang is caught at once, and the launch before it never times out.
    let run = await HangClock.$current.withValue(.cued()) {
      await ConformanceDriver(timeout: .milliseconds(100), selection: .all)
        .record(BrokenEngine(.hangsOnHome), EngineBug.hangsOnHome.demonstrationScript)
    }
    XCTAssertEqual(run.failure?.fault, .hung(.milliseconds(100)))
  }
}
