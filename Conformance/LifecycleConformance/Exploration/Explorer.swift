/// Model-based exploration: drives an engine and the reference model side by side through
/// random (or, to a small depth, every) sequence of possible stimuli, and reports the first
/// divergence shrunk to a minimal script, replayable from its seed.
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

  /// Creates an explorer that runs `budget` random sequences of up to `runLength` stimuli, from `seed`.
  public init(seed: UInt64, budget: Int = 10_000, runLength: Int = 16, scenes: [SceneID] = ["main", "second", "third"],
              timeout: Duration = .seconds(1)) {
    self.seed = seed
    self.budget = budget
    self.runLength = runLength
    self.scenes = scenes
    self.timeout = timeout
  }

  /// Explores at random from `seed`, each run on a fresh engine from `makeEngine`, in each
  /// lifecycle style the engine declares.
  public func explore<Engine: LifecycleEngine>(_ makeEngine: () -> Engine) async -> ExplorationReport {
    let walk = Walk(seed: seed)
    var runs = 0
    let capabilities = makeEngine().capabilities
    let spaces = LifecycleStyle.allCases.filter(capabilities.lifecycles.contains).map {
      StimulusSpace(lifecycle: $0, capabilities: capabilities.supported, scenes: scenes,
                    performs: capabilities.performs)
    }
    // One watchdog (one ticker) for every run: a hang ends the exploration, so no abandoned
    // call can disarm it while a later run is watched.
    let watchdog = Watchdog(timeout: timeout)
    let probe = makeEngine()
    let shrinker = Shrinker(timeout: timeout, capabilities: capabilities, knownFailures: probe.knownFailures)
    // Runs go on past a failure the engine declares, so that what lies behind it is found.
    let continuing = !probe.knownFailures.isEmpty
    while !spaces.isEmpty, walk.stimuli < budget {
      let spaceIndex = runs % spaces.count
      let space = spaces[spaceIndex]
      let sessions = space.startingSessions.randomElement(using: &walk.random)!
      let run = EngineRun(makeEngine(), Script(lifecycle: space.lifecycle, sessions: sessions, stimuli: []),
                          watchdog: watchdog, continuing: continuing)
      run.useCache(walk.takeCache())
      defer { walk.cache = run.takeCache() }
      runs += 1
      let length = min(runLength, budget - walk.stimuli)
      let failed = await run.guarded({
        if await run.prepare() != nil { return true }
        for _ in 0..<length {
          guard let stimulus = walk.possible(space, spaceIndex, in: run.models)
            .randomElement(using: &walk.random) else { break }
          walk.stimuli += 1
          // Engines that never suspend would hold the main actor for the whole exploration.
          if walk.stimuli % 64 == 0 { await Task.yield() }
          _ = await run.perform(stimulus)
          if shrinker.firstTarget(run.recorded) != nil || run.isOver { return true }
        }
        return false
      }, onHang: true)
      let report = ExplorationReport(seed: seed, stimuli: walk.stimuli, runs: runs)
      if failed, shrinker.firstTarget(run.recorded) != nil {
        return await shrunk(report, run.recorded, shrinker, makeEngine)
      }
    }
    return ExplorationReport(seed: seed, stimuli: walk.stimuli, runs: runs)
  }

  /// The random walk's state, shared with each run's task.
  @MainActor
  private final class Walk {
    var random: SeededGenerator
    var stimuli = 0
    /// The model's answers, handed from run to run (the checker's work, shared).
    var cache = AlternativeCache()
    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// `space.possible(in:)`, remembered: short runs from a few starting states keep coming
    /// back to the same states, and asking every candidate of each again cost more than the
    /// rest of a step. Emptied when full, like the checker's cache.
    private var possible: [PossibleKey: [Stimulus]] = [:]

    private struct PossibleKey: Hashable {
      /// Which of the exploration's spaces (hashing the space itself would cost what it saves).
      let space: Int
      let models: [LifecycleModel]
    }

    func possible(_ space: StimulusSpace, _ spaceIndex: Int, in models: [LifecycleModel]) -> [Stimulus] {
      let key = PossibleKey(space: spaceIndex, models: models)
      if let known = possible[key] { return known }
      let computed = space.possible(in: models)
      if possible.count >= 512 { possible.removeAll(keepingCapacity: true) }
      possible[key] = computed
      return computed
    }

    func takeCache() -> AlternativeCache {
      var taken = AlternativeCache(capacity: 0)
      swap(&taken, &cache)
      return taken
    }
  }

  /// Tries every sequence of possible stimuli up to `depth`, shortest first, from each starting
  /// state; reports the first that fails.
  public func exhaust<Engine: LifecycleEngine>(_ makeEngine: () -> Engine, depth: Int) async -> ExplorationReport {
    var report = ExplorationReport(seed: nil, stimuli: 0, runs: 0)
    let probe = makeEngine()
    let capabilities = probe.capabilities
    let shrinker = Shrinker(timeout: timeout, capabilities: capabilities, knownFailures: probe.knownFailures)
    let driver = ConformanceDriver(timeout: timeout, selection: .all,
                                   mode: probe.knownFailures.isEmpty ? .stopAtFirst : .continuing)
    for lifecycle in LifecycleStyle.allCases where capabilities.lifecycles.contains(lifecycle) {
      let space = StimulusSpace(lifecycle: lifecycle, capabilities: capabilities.supported, scenes: scenes,
                                performs: capabilities.performs)
      for sessions in space.startingSessions {
        var frontier = [Script(lifecycle: lifecycle, sessions: sessions, stimuli: [])]
        for _ in 0..<depth {
          var next: [Script] = []
          for prefix in frontier {
            for stimulus in space.possible(in: prefix.models) {
              var script = prefix
              script.stimuli.append(stimulus)
              let run = await driver.record(makeEngine(), script)
              report.runs += 1
              report.stimuli += run.steps.count
              if shrinker.firstTarget(run) != nil {
                return await shrunk(report, run, shrinker, makeEngine)
              }
              next.append(script)
            }
          }
          frontier = next
        }
      }
    }
    return report
  }

  private func shrunk<Engine: LifecycleEngine>(_ report: ExplorationReport, _ run: RecordedRun, _ shrinker: Shrinker,
                                               _ makeEngine: () -> Engine) async -> ExplorationReport {
    var report = report
    let target = shrinker.firstTarget(run)!
    var found = run.script
    found.stimuli = Array(found.stimuli.prefix(target.step))
    var foundRun = run
    foundRun.steps = Array(run.steps.prefix(target.step))
    foundRun.failures = run.failures.filter { $0.step <= target.step }
    let (script, shrunkRun) = await shrinker.shrink(found, foundRun, target: target, makeEngine)
    report.counterexample = Counterexample(seed: report.seed, found: found, shrunk: script, run: shrunkRun,
                                           original: target)
    return report
  }
}
