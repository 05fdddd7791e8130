/// Runs scripts and scenarios against an engine: prepares it, performs each stimulus, records
/// every delegate call (and notification, when the engine posts them), checks each step against
/// the reference model, and reports, never crashes on, what the engine does wrong.
///
/// ```swift
/// let result = await ConformanceDriver().verify(MyEngine(), against: Scenario.named("home-press.scene")!)
/// print(result)   // home-press.scene passed
/// ```
///
/// The adapters (`LifecycleConformanceTesting`, `LifecycleConformanceXCTest`) turn results into
/// test issues; use the driver directly for a report of your own.
@MainActor
public struct ConformanceDriver {
  /// How long one call into the engine may take before it is reported as a hang. Only to catch
  /// hangs: a conformant engine answers a stimulus in microseconds.
  public var timeout: Duration
  /// Which scenarios run; the others pass without running. From `LIFECYCLE_SCENARIOS` by default.
  public var selection: ScenarioSelection

  public init(timeout: Duration = .seconds(2), selection: ScenarioSelection = .fromEnvironment()) {
    self.timeout = timeout
    self.selection = selection
  }

  /// Runs one scenario, honouring the engine's capabilities and known failures.
  public func verify<Engine: LifecycleEngine>(_ engine: Engine, against scenario: Scenario) async -> ScenarioResult {
    let script = Script(scenario)
    let known = engine.knownFailures.first { $0.covers(scenario.id) }
    if let reason = engine.capabilities.reasonToSkip(script) {
      return ScenarioResult(scenarioID: scenario.id, verdict: .skipped(reason: reason), run: nil)
    }
    let run = await record(engine, script)
    switch (run.failure, known) {
    case (nil, nil): return ScenarioResult(scenarioID: scenario.id, verdict: .passed, run: run)
    case (let failure?, nil): return ScenarioResult(scenarioID: scenario.id, verdict: .failed(failure), run: run)
    case (nil, let known?):
      return ScenarioResult(scenarioID: scenario.id, verdict: .unexpectedPass(reason: known.reason), run: run)
    case (let failure?, let known?):
      return ScenarioResult(scenarioID: scenario.id, verdict: .expectedFailure(failure, reason: known.reason), run: run)
    }
  }

  /// Runs every scenario that `selection` picks, each on a fresh engine from `makeEngine`.
  public func verify<Engine: LifecycleEngine>(_ makeEngine: () -> Engine, against scenarios: [Scenario] = Scenario.all)
    async -> [ScenarioResult]
  {
    var results: [ScenarioResult] = []
    for scenario in scenarios where selection.includes(scenario.id) {
      results.append(await verify(makeEngine(), against: scenario))
    }
    return results
  }

  /// Runs a script on the engine and records what it delivers, stopping at the first failure.
  public func record<Engine: LifecycleEngine>(_ engine: Engine, _ script: Script) async -> RecordedRun {
    let recordsNotifications = engine.capabilities.postsNotifications
    var run = RecordedRun(script: script, recordsNotifications: recordsNotifications, steps: [], failure: nil)
    let recorder = Recorder()
    let delegates = recorder.delegates(recordingNotifications: recordsNotifications)
    let start = script.start
    var (current, outcome) = await TimedCall.run(engine, timeout: timeout) { engine in
      try await engine.prepare(start, delegates: delegates)
    }
    if let fault = fault(outcome) {
      run.failure = ConformanceFailure(scenarioID: script.scenarioID, step: 0, fault: fault)
      return run
    }
    var checker = TraceChecker(lifecycle: script.lifecycle, sessions: script.sessions,
                               recording: recordsNotifications ? .both : .callbacks)
    var detector = FaultDetector()
    for (index, stimulus) in script.stimuli.enumerated() {
      guard let engine = current else { break }
      (current, outcome) = await TimedCall.run(engine, timeout: timeout) { engine in
        try await engine.perform(stimulus)
      }
      let events = recorder.take()
      run.steps.append(RecordedRun.Step(stimulus: stimulus, events: events))
      var failure = ConformanceFailure(scenarioID: script.scenarioID, step: index + 1, stimulus: stimulus)
      failure.fault = fault(outcome) ?? detector.inspect(events, answering: stimulus, from: checker.models)
      do throws(Divergence) {
        try checker.check(stimulus, delivered: events)
      } catch {
        failure.divergence = error
      }
      if failure.fault != nil || failure.divergence != nil {
        run.failure = failure
        return run
      }
      detector.settle(checker.models)
    }
    return run
  }

  private func fault(_ outcome: TimedCall.Outcome) -> EngineFault? {
    switch outcome {
    case .returned: nil
    case .threw(let error): .threw(String(describing: error))
    case .timedOut: .hung(timeout)
    }
  }
}
