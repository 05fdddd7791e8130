import Lifecycle

extension PipeConnection {
  /// Starts a mapper's run: sends `header` (a fresh process first when the last one was ended)
  /// and hands each state line of its answer to `report`, until `done`.
  func startMapper(_ header: TraceHeader, report: (ReportedState) throws -> Void) throws {
    try send(header)
    try readMapperAnswer(to: "the start", report)
  }

  /// Sends one step of a mapper's conversation, `lines` (the stimulus, the events of the
  /// response and `{"end": true}`, each ending in a line break), and hands each state line of
  /// its answer to `report`, until `done`.
  func mapperStep(_ stimulus: Stimulus, lines: String, report: (ReportedState) throws -> Void) throws {
    guard let process = running else { throw EngineMisbehaviour(.exited, "the mapper is not running") }
    // A mapper answers a step once it has its events: a line before them belongs to no step.
    if let line = process.unreadLine() {
      throw fail(
        EngineMisbehaviour(
          .outsideResponse, "a line outside any step, before \(stimulus.argument): \(process.excerpt(line))"))
    }
    process.send(lines: lines)
    guard process.flush() else { throw fail(stoppedReading("step \(stimulus.argument)")) }
    try readMapperAnswer(to: stimulus.argument, report)
  }

  private func readMapperAnswer(to what: String, _ report: (ReportedState) throws -> Void) throws {
    do {
      try readResponse(to: what, decode: { bytes in Result { () throws(TraceError) in try MapperLine.decode(bytes) } })
      {
        line in
        if case .state(let state) = line { try report(state) }
      }
    } catch let refusal as UnsupportedStimulus {
      // iOS delivers what it delivers: a framework cannot decline a callback.
      throw fail(
        EngineMisbehaviour(
          .badLine,
          "the mapper answered \(what) as unsupported ('\(refusal.reason)'); a mapper cannot refuse what iOS delivers"
        ))
    }
  }
}
