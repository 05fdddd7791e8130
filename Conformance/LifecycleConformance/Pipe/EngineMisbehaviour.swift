/// Something an engine over the engine protocol did that the protocol does not allow, found by
/// `PipeEngine` (Conformance/SPEC.md#engine-protocol): reported as the fault of the step where
/// it happened, with the engine's log.
package struct EngineMisbehaviour: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of misbehaviour; each is a rule in the report.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// No hello within the limit, or the engine ended before saying it.
    case noHello = "no-hello"
    /// No `done` for a start or a step within the limit.
    case noDone = "no-done"
    /// The engine exited or was killed by a signal.
    case exited
    /// A line that is not one of the protocol's shapes.
    case badLine = "bad-line"
    /// A line longer than 64 KiB, or more than 1,000 lines in one response.
    case flood
    /// A hello that asks for a protocol or trace version the kit does not speak.
    case version
    /// `{"error": …}` from the engine.
    case engineError = "engine-error"
    /// A line written while no response was in flight, found before a start or at the end.
    case outsideResponse = "outside-response"

    /// The anchor of the fault's own section of the engine protocol in SPEC.md: its rule id.
    package var anchor: String { rawValue }

    /// Where the specification states the fault: `Conformance/SPEC.md#bad-line`.
    package var specification: String { "Conformance/SPEC.md#\(anchor)" }
  }

  /// Which row of the engine protocol's fault table the engine broke; its rule id.
  package var kind: Kind
  /// What the kit saw, in one sentence.
  package var detail: String
  /// The last 64 KiB the engine wrote to standard error during the scenario.
  package var log: String
  /// What misbehaved, as a failure names it: `engine`, `mapper`, or `program` before its hello.
  package var subject = "engine"

  /// A misbehaviour of `kind`, what the kit saw, and the engine's log.
  package init(_ kind: Kind, _ detail: String, log: String = "") {
    self.kind = kind
    self.detail = detail
    self.log = log
  }

  /// The detail, then the log indented, when there is one.
  package var description: String {
    ([detail] + Self.logLines(log).map { "  " + $0 }).joined(separator: "\n")
  }

  /// An engine's log as a failure shows it, each line quoted (its control characters and
  /// bidirectional controls escaped, so that it cannot rewrite the verdict around it); nothing
  /// for an empty log. With `last`, only the last lines, each cut short: what a summary of bugs
  /// shows beside each (`lifecycle conform`, report.md).
  static func logLines(_ log: String, last: Int? = nil) -> [String] {
    guard !log.isEmpty else { return [] }
    var lines = log.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let shown = last.map { lines.suffix($0) } ?? lines[...]
    let title =
      shown.count < lines.count
      ? "log (standard error, the last \(shown.count) of \(lines.count) lines):" : "log (standard error):"
    return [title]
      + shown.map { line in
        "  | "
          + Quoted(String(line.hasSuffix("\r") ? line.dropLast() : line), limit: last == nil ? nil : 200).description
      }
  }
}
