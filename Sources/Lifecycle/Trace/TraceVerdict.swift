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

extension TraceReader {
  /// Reads the rest of the trace and judges it: stops at the first line where the verdict is
  /// certain, but for a divergence reads on to the end of its step, so that the diff shows the
  /// whole step and an event that came before one that never comes is reported as missing.
  ///
  /// ```swift
  /// var reader = try TraceReader(path: "trace.jsonl")
  /// switch reader.verify() {
  /// case .conformant(let steps, let events, _): …
  /// case .nonconformant(let divergence): …
  /// case .invalid(let line, let message): …
  /// }
  /// ```
  public mutating func verify() -> TraceVerdict {
    var steps = 0, events = 0
    do {
      // The header comes first: `next()` throws at the end of a trace that has none, and for a
      // second one.
      guard case .header(let header) = try next()?.record else { preconditionFailure("a trace starts with its header") }
      // Not an optional: one checked for every line of a trace copied the checker in and out.
      var checker = TraceChecker(
        lifecycle: header.lifecycle, sessions: header.sessions, recording: header.recording,
        arguments: header.arguments)
      while let (line, record) = try next() {
        switch record {
        case .header:
          preconditionFailure("a second header is a trace error")
        case .stimulus(let stimulus):
          steps += 1
          try checker.begin(stimulus, line: line)
        case .event(let event, let arguments):
          events += 1
          do {
            try checker.observe(event, arguments: arguments, line: line)
          } catch {
            throw checker.settle(error, rest: restOfStep())
          }
        }
      }
      try checker.finish()
    } catch let error as TraceError {
      return invalid(error)
    } catch let divergence as Divergence {
      guard let impossibility = divergence.impossibility else { return .nonconformant(divergence) }
      return invalid(TraceError(line: divergence.line ?? linesRead, .impossibleStimulus(impossibility)))
    } catch {
      preconditionFailure("only trace errors and divergences are thrown: \(error)")
    }
    return .conformant(steps: steps, events: events, lines: linesRead)
  }

  /// The events up to the next stimulus, the end, or a line that is not valid.
  private mutating func restOfStep() -> [Event] {
    var rest: [Event] = []
    while let (_, record) = try? next(), case .event(let event, _) = record { rest.append(event) }
    return rest
  }
}
