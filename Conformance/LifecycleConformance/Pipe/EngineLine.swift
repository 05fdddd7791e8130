import Lifecycle

/// One line an engine writes over the engine protocol (Conformance/SPEC.md#engine-protocol)
/// while the kit waits for a response: an event of the response, or one of the control lines
/// that end it.
package enum EngineLine: Hashable, Sendable {
  /// A callback or notification, with the arguments a version 1.1 line carries.
  case event(Event, EventArguments)
  /// `{"done": true}`: the response is complete.
  case done
  /// `{"unsupported": "why"}`: the engine cannot perform the stimulus in this state.
  case unsupported(String)
  /// `{"error": "what"}`: the engine failed.
  case error(String)

  /// Decodes one line's bytes (without its line break), with the trace format's rules for an
  /// event line; throws for anything else, a stimulus or a header included.
  package static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, arguments: Set<TraceArgument> = []
  )
    throws(TraceError) -> EngineLine
  {
    let fields = try TraceFields(bytes, line: 1)
    switch try ResponseEnding.decode(fields) {
    case .done?: return .done
    case .unsupported(let reason)?: return .unsupported(reason)
    case .error(let message)?: return .error(message)
    case nil: break
    }
    if fields.contains("stimulus") { throw fields.error(.keyNotAllowed("stimulus", on: "an engine's line")) }
    switch try TraceDecoder.decodeLine(fields, arguments: arguments) {
    case .event(let event, let given): return .event(event, given)
    default: throw fields.error(.noRecordKey)
    }
  }
}

extension EngineLine {
  /// The line as a host writes it: an event as a trace writes it, or a control line
  /// (`{"done":true}`, `{"unsupported":"why"}`, `{"error":"what"}`).
  package var text: String {
    switch self {
    case .event(let event, let given): TraceRecord.event(event, given).traceJSON.compact
    case .done: JSONValue.object([("done", .bool(true))]).compact
    case .unsupported(let reason): JSONValue.object([("unsupported", .string(reason))]).compact
    case .error(let message): JSONValue.object([("error", .string(message))]).compact
    }
  }
}
