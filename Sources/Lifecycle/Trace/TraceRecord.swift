/// One non-blank line of a trace, decoded.
package enum TraceRecord: Hashable, Sendable {
  /// The first line.
  case header(TraceHeader)
  /// What a person or the system did; the events until the next stimulus are its response.
  case stimulus(Stimulus)
  /// A callback or notification the engine delivered, with the arguments a version 1.1 trace
  /// records for it (`.none` in version 1).
  case event(Event, EventArguments = .none)
  /// A change of state the mapper's framework reported (version 1.2): after the header, its
  /// initial state; after a step's events, each change it reported in that step.
  case state(ReportedState)

  /// The record as a trace line's JSON object.
  package var traceJSON: JSONValue {
    switch self {
    case .header(let header): return header.traceJSON
    case .stimulus(let stimulus): return stimulus.traceJSON
    case .state(let state):
      return .object([("state", .string(state.state))] + (state.scene.map { [("scene", .string($0.rawValue))] } ?? []))
    case .event(let event, let arguments):
      guard !arguments.isEmpty, case .object(let fields) = event.traceJSON else { return event.traceJSON }
      return .object(fields + arguments.traceFields)
    }
  }
}
