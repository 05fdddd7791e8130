import Foundation

/// Catches a hang: a call into the engine that does not return within the timeout is reported
/// instead of hanging the test run.
///
/// The clock runs on a thread of its own (`WatchdogMonitor`), never on the main actor it
/// watches: an engine that blocks the main actor synchronously (`while true {}`, a `sleep` in
/// `perform`) is caught as surely as one that awaits forever.
///
/// A run's calls are made inline, in one task per run (a task per call would cost more than the
/// calls); the run arms the watchdog before each call and disarms it after. When an armed call
/// overruns, `guarded` returns what `onTimeout` says as soon as the main actor is free, the
/// run's task is cancelled and abandoned, and `disarm()` tells a call that comes back late that
/// it overran. An engine that keeps the main actor blocked for `grace` after that (no probe the
/// monitor sends to the main actor runs) can never be reported in the ordinary way: the monitor
/// writes the hang to standard error and ends the process with a failure, rather than leaving
/// it hung.
final class Watchdog: @unchecked Sendable {
  let timeout: Duration
  /// How long after a hang the main actor may stay blocked before the process is ended.
  let grace: Duration
  private let lock = NSLock()
  private var deadline: ContinuousClock.Instant?
  private var place = Place()
  /// Set by the monitor when the armed call overran; cleared by the next `arm()`.
  private var overran = false
  /// Resolves the guarded call with its timeout value; set while `guarded` waits.
  private var expire: (@Sendable () -> Void)?
  /// When the monitor reported a hang that the main actor has not yet taken in.
  private var unacknowledgedSince: ContinuousClock.Instant?
  /// While a hang is unacknowledged: when the main actor last ran a probe, and whether one is
  /// waiting for it. A busy main actor (other tests) runs them; a blocked one does not.
  private var lastProbe: ContinuousClock.Instant?
  private var probeOutstanding = false

  /// What is being watched, for the message of a process ended by a blocked main actor.
  struct Place: Sendable {
    var scenarioID: String?
    var step = 0
    var stimulus: Stimulus?

    var description: String {
      [scenarioID, "step \(step)", stimulus?.summary ?? "prepare"].compactMap { $0 }.joined(separator: " › ")
    }
  }

  init(timeout: Duration) {
    self.timeout = timeout
    grace = max(timeout * 4, .seconds(2))
    WatchdogMonitor.shared.watch(self)
  }

  /// How often the monitor looks at the deadline: a few times per timeout.
  var tickInterval: Duration { min(max(timeout / 4, .milliseconds(1)), .milliseconds(250)) }

  /// Starts the clock for one call into the engine.
  func arm(_ place: Place) {
    let deadline = ContinuousClock.now + timeout
    lock.lock()
    self.deadline = deadline
    self.place = place
    overran = false
    lock.unlock()
  }

