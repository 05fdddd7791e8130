import Lifecycle

/// The reference model's own cost: a long seeded random walk replayed through
/// `respond(to:)`, against a baseline that makes the same random draws and stimulus choices
/// and only appends them to an array.
struct ModelBenchmark {
  let steps: Int

  struct Figures {
    let modelStepsPerSecond: Double
    let baselineStepsPerSecond: Double
  }

  func run() -> Figures {
    // The walk is planned first: choosing a possible stimulus is the walk's work, not the model's.
    var walk = RandomWalk(lifecycle: .scene, maximumScenes: 3, seed: 7)
    let plan = (0..<steps).map { _ in
      let step = walk.next(); return (step.stimulus, step.chosen)
    }

    var model = LifecycleModel(lifecycle: .scene)
    let modelSeconds = Stopwatch.median(runs: 3) {
      model = Self.replay(plan)
    }
    var chosen: [Stimulus] = []
    let baselineSeconds = Stopwatch.median(runs: 3) {
      chosen = Self.baseline(plan)
    }
    precondition(model.lifecycle == .scene && chosen.count == plan.count)
    return Figures(
      modelStepsPerSecond: Double(steps) / modelSeconds,
      baselineStepsPerSecond: Double(steps) / baselineSeconds)
  }

  /// Each step: one random draw, the model's alternatives, the chosen one's next state.
  @inline(never)
  static func replay(_ plan: [(Stimulus, Int)]) -> LifecycleModel {
    var generator = SeededGenerator(seed: 7)
    var model = LifecycleModel(lifecycle: .scene)
    for (stimulus, chosen) in plan {
      _ = generator.next()
      model = try! model.respond(to: stimulus)[chosen].next  // the plan holds possible stimuli only
    }
    return model
  }

  /// Each step: the same random draw, the stimulus appended to an array.
  @inline(never)
  static func baseline(_ plan: [(Stimulus, Int)]) -> [Stimulus] {
    var generator = SeededGenerator(seed: 7)
    var chosen: [Stimulus] = []
    chosen.reserveCapacity(plan.count)
    for (stimulus, _) in plan {
      _ = generator.next()
      chosen.append(stimulus)
    }
    return chosen
  }
}
