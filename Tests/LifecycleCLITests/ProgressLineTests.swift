import LifecycleConformance
import Testing

@testable import LifecycleCLI

/// The line `conform` redraws on a terminal: what a person reads in each phase.
@Suite("lifecycle conform's progress line")
struct ProgressLineTests {
  @Test("Nothing before the catalog starts")
  func beforeTheCatalog() {
    #expect(ProgressLine.text(ConformanceProgress.State(), elapsed: .seconds(3)) == nil)
  }

  @Test("The catalog: scenarios done of all, the failed ones once there are any")
  func catalog() {
    var state = ConformanceProgress.State()
    state.phase = .catalog
    state.scenariosTotal = 86
    state.scenariosDone = 34
    #expect(ProgressLine.text(state, elapsed: .seconds(12)) == "catalog: 34 of 86 scenarios (0:12)")
    state.scenariosFailed = 2
    #expect(ProgressLine.text(state, elapsed: .seconds(12)) == "catalog: 34 of 86 scenarios, 2 failed (0:12)")
  }

  @Test("Exploration: stimuli of the budget, or alone for a tour, and the bugs so far")
  func exploration() {
    var state = ConformanceProgress.State()
    state.phase = .exploration
    state.stimuliDone = 4_096
    state.stimulusBudget = 20_000
    state.bugsFound = 1
    #expect(
      ProgressLine.text(state, elapsed: .seconds(65))
        == "exploration: 4,096 of 20,000 stimuli, 1 bug so far (1:05)")
    state.stimulusBudget = nil
    state.bugsFound = 3
    #expect(ProgressLine.text(state, elapsed: .seconds(65)) == "exploration: 4,096 stimuli, 3 bugs so far (1:05)")
  }

  @Test("Shrinking: which bug of how many, and the candidates run")
  func shrinking() {
    var state = ConformanceProgress.State()
    state.phase = .shrinking
    state.bugsToShrink = 3
    state.bugsShrinking = 2
    state.candidatesTried = 1
    #expect(ProgressLine.text(state, elapsed: .seconds(150)) == "shrinking bug 2 of 3: 1 candidate tried (2:30)")
    state.candidatesTried = 1_400
    #expect(ProgressLine.text(state, elapsed: .seconds(150)) == "shrinking bug 2 of 3: 1,400 candidates tried (2:30)")
  }

  @Test(
    "The time as a stopwatch shows it",
    arguments: [(0, "0:00"), (7, "0:07"), (59, "0:59"), (60, "1:00"), (750, "12:30"), (3_723, "1:02:03")])
  func clock(_ seconds: Int64, _ shown: String) {
    #expect(ProgressLine.clock(.seconds(seconds) + .milliseconds(999)) == shown)
  }

  @Test(
    "Thousands apart",
    arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (20_000, "20,000"), (1_234_567, "1,234,567")])
  func grouped(_ number: Int, _ shown: String) {
    #expect(ProgressLine.grouped(number) == shown)
  }
}
