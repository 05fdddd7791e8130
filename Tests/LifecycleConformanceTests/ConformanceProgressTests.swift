import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

/// What the kit tells a progress object as it goes: the counts a progress line shows must be the
/// run's own.
@Suite("Conformance progress", .cuedHangClock)
@MainActor
struct ConformanceProgressTests {
  static let bug = EngineBug.all.first { $0.id != EngineBug.hangsOnHome.id }!

  @Test("The catalog counts every scenario it runs, and the failed ones")
  func catalog() async {
    let progress = ConformanceProgress()
    var driver = ConformanceDriver(timeout: .milliseconds(200), selection: .all)
    driver.progress = progress
    let results = await driver.verify({ BrokenEngine(Self.bug) }, against: Scenario.all)
    let state = progress.state
    #expect(state.phase == .catalog)
    #expect(state.scenariosTotal == Scenario.all.count)
    #expect(state.scenariosDone == results.count)
    #expect(state.scenariosFailed == results.filter(\.isFailure).count)
    #expect(state.scenariosFailed > 0)
  }

  @Test("Exploration counts its stimuli and bugs, then shrinking each bug and its candidates")
  func explorationAndShrinking() async {
    let progress = ConformanceProgress()
    // A bug that takes a few stimuli to show: its witness has shorter candidates to run.
    let bug = EngineBug.all.first { $0.id != EngineBug.hangsOnHome.id && $0.demonstration.count >= 3 }!
    var explorer = Explorer(seed: 5, budget: 3_000, timeout: .milliseconds(200))
    explorer.progress = progress
    let report = await explorer.explore { BrokenEngine(bug) }
    let state = progress.state
    #expect(!report.counterexamples.isEmpty, "\(report)")
    #expect(state.phase == .shrinking)
    #expect(state.stimulusBudget == 3_000)
    #expect(state.stimuliDone == report.stimuli)
    #expect(state.bugsFound == report.counterexamples.count)
    #expect(state.bugsToShrink == report.counterexamples.count)
    #expect(state.bugsShrinking == state.bugsToShrink)
    #expect(state.candidatesTried > 0)
  }

  @Test("An exploration that meets no bug ends in exploration, its budget spent")
  func nothingToShrink() async {
    let progress = ConformanceProgress()
    var explorer = Explorer(seed: 7, budget: 500)
    explorer.progress = progress
    let report = await explorer.explore { ReferenceEngine(lifecycle: .scene) }
    #expect(report.counterexample == nil)
    #expect(progress.state.phase == .exploration)
    #expect(progress.state.stimuliDone == 500)
    #expect(progress.state.bugsFound == 0)
  }

  @Test("A tour has no fixed end: no budget shown")
  func tour() async {
    let progress = ConformanceProgress()
    var explorer = Explorer(.tour(), budget: 1)
    explorer.progress = progress
    let report = await explorer.explore { ReferenceEngine(lifecycle: .app) }
    #expect(progress.state.phase == .exploration)
    #expect(progress.state.stimulusBudget == nil)
    #expect(progress.state.stimuliDone == report.stimuli)
  }
}
