/// An exploration's `makeEngine`, for the one task that guards all its runs.
///
/// Runs are guarded by one task for the whole exploration rather than a task per run, whose
/// two thread hops of starting and ending would weigh on a short run. After a hang that task is given
/// up on while it is still inside the engine, and the exploration returns: the closure is dropped
/// then, so the abandoned task can make no more engines.
@MainActor
final class EngineFactory<Engine: LifecycleEngine> {
  private var make: (() -> Engine)?
  /// The watchdog of the guarded task, which watches every run.
  private let watchdog: Watchdog
  /// The run made last: the one a hang abandons.
  private var current: EngineRun<Engine>?

  private init(_ make: @escaping () -> Engine, watchdog: Watchdog) {
    self.make = make
    self.watchdog = watchdog
  }

  /// A run of `script` on a fresh engine, or `nil` once the call that made the factory returned.
  func run(_ script: Script, continuing: Bool) -> EngineRun<Engine>? {
    guard let engine = make?() else { return nil }
    let run = EngineRun(engine, script, watchdog: watchdog, continuing: continuing)
    current = run
    return run
  }

  /// Runs `body` in one task guarded by `watchdog`, with a factory for `makeEngine`; returns
  /// what `body` returns, or after a hang the recording of the run it abandoned.
  ///
  /// The runs are one of `EngineTurns`: they hold the main actor for many steps at a time, and
  /// an engine of another run waiting for it then must not be charged for that time.
  static func guardedRuns(
    _ makeEngine: () -> Engine, watchdog: Watchdog, _ body: @escaping @MainActor (EngineFactory) async -> RecordedRun?
  ) async -> RecordedRun? {
    await EngineTurns.take { await run(makeEngine, watchdog: watchdog, body) }
  }

  private static func run(
    _ makeEngine: () -> Engine, watchdog: Watchdog, _ body: @escaping @MainActor (EngineFactory) async -> RecordedRun?
  ) async -> RecordedRun? {
    await withoutActuallyEscaping(makeEngine) { escapable in
      let factory = EngineFactory(escapable, watchdog: watchdog)
      defer { factory.make = nil }
      return await watchdog.guarded(
        { await body(factory) },
        onTimeout: {
          factory.current?.abandon()
          return factory.current?.recorded
        })
    }
  }
}
