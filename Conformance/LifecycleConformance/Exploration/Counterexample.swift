/// A bug exploration found, shrunk to a minimal script that still shows it (a failure of the
/// same `BugSignature`): its witness, with how to replay it.
public struct Counterexample: Sendable, CustomStringConvertible {
  /// The seed that found it (`nil` for an exhaustive search); `Explorer(seed:)` replays it.
  public var seed: UInt64?
  /// The script as first found, up to the failing stimulus.
  public var found: Script
  /// The shortest script found that still fails.
  public var shrunk: Script
  /// The shrunk run: what the engine delivered, and its failure.
  public var run: RecordedRun
  /// The failure as first found, before shrinking.
  public var original: ConformanceFailure
  /// How many of the exploration's walks showed the bug.
  public var walks = 1
  /// Where the walks showed it (`ConformanceFailure.place`), in the order seen.
  public var places: [String] = []

  /// The bug the counterexample shows.
  public var signature: BugSignature { original.signature }

  /// Creates a counterexample from the script exploration found, its shrunk form and the run of it.
  public init(seed: UInt64?, found: Script, shrunk: Script, run: RecordedRun, original: ConformanceFailure) {
    self.seed = seed
    self.found = found
    self.shrunk = shrunk
    self.run = run
    self.original = original
  }

  /// The shrunk script's failure: the bug's, at the witness's last step.
  public var failure: ConformanceFailure {
    let signature = signature
    return run.failures.last { $0.signature == signature } ?? run.failures.last ?? original
  }

  /// The shrunk script, its failure and the seed that replays it.
  public var description: String {
    var lines = [
      "exploration found a failure after \(found.stimuli.count) stimuli, shrunk to \(shrunk.stimuli.count):",
      "  \(shrunk)", failure.description,
    ]
    if found != shrunk {
      lines += ["as first found, after \(found.stimuli.count) stimuli:", "  \(found)", original.description]
    }
    lines.append("expected: \(shrunk.recordCommand)")
    if let seed { lines.append("replay: Explorer(seed: \(seed))") }
    return lines.joined(separator: "\n")
  }

  /// The shrunk run as a trace file (`lifecycle verify` reads it), to attach or save as
  /// `counterexample.jsonl`.
  public func traceText(source: String? = nil) -> String { run.traceText(source: source) }
}
