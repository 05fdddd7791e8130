/// Runs calls into the engine, giving up on one that takes longer than the timeout, so that a
/// hang is reported instead of hanging the test run.
///
/// Each call runs in a task of its own on the main actor; one ticker per run checks the deadline
/// a few times per timeout (a timer per call would cost more than the calls). A call that times
/// out is cancelled and abandoned (an engine stuck on a continuation that is never resumed cannot
/// be stopped), and the engine is not used again.
@MainActor
final class Watchdog {
  enum Outcome {
    case returned
    case threw(any Error)
    case timedOut
  }

  let timeout: Duration
  private var current: (deadline: ContinuousClock.Instant, expire: () -> Void)?
  // Read only by deinit, which runs alone.
  nonisolated(unsafe) private var ticker: Task<Void, Never>?

  init(timeout: Duration) { self.timeout = timeout }

  deinit { ticker?.cancel() }

  /// Calls `body` on a copy of `engine`; returns the engine as the call left it (`nil` after a
  /// timeout) and how the call ended.
  func run<Engine: LifecycleEngine>(
    _ engine: Engine, _ body: @escaping @MainActor (inout Engine) async throws -> Void
  ) async -> (Engine?, Outcome) {
    startTicking()
    let slot = Slot<Engine>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      slot.continuation = continuation
      let work = Task { @MainActor in
        var copy = engine
        do {
          try await body(&copy)
          slot.finish(copy, .returned)
        } catch {
          slot.finish(copy, .threw(error))
        }
      }
      current = (ContinuousClock.now + timeout, { if slot.finish(nil, .timedOut) { work.cancel() } })
    }
    current = nil
    return (slot.engine, slot.outcome ?? .timedOut)
  }

  private func startTicking() {
    guard ticker == nil else { return }
    let interval = timeout / 4
    ticker = Task { @MainActor [weak self] in
      while (try? await Task.sleep(for: interval)) != nil {
        guard let self else { return }
        if let current = self.current, ContinuousClock.now >= current.deadline { current.expire() }
      }
    }
  }

  /// Where the first of the call and the deadline leaves its result.
  private final class Slot<Engine> {
    var continuation: CheckedContinuation<Void, Never>?
    var engine: Engine?
    var outcome: Outcome?

    @discardableResult
    func finish(_ engine: Engine?, _ outcome: Outcome) -> Bool {
      guard let continuation else { return false }
      self.continuation = nil
      self.engine = engine
      self.outcome = outcome
      continuation.resume()
      return true
    }
  }
}
