import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures

/// The conformance kit's cost to its users: the whole catalog, both lifecycles, run through the
/// driver against the correct in-process `ReferenceEngine`; and model-based exploration.
struct ConformanceBenchmark {
  let runs: Int
  let explorationBudget: Int

  /// The median milliseconds of one whole catalog run, and how many scenarios it ran.
  @MainActor
  func catalogRun() async -> (milliseconds: Double, scenarios: Int) {
    // The environment's scenario selection must not shrink the catalog being timed.
    let driver = ConformanceDriver(selection: .all)
    var timings: [Double] = []
    var count = 0
    for _ in 0..<max(runs, 1) {
      let start = ContinuousClock.now
      count = 0
      for lifecycle in LifecycleStyle.allCases {
        let results = await driver.verify(
          { ReferenceEngine(lifecycle: lifecycle) },
          against: Scenario.all.filter { $0.lifecycle == lifecycle })
        precondition(!results.contains(where: \.isFailure), "the reference engine must conform")
        count += results.count
      }
      let elapsed = ContinuousClock.now - start
      timings.append(elapsed.seconds * 1000)
    }
    return (timings.sorted()[timings.count / 2], count)
  }

  /// The median milliseconds of a whole catalog run against two engines with two bugs each
  /// (one per lifecycle), in each mode: continuing past failures costs the checker a
  /// resynchronisation per failing step and the driver every later step.
  @MainActor
  func catalogRunByMode(
    engines: [[EngineBug]] = [
      [.forgetsWillFinishLaunching, .unpairedResignOnAlert],
      [.swapsForegroundAndActive, .pausesTheOtherScene],
    ]
  ) async -> (stopAtFirst: Double, continuing: Double) {
    func median(_ mode: ConformanceDriver.Mode) async -> Double {
      let driver = ConformanceDriver(selection: .all, mode: mode)
      var timings: [Double] = []
      for _ in 0..<max(runs, 1) {
        let start = ContinuousClock.now
        for bugs in engines {
          let results = await driver.verify(
            { BrokenEngine(bugs: bugs) },
            against: Scenario.all.filter { $0.lifecycle == bugs[0].lifecycle })
          precondition(results.contains(where: \.isFailure), "the broken engines must fail")
        }
        let elapsed = ContinuousClock.now - start
        timings.append(elapsed.seconds * 1000)
      }
      return timings.sorted()[timings.count / 2]
    }
    return (await median(.stopAtFirst), await median(.continuing))
  }

  /// Exploration of the reference engine (which never diverges, so the whole budget runs), in
  /// the lifecycle styles given, with the scene pool given.
  @MainActor
  func exploration(
    lifecycles: [LifecycleStyle] = LifecycleStyle.allCases,
    scenes: [SceneID] = ["main", "second", "third"]
  ) async
    -> (sequencesPerSecond: Double, stimuliPerSecond: Double)
  {
    var sequences = 0, stimuli = 0
    let start = ContinuousClock.now
    for lifecycle in lifecycles {
      let explorer = Explorer(seed: 1, budget: explorationBudget, scenes: scenes)
      let explored = await explorer.explore { ReferenceEngine(lifecycle: lifecycle) }
      precondition(explored.counterexample == nil, "the reference engine must conform")
      sequences += explored.runs
      stimuli += explored.stimuli
    }
    let seconds = Stopwatch.since(start)
    return (Double(sequences) / seconds, Double(stimuli) / seconds)
  }
}
