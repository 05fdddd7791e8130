/// One run of an engine in progress: prepared once, then driven a stimulus at a time, each step
/// recorded, checked and inspected for faults. The driver runs whole scripts with it; exploration
/// picks each next stimulus from `models`.
@MainActor
final class EngineRun<Engine: LifecycleEngine> {
  private(set) var recorded: RecordedRun
  private var engine: Engine?
  private let watchdog: Watchdog
  private let recorder = Recorder()
  private var checker: TraceChecker
  private var detector = FaultDetector()

  init(_ engine: Engine, _ script: Script, timeout: Duration) {
    let notifications = engine.capabilities.postsNotifications
    self.engine = engine
    watchdog = Watchdog(timeout: timeout)
    recorded = RecordedRun(script: Script(scenarioID: script.scenarioID, lifecycle: script.lifecycle,
                                          sessions: script.sessions, stimuli: []),
                           recordsNotifications: notifications, steps: [], failure: nil)
    checker = TraceChecker(lifecycle: script.lifecycle, sessions: script.sessions,
                           recording: notifications ? .both : .callbacks)
  }

  /// The states of the reference model the run so far is consistent with.
  var models: [LifecycleModel] { checker.models }

  /// Prepares the engine; returns the failure if it throws or hangs.
  func prepare() async -> ConformanceFailure? {
    guard let engine else { return recorded.failure }
    let start = recorded.script.start
    let delegates = recorder.delegates(recordingNotifications: recorded.recordsNotifications)
    let (prepared, outcome) = await watchdog.run(engine) { engine in
      try await engine.prepare(start, delegates: delegates)
    }
    self.engine = prepared
    if let fault = fault(outcome) {
      recorded.failure = ConformanceFailure(scenarioID: recorded.script.scenarioID, step: 0, fault: fault)
    }
    return recorded.failure
  }

  /// Performs one stimulus and checks what the engine delivered; returns the failure, if any.
  /// After a failure the run is over: later calls return the same failure.
  func perform(_ stimulus: Stimulus) async -> ConformanceFailure? {
    guard recorded.failure == nil, let engine else { return recorded.failure }
    let (performed, outcome) = await watchdog.run(engine) { engine in
      try await engine.perform(stimulus)
    }
    self.engine = performed
    let events = recorder.take()
    recorded.script.stimuli.append(stimulus)
    recorded.steps.append(RecordedRun.Step(stimulus: stimulus, events: events))
    var failure = ConformanceFailure(scenarioID: recorded.script.scenarioID, step: recorded.steps.count,
                                     stimulus: stimulus)
    failure.fault = fault(outcome) ?? detector.inspect(events, answering: stimulus, from: checker.models)
    do throws(Divergence) {
      try checker.check(stimulus, delivered: events)
    } catch {
      failure.divergence = error
    }
    if failure.fault != nil || failure.divergence != nil {
      recorded.failure = failure
    } else {
      detector.settle(checker.models)
    }
    return recorded.failure
  }

  private func fault(_ outcome: Watchdog.Outcome) -> EngineFault? {
    switch outcome {
    case .returned: nil
    case .threw(let error): .threw(String(describing: error))
    case .timedOut: .hung(watchdog.timeout)
    }
  }
}
