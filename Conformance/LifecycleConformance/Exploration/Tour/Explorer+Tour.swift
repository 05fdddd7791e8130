import Lifecycle

extension Explorer {
  /// Drives the engine along a transition tour of the model: every (state, stimulus) transition
  /// of the model's graph at least once, checking every step, restarting from a fresh engine
  /// where the tour needs it (and every 10,000 stimuli); reports the first failure, shrunk, and
  /// what it covered.
  ///
  /// ```swift
  /// let report = await Explorer(seed: 1).tour { MyEngine() }
  /// print(report)   // … transitions: 243,759 / 413,947 (58%)
  /// ```
  ///
  /// The graph is the model's with the first `sceneCount` of `scenes` (two by default; three
  /// reach well over 500,000 states and take minutes). The tour takes the nearest untaken
  /// transition while untaken transitions are near, and plans the rest as a postman tour once
  /// they are sparse (see `TourPlanner`). Where the model allows several states after a stimulus, the tour follows
  /// the one the engine went to; transitions only reachable through answers the engine never
  /// gives stay untaken and are named in the coverage. Under the usual assumption (the engine's
  /// behaviour depends on its state, not on its history), a clean tour means no single
  /// transition is wrong. A mapper is sent, at each transition, the canonical response on the
  /// first visit and each other response the model allows there (each alternative, each
  /// optional event left out, the notifications first) on a visit of its own: the transition is
  /// taken once every one is sent. Runs go on past every failure, and every distinct bug met is shrunk
  /// to a witness, from the shortest known way to it. The tour stops after `budget` stimuli or
  /// twenty per transition, whichever is more.
  ///
  /// Give it the results of a catalog run (`after:`) and the bugs the catalog showed are shrunk
  /// to witnesses too, as `explore(_:after:)` does.
  package func tour<Engine: LifecycleEngine>(
    _ makeEngine: () -> Engine, sceneCount: Int = 2, after catalog: [ScenarioResult] = []
  ) async
    -> ExplorationReport
  {
    let probe = makeEngine()
    let capabilities = probe.capabilities
    // A mapper is sent every response the model allows at each transition the tour visits.
    let choosesResponses = probe is any StateReportingEngine
    var shrinker = Shrinker(catalog, timeout: timeout, capabilities: capabilities, knownFailures: probe.knownFailures)
    shrinker.progress = self.progress
    let bugs = BugCollector(shrinker)
    bugs.note(catalog)
    // A tour goes on past the budget until every transition is taken: no fixed end to show.
    beginProgress(bugs, budget: nil)
    let progress = TourProgress()
    let scenes = Array(scenes.prefix(max(sceneCount, 1)))
    let (budget, runLength, planningSearch) = (budget, tourRunLength, tourPlanningSearch)
    // One guarded task for every run (see `EngineFactory`); a hang abandons the run in progress
    // and ends the tour.
    let abandoned = await EngineFactory.guardedRuns(makeEngine, watchdog: Watchdog(timeout: timeout)) { factory in
      for lifecycle in LifecycleStyle.allCases where capabilities.lifecycles.contains(lifecycle) && !isDone(bugs) {
        let space = StimulusSpace(
          lifecycle: lifecycle, capabilities: capabilities.supported, scenes: scenes,
          performs: capabilities.performs)
        let graph = StateGraph.of(space)
        let recorder = CoverageRecorder(space: space, graph: graph)
        progress.recorder = recorder
        var planner = TourPlanner(graph: graph, planningSearch: planningSearch, runLength: runLength)
        let limit = progress.stimuli + max(budget, graph.transitionCount * 20)
        while progress.stimuli < limit, !isDone(bugs), let start = planner.nextStart() {
          let script = Script(lifecycle: lifecycle, sessions: graph.startingSessions[start], stimuli: [])
          guard let run = factory.run(script, continuing: true) else { return nil }
          run.coverage = recorder
          run.useCache(&progress.cache)
          defer { progress.cache = run.takeCache() }
          progress.runs += 1
          var stopped = await run.prepare() != nil
          bugs.note(run.recorded, number: progress.runs)
          var length = 0
          while !stopped, !isDone(bugs), progress.stimuli < limit, length < runLength {
            guard run.models.count == 1, let state = recorder.id(run.models[0]), let next = planner.next(from: state)
            else { break }
            progress.stimuli += 1
            length += 1
            // Engines that never suspend would hold the main actor for the whole tour (see `explore`).
            if progress.stimuli % 1024 == 0 { await Task.yield() }
            let stimulus = graph.candidates[next]
            let model = run.models[0]
            let response =
              choosesResponses
              ? planner.response(at: state, next) { PlanMemo.shared.namedChoices(for: stimulus, in: model) } : nil
            _ = await run.perform(stimulus, response: response)
            // The shortest known way to a failing step, tried before shrinking the run itself.
            bugs.note(run.recorded, number: progress.runs) { _ in
              planner.way(from: graph.starts[start], to: state).map { $0.map { graph.candidates[$0] } + [stimulus] }
            }
            stopped = run.isOver
            if !stopped {
              planner.took(state, next, went: run.models.count == 1 ? recorder.id(run.models[0]) : nil, by: response)
            }
          }
          noteProgress(bugs, stimuli: progress.stimuli)
        }
        progress.coverage.append(recorder.coverage)
        progress.recorder = nil
      }
      return nil
    }
    if let abandoned { bugs.note(abandoned, number: progress.runs) }
    var report = ExplorationReport(
      seed: nil, stimuli: progress.stimuli, runs: progress.runs, strategy: .tour, coverage: progress.coverage)
    if let recorder = progress.recorder { report.coverage.append(recorder.coverage) }
    report.counterexamples = await bugs.counterexamples(seed: nil, self, makeEngine)
    report.knownBugs = bugs.knownBugs
    return report
  }
}

/// A tour's state, shared with the task that runs it: the counts, the model's answers handed
/// from run to run, and the coverage.
@MainActor
private final class TourProgress {
  var stimuli = 0
  var runs = 0
  var cache = AlternativeCache(capacity: 32768)
  /// The coverage of each lifecycle style toured to the end.
  var coverage: [Coverage] = []
  /// The recorder of the lifecycle style being toured, until it is toured to the end.
  var recorder: CoverageRecorder?
}
