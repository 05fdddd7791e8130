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
package struct ConformanceDriver {
  /// How long one call into the engine may take before it is reported as a hang. Only to catch
  /// hangs: a conformant engine answers a stimulus in microseconds.
  package var timeout: Duration
  /// Which scenarios run; the others never count as passed: one scenario verified alone is
  /// skipped, a batch leaves them out. From `LIFECYCLE_SCENARIOS` by default.
  package var selection: ScenarioSelection
  /// Whether a run stops at its first failure or goes on to find them all.
  package var mode: Mode
  /// Where a batch run (`verify(_:against:)` of several scenarios) reports how far it has got;
  /// `nil`, the default: nowhere, at no cost.
  package var progress: ConformanceProgress?

  /// Whether a run stops at its first failure or goes on past it.
  package enum Mode: Hashable, Sendable {
    /// The run ends at the first failure: what exploration and shrinking need.
    case stopAtFirst
    /// After a divergence the checker resynchronises on the allowed response closest to what
    /// the engine delivered, and the run goes on: every failure, each with its rule. A throw or
    /// a hang still ends the run.
    case continuing
  }

  /// Creates a driver that gives each engine call `timeout` to return, runs the scenarios `selection`
  /// picks, and stops at each scenario's first failure or continues past it, as `mode` says.
  package init(
    timeout: Duration = .seconds(2), selection: ScenarioSelection = .fromEnvironment(),
    mode: Mode = .continuing
  ) {
    self.timeout = timeout
    self.selection = selection
    self.mode = mode
  }

  /// Runs one scenario, honouring the selection, the engine's capabilities and its known
  /// failures: a scenario the selection leaves out is skipped, with the selection as the reason.
  package func verify<Engine: LifecycleEngine>(_ engine: Engine, against scenario: Scenario) async -> ScenarioResult {
    guard selection.includes(scenario.id) else {
      return ScenarioResult(
        scenarioID: scenario.id, verdict: .skip(reason: "not selected by \(selection)"), run: nil)
    }
    var shared = Shared(watchdog: Watchdog(timeout: timeout))
    return await verify(engine, against: scenario, sharing: &shared)
  }

  /// What the scenarios of one batch share: one watchdog (one ticker task), replaced after a
  /// hang, since the abandoned call might still return and disarm it while a later scenario is
  /// watched; and the checker's cache of the model's answers, since scenarios start from the
  /// same few states.
  struct Shared {
    var watchdog: Watchdog
    var cache = AlternativeCache()
  }

  /// `verify(_:against:)` with what it shares with the other scenarios of a batch.
  private func verify<Engine: LifecycleEngine>(
    _ engine: Engine, against scenario: Scenario,
    sharing shared: inout Shared
  ) async -> ScenarioResult {
    let script = Script(scenario)
    if let reason = engine.capabilities.reasonToSkip(script, subject: engine.kindName) {
      return ScenarioResult(scenarioID: scenario.id, verdict: .skip(reason: reason), run: nil)
    }
    var run = await record(engine, script, sharing: &shared)
    // A mapper must come to the same states whatever allowed response iOS sends: once the
    // canonical one passes, the scenario is played with each other response, up to a failure.
    if run.failure == nil, let mapped = engine as? any StateReportingEngine {
      for variant in script.responseVariants(receivingNotifications: mapped.receivesNotifications) {
        let other = await record(engine, variant, sharing: &shared)
        if other.failure != nil {
          run = other
          break
        }
      }
    }
    return ScenarioResult(scenarioID: scenario.id, run: run, knownFailures: engine.knownFailures)
  }

  /// Runs every scenario that `selection` picks, each on a fresh engine from `makeEngine`.
  package func verify<Engine: LifecycleEngine>(
    _ makeEngine: () -> Engine, against scenarios: [Scenario] = Scenario.all
  )
    async -> [ScenarioResult]
  {
    var results: [ScenarioResult] = []
    var shared = Shared(watchdog: Watchdog(timeout: timeout))
    let chosen = scenarios.filter { selection.includes($0.id) }
    progress?.update {
      $0.phase = .catalog
      $0.scenariosTotal = chosen.count
    }
    for scenario in chosen {
      let result = await verify(makeEngine(), against: scenario, sharing: &shared)
      if case .hung = result.run?.failure?.fault { shared.watchdog = Watchdog(timeout: timeout) }
      results.append(result)
      progress?.update {
        $0.scenariosDone += 1
        if result.isFailure { $0.scenariosFailed += 1 }
      }
    }
    return results
  }

  /// Runs a script on the engine and records what it delivers: every step and every failure
  /// (`.continuing`), or up to the first failure (`.stopAtFirst`). `run.traceText()` writes it
  /// for `lifecycle verify`.
  package func record<Engine: LifecycleEngine>(_ engine: Engine, _ script: Script) async -> RecordedRun {
    var shared = Shared(watchdog: Watchdog(timeout: timeout))
    return await record(engine, script, sharing: &shared)
  }

  func record<Engine: LifecycleEngine>(
    _ engine: Engine, _ script: Script,
    sharing shared: inout Shared
  ) async -> RecordedRun {
    let run = EngineRun(engine, script, watchdog: shared.watchdog, continuing: mode == .continuing)
    run.useCache(&shared.cache)
    defer { shared.cache = run.takeCache() }
    await EngineTurns.take {
      await run.guarded(
        {
          guard await run.prepare() == nil else { return }
          for stimulus in script.stimuli {
            _ = await run.perform(stimulus)
            if run.isOver { return }
            // One turn of the main actor between steps: a task the engine left behind runs now,
            // between the steps, and is reported as outside a step rather than pinned on the next.
            await Task.yield()
          }
          _ = await run.finish()
        }, onHang: ())
    }
    return run.recorded
  }
}
