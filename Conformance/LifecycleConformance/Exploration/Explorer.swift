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
  /// Whether random runs and swarm runs take turns (`swarm` is then ignored): the short runs find
  /// what a few stimuli show, the swarm runs what only a long session of a few families shows.
  /// What `lifecycle conform` explores by default.
  package var alternatesSwarm = false
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
  /// lifecycle style the engine declares, until the budget is spent: runs go on past every
  /// failure, and every distinct bug met (`BugSignature`) is shrunk to a minimal witness, one
  /// counterexample a bug. The report says what the runs covered of the model.
  ///
  /// Give it the results of a catalog run (`after:`) and the bugs the catalog showed are shrunk
  /// to witnesses too, without being looked for again, and those of scenarios the engine declares
  /// known failures are known here as well.
  public func explore<Engine: LifecycleEngine>(
    _ makeEngine: () -> Engine, after catalog: [ScenarioResult] = []
  ) async -> ExplorationReport {
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
    let probe = makeEngine()
    let shrinker = Shrinker(catalog, timeout: timeout, capabilities: capabilities, knownFailures: probe.knownFailures)
    let bugs = BugCollector(shrinker)
    bugs.note(catalog)
    var hangs = 0
    // One guarded task, with one watchdog (one ticker), for every run (see `EngineFactory`); a
    // hang abandons the run in progress, and the exploration goes on under a new task.
    while !spaces.isEmpty, walk.stimuli < budget, hangs < Self.hangLimit {
      let abandoned = await EngineFactory.guardedRuns(makeEngine, watchdog: Watchdog(timeout: timeout)) { factory in
        var idleRuns = 0
        while walk.stimuli < budget, idleRuns < Self.idleRunLimit {
          let performed = walk.stimuli
          defer { idleRuns = walk.stimuli == performed ? idleRuns + 1 : 0 }
          let spaceIndex = runs % spaces.count
          let space = spaces[spaceIndex]
          let recorder = recorders[spaceIndex]
          let sessions = space.startingSessions.randomElement(using: &walk.random)!
          guard
            let run = factory.run(Script(lifecycle: space.lifecycle, sessions: sessions, stimuli: []), continuing: true)
          else { return nil }
          run.useCache(&walk.cache)
          run.coverage = recorder
          defer { walk.cache = run.takeCache() }
          runs += 1
          let isSwarm = alternatesSwarm ? runs % 2 == 0 : swarm
          let families = isSwarm ? walk.families(of: space) : nil
          let length = min(isSwarm ? walk.swarmLength() : runLength, budget - walk.stimuli)
          if await run.prepare() != nil {
            bugs.note(run.recorded, number: runs)
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
            bugs.note(run.recorded, number: runs)
            if run.isOver { break }
          }
        }
        return nil
      }
      guard let abandoned else { break }
      bugs.note(abandoned, number: runs)
      hangs += 1
    }
    var report = ExplorationReport(
      seed: seed, stimuli: walk.stimuli, runs: runs, strategy: alternatesSwarm ? .mixed : swarm ? .swarm : .random,
      coverage: recorders.map(\.coverage))
    report.budget = budget
    report.counterexamples = await bugs.counterexamples(seed: seed, self, makeEngine)
    report.knownFailures = bugs.known
    return report
  }

  /// How many hangs end an exploration: each costs a timeout, and an engine that hangs on a
  /// common stimulus would spend the budget waiting. The bugs met before it are shrunk all the
  /// same, the hang among them.
  static let hangLimit = 1

  /// A bug's witness: `script` (cut at the failing step, `run` its run) shrunk while the engine
  /// still shows `failure`'s bug. `shortcut`, when given, is a cheaper way to the failing step
  /// (a tour's shortest known way there): tried first, and shrunk from when it shows the bug.
  func shrunk<Engine: LifecycleEngine>(
    _ script: Script, _ run: RecordedRun, _ failure: ConformanceFailure, _ shrinker: Shrinker,
    _ makeEngine: () -> Engine, shortcut: [Stimulus]? = nil
  ) async -> Counterexample {
    var start = (script, run)
    if let shortcut, shortcut.count < script.stimuli.count {
      let short = Script(lifecycle: script.lifecycle, sessions: script.sessions, stimuli: shortcut)
      let shortRun = await ConformanceDriver(timeout: timeout, selection: .all, mode: .continuing)
        .record(makeEngine(), short)
      if let found = shrinker.firstTarget(shortRun, like: failure) {
        var cut = shortRun
        cut.steps = Array(shortRun.steps.prefix(found.step))
        cut.failures = shortRun.failures.filter { $0.step <= found.step }
        start = (
          Script(lifecycle: short.lifecycle, sessions: short.sessions, stimuli: Array(shortcut.prefix(found.step))), cut
        )
      }
    }
    let (shrunk, shrunkRun) = await shrinker.shrink(start.0, start.1, target: failure, makeEngine)
    return Counterexample(seed: seed, found: script, shrunk: shrunk, run: shrunkRun, original: failure)
  }
}
