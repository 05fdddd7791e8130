/// What `lifecycle verify` concludes about a whole trace (Conformance/SPEC.md#exit-codes).
public enum TraceVerdict: Hashable, Sendable {
  /// Some path through the model's alternatives matches every step: the trace held `steps`
  /// stimuli and `events` callbacks and notifications in `lines` lines, blank ones included.
  case conformant(steps: Int, events: Int, lines: Int)
  /// The engine diverged from every allowed response.
  case nonconformant(Divergence)
  /// A line breaks a rule of the format, or a stimulus cannot happen: the line, counted from 1,
  /// and the problem in one sentence that names the thing and quotes the value
  /// (`unknown stimulus 'pressHom'; did you mean 'pressHome'?`).
  case invalid(line: Int, message: String)

  /// `conformant`, `nonconformant` or `invalid`, as `--format json` spells it.
  public var name: String {
    switch self {
    case .conformant: "conformant"
    case .nonconformant: "nonconformant"
    case .invalid: "invalid"
    }
  }

  /// The line that decided the verdict: the last line for a conformant trace.
  public var line: Int {
    switch self {
    case .conformant(_, _, let lines): lines
    case .nonconformant(let divergence): divergence.line ?? 0
    case .invalid(let line, _): line
    }
  }
}

extension TraceReader {
  /// What a conformant trace held, as `lifecycle verify` prints it:
  /// `12 steps, 57 events (scene-based, callbacks)`.
  package func summary(steps: Int, events: Int) -> String {
    "\(steps) \(steps == 1 ? "step" : "steps"), \(events) \(events == 1 ? "event" : "events") "
      + (header.map { "(\($0.lifecycle.displayName), \($0.recording))" } ?? "")
  }

  /// The verdict for a line that breaks the format; the error is kept whole in `invalidity`.
  mutating func invalid(_ error: TraceError) -> TraceVerdict {
    invalidity = error
    return .invalid(line: error.line, message: error.message)
  }
}
