/// Catches a hang: a call into the engine that does not return within the timeout is reported
/// instead of hanging the test run.
///
/// A run's calls are made inline, in one task per run (a task per call would cost more than the
/// calls); the run arms the watchdog before each call and disarms it after. One ticker checks
/// the deadline a few times per timeout. When it passes, `guarded` returns what `onTimeout` says
/// and the run's task is cancelled and abandoned: an engine stuck on a continuation that is
/// never resumed cannot be stopped, and is not used again.
@MainActor
final class Watchdog {
  let timeout: Duration
  private var deadline: ContinuousClock.Instant?
  private var expire: (() -> Void)?
  // Read only by deinit, which runs alone.
  nonisolated(unsafe) private var ticker: Task<Void, Never>?

  init(timeout: Duration) { self.timeout = timeout }

  deinit { ticker?.cancel() }

  /// Starts the clock for one call into the engine.
  func arm() { deadline = ContinuousClock.now + timeout }

  /// Stops the clock: the call returned.
  func disarm() { deadline = nil }

  /// Runs `body` in a task of its own; if an armed call overruns, returns `onTimeout()` instead
  /// and abandons the task.
  func guarded<T>(_ body: @escaping @MainActor () async -> T, onTimeout: @escaping @MainActor () -> T) async -> T {
    startTicking()
    let slot = Slot<T>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      slot.continuation = continuation
      let work = Task { @MainActor in slot.finish(await body()) }
      expire = { if slot.finish(onTimeout()) { work.cancel() } }
    }
    expire = nil
    deadline = nil
    return slot.value!
  }

  private func startTicking() {
    guard ticker == nil else { return }
    let interval = timeout / 4
    ticker = Task { @MainActor [weak self] in
      while (try? await Task.sleep(for: interval)) != nil {
        guard let self else { return }
        if let deadline = self.deadline, ContinuousClock.now >= deadline { self.expire?() }
      }
    }
  }

  /// Where the first of the body and the deadline leaves its result.
  private final class Slot<T> {
    var continuation: CheckedContinuation<Void, Never>?
    var value: T?

    @discardableResult
    func finish(_ value: T) -> Bool {
      guard let continuation else { return false }
      self.continuation = nil
      self.value = value
      continuation.resume()
      return true
    }
  }
}
