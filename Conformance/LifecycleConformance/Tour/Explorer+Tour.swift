import Lifecycle

extension Explorer {
  /// Drives the engine along a transition tour of the model: every (state, stimulus) transition
  /// of the model's graph at least once, checking every step, restarting from a fresh engine
  /// where the tour cannot go on (and every 10,000 stimuli); reports the first failure, shrunk,
  /// and what it covered.
  ///
  /// ```swift
  /// let report = await Explorer(seed: 1).tour { MyEngine() }
  /// print(report)   // … transitions: 243,759 / 413,947 (58%)
  /// ```
  ///
  /// The graph is the model's with the first `sceneCount` of `scenes` (two by default; three
  /// reach well over 500,000 states and take minutes). Where the model allows several states after
  /// a stimulus, the tour follows the one the engine went to; transitions only reachable
  /// through answers the engine never gives stay untaken and are named in the coverage. Under
  /// the usual assumption (the engine's behaviour depends on its state, not on its history), a
  /// clean tour means no single transition is wrong. The tour stops after `budget` stimuli or
  /// twenty per transition, whichever is more.
  public func tour<Engine: LifecycleEngine>(
    _ makeEngine: () -> Engine, sceneCount: Int = 2
  ) async
    -> ExplorationReport
  {
    var report = ExplorationReport(seed: nil, stimuli: 0, runs: 0, strategy: .tour)
    let probe = makeEngine()
    let capabilities = probe.capabilities
    let shrinker = Shrinker(timeout: timeout, capabilities: capabilities, knownFailures: probe.knownFailures)
    let continuing = !probe.knownFailures.isEmpty
    let watchdog = Watchdog(timeout: timeout)
    var cache = AlternativeCache(capacity: 32768)
    for lifecycle in LifecycleStyle.allCases where capabilities.lifecycles.contains(lifecycle) {
      let space = StimulusSpace(
        lifecycle: lifecycle, capabilities: capabilities.supported,
        scenes: Array(scenes.prefix(max(sceneCount, 1))), performs: capabilities.performs)
      let graph = StateGraph.of(space)
      let recorder = CoverageRecorder(space: space, graph: graph)
      var planner = TourPlanner(graph: graph)
      let limit = report.stimuli + max(budget, graph.transitionCount * 20)
      while report.stimuli < limit {
        guard let start = graph.starts.indices.first(where: { planner.canReachUntaken(from: graph.starts[$0]) })
        else { break }
        let script = Script(lifecycle: lifecycle, sessions: graph.startingSessions[start], stimuli: [])
        let run = EngineRun(makeEngine(), script, watchdog: watchdog, continuing: continuing)
        run.coverage = recorder
        run.useCache(&cache)
        report.runs += 1
        var failedFrom: Int?
        let failed = await run.guarded(
          {
            if await run.prepare() != nil { return true }
            var length = 0
            while report.stimuli < limit, length < tourRunLength {
              guard let state = recorder.id(run.models[0]), let next = planner.next(from: state) else { return false }
              report.stimuli += 1
              length += 1
              if report.stimuli % 64 == 0 { await Task.yield() }
              failedFrom = state
              _ = await run.perform(graph.candidates[next])
              if shrinker.firstTarget(run.recorded) != nil || run.isOver { return true }
              planner.took(state, next, went: run.models.count == 1 ? recorder.id(run.models[0]) : nil)
            }
            return false
          }, onHang: true)
        cache = run.takeCache()
        if failed, let target = shrinker.firstTarget(run.recorded) {
          report.coverage.append(recorder.coverage)
          let shortcut = failedFrom.flatMap { planner.way(from: graph.starts[start], to: $0) }
            .map { $0.map { graph.candidates[$0] } + [run.recorded.script.stimuli[target.step - 1]] }
          return await shrunk(report, run.recorded, shrinker, makeEngine, shortcut: shortcut)
        }
        if failed { break }
      }
      report.coverage.append(recorder.coverage)
    }
    return report
  }
}
