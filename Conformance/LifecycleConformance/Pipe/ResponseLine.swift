import Lifecycle

/// A line the kit reads while it waits for an answer over the pipe: an engine's
/// (`EngineLine`) or a mapper's (`MapperLine`). Either ends the answer with one of the same
/// three control lines (Conformance/SPEC.md#engine-protocol).
protocol ResponseLine {
  /// The control line this is, or `nil` for a line of the answer itself.
  var ending: ResponseEnding? { get }
}

/// The control lines that end an answer over the pipe.
enum ResponseEnding: Hashable, Sendable {
  /// `{"done": true}`: the answer is complete.
  case done
  /// `{"unsupported": "why"}`: the stimulus cannot be performed in this state.
  case unsupported(String)
  /// `{"error": "what"}`: the program failed.
  case error(String)

  /// Reads a control line: a line with `done`, `unsupported` or `error` holds that key and no
  /// other. `nil` for a line with none of them.
  static func decode(_ fields: TraceFields) throws(TraceError) -> ResponseEnding? {
    for control in ["done", "unsupported", "error"] where fields.contains(control) {
      for (other, _) in fields.members where other != control {
        throw fields.error(.keyNotAllowed(other, on: "a '\(control)' line"))
      }
      switch control {
      case "done":
        guard try fields.bool("done") == true else {
          throw fields.error(.wrongType(key: "done", expected: "true", found: "false"))
        }
        return .done
      case "unsupported": return .unsupported(try fields.string("unsupported")!)
      default: return .error(try fields.string("error")!)
      }
    }
    return nil
  }
}

extension EngineLine: ResponseLine {
  var ending: ResponseEnding? {
    switch self {
    case .event: nil
    case .done: .done
    case .unsupported(let reason): .unsupported(reason)
    case .error(let message): .error(message)
    }
  }
}
