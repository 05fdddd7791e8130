/// Model-based exploration: drives an engine and the reference model side by side, with fresh
/// engines, along sequences of possible stimuli the strategy picks, goes on past every failure,
/// and reports each distinct bug shrunk to a minimal witness, with what it covered of the model.
/// A mapper's random and swarm walks also choose the response each step sends it, among those
/// the model allows, from the same seed (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
///
/// ```swift
/// let report = await Explorer(.random(seed: 42)).explore { MyEngine() }
/// for bug in report.bugs { print(bug) }
/// ```
@MainActor
public struct Explorer {
  /// How an exploration picks its stimuli: the one choice to make.
  public enum Strategy: Hashable, Sendable {
    /// Each next stimulus at random among those possible, runs of `runLength`; the same seed
    /// and engine give the same runs.
    case random(seed: UInt64)
    /// Swarm runs: each draws a random subset of the stimulus families (the others are used only
    /// where none of the subset is possible) and a length from a few to a few hundred stimuli.
    /// They find the bugs that need many repetitions of the same few stimuli.
    case swarm(seed: UInt64)
    /// Random runs and swarm runs in turn: what `lifecycle conform` explores by default.
    case mixed(seed: UInt64)
    /// Every sequence of possible stimuli up to `depth`, in each starting state.
    case exhaustive(depth: Int)
    /// A transition tour: every transition of the model's graph with `sceneCount` scenes (two
    /// unless told; three reach well over 500,000 states) at least once.
    case tour(sceneCount: Int = 2)
  }

  /// How the stimuli are picked.
  public var strategy: Strategy
  /// How many stimuli to perform in all before stopping (a tour goes on to twenty a transition
  /// if that is more).
  public var budget: Int
  /// How many stimuli one random run performs before starting afresh with a new engine.
  public var runLength: Int
  /// The scene ids scene stimuli name.
  public var scenes: [SceneID]
  /// How long one call into the engine may take before it is reported as a hang.
  public var timeout: Duration
  /// Whether the exploration ends at the first step that shows a bug (a bug of the catalog's,
  /// when it follows a catalog run, ends it before it starts), for a witness soonest: the bugs
  /// of that step, each shrunk. `false`, the default: it goes on to its budget and reports every
  /// distinct bug.
  public var stopsAtFirstBug: Bool
  /// Where the exploration and its shrinking report how far they have got, once a run or a
  /// candidate; `nil`, the default: nowhere, at no cost.
  package var progress: ConformanceProgress?

  /// How many stimuli an exploration performs unless told: the same for `Explorer`, a
  /// `ConformanceReport` that explores, and `lifecycle conform`, so that each finds what the
  /// others find.
  public nonisolated static let defaultBudget = 20_000

  /// An explorer with a strategy, performing at most `budget` stimuli in all, or stopping at
  /// the first bug it meets when `stopsAtFirstBug`.
  public init(
    _ strategy: Strategy, budget: Int = Explorer.defaultBudget, runLength: Int = 16,
    scenes: [SceneID] = ["main", "second", "third"], timeout: Duration = .seconds(1), stopsAtFirstBug: Bool = false
  ) {
    self.strategy = strategy
    self.budget = budget
    self.runLength = runLength
    self.scenes = scenes
    self.timeout = timeout
    self.stopsAtFirstBug = stopsAtFirstBug
  }

  /// A random explorer (a swarm one when `swarm`): the kit's own tests and tools.
  package init(
    seed: UInt64, budget: Int = Explorer.defaultBudget, runLength: Int = 16,
    scenes: [SceneID] = ["main", "second", "third"],
    timeout: Duration = .seconds(1), swarm: Bool = false
  ) {
    self.init(
      swarm ? .swarm(seed: seed) : .random(seed: seed), budget: budget, runLength: runLength, scenes: scenes,
      timeout: timeout)
  }

  /// The seed of a random strategy; 0 for the others.
  package var seed: UInt64 {
    switch strategy {
    case .random(let seed), .swarm(let seed), .mixed(let seed): seed
    case .exhaustive, .tour: 0
    }
  }

  /// Whether the exploration is to end now: it stops at its first bug and has met one.
  func isDone(_ bugs: BugCollector) -> Bool { stopsAtFirstBug && !bugs.isEmpty }

  /// Whether every run is a swarm run.
  var swarm: Bool { if case .swarm = strategy { true } else { false } }

  /// Whether random runs and swarm runs take turns.
  var alternatesSwarm: Bool { if case .mixed = strategy { true } else { false } }

  /// Explores with the strategy, each run on a fresh engine from `makeEngine`, in each lifecycle
  /// style the engine declares: every distinct bug met (`ConformanceBug`) is shrunk to a minimal witness.
  /// The report says what the runs covered of the model.
  public func explore<Engine: LifecycleEngine>(_ makeEngine: @MainActor () -> Engine) async -> ExplorationReport {
    await explore(makeEngine, after: [])
  }

