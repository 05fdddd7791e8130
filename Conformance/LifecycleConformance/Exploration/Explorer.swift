/// Model-based exploration: drives an engine and the reference model side by side through
/// random (or, to a small depth, every) sequence of possible stimuli, swarm runs (`swarm`) or a
/// transition tour (`tour(_:sceneCount:)`), and reports the first divergence shrunk to a
/// minimal script, replayable from its seed, with what it covered of the model.
///
/// ```swift
/// let report = await Explorer(seed: 42).explore { MyEngine() }
/// if let found = report.counterexample { print(found) }   // … replay: Explorer(seed: 42)
/// ```
@MainActor
public struct Explorer {
  /// The seed of a random exploration; the same seed and engine give the same runs.
  public var seed: UInt64
  /// How many stimuli to perform in all before giving up.
  public var budget: Int
  /// How many stimuli one run performs before starting afresh with a new engine.
  public var runLength: Int
  /// The scene ids scene stimuli name.
  public var scenes: [SceneID]
  /// How long one call into the engine may take before it is reported as a hang.
  public var timeout: Duration
  /// Whether runs are swarm runs: each draws a random subset of the stimulus families (the
  /// others are used only where none of the subset is possible) and a length from a few to a
  /// few hundred stimuli (`runLength` is then ignored). Swarm runs find the bugs that need
  /// many repetitions of the same few stimuli (an eighth interruption).
  public var swarm: Bool
  /// How many stimuli one run of a tour performs before the next starts afresh: a run records
  /// every step for its counterexample, and a whole two-scene tour in one run held 1.3 million
  /// steps (700 MB); a fresh run walks back from a starting state in a few stimuli.
  var tourRunLength = 10_000
  /// How many states one search of a tour for the nearest untaken transition may visit before
  /// the tour plans the rest (see `TourPlanner`): 0 plans as soon as no untaken transition is at
  /// hand.
  var tourPlanningSearch = 1000
  /// How many runs in a row may perform no stimulus before a random exploration ends: a run
  /// makes no progress towards the budget when nothing the engine performs is possible from
  /// its start (or the engine fails to start, past a known failure), and the budget alone
  /// would never end such an exploration. With a few starting states to draw from, a hundred
  /// misses in a row by chance are out of the question.
  static let idleRunLimit = 100

  /// An explorer of random runs (or swarm runs) from `seed`, performing `budget` stimuli in all.
  public init(
    seed: UInt64, budget: Int = 10_000, runLength: Int = 16, scenes: [SceneID] = ["main", "second", "third"],
    timeout: Duration = .seconds(1), swarm: Bool = false
  ) {
    self.seed = seed
    self.budget = budget
    self.runLength = runLength
    self.scenes = scenes
    self.timeout = timeout
    self.swarm = swarm
  }