  /// Stops the clock: the call returned. Returns whether it had already overrun (it was
  /// reported as a hang, and what it did since must not count).
  @discardableResult
  func disarm() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    deadline = nil
    return overran
  }

  /// Runs `body` in a task of its own; if an armed call overruns, returns `onTimeout()` instead
  /// (once the main actor is free) and abandons the task.
  @MainActor
  func guarded<T>(_ body: @escaping @MainActor () async -> T, onTimeout: @escaping @MainActor () -> T) async -> T {
    let slot = Slot<T>()
    var work: Task<Void, Never>?
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      slot.start(continuation)
      work = Task { @MainActor in slot.finish(await body()) }
      setExpire { slot.expire() }
    }
    acknowledge()
    guard let value = slot.value else {
      work?.cancel()
      return onTimeout()
    }
    return value
  }

  /// The guarded call is over, and the main actor has taken in its outcome.
  private func acknowledge() {
    lock.lock()
    expire = nil
    unacknowledgedSince = nil
    lastProbe = nil
    deadline = nil
    lock.unlock()
  }

  private func setExpire(_ expire: (@Sendable () -> Void)?) {
    lock.lock()
    self.expire = expire
    lock.unlock()
  }

  /// Called by the monitor's thread a few times per timeout.
  func tick(_ now: ContinuousClock.Instant) {
    lock.lock()
    var fire: (@Sendable () -> Void)?
    if let deadline, now >= deadline {
      self.deadline = nil
      overran = true
      unacknowledgedSince = now
      fire = expire
    }
    var blocked = false
    var probe = false
    if let since = unacknowledgedSince {
      blocked = now - max(since, lastProbe ?? since) >= grace
      probe = !probeOutstanding
      probeOutstanding = true
    }
    let place = self.place
    lock.unlock()
    fire?()
    if blocked { Self.endProcess(place, after: grace) }
    if probe {
      Task { @MainActor [weak self] in self?.probeAnswered() }
    }
  }

  /// The main actor ran a probe: it is busy perhaps, but not blocked.
  private func probeAnswered() {
    lock.lock()
    lastProbe = ContinuousClock.now
    probeOutstanding = false
    lock.unlock()
  }

  /// The last resort for a main actor that never comes back: nothing on it can run again, so
  /// the run cannot end in the ordinary way, and a hung test process helps nobody.
  private static func endProcess(_ place: Place, after duration: Duration) -> Never {
    let message =
      "LifecycleKit: \(place.description): the engine did not return within its timeout, and has "
      + "blocked the main actor for \(duration) since (a hang); nothing else can run, so the process ends here\n"
    try? Descriptor.write(message, to: Descriptor.standardError)
    exit(EXIT_FAILURE)
  }

  /// Where the first of the body and the deadline leaves its result; either side may come
  /// from any thread.
  private final class Slot<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    /// The body's result; `nil` after the deadline won.
    private(set) var value: T?

    func start(_ continuation: CheckedContinuation<Void, Never>) {
      lock.lock()
      self.continuation = continuation
      lock.unlock()
    }

    func finish(_ value: T) {
      lock.lock()
      guard let continuation else { return lock.unlock() }
      self.continuation = nil
      self.value = value
      lock.unlock()
      continuation.resume()
    }

    func expire() {
      lock.lock()
      guard let continuation else { return lock.unlock() }
      self.continuation = nil
      lock.unlock()
      continuation.resume()
    }
  }
}

/// The one thread that runs every watchdog's clock: it sleeps while no watchdog exists, and
/// otherwise wakes a few times per timeout, on a monotonic clock, whatever the main actor does.
final class WatchdogMonitor: @unchecked Sendable {
  static let shared = WatchdogMonitor()

  private let condition = NSCondition()
  private var watchdogs: [Weak] = []
  private var started = false

  private struct Weak { weak var watchdog: Watchdog? }

  func watch(_ watchdog: Watchdog) {
    condition.lock()
    watchdogs.append(Weak(watchdog: watchdog))
    if !started {
      started = true
      let thread = Thread { [self] in run() }
      thread.name = "LifecycleKit watchdog"
      thread.start()
    }
    condition.signal()
    condition.unlock()
  }

  private func run() {
    while true {
      condition.lock()
      // Strong references first, then the test: a watchdog released between a look at the
      // list and taking it would leave none to tick.
      var live = watchdogs.compactMap(\.watchdog)
      while live.isEmpty {
        watchdogs.removeAll { $0.watchdog == nil }
        condition.wait()
        live = watchdogs.compactMap(\.watchdog)
      }
      watchdogs.removeAll { $0.watchdog == nil }
      condition.unlock()
      // A watchdog may go away between the two passes above: then there is nothing to tick.
      guard let interval = live.map(\.tickInterval).min() else { continue }
      let now = ContinuousClock.now
      for watchdog in live { watchdog.tick(now) }
      // No strong reference while asleep: a finished batch's watchdog goes away meanwhile.
      live = []
      Thread.sleep(forTimeInterval: interval.seconds)
    }
  }
}