  /// Explores after a catalog run: the bugs the catalog showed are shrunk to witnesses too,
  /// without being looked for again, and those of scenarios the engine declares known failures
  /// are known here as well.
  package func explore<Engine: LifecycleEngine>(
    _ makeEngine: () -> Engine, after catalog: [ScenarioResult]
  ) async -> ExplorationReport {
    switch strategy {
    case .exhaustive(let depth): await exhaust(makeEngine, depth: depth)
    case .tour(let sceneCount): await tour(makeEngine, sceneCount: sceneCount, after: catalog)
    case .random, .swarm, .mixed: await walk(makeEngine, after: catalog)
    }
  }

  /// How many stimuli one run of a tour performs before the next starts afresh: a run records
  /// every step for its witness, so one run of a whole tour would hold every step of it in
  /// memory; a fresh run walks back from a starting state in a few stimuli.
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
  /// How many runs in a row may end in a protocol fault before an exploration ends: each such
  /// run ends the engine's process and the next starts a fresh one, whose start can take a good
  /// part of a second. An engine that breaks the protocol on every run (a line after each `done`,
  /// standard input closed after its hello) would spend the budget on restarts and show the same
  /// fault each time; the bugs met are shrunk all the same.
  package static let faultedRunLimit = 10

  /// Random (or swarm, or mixed) runs from `seed` until the budget is spent.
  func walk<Engine: LifecycleEngine>(
    _ makeEngine: () -> Engine, after catalog: [ScenarioResult]
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
    // A mapper is sent responses the walk chooses; other engines choose their own, and their
    // walks draw nothing more from the generator than they always did.
    let choosesResponses = probe is any StateReportingEngine
    var shrinker = Shrinker(catalog, timeout: timeout, capabilities: capabilities, knownFailures: probe.knownFailures)
    shrinker.progress = progress
    let bugs = BugCollector(shrinker)
    bugs.note(catalog)
    beginProgress(bugs, budget: budget)
    var hangs = 0
    var faultedRuns = 0
    // One guarded task, with one watchdog (one ticker), for every run (see `EngineFactory`); a
    // hang abandons the run in progress, and the exploration goes on under a new task.
    while !spaces.isEmpty, walk.stimuli < budget, hangs < Self.hangLimit, faultedRuns < Self.faultedRunLimit,
      !isDone(bugs)
    {
      let abandoned = await EngineFactory.guardedRuns(makeEngine, watchdog: Watchdog(timeout: timeout)) { factory in
        var idleRuns = 0
        while walk.stimuli < budget, idleRuns < Self.idleRunLimit, faultedRuns < Self.faultedRunLimit, !isDone(bugs) {
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
          var repetition = isSwarm && Bool.random(using: &walk.random) ? Repetition() : nil
          defer { faultedRuns = run.recorded.brokeProtocol ? faultedRuns + 1 : 0 }
          if await run.prepare() != nil {
            bugs.note(run.recorded, number: runs)
            continue
          }
          for _ in 0..<length {
            let next =
              repetition != nil
              ? repetition!.next(walk, space, spaceIndex, recorder, in: run.models, families: families)
              : walk.next(space, spaceIndex, recorder, in: run.models, families: families)
            guard let stimulus = next else { break }
            walk.stimuli += 1
            // Engines that never suspend would hold the main actor for the whole exploration; a
            // yield wakes a thread, so it comes once in many stimuli.
            if walk.stimuli % 1024 == 0 { await Task.yield() }
            let response = choosesResponses ? walk.response(to: stimulus, in: run.models) : nil
            _ = await run.perform(stimulus, response: response)
            bugs.note(run.recorded, number: runs)
            if run.isOver || isDone(bugs) { break }
          }
          // A line the engine wrote after the walk's last `done` is the walk's fault, on its last
          // step, not one at the start of the next walk.
          _ = await run.finish()
          bugs.note(run.recorded, number: runs)
          noteProgress(bugs, stimuli: walk.stimuli)
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
    if faultedRuns >= Self.faultedRunLimit { report.faultedRuns = faultedRuns }
    report.counterexamples = await bugs.counterexamples(seed: seed, self, makeEngine)
    report.knownBugs = bugs.knownBugs
    return report
  }

  /// How many hangs end an exploration: each costs a timeout, and an engine that hangs on a
  /// common stimulus would spend the budget waiting. The bugs met before it are shrunk all the
  /// same, the hang among them.
  static let hangLimit = 1

  /// Tells `progress` the exploration began: `budget` stimuli, or `nil` for no fixed end.
  func beginProgress(_ bugs: BugCollector, budget: Int?) {
    progress?.update {
      $0.phase = .exploration
      $0.stimulusBudget = budget
      $0.bugsFound = bugs.sightings.count
    }
  }

  /// Tells `progress` how far the exploration has got, after a run.
  func noteProgress(_ bugs: BugCollector, stimuli: Int) {
    progress?.update {
      $0.stimuliDone = stimuli
      $0.bugsFound = bugs.sightings.count
    }
  }

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
    var counterexample = Counterexample(seed: seed, found: script, shrunk: shrunk, run: shrunkRun, original: failure)
    counterexample.replay = description
    return counterexample
  }
}
