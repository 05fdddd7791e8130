import Foundation
import LifecycleConformance
import Testing

/// Runs each test, and each case of a parameterized one, with watchdogs on a clock of its own
/// that moves only when an engine hangs (`HangClock.cued()`): a correct step is never a hang on a
/// loaded machine, and a hang is caught at once whatever the timeout.
struct CuedHangClock: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await HangClock.$current.withValue(.cued()) { try await function() }
  }
}

extension Trait where Self == CuedHangClock {
  /// The test's watchdogs run on a cued clock (see `CuedHangClock`).
  static var cuedHangClock: Self { Self() }
}

/// The kit did not give up on a hang, or no engine ever hung: `untilHangsReported` stopped
/// waiting.
struct HangNotReported: Error, CustomStringConvertible {
  let room: Duration
  let engineHung: Bool
  var description: String {
    engineHung
      ? "the kit had not returned \(room) after the engine hung: it waits with the hang"
      : "no engine hung on the test's cued clock in \(room), and the kit had not returned: is the hang still cued?"
  }
}

/// Runs `body`, whose engines hang, on a cued clock of its own, and throws `HangNotReported`
/// when `body` has not returned `room` after an engine last hung (or, when none has hung yet,
/// five times `room` after it started: a fixture that no longer cues its hang).
///
/// It stands in for a time limit on the whole test, which a loaded machine eats while the test
/// waits for its turn on the main actor: the room is counted from the hang, and a kit that
/// reports hangs as it should returns within a tick of the monitor.
@MainActor
func untilHangsReported<T: Sendable>(
  within room: Duration = .seconds(120), _ body: @escaping @MainActor () async -> T
) async throws -> T {
  let clock = HangClock.cued()
  let outcome = Outcome<T>()
  let started = ContinuousClock.now
  return try await withCheckedThrowingContinuation { continuation in
    outcome.start(continuation)
    Task { @MainActor in
      outcome.finish(.success(await HangClock.$current.withValue(clock) { await body() }))
    }
    Task.detached {
      while !outcome.isFinished {
        let cue = clock.lastCue
        let waited = ContinuousClock.now - (cue ?? started)
        if waited > (cue == nil ? room * 5 : room) {
          outcome.finish(.failure(HangNotReported(room: waited, engineHung: cue != nil)))
          return
        }
        try? await Task.sleep(for: .milliseconds(50))
      }
    }
  }
}

/// The first of the body's value and the watcher's verdict.
private final class Outcome<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<T, any Error>?
  private var finished = false

  var isFinished: Bool {
    lock.lock()
    defer { lock.unlock() }
    return finished
  }

  func start(_ continuation: CheckedContinuation<T, any Error>) {
    lock.lock()
    self.continuation = continuation
    lock.unlock()
  }

  func finish(_ result: Result<T, any Error>) {
    lock.lock()
    guard !finished, let continuation else { return lock.unlock() }
    finished = true
    self.continuation = nil
    lock.unlock()
    continuation.resume(with: result)
  }
}
