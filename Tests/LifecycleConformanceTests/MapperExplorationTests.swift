import Lifecycle
import LifecycleConformance
import Testing

@Suite("Exploring mappers")
@MainActor
struct MapperExplorationTests {
  @Test("probe", arguments: MapperBug.allCases)
  func probe(_ bug: MapperBug) async {
    let clock = ContinuousClock.now
    let report = await Explorer(.random(seed: 1), budget: 400).explore { MappedEngine(DerivingMapper(bugs: [bug])) }
    print("BUG \(bug) took \(ContinuousClock.now - clock) stimuli \(report.stimuli)")
    for example in report.counterexamples { print(example) }
  }
  @Test("probe correct")
  func probeCorrect() async {
    let clock = ContinuousClock.now
    let report = await Explorer(.random(seed: 1), budget: 400).explore { MappedEngine(DerivingMapper()) }
    print("CORRECT took \(ContinuousClock.now - clock)")
    for example in report.counterexamples { print(example) }
  }
}
