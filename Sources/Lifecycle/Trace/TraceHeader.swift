/// The first line of a trace: which lifecycle it follows, the sessions saved before it starts,
/// and which kinds of event it records.
///
/// ```json
/// {"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": ["main"]}
/// ```
public struct TraceHeader: Hashable, Sendable {
  /// The format's name, always `lifecycle-trace`.
  public static let format = "lifecycle-trace"
  /// The format version this package reads and writes.
  public static let version = 1

  /// App-based or scene-based.
  public var lifecycle: LifecycleStyle
  /// Scene sessions saved before the trace starts, most recent first (scene-based only).
  public var sessions: [SceneID]
  /// Which kinds of event the trace records.
  public var recording: TraceChecker.Recording
  /// What produced the trace, in free text.
  public var source: String?

  /// A header; `sessions` must be empty for an app-based trace.
  public init(lifecycle: LifecycleStyle, sessions: [SceneID] = [],
              recording: TraceChecker.Recording = .callbacks, source: String? = nil) {
    precondition(lifecycle == .scene || sessions.isEmpty, "an app-based trace has no sessions")
    self.lifecycle = lifecycle
    self.sessions = sessions
    self.recording = recording
    self.source = source
  }

  /// The header as a trace line's JSON object, leaving out keys at their default value.
  package var traceJSON: JSONValue {
    var fields: [(String, JSONValue)] = [
      ("format", .string(Self.format)), ("version", .number(Self.version)),
      ("lifecycle", .string(lifecycle.rawValue)),
    ]
    if !sessions.isEmpty { fields.append(("sessions", .array(sessions.map { .string($0.rawValue) }))) }
    if !recording.callbacks { fields.append(("callbacks", .bool(false))) }
    if recording.notifications { fields.append(("notifications", .bool(true))) }
    if let source { fields.append(("source", .string(source))) }
    return .object(fields)
  }
}
