import Testing
import LifecycleConformance

@Suite("Exploration")
@MainActor
struct ExplorerTests {
  @Test("finds nothing wrong with the reference engine, whatever it picks", arguments: LifecycleStyle.allCases)
  func referenceEngineSurvives(_ lifecycle: LifecycleStyle) async {
    var seed: UInt64 = 0
    let report = await Explorer(seed: 7, budget: 2_000).explore {
      seed += 1
      return ReferenceEngine(lifecycle: lifecycle, schedule: .shuffled(seed: seed))
    }
    #expect(report.counterexample == nil, "\(report)")
    #expect(report.stimuli == 2_000)
  }

  @Test("tries every sequence to a small depth")
  func exhaustive() async {
    let report = await Explorer(seed: 0, scenes: ["main", "second"]).exhaust({ ReferenceEngine(lifecycle: .scene) }, depth: 2)
    #expect(report.counterexample == nil, "\(report)")
    #expect(report.runs > 100)
  }
}
