import Lifecycle

/// Times work with the monotonic clock; medians of repeated runs, so one slow run (another
/// process, a page fault) does not move a figure.
enum Stopwatch {
  /// Seconds `body` takes.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return elapsed.seconds
  }

  /// The median of `runs` timings of `body`, in seconds.
  static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var timings: [Double] = []
    for _ in 0..<max(runs, 1) { timings.append(try seconds(body)) }
    timings.sort()
    return timings[timings.count / 2]
  }
}

extension Stopwatch {
  /// Seconds since `start`.
  static func since(_ start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return elapsed.seconds
  }
}
