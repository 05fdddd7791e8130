/// One non-blank line of a trace, decoded.
package enum TraceRecord: Hashable, Sendable {
  /// The first line.
  case header(TraceHeader)
  /// What a person or the system did; the events until the next stimulus are its response.
  case stimulus(Stimulus)
  /// A callback or notification the engine delivered, with the arguments a version 1.1 trace
  /// records for it (`.none` in version 1).
  case event(Event, EventArguments = .none)

  /// The record as a trace line's JSON object.
  package var traceJSON: JSONValue {
    switch self {
    case .header(let header): return header.traceJSON
    case .stimulus(let stimulus): return stimulus.traceJSON
    case .event(let event, let arguments):
      guard !arguments.isEmpty, case .object(let fields) = event.traceJSON else { return event.traceJSON }
      return .object(fields + arguments.traceFields)
    }
  }
}
