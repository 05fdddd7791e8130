/// The first divergence exploration found, shrunk to a minimal script that still fails, with
/// how to replay it.
public struct Counterexample: Sendable, CustomStringConvertible {
  /// The seed that found it (`nil` for an exhaustive search); `Explorer(seed:)` replays it.
  public var seed: UInt64?
  /// The script as first found, up to the failing stimulus.
  public var found: Script
  /// The shortest script found that still fails.
  public var shrunk: Script
  /// The shrunk run: what the engine delivered, and its failure.
  public var run: RecordedRun

  /// The shrunk script's failure.
  public var failure: ConformanceFailure { run.failure! }

  public var description: String {
    var lines = ["exploration found a failure after \(found.stimuli.count) stimuli, shrunk to \(shrunk.stimuli.count):",
                 "  \(shrunk)", failure.description]
    if let seed { lines.append("replay: Explorer(seed: \(seed))") }
    return lines.joined(separator: "\n")
  }
}
