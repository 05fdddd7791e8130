extension TraceReader {
  /// Reads the rest of the trace and judges it: stops at the first line where the verdict is
  /// certain, but for a divergence reads on to the end of its step, so that the diff shows the
  /// whole step and an event that came before one that never comes is reported as missing.
  ///
  /// ```swift
  /// var reader = try TraceReader(path: "trace.jsonl")
  /// switch reader.verify() {
  /// case .conformant(let steps, let events, _): print("conformant:", steps, "steps,", events, "events")
  /// case .nonconformant(let divergence): print(divergence)   // the step, a -/+ diff, the rule broken
  /// case .invalid(let line, let message): print("invalid: line \(line): \(message)")
  /// }
  /// ```
  public mutating func verify() -> TraceVerdict {
    var steps = 0, eventCount = 0
    do {
      // The header comes first: `next()` throws at the end of a trace that has none, and for a
      // second one.
      guard case .header(let header) = try next()?.record else { preconditionFailure("a trace starts with its header") }
      // Not an optional: one checked for every line of a trace copied the checker in and out.
      var checker = TraceChecker(
        lifecycle: header.lifecycle, sessions: header.sessions, recording: header.recording,
        arguments: header.arguments)
      var states = header.projection.map { RecordedStates(projection: $0) }
      // The step whose states are being read: its stimulus and line.
      var open: (stimulus: Stimulus, line: Int)?
      // Its events, when there are states to check.
      var stepEvents: [Event] = []
      while let (line, record) = try next() {
        switch record {
        case .header:
          preconditionFailure("a second header is a trace error")
        case .state(let state):
          states?.add(state, line: line)
        case .stimulus(let stimulus):
          if states != nil {
            try checker.closeStep()
            let found = states!.close(
              after: checker.models, stimulus: open?.stimulus ?? stimulus, stimulusLine: open?.line ?? line,
              stepIndex: max(steps - 1, 0), starting: open == nil, events: stepEvents)
            if let first = found.first { throw first }
            open = (stimulus, line)
            stepEvents = []
          }
          steps += 1
          try checker.begin(stimulus, line: line)
        case .event(let event, let arguments):
          eventCount += 1
          if states != nil { stepEvents.append(event) }
          do {
            try checker.observe(event, arguments: arguments, line: line)
          } catch {
            throw checker.settle(error, rest: restOfStep())
          }
        }
      }
      try checker.finish()
      if let open,
        let first = states?.close(
          after: checker.models, stimulus: open.stimulus, stimulusLine: open.line, stepIndex: steps - 1,
          events: stepEvents
        ).first
      {
        throw first
      }
    } catch let error as TraceError {
      return invalid(error)
    } catch let divergence as Divergence {
      guard let impossibility = divergence.impossibility else { return .nonconformant(divergence) }
      return invalid(TraceError(line: divergence.line ?? linesRead, .impossibleStimulus(impossibility)))
    } catch {
      preconditionFailure("only trace errors and divergences are thrown: \(error)")
    }
    return .conformant(steps: steps, events: eventCount, lines: linesRead)
  }

  /// The events up to the next stimulus, the end, or a line that is not valid.
  private mutating func restOfStep() -> [Event] {
    var rest: [Event] = []
    // A state line ends the step's events: the states follow them.
    while let (_, record) = try? next(), case .event(let event, _) = record { rest.append(event) }
    return rest
  }
}
