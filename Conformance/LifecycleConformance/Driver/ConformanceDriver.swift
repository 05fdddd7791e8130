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
    await verify(engine, against: scenario, watchdog: Watchdog(timeout: timeout))
  }

  /// `verify(_:against:)` under a watchdog shared with other scenarios of one batch.
  private func verify<Engine: LifecycleEngine>(_ engine: Engine, against scenario: Scenario,
                                               watchdog: Watchdog) async -> ScenarioResult {
    let script = Script(scenario)
    let known = engine.knownFailures.first { $0.covers(scenario.id) }
    if let reason = engine.capabilities.reasonToSkip(script) {
      return ScenarioResult(scenarioID: scenario.id, verdict: .skipped(reason: reason), run: nil)
    }
    let run = await record(engine, script, watchdog: watchdog)
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
    // One watchdog (one ticker task) for the batch, replaced after a hang: the abandoned call
    // might still return and disarm the watchdog while a later scenario is watched.
    var watchdog = Watchdog(timeout: timeout)
    for scenario in scenarios where selection.includes(scenario.id) {
      let result = await verify(makeEngine(), against: scenario, watchdog: watchdog)
      if case .hung = result.run?.failure?.fault { watchdog = Watchdog(timeout: timeout) }
      results.append(result)
    }
    return results
  }

  /// Runs a script on the engine and records what it delivers, stopping at the first failure.
  public func record<Engine: LifecycleEngine>(_ engine: Engine, _ script: Script) async -> RecordedRun {
    await record(engine, script, watchdog: Watchdog(timeout: timeout))
  }

  private func record<Engine: LifecycleEngine>(_ engine: Engine, _ script: Script,
                                               watchdog: Watchdog) async -> RecordedRun {
    let run = EngineRun(engine, script, watchdog: watchdog)
    await run.guarded({
      if await run.prepare() == nil {
        for stimulus in script.stimuli {
          if await run.perform(stimulus) != nil { break }
        }
      }
    }, onHang: ())
    return run.recorded
  }
}
