import Lifecycle

// TEMPORARY stand-in for the checker's `Divergence` (branch `trace`), behind the agreed API.
// Public only because ConformanceFailure exposes it; deleted when the checker lands on main.

/// Where a recorded run first departs from every allowed response.
public struct Divergence: Error, Sendable, CustomStringConvertible {
  public enum Kind: Sendable { case nonconformant, impossibleStimulus }
  public var kind: Kind
  public var stimulus: Stimulus
  public var step: Int
  public var message: String
  public var expected: [Event] = []
  public var actual: [Event] = []
  public var rule: OrderRule?
  public var reference: String?
  public var diff: [String] = []

  public var description: String {
    var lines = ["step \(step) (\(stimulus.summary)): \(message)"]
    if !diff.isEmpty { lines.append("  (expected: -, actual: +)") }
    lines += diff.map { "  " + $0 }
    if let rule { lines.append("rule \(rule.id): \(rule.summary)") }
    if let reference { lines.append("see \(reference)") }
    return lines.joined(separator: "\n")
  }
}
