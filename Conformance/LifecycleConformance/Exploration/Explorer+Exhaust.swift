import Lifecycle

extension Explorer {
  /// Tries every sequence of possible stimuli up to `depth` from each starting state, depth
  /// first, and reports the first that fails, shrunk, with what the search covered.
  ///
  /// Sequences share their prefixes: the stimuli possible after a prefix come from the run
  /// that performed it (no replay of the model), a run goes on down to its first leaf, and a
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
      let space = StimulusSpace(
        lifecycle: lifecycle, capabilities: capabilities.supported, scenes: scenes,
        performs: capabilities.performs)
      let recorder = CoverageRecorder(space: space, graph: StateGraph.isEnumerable(space) ? StateGraph.of(space) : nil)
      for sessions in space.startingSessions {
        let start = Script(lifecycle: lifecycle, sessions: sessions, stimuli: [])
        // The search's place: the prefix performed, and the children left to try at each level
        // (`choices.count == path.count + 1` while a level is open).
        var path: [Stimulus] = []
        var choices: [[Stimulus]] = []
        var started = false
        while true {
          // Back up past the levels with nothing left to try.
          while let last = choices.last, last.isEmpty {
            choices.removeLast()
            if !path.isEmpty { path.removeLast() }
          }
          if started, choices.isEmpty { break }
          started = true
          // One run per leaf: it replays the prefix, then goes down to the next leaf.
          let run = EngineRun(makeEngine(), start, watchdog: watchdog, continuing: continuing)
          run.useCache(cache)
          run.coverage = recorder
          report.runs += 1
          // Set while the run prepares and replays: a failure there (an engine that does not
          // repeat itself) gives up the level, so the search still moves on.
          var replaying = true
          let failed = await run.guarded(
            {
              if await run.prepare() != nil { return true }
              for stimulus in path {
                report.stimuli += 1
                _ = await run.perform(stimulus)
                if run.isOver { return true }
              }
              replaying = false
              if choices.isEmpty { choices = [space.possible(in: run.models)] }
              while let last = choices.last, !last.isEmpty {
                let stimulus = choices[choices.count - 1].removeFirst()
                report.stimuli += 1
                if report.stimuli % 64 == 0 { await Task.yield() }
                _ = await run.perform(stimulus)
                if shrinker.firstTarget(run.recorded) != nil || run.isOver { return true }
                guard path.count + 1 < depth else { return false }
                path.append(stimulus)
                choices.append(space.possible(in: run.models))
              }
              return false
            }, onHang: true)
          cache = run.takeCache()
          guard failed else { continue }
          if shrinker.firstTarget(run.recorded) != nil {
            report.coverage.append(recorder.coverage)
            return await shrunk(report, run.recorded, shrinker, makeEngine)
          }
          // A hang, a throw or a skip that is not the target: that stimulus is done with.
          if case .hung = run.recorded.failure?.fault { watchdog = Watchdog(timeout: timeout) }
          if replaying, !choices.isEmpty { choices[choices.count - 1] = [] }
        }
      }
      report.coverage.append(recorder.coverage)
    }
    return report
  }
}