  /// Explores at random from `seed`, each run on a fresh engine from `makeEngine`, in each
  /// lifecycle style the engine declares; the report says what the runs covered of the model.
  public func explore<Engine: LifecycleEngine>(_ makeEngine: () -> Engine) async -> ExplorationReport {
    let walk = Walk(seed: seed)
    var runs = 0
    let capabilities = makeEngine().capabilities
    let spaces = LifecycleStyle.allCases.filter(capabilities.lifecycles.contains).map {
      StimulusSpace(
        lifecycle: $0, capabilities: capabilities.supported, scenes: scenes,
        performs: capabilities.performs)
    }
    let recorders = spaces.map {
      CoverageRecorder(space: $0, graph: StateGraph.isEnumerable($0) ? StateGraph.of($0) : nil)
    }
    let strategy: ExplorationReport.Strategy = swarm ? .swarm : .random
    func report() -> ExplorationReport {
      ExplorationReport(
        seed: seed, stimuli: walk.stimuli, runs: runs, strategy: strategy,
        coverage: recorders.map(\.coverage))
    }
    // One watchdog (one ticker) for every run: a hang ends the exploration, so no abandoned
    // call can disarm it while a later run is watched.
    let watchdog = Watchdog(timeout: timeout)
    let probe = makeEngine()
    let shrinker = Shrinker(timeout: timeout, capabilities: capabilities, knownFailures: probe.knownFailures)
    // Runs go on past a failure the engine declares, so that what lies behind it is found.
    let continuing = !probe.knownFailures.isEmpty
    // One guarded task for every run (see `EngineFactory`); a hang abandons the run in progress.
    let failed = await EngineFactory.guardedRuns(makeEngine, watchdog: watchdog) { factory in
      var idleRuns = 0
      while !spaces.isEmpty, walk.stimuli < budget, idleRuns < Self.idleRunLimit {
        let performed = walk.stimuli
        defer { idleRuns = walk.stimuli == performed ? idleRuns + 1 : 0 }
        let spaceIndex = runs % spaces.count
        let space = spaces[spaceIndex]
        let recorder = recorders[spaceIndex]
        let sessions = space.startingSessions.randomElement(using: &walk.random)!
        guard
          let run = factory.run(
            Script(lifecycle: space.lifecycle, sessions: sessions, stimuli: []), continuing: continuing)
        else { return nil }
        run.useCache(&walk.cache)
        run.coverage = recorder
        defer { walk.cache = run.takeCache() }
        runs += 1
        let families = swarm ? walk.families(of: space) : nil
        let length = min(swarm ? walk.swarmLength() : runLength, budget - walk.stimuli)
        if await run.prepare() != nil {
          if shrinker.firstTarget(run.recorded) != nil { return run.recorded }
          continue
        }
        for _ in 0..<length {
          guard let stimulus = walk.next(space, spaceIndex, recorder, in: run.models, families: families) else {
            break
          }
          walk.stimuli += 1
          // Engines that never suspend would hold the main actor for the whole exploration; a
          // yield wakes a thread, which every 64 stimuli cost a twentieth of the time.
          if walk.stimuli % 1024 == 0 { await Task.yield() }
          _ = await run.perform(stimulus)
          if shrinker.firstTarget(run.recorded) != nil { return run.recorded }
          if run.isOver { break }
        }
      }
      return nil
    }
    if let failed, shrinker.firstTarget(failed) != nil {
      return await shrunk(report(), failed, shrinker, makeEngine)
    }
    return report()
  }

  /// The report with the run's first failure shrunk. `shortcut`, when given, is a cheaper way
  /// to the failing step (a tour's shortest known way there): tried first, and shrunk from
  /// when it fails the same way.
  func shrunk<Engine: LifecycleEngine>(
    _ report: ExplorationReport, _ run: RecordedRun, _ shrinker: Shrinker,
    _ makeEngine: () -> Engine, shortcut: [Stimulus]? = nil
  ) async
    -> ExplorationReport
  {
    var report = report
    let target = shrinker.firstTarget(run)!
    var found = run.script
    found.stimuli = Array(found.stimuli.prefix(target.step))
    var foundRun = run
    foundRun.steps = Array(run.steps.prefix(target.step))
    foundRun.failures = run.failures.filter { $0.step <= target.step }
    var start = (found, foundRun)
    if let shortcut, shortcut.count < found.stimuli.count {
      let script = Script(lifecycle: found.lifecycle, sessions: found.sessions, stimuli: shortcut)
      let driver = ConformanceDriver(
        timeout: timeout, selection: .all,
        mode: shrinker.knownFailures.isEmpty ? .stopAtFirst : .continuing)
      let shortRun = await driver.record(makeEngine(), script)
      if let failure = shrinker.firstTarget(shortRun, like: target) {
        var cut = shortRun
        cut.steps = Array(shortRun.steps.prefix(failure.step))
        cut.failures = shortRun.failures.filter { $0.step <= failure.step }
        start = (
          Script(
            lifecycle: script.lifecycle, sessions: script.sessions,
            stimuli: Array(shortcut.prefix(failure.step))), cut
        )
      }
    }
    let (script, shrunkRun) = await shrinker.shrink(start.0, start.1, target: target, makeEngine)
    report.counterexample = Counterexample(
      seed: report.seed, found: found, shrunk: script, run: shrunkRun,
      original: target)
    return report
  }
}
