import Lifecycle
import LifecycleConformance

/// Exhaustive search to depth 4 against the reference engine: sequences share their prefixes.
struct ExhaustFigures {
  /// How deep the search goes: 4 for the figures, less for the smoke test.
  var depth = 4

  @MainActor
  func figures() async -> [BenchmarkSuite.Figure] {
    var figures: [BenchmarkSuite.Figure] = []
    // Three scenes (1.16 million runs) are left out to keep the bench short.
    for (name, lifecycle, scenes) in [
      ("app", LifecycleStyle.app, [SceneID]()), ("scene2", .scene, ["main", "second"]),
    ] {
      let start = ContinuousClock.now
      let report = await Explorer(seed: 0, scenes: scenes).exhaust(
        { ReferenceEngine(lifecycle: lifecycle) }, depth: depth)
      let seconds = Stopwatch.since(start)
      precondition(report.counterexample == nil, "the reference engine must conform")
      figures.append(
        .init(
          key: "exhaust_depth\(depth)_\(name)_s", value: seconds,
          label:
            "exhaust(depth: \(depth)), \(lifecycle.displayName)\(scenes.isEmpty ? "" : ", \(scenes.count) scenes"): seconds (\(report.runs) runs, \(report.stimuli) stimuli)"
        ))
    }
    return figures
  }
}
