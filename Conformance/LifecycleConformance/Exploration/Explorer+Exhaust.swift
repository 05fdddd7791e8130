import Lifecycle

extension Explorer {
  /// Tries every sequence of possible stimuli up to `depth` from each starting state, depth
  /// first, and reports every distinct bug met, each shrunk to a witness, with what the search
  /// covered.
  ///
  /// Sequences share their prefixes: the stimuli possible after a prefix come from the run
  /// that performed it (no replay of the model), a run goes on down to its first leaf, and a
  /// fresh engine replays a prefix only for the next sibling, when it must. Every run shares one
  /// watchdog and one cache of the model's answers. A sequence is checked step by step, so a
  /// failing prefix is found in the first sequence that has it.
  package func exhaust<Engine: LifecycleEngine>(_ makeEngine: () -> Engine, depth: Int) async -> ExplorationReport {
    var report = ExplorationReport(seed: nil, stimuli: 0, runs: 0, strategy: .exhaustive)
    let probe = makeEngine()
    let capabilities = probe.capabilities
    let shrinker = Shrinker(timeout: timeout, capabilities: capabilities, knownFailures: probe.knownFailures)
    let bugs = BugCollector(shrinker)
    let watchdog = Watchdog(timeout: timeout)
    var cache = AlternativeCache(capacity: 8192)
    for lifecycle in LifecycleStyle.allCases where capabilities.lifecycles.contains(lifecycle) && !isDone(bugs) {
      let space = StimulusSpace(
        lifecycle: lifecycle, capabilities: capabilities.supported, scenes: scenes,
        performs: capabilities.performs)
      let recorder = CoverageRecorder(space: space, graph: StateGraph.isEnumerable(space) ? StateGraph.of(space) : nil)
      for sessions in space.startingSessions where !isDone(bugs) {
        let start = Script(lifecycle: lifecycle, sessions: sessions, stimuli: [])
        // The search's place: the prefix performed, and the children left to try at each level
        // (`choices.count == path.count + 1` while a level is open).
        var path: [Stimulus] = []
        var choices: [[Stimulus]] = []
        var started = false
        // Set while a run prepares and replays: a failure there (an engine that does not
        // repeat itself) gives up the level, so the search still moves on.
        var replaying = true
        // One run per leaf, every run guarded by one task (see `EngineFactory`), going on past
        // every failure; after a hang, a throw or a skip the search goes on under a fresh task.
        while true {
          let failedRun = await EngineFactory.guardedRuns(makeEngine, watchdog: watchdog) { factory in
            while !isDone(bugs) {
              // Back up past the levels with nothing left to try.
              while let last = choices.last, last.isEmpty {
                choices.removeLast()
                if !path.isEmpty { path.removeLast() }
              }
              if started, choices.isEmpty { return nil }
              // A run replays the prefix, then goes down to the next leaf.
              guard let run = factory.run(start, continuing: true) else { return nil }
              started = true
              run.useCache(&cache)
              run.coverage = recorder
              report.runs += 1
              replaying = true
              // No `inout` across a call into the engine: a task abandoned in a hang comes back
              // later, while the search goes on in another.
              var failed = await run.prepare() != nil
              for stimulus in path where !failed {
                report.stimuli += 1
                _ = await run.perform(stimulus)
                failed = run.isOver
              }
              if !failed {
                replaying = false
                if choices.isEmpty { choices = [space.possible(in: run.models)] }
              }
              while !failed, let last = choices.last, !last.isEmpty {
                let stimulus = choices[choices.count - 1].removeFirst()
                report.stimuli += 1
                if report.stimuli % 1024 == 0 { await Task.yield() }
                _ = await run.perform(stimulus)
                bugs.note(run.recorded, number: report.runs)
                failed = run.isOver
                guard !failed, path.count + 1 < depth else { break }
                path.append(stimulus)
                choices.append(space.possible(in: run.models))
              }
              cache = run.takeCache()
              if failed { return run.recorded }
            }
            return nil
          }
          guard let failedRun else { break }
          bugs.note(failedRun, number: report.runs)
          // A hang ends the search, as it ends a random exploration: every sequence through the
          // stimulus that hangs would wait out the timeout.
          if failedRun.failures.contains(where: { if case .hung = $0.fault { true } else { false } }) {
            report.coverage.append(recorder.coverage)
            report.counterexamples = await bugs.counterexamples(seed: nil, self, makeEngine)
            report.knownBugs = bugs.knownBugs
            return report
          }
          // A throw or a skip: that stimulus is done with.
          if replaying, !choices.isEmpty { choices[choices.count - 1] = [] }
        }
      }
      report.coverage.append(recorder.coverage)
    }
    report.counterexamples = await bugs.counterexamples(seed: nil, self, makeEngine)
    report.knownBugs = bugs.knownBugs
    return report
  }
}
