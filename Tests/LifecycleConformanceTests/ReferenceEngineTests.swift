import Testing
import LifecycleConformance

@Suite("The reference engine conforms")
@MainActor
struct ReferenceEngineTests {
  @Test("passes every scenario", arguments: Scenario.all)
  func passesScenario(_ scenario: Scenario) async {
    let result = await ConformanceDriver().verify(ReferenceEngine(lifecycle: scenario.lifecycle), against: scenario)
    guard case .passed = result.verdict else {
      Issue.record("\(result)")
      return
    }
  }

  @Test("passes a scenario whatever alternative, optional events and order it picks", arguments: LifecycleStyle.allCases)
  func shuffledSchedules(_ lifecycle: LifecycleStyle) async {
    let scripts = Scenario.all.filter { $0.lifecycle == lifecycle }.map(Script.init)
    for seed in UInt64(1)...10 {
      for script in scripts {
        let run = await ConformanceDriver().record(ReferenceEngine(lifecycle: lifecycle, schedule: .shuffled(seed: seed)), script)
        #expect(run.failure == nil, "seed \(seed): \(run.failure.map(String.init(describing:)) ?? "")")
      }
    }
  }
}
