import Lifecycle
import LifecycleConformance

/// Exhaustive search to depth 4 against the reference engine: sequences share their prefixes.
struct ExhaustFigures {
  @MainActor
  func figures() async -> [BenchmarkSuite.Figure] {
    var figures: [BenchmarkSuite.Figure] = []
    // Three scenes (1.16 million runs) took 120 s in the run the README quotes: left out to keep the bench short.
    for (name, lifecycle, scenes) in [("app", LifecycleStyle.app, [SceneID]()), ("scene2", .scene, ["main", "second"])] {
      let start = ContinuousClock.now
      let report = await Explorer(seed: 0, scenes: scenes).exhaust({ ReferenceEngine(lifecycle: lifecycle) }, depth: 4)
      let seconds = Stopwatch.since(start)
      precondition(report.counterexample == nil, "the reference engine must conform")
      figures.append(.init(key: "exhaust_depth4_\(name)_s", value: seconds,
                           label: "exhaust(depth: 4), \(lifecycle.displayName)\(scenes.isEmpty ? "" : ", \(scenes.count) scenes"): seconds (\(report.runs) runs, \(report.stimuli) stimuli)"))
    }
    return figures
  }
}
