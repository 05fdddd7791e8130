import LifecycleConformanceFixtures
import Testing

@testable import LifecycleConformance

/// The texts a run hands to test frameworks and logs: a pass, a failure declared known, the
/// rules of a summary, a scenario pattern, an engine's reason for not performing a stimulus.
@Suite("Result text", .cuedHangClock)
@MainActor
struct ResultTextTests {
  /// A broken engine that declares its bug by the rule it breaks.
  struct Declared: LifecycleEngine {
    var base = BrokenEngine(.swapsForegroundAndActive)
    var capabilities: EngineCapabilities { base.capabilities }
    var knownFailures: [KnownFailure] { [KnownFailure(rule: "delegate-sequence", reason: "swapped on purpose")] }
    mutating func prepare(_ delegates: LifecycleDelegates) async throws {
      try await base.prepare(delegates)
    }
    mutating func perform(_ stimulus: Stimulus) async throws { try await base.perform(stimulus) }
  }

  static let launch = Scenario.named("launch.first.scene")!

  @Test("a pass describes itself as passed, with no message for a test framework")
  func passed() async {
    let result = await ConformanceDriver(selection: .all).verify(
      ReferenceEngine(lifecycle: .scene), against: Self.launch)
    #expect(result.message == nil)
    #expect(result.description == "launch.first.scene: pass")
  }

  @Test("a declared failure says so with its reason, then the failure as it would fail")
  func declared() async {
    let driver = ConformanceDriver(selection: .all)
    let result = await driver.verify(Declared(), against: Self.launch)
    let undeclared = await driver.verify(BrokenEngine(.swapsForegroundAndActive), against: Self.launch)
    #expect(!result.isFailure)
    let failure = undeclared.message!.dropFirst()  // the same text, under the declaration's line
    #expect(result.message == "launch.first.scene: known failure (swapped on purpose):\nl\(failure)")
    #expect(RuleSummary([undeclared]).rules == ["delegate-sequence"])
  }

  @Test("a pattern and an engine's reason read as written")
  func written() {
    #expect(ScenarioPattern("home-press.*").description == "home-press.*")
    #expect(UnsupportedStimulus(reason: "no second window").description == "no second window")
    #expect(
      ScenarioSelection(patterns: [ScenarioPattern("launch.*"), ScenarioPattern("home-press.app")]).description
        == "LIFECYCLE_SCENARIOS=launch.*,home-press.app")
    #expect(ScenarioSelection.all.description == "all scenarios")
  }
}
