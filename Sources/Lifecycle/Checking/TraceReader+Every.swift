extension TraceReader {
  /// Reads the rest of the trace and names every divergence in it, in order, going on after each
  /// from the states that best explain what the engine did, as the conformance kit does
  /// (Conformance/SPEC.md#continuing-after-a-divergence):
  /// `lifecycle verify --all`.
  ///
  /// ```swift
  /// var reader = try TraceReader(path: "trace.jsonl")
  /// let verdict = reader.verifyEvery { divergence in print(divergence) }
  /// ```
  ///
  /// The verdict and the first divergence are `verify()`'s: `conformant` when nothing diverged;
  /// `nonconformant` with the first divergence otherwise (each one was given to `found`);
  /// `invalid` for a line that breaks the format, or a stimulus impossible, before any
  /// divergence is certain. A stimulus that is impossible only in the states the checker went
  /// on from after a divergence ends the judging: `stopped` is told where, and the verdict stays
  /// non-conformant. A line that breaks the format after a divergence ends it too: the step it
  /// cuts short is judged as far as its events make a divergence certain, and the verdict stays
  /// non-conformant. Memory grows with the longest step, not with the trace.
  public mutating func verifyEvery(
    _ found: (Divergence) -> Void, stopped: (Divergence) -> Void = { _ in }
  ) -> TraceVerdict {
    var checker: TraceChecker?
    var first: Divergence?
    var steps = 0, events = 0
    var step: OpenStep?
    var states: RecordedStates?
    // Closes the open step, `complete` unless a line that breaks the format cut it short;
    // returns the impossible stimulus that ends the judging, if any.
    func close(complete: Bool = true) -> Divergence? {
      guard let open = step, checker != nil else { return nil }
      step = nil
      let divergences = checker!.checkEvery(
        open.stimulus, delivered: open.events, arguments: open.arguments, lines: (open.line, open.lines),
        complete: complete)
      for divergence in divergences {
        guard divergence.kind == .nonconformant else { return divergence }
        first = first ?? divergence
        found(divergence)
      }
      // The states after the step, from the states the checker went on from.
      let stateDivergences =
        states?.close(
          after: checker!.models, stimulus: open.stimulus, stimulusLine: open.line, stepIndex: checker!.stepCount - 1,
          events: open.events)
        ?? []
      for divergence in stateDivergences {
        first = first ?? divergence
        found(divergence)
      }
      return nil
    }
    do {
      while let (line, record) = try next() {
        switch record {
        case .header(let header):
          checker = TraceChecker(
            lifecycle: header.lifecycle, sessions: header.sessions, recording: header.recording,
            arguments: header.arguments)
          states = header.projection.map { RecordedStates(projection: $0) }
        case .state(let state):
          states?.add(state, line: line)
        case .stimulus(let stimulus):
          if step == nil, checker!.stepCount == 0 {
            // The initial states, checked when the first stimulus comes.
            for divergence in states?.close(
              after: checker!.models, stimulus: stimulus, stimulusLine: line, stepIndex: 0, starting: true) ?? []
            {
              first = first ?? divergence
              found(divergence)
            }
          }
          if let impossible = close() { return end(at: impossible, after: first, stopped) }
          // Judged when its line is read, as `verify()` judges it: a line later in its step that
          // breaks the format must not hide that it cannot happen.
          if let impossibility = checker?.impossibility(of: stimulus) {
            let impossible = Divergence(impossible: impossibility, line: line, stepIndex: checker!.stepCount)
            return end(at: impossible, after: first, stopped)
          }
          steps += 1
          step = OpenStep(stimulus: stimulus, line: line)
        case .event(let event, let arguments):
          events += 1
          step?.events.append(event)
          step?.arguments.append(arguments)
          step?.lines.append(line)
        }
      }
      if let impossible = close() { return end(at: impossible, after: first, stopped) }
    } catch {
      // The step this line cuts short is judged as far as it was read: what its events make
      // certain, `verify()` found before this line, so anything that diverged stays the verdict.
      _ = close(complete: false)
      guard let first else { return invalid(error) }
      invalidity = error
      return .nonconformant(first)
    }
    if let first { return .nonconformant(first) }
    return .conformant(steps: steps, events: events, lines: linesRead)
  }

  /// A step read whole: its stimulus and line, and each event with its arguments and line.
  private struct OpenStep {
    let stimulus: Stimulus
    let line: Int
    var events: [Event] = []
    var arguments: [EventArguments] = []
    var lines: [Int] = []
  }

  /// The verdict once a stimulus is impossible: the trace is invalid if nothing diverged before
  /// it; otherwise the checker's explanation of an earlier divergence was wrong, and judging stops.
  private mutating func end(
    at impossible: Divergence, after first: Divergence?, _ stopped: (Divergence) -> Void
  ) -> TraceVerdict {
    guard let first else {
      return invalid(TraceError(line: impossible.line ?? linesRead, .impossibleStimulus(impossible.impossibility!)))
    }
    stopped(impossible)
    return .nonconformant(first)
  }
}
