/// Runs one call into the engine, giving up after a timeout so that a hang is reported instead
/// of hanging the test run.
///
/// The call runs in a task of its own; if the time runs out, that task is cancelled and
/// abandoned (an engine stuck on a continuation that is never resumed cannot be stopped), and
/// the engine is not used again.
@MainActor
enum TimedCall {
  enum Outcome {
    case returned
    case threw(any Error)
    case timedOut
  }

  /// Calls `body` on a copy of `engine`; returns the engine as the call left it (`nil` after a
  /// timeout) and how the call ended.
  static func run<Engine: LifecycleEngine>(
    _ engine: Engine, timeout: Duration,
    _ body: @escaping @MainActor (inout Engine) async throws -> Void
  ) async -> (Engine?, Outcome) {
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
      slot.timer = Task { @MainActor in
        guard (try? await Task.sleep(for: timeout)) != nil else { return }
        if slot.finish(nil, .timedOut) { work.cancel() }
      }
    }
    return (slot.engine, slot.outcome ?? .timedOut)
  }

  /// Where the first of the call and the timer leaves its result.
  private final class Slot<Engine> {
    var continuation: CheckedContinuation<Void, Never>?
    var timer: Task<Void, Never>?
    var engine: Engine?
    var outcome: Outcome?

    @discardableResult
    func finish(_ engine: Engine?, _ outcome: Outcome) -> Bool {
      guard let continuation else { return false }
      self.continuation = nil
      self.engine = engine
      self.outcome = outcome
      timer?.cancel()
      continuation.resume()
      return true
    }
  }
}
