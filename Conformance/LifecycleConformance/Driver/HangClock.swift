import Foundation

/// The time a watchdog measures an engine's calls on.
///
/// Every real run uses wall time (`continuous`): a call that does not return within its timeout
/// is a hang. The kit's own tests of hangs use a `cued` clock instead, which stands still until
/// an engine that hangs says so (`engineHangs()`) and then jumps past every deadline. On it a
/// correct call is never judged a hang, however loaded the machine, and a hang is caught at the
/// monitor's next tick, however long the timeout: no verdict depends on how fast the machine is.
///
/// A watchdog takes the clock of the task that makes it, `HangClock.current`; tasks inherit it,
/// so a test sets it once around the runs it makes:
///
/// ```swift
/// let clock = HangClock.cued()
/// let run = await HangClock.$current.withValue(clock) {
///   await ConformanceDriver(timeout: .seconds(2)).record(BrokenEngine(.hangsOnHome), script)
/// }
/// ```
package final class HangClock: @unchecked Sendable {
  /// The clock of the watchdogs made in this task: wall time unless a test says otherwise.
  @TaskLocal package static var current = HangClock.continuous

  /// Wall time.
  package static let continuous = HangClock(isCued: false)

  /// A clock that moves only when an engine hangs on it.
  package static func cued() -> HangClock { HangClock(isCued: true) }

  /// How far one cue moves a cued clock: past any timeout a run is given.
  static let jump: Duration = .seconds(86_400 * 365)

  private let isCued: Bool
  private let origin = ContinuousClock.now
  private let lock = NSLock()
  /// How far cues have moved the clock past wall time's start.
  private var offset: Duration = .zero
  private var cuedAt: ContinuousClock.Instant?

  private init(isCued: Bool) {
    self.isCued = isCued
  }

  /// The time now on this clock.
  var now: ContinuousClock.Instant {
    guard isCued else { return .now }
    lock.lock()
    defer { lock.unlock() }
    return origin + offset
  }

  /// Says that the calling engine hangs from now on: on a cued clock every call armed now has
  /// overrun its timeout. Does nothing on wall time, where the hang is caught as time passes.
  package func engineHangs() {
    guard isCued else { return }
    lock.lock()
    offset += Self.jump
    cuedAt = .now
    lock.unlock()
  }

  /// When, in wall time, an engine last hung on this clock; `nil` before the first.
  package var lastCue: ContinuousClock.Instant? {
    lock.lock()
    defer { lock.unlock() }
    return cuedAt
  }
}
