import Testing

@testable import LifecycleConformanceTesting

/// An engine of MiniUIKit's shape: scene-based, the app switcher and suspension only.
struct SceneOnlyEngine: LifecycleEngine {
  let capabilities = EngineCapabilities(lifecycle: .scene, supports: [.appSwitcher, .suspension])
  var displayName: String { "SceneOnly" }
  mutating func prepare(_ delegates: LifecycleDelegates) async throws {}
  mutating func perform(_ stimulus: Stimulus) async throws {}
}

@Suite("Skipped scenarios are a skip of their own")
@MainActor
struct SkippedScenariosTests {
  static let few = [
    "launch.first.scene", "launch.first.app", "home-press.scene", "other.open-url.scene", "home-press.app",
  ]
  .map { Scenario.named($0)! }

  @Test("the runnable scenarios are exactly those the driver runs rather than skips")
  func runnableAreWhatTheDriverRuns() async {
    let results = await ConformanceDriver(selection: .all).verify({ SceneOnlyEngine() }, against: Scenario.all)
    let ran = results.filter { if case .skip = $0.verdict { false } else { true } }.map(\.scenarioID)
    let skips = ScenarioSkips(SceneOnlyEngine().capabilities, Scenario.all, selection: .all)
    #expect(skips.runnable.map(\.id) == ran)
    #expect(skips.skipped.count + skips.runnable.count == Scenario.all.count)
    // The same reason, word for word, as the driver's skip.
    for (scenario, reason) in skips.skipped {
      let result = results.first { $0.scenarioID == scenario.id }
      #expect(result?.message == "\(scenario.id): skip: \(reason)")
    }
  }

  @Test("the skip lists every scenario the engine cannot run, grouped by reason, then the ones not selected")
  func comment() {
    let skips = ScenarioSkips(SceneOnlyEngine().capabilities, Self.few, selection: .all)
    #expect(skips.runnable.map(\.id) == ["launch.first.scene", "home-press.scene"])
    #expect(
      skips.comment(engine: "SceneOnly") == """
        SceneOnly cannot run 3 of the 5 scenarios:
        - 2 because the scenario is app-based; the engine runs scene-based only: launch.first.app, home-press.app
        - 1 because the scenario needs payloads, which the engine does not declare: other.open-url.scene
        """)
    let selected = ScenarioSkips(
      SceneOnlyEngine().capabilities, Self.few, selection: ScenarioSelection(parsing: "launch.*,other.*"))
    #expect(selected.runnable.map(\.id) == ["launch.first.scene"])
    #expect(
      selected.comment(engine: "SceneOnly") == """
        SceneOnly cannot run 2 of the 3 scenarios selected:
        - 1 because the scenario is app-based; the engine runs scene-based only: launch.first.app
        - 1 because the scenario needs payloads, which the engine does not declare: other.open-url.scene
        2 more scenarios are not selected by LIFECYCLE_SCENARIOS=launch.*,other.*
        """)
  }

  @Test("with nothing the engine cannot run, only the scenarios not selected are said, or nothing")
  func nothingToSkip() {
    let scene = Self.few.filter { $0.lifecycle == .scene && $0.id != "other.open-url.scene" }
    #expect(ScenarioSkips(SceneOnlyEngine().capabilities, scene, selection: .all).comment(engine: "SceneOnly") == nil)
    let one = ScenarioSkips(SceneOnlyEngine().capabilities, scene, selection: ScenarioSelection(parsing: "launch.*"))
    #expect(one.comment(engine: "SceneOnly") == "1 scenario is not selected by LIFECYCLE_SCENARIOS=launch.*")
    let trait: SkippedScenariosTrait<SceneOnlyEngine> = .skippedScenarios(of: SceneOnlyEngine(), among: scene)
    #expect(trait.comment(selection: .all) == nil)
  }

  @Test("with nothing to skip, the trait lets its test run")
  func traitLetsTheTestRun() async throws {
    let trait: SkippedScenariosTrait<ReferenceEngine> = .skippedScenarios(
      of: ReferenceEngine(lifecycle: .scene), among: Self.few.filter { $0.lifecycle == .scene })
    do {
      try await trait.prepare(for: try #require(Test.current))
    } catch {
      Issue.record("the trait skipped a test although the engine runs every scenario: \(error)")
    }
  }

  @Test("the trait says what the driver's skips say, naming the engine as its reports do")
  func traitComment() {
    let trait: SkippedScenariosTrait<SceneOnlyEngine> = .skippedScenarios(of: SceneOnlyEngine(), among: Self.few)
    #expect(
      trait.comment(selection: .all)
        == ScenarioSkips(SceneOnlyEngine().capabilities, Self.few, selection: .all).comment(engine: "SceneOnly"))
  }

  // The call site the documentation shows. The trait's skip is observed in this package's own
  // run: were it not to skip the test before it runs, the body would fail it.
  @Test(arguments: await Scenario.runnable(by: SceneOnlyEngine(), among: few))
  func conforms(to scenario: Scenario) async throws {
    #expect(["launch.first.scene", "home-press.scene"].contains(scenario.id))
    try await scenario.verify(ReferenceEngine(lifecycle: .scene))
  }

  @Test(.skippedScenarios(of: SceneOnlyEngine(), among: few))
  func skippedScenarios() {
    Issue.record("the trait let the test run although SceneOnly cannot run three of the scenarios")
  }
}
