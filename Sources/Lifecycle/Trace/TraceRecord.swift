/// One non-blank line of a trace, decoded.
public enum TraceRecord: Hashable, Sendable {
  /// The first line.
  case header(TraceHeader)
  /// What a person or the system did; the events until the next stimulus are its response.
  case stimulus(Stimulus)
  /// A callback or notification the engine delivered.
  case event(Event)

  /// The record as a trace line's JSON object.
  package var traceJSON: JSONValue {
    switch self {
    case .header(let header): header.traceJSON
    case .stimulus(let stimulus): stimulus.traceJSON
    case .event(let event): event.traceJSON
    }
  }
}
