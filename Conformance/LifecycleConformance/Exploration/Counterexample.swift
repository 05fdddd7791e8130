/// The first failure exploration found, shrunk to a minimal script that still breaks the same
/// rule, with how to replay it.
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

  /// Creates a counterexample from the script exploration found, its shrunk form and the run of it.
  public init(seed: UInt64?, found: Script, shrunk: Script, run: RecordedRun, original: ConformanceFailure) {
    self.seed = seed
    self.found = found
    self.shrunk = shrunk
    self.run = run
    self.original = original
  }

  /// The shrunk script's failure: the first that breaks the original's rule and is not declared.
  public var failure: ConformanceFailure {
    run.failures.last { $0.rule == original.rule } ?? run.failure!
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
