import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures

/// What a mapper's run costs per step beside an engine's: the same seeded exploration of the
/// scene-based lifecycle, of the reference engine (whose deliveries the kit checks) and of the
/// correct mapper (for which the kit plans the response, delivers it to two sets of delegates
/// and checks the states reported).
struct MapperBenchmark {
  let budget: Int

  /// Stimuli per second of the engine's exploration and of the mapper's, in process.
  @MainActor
  func inProcess() async -> (engine: Double, mapper: Double) {
    let explorer = Explorer(seed: 1, budget: budget)
    let engine = await Self.perSecond { await explorer.explore { ReferenceEngine(lifecycle: .scene) } }
    let mapper = await Self.perSecond { await explorer.explore { MappedEngine(DerivingMapper(lifecycles: [.scene])) } }
    return (engine, mapper)
  }

  /// Stimuli per second of one exploration, which must find nothing.
  @MainActor
  static func perSecond(_ explore: () async -> ExplorationReport) async -> Double {
    let start = ContinuousClock.now
    let report = await explore()
    precondition(report.counterexample == nil, "the engine and the mapper must conform")
    return Double(report.stimuli) / (ContinuousClock.now - start).seconds
  }
}
