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
/// it overran. Time is measured on the clock of the task that made the watchdog
/// (`HangClock.current`): wall time, or in the kit's own tests a clock that moves only when an
/// engine hangs.
///
/// An engine that keeps the main actor blocked after its timeout holds up everything that runs
/// there, the kit included, until it returns. The process is never ended for it: once the main
/// actor has run nothing for `grace`, the monitor writes one line to standard error naming the
/// place, so a person watching a run that stands still knows why, and the hang is reported as
/// usual when the engine gives the main actor back.
final class Watchdog: @unchecked Sendable {
  let timeout: Duration
  /// How long after a hang the main actor may run nothing before the monitor says so.
  let grace: Duration
  /// What the deadlines are measured on.
  private let clock: HangClock
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
  /// Whether the line about a blocked main actor was written for the current hang.
  private var toldBlocked = false

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
    clock = HangClock.current
    WatchdogMonitor.shared.watch(self)
  }

  /// How often the monitor looks at the deadline: a few times per timeout.
  var tickInterval: Duration { min(max(timeout / 4, .milliseconds(1)), .milliseconds(250)) }

  /// Starts the clock for one call into the engine.
  func arm(_ place: Place) {
    let deadline = clock.now + timeout
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
    toldBlocked = false
    deadline = nil
    lock.unlock()
  }

  private func setExpire(_ expire: (@Sendable () -> Void)?) {
    lock.lock()
    self.expire = expire
    lock.unlock()
  }

  /// Called by the monitor's thread a few times per timeout.
  func tick() {
    let now = clock.now
    // The main actor's silence is measured in wall time, whatever the deadlines are measured on:
    // it is about a person waiting.
    let wallNow = ContinuousClock.now
    lock.lock()
    var fire: (@Sendable () -> Void)?
    if let deadline, now >= deadline {
      self.deadline = nil
      overran = true
      unacknowledgedSince = wallNow
      fire = expire
    }
    var blocked = false
    var probe = false
    if let since = unacknowledgedSince {
      blocked = !toldBlocked && wallNow - max(since, lastProbe ?? since) >= grace
      if blocked { toldBlocked = true }
      probe = !probeOutstanding
      probeOutstanding = true
    }
    let place = self.place
    lock.unlock()
    fire?()
    if blocked { Self.tellBlocked(place, for: grace) }
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

  /// Says, once a hang, that the main actor has run nothing since the engine overran: a run
  /// that stands still with no output is the worst kind of hang to meet.
  private static func tellBlocked(_ place: Place, for duration: Duration) {
    let message =
      "LifecycleKit: \(place.description): the engine did not return within its timeout, and the main actor "
      + "has run nothing for \(duration) since; the hang is reported once the engine gives the main actor back\n"
    try? Descriptor.write(message, to: Descriptor.standardError)
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
      for watchdog in live { watchdog.tick() }
      // No strong reference while asleep: a finished batch's watchdog goes away meanwhile.
      live = []
      Thread.sleep(forTimeInterval: interval.seconds)
    }
  }
}
