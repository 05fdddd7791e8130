import Lifecycle

// TEMPORARY stand-in for the checker's `Divergence` (branch `trace`), with the same fields.
// Public only because ConformanceFailure exposes it; deleted when the checker lands on main.

/// Where a recorded run first departs from every allowed response.
public struct Divergence: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable { case nonconformant, impossibleStimulus }

  public struct Rule: Hashable, Sendable, CustomStringConvertible {
    public let id: String
    public let summary: String
    public var description: String { "\(id): \(summary)" }
  }

  public var kind: Kind
  public var stimulus: Stimulus
  public var stimulusLine: Int? = nil
  public var line: Int? = nil
  public var stepIndex: Int
  public var message: String
  public var expected: [Event] = []
  public var actual: [Event] = []
  public var rule: Rule? = nil
  public var reference: String? = nil

  /// The step's diff, one line per event: `- ` expected only, `+ ` actual only, two spaces both.
  public var diff: String { StepMatcher.diff(expected, actual).joined(separator: "\n") }

  public var description: String {
    var lines = [message, "  step \(stepIndex + 1): \(stimulus.summary)"]
    if !expected.isEmpty || !actual.isEmpty { lines += ["  - expected, + actual:"] + diff.split(separator: "\n").map { "  \($0)" } }
    if let rule { lines.append("  rule: \(rule)") }
    if let reference { lines.append("  see: \(reference)") }
    return lines.joined(separator: "\n")
  }
}
