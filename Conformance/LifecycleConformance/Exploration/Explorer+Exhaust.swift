import Lifecycle

extension Explorer {
  /// Tries every sequence of possible stimuli up to `depth` from each starting state, depth
  /// first, and reports the first that fails, shrunk, with what the search covered.
  ///
  /// Sequences share their prefixes: the stimuli possible after a prefix come from the run
  /// that performed it (no replay of the model), a run goes on down to its first child, and a
  /// fresh engine replays a prefix only for the next sibling, when it must. Every run shares one
  /// watchdog and one cache of the model's answers. A sequence is checked step by step, so a
  /// failing prefix is found in the first sequence that has it.
  public func exhaust<Engine: LifecycleEngine>(_ makeEngine: () -> Engine, depth: Int) async -> ExplorationReport {
    var report = ExplorationReport(seed: nil, stimuli: 0, runs: 0, strategy: .exhaustive)
    let probe = makeEngine()
    let capabilities = probe.capabilities
    let shrinker = Shrinker(timeout: timeout, capabilities: capabilities, knownFailures: probe.knownFailures)
    let continuing = !probe.knownFailures.isEmpty
    var watchdog = Watchdog(timeout: timeout)
    var cache = AlternativeCache(capacity: 8192)
    for lifecycle in LifecycleStyle.allCases where capabilities.lifecycles.contains(lifecycle) {
      let space = StimulusSpace(lifecycle: lifecycle, capabilities: capabilities.supported, scenes: scenes,
                                performs: capabilities.performs)
      let recorder = CoverageRecorder(space: space, graph: StateGraph.isEnumerable(space) ? StateGraph.of(space) : nil)
      defer { report.coverage.append(recorder.coverage) }
      for sessions in space.startingSessions {
        let start = Script(lifecycle: lifecycle, sessions: sessions, stimuli: [])
        var liveRun: EngineRun<Engine>?
        /// Ends the live run, keeping the model's answers it learnt.
        func drop() {
          if let live = liveRun { cache = live.takeCache() }
          liveRun = nil
        }
        /// A fresh run that has performed `path` (which passed before); `nil` if it no longer does.
        func replay(_ path: [Stimulus]) async -> EngineRun<Engine>? {
          drop()
          let run = EngineRun(makeEngine(), start, watchdog: watchdog, continuing: continuing)
          run.useCache(cache)
          run.coverage = recorder
          report.runs += 1
          let passed = await run.guarded({
            if await run.prepare() != nil { return false }
            for stimulus in path {
              report.stimuli += 1
              _ = await run.perform(stimulus)
              if run.isOver { return false }
            }
            return true
          }, onHang: false)
          return passed ? run : nil
        }
        liveRun = await replay([])
        guard let first = liveRun else { continue }
        var path: [Stimulus] = []
        var choices = [space.possible(in: first.models)]
        while let last = choices.indices.last {
          guard let stimulus = choices[last].first else {
            choices.removeLast()
            if !path.isEmpty { path.removeLast() }
            drop()
            continue
          }
          choices[last].removeFirst()
          if liveRun == nil || liveRun!.recorded.steps.count != path.count { liveRun = await replay(path) }
          guard let run = liveRun else { continue }
          report.stimuli += 1
          let failed = await run.guarded({
            _ = await run.perform(stimulus)
            return shrinker.firstTarget(run.recorded) != nil || run.isOver
          }, onHang: true)
          if failed {
            if shrinker.firstTarget(run.recorded) != nil {
              cache = run.takeCache()
              report.coverage.append(recorder.coverage)
              return await shrunk(report, run.recorded, shrinker, makeEngine)
            }
            if case .hung = run.recorded.failure?.fault { watchdog = Watchdog(timeout: timeout) }
            drop()
            continue
          }
          if path.count + 1 < depth {
            path.append(stimulus)
            choices.append(space.possible(in: run.models))
          } else {
            drop()
          }
        }
        drop()
      }
    }
    return report
  }
}
