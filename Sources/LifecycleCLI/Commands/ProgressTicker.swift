import Dispatch
import Foundation
import LifecycleConformance

/// Redraws `conform`'s progress line (`ProgressLine`) on standard error about once a second,
/// from a thread of its own: not a task, since one step of an engine that does not answer blocks
/// the main actor for the whole `--timeout`, and the line should go on showing the time then.
///
/// Only when standard error is a terminal (`start` gives `nil` otherwise). Redirected, standard
/// error is where scripts and CI logs read the one-line errors, and the tests compare it whole;
/// lines timed by a thread there would make it differ from run to run, for a benefit only a
/// person watching gets. So a redirected run prints nothing extra.
final class ProgressTicker: @unchecked Sendable {
  private let progress: ConformanceProgress
  // The console's writer is not `Sendable`; only this thread calls it until `stop` has waited
  // for the thread to end, and `conform` writes nothing else to standard error in between.
  private let write: (String) -> Void
  private let began: ContinuousClock.Instant
  private let interval: Duration
  private let condition = NSCondition()
  private var stopped = false
  private var drawn = false
  private var running = false
  private let ended = DispatchSemaphore(value: 0)

  init(
    _ progress: ConformanceProgress, write: @escaping (String) -> Void, began: ContinuousClock.Instant = .now,
    interval: Duration = .seconds(1)
  ) {
    self.progress = progress
    self.write = write
    self.began = began
    self.interval = interval
  }

  /// A running ticker for `progress` when standard error is a terminal, `nil` otherwise.
  static func start(_ progress: ConformanceProgress, console: Console) -> ProgressTicker? {
    guard console.isErrorTerminal else { return nil }
    let ticker = ProgressTicker(progress, write: console.err)
    ticker.start()
    return ticker
  }

  /// What to write at `now`: the line drawn over the last (`\r`, then the line, then erase to
  /// the end of the line, for a shorter line over a longer); `nil` before the catalog starts.
  func frame(at now: ContinuousClock.Instant) -> String? {
    ProgressLine.text(progress.state, elapsed: now - began).map { "\r" + $0 + "\u{1B}[K" }
  }

  /// Draws the frame for `now`, if there is one.
  func tick(at now: ContinuousClock.Instant) {
    guard let frame = frame(at: now) else { return }
    write(frame)
    drawn = true
  }

  /// What `stop` writes: the line erased, when one was drawn, so the verdict starts on a clean line.
  var clearing: String { drawn ? "\r\u{1B}[K" : "" }

  func start() {
    running = true
    let thread = Thread { [self] in
      condition.lock()
      while !stopped {
        condition.unlock()
        tick(at: .now)
        condition.lock()
        if stopped { break }
        _ = condition.wait(until: Date(timeIntervalSinceNow: interval.seconds))
      }
      condition.unlock()
      ended.signal()
    }
    thread.name = "lifecycle conform progress"
    thread.start()
  }

  /// Ends the thread, waits for it, and erases the line: nothing is drawn after this returns.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
    if running { ended.wait() }
    if drawn { write(clearing) }
  }
}
