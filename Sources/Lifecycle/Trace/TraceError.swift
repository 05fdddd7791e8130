/// A line that breaks a rule of the trace format (Conformance/SPEC.md#lines-and-header), or a stimulus
/// that cannot happen: the trace is *invalid*.
///
/// ```
/// 4: unknown stimulus 'pressHom'; did you mean 'pressHome'?
/// ```
///
/// `lifecycle verify` prints it as `FILE:LINE: message`.
package struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, counted from 1, blank lines included.
  package let line: Int
  /// The rule broken, with the values involved.
  package let problem: Problem

  /// An error at `line` (counted from 1).
  package init(line: Int, _ problem: Problem) {
    self.line = line
    self.problem = problem
  }

  /// `LINE: message`.
  package var description: String { "\(line): \(message)" }

  /// The problem in one sentence that names the thing and quotes the value.
  package var message: String { problem.message }

  /// Where the specification states the rule the line breaks: the stimulus table for an
  /// impossible stimulus, the format's lines and header for everything else.
  package var specification: String {
    if case .impossibleStimulus = problem { return "Conformance/SPEC.md#stimuli" }
    return "Conformance/SPEC.md#lines-and-header"
  }

  /// What is wrong with a line.
  package enum Problem: Hashable, Sendable {
    /// The line is not JSON; `column` counts bytes from 1.
    case malformedJSON(column: Int, detail: String)
    /// The line is JSON but not an object.
    case notAnObject(found: String)
    /// The line is longer than `TraceReader.maximumLineLength` bytes.
    case lineTooLong(limit: Int)
    /// The trace has no line at all.
    case emptyTrace
    /// The first line is not a header.
    case missingHeader
    /// A header line after the first.
    case secondHeader
    /// The header's `format` is not `lifecycle-trace`.
    case wrongFormat(String)
    /// The header's `version` is not 1.
    case unsupportedVersion(String)
    /// A key the format does not define; `suggestion` is the nearest one it does.
    case unknownKey(String, suggestion: String?)
    /// A key that appears twice in one line.
    case duplicateKey(String)
    /// A value of the wrong JSON type: `expected` and `found` are phrases ("a string").
    case wrongType(key: String, expected: String, found: String)
    /// A required key is missing from a line: `on` names the line ("the header", "beginInterruption").
    case missingKey(String, on: String)
    /// A key the format defines but not on this line.
    case keyNotAllowed(String, on: String)
    /// A line that is neither a stimulus, a callback nor a notification.
    case noRecordKey
    /// A line with more than one of `stimulus`, `callback` and `notification`.
    case severalRecordKeys([String])
    /// A header with `"callbacks": false` and no `"notifications": true`.
    case recordsNothing
    /// `sessions` in an app-based header.
    case sessionsInAppBasedTrace
    /// The same id twice in `sessions`.
    case repeatedSession(String)
    /// The same kind twice in the header's `arguments`.
    case repeatedArgument(String)
    /// More distinct scene ids than `TraceDecoder.maximumSceneCount`.
    case tooManyScenes(limit: Int)
    /// A callback's `sessions` argument naming more sessions than a trace may name scene ids
    /// (`TraceDecoder.maximumSceneCount`).
    case tooManySessions(count: Int, limit: Int)
    /// An unknown name: `category` is "stimulus", "callback", "notification", "lifecycle",
    /// "interruption kind" or "background launch reason".
    case unknownName(category: String, name: String, suggestion: String?)
    /// A scene id that does not match `[a-z0-9][a-z0-9-]*`.
    case badSceneID(String)
    /// A callback or notification before the first stimulus.
    case eventBeforeFirstStimulus(Event.Kind)
    /// A callback line when the header says `"callbacks": false`, or a notification line when
    /// it does not say `"notifications": true`.
    case unannouncedEvent(Event.Kind)
    /// A stimulus that is impossible in every state the trace so far is consistent with.
    case impossibleStimulus(ImpossibleStimulus)
    /// `arguments` in a header of version 1, which records none.
    case argumentsNeedVersion11
    /// An argument key on an event line whose header's `arguments` does not list its kind.
    case unannouncedArgument(key: String, kind: String)
    /// The input could not be read.
    case unreadable(String)
    /// `projection` in a header whose version is not 1.2.
    case projectionNeedsVersion12
    /// A header's `projection` names no projection, or cannot be read as one: why.
    case badProjection(ProjectionError)
    /// A header's projection is of a framework that does not run on the trace's lifecycle.
    case projectionLifecycle(projection: String, lifecycle: LifecycleStyle)
    /// A state line in a trace whose header has no projection (nor version 1.2).
    case stateWithoutProjection
    /// An event after a state line of its step: the states follow the step's events.
    case eventAfterState(Event.Kind)

    /// The problem in one sentence.
    package var message: String {
      switch self {
      case .malformedJSON(let column, let detail):
        return "malformed JSON at column \(column): \(detail)"
      case .notAnObject(let found):
        return "expected a JSON object, found \(found)"
      case .lineTooLong(let limit):
        return "line longer than \(limit) bytes"
      case .emptyTrace:
        return "the trace is empty; its first line must be the header "
          + #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app" | "scene"}"#
      case .missingHeader:
        return "missing header; the first line must be "
          + #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app" | "scene"}"#
      case .secondHeader:
        return "a second header; a trace has one, on its first line"
      case .wrongFormat(let format):
        return "unknown format '\(Self.quote(format))'; expected 'lifecycle-trace'"
      case .unsupportedVersion(let version):
        return "unsupported version \(version); this verifier reads versions \(FormatVersion.spoken)"
      case .unknownKey(let key, let suggestion):
        return NearestName.unknown("key", key, suggesting: suggestion)
      case .duplicateKey(let key):
        return "duplicate key '\(Self.quote(key))'"
      case .wrongType(let key, let expected, let found):
        return "'\(Self.quote(key))' must be \(expected), not \(found)"
      case .missingKey(let key, let line):
        return "\(line) needs '\(Self.quote(key))'"
      case .keyNotAllowed(let key, let line):
        return "'\(Self.quote(key))' is not allowed on \(line)"
      case .noRecordKey:
        return "a line needs one of 'stimulus', 'callback' or 'notification'"
      case .severalRecordKeys(let keys):
        return "a line has only one of 'stimulus', 'callback' or 'notification'; this one has "
          + keys.map { "'\($0)'" }.joined(separator: " and ")
      case .recordsNothing:
        return #"the header records neither callbacks nor notifications "#
          + #"("callbacks": false without "notifications": true)"#
      case .sessionsInAppBasedTrace:
        return "'sessions' is only for scene-based traces (\"lifecycle\": \"scene\")"
      case .repeatedSession(let id):
        return "repeated session '\(Self.quote(id))' in 'sessions'"
      case .repeatedArgument(let kind):
        return "repeated argument kind '\(Self.quote(kind))' in 'arguments'"
      case .tooManyScenes(let limit):
        return "more than \(limit) scenes; a trace names at most \(limit) distinct scene ids"
      case .tooManySessions(let count, let limit):
        return "'sessions' names \(count) sessions; a trace names at most \(limit) distinct scene ids"
      case .unknownName(let category, let name, let suggestion):
        return NearestName.unknown(category, name, suggesting: suggestion)
      case .badSceneID(let id):
        return "bad scene id '\(Self.quote(id))'; an id matches [a-z0-9][a-z0-9-]*"
      case .eventBeforeFirstStimulus(let kind):
        return "\(kind.rawValue) before the first stimulus; a response follows its stimulus"
      case .unannouncedEvent(.callback):
        return #"callback in a trace whose header says "callbacks": false"#
      case .unannouncedEvent(.notification):
        return #"notification in a trace whose header does not say "notifications": true"#
      case .impossibleStimulus(let impossible):
        return impossible.traceMessage
      case .argumentsNeedVersion11:
        return #"'arguments' needs "version": 1.1 or 1.2"#
      case .unannouncedArgument(let key, let kind):
        return "'\(Self.quote(key))' in a trace whose header's 'arguments' does not list '\(kind)'"
      case .unreadable(let reason):
        return "cannot read the trace: \(reason)"
      case .projectionNeedsVersion12:
        return #"'projection' needs "version": 1.2"#
      case .badProjection(let error):
        return "bad 'projection' in the header: \(error)"
      case .projectionLifecycle(let projection, let lifecycle):
        return "projection '\(Self.quote(projection))' does not run on the \(lifecycle.rawValue) lifecycle"
      case .stateWithoutProjection:
        return #"a state line needs a header with "version": 1.2 and a 'projection' (or --projection)"#
      case .eventAfterState(let kind):
        return "\(kind.rawValue) after a state line; a step's states follow its events"
      }
    }

    /// A value from the trace, cut short if it is long: a message stays one readable line.
    private static func quote(_ value: String) -> String {
      Quoted(value).description
    }
  }
}
