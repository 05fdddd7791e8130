/// The first line of a trace: which lifecycle it follows, the sessions saved before it starts,
/// and which kinds of event it records.
///
/// ```json
/// {"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": ["main"]}
/// ```
package struct TraceHeader: Hashable, Sendable {
  /// The format's name, always `lifecycle-trace`.
  package static let format = "lifecycle-trace"
  /// The format version of a trace that records no arguments; it reads version 1.1 too.
  package static let version = 1
  /// The version that adds arguments and names (Conformance/SPEC.md#version-11); a header that
  /// lists `arguments`, or of a trace that uses a name the version adds, is written with it.
  package static let argumentsVersion = 1.1
  /// The version that adds `projection` and state lines (Conformance/SPEC.md#version-12); a
  /// header with a projection is written with it.
  package static let statesVersion = 1.2

  /// App-based or scene-based.
  package var lifecycle: LifecycleStyle
  /// Scene sessions saved before the trace starts, most recent first (scene-based only).
  package var sessions: [SceneID]
  /// Which kinds of event the trace records.
  package var recording: TraceRecording
  /// What produced the trace, in free text.
  package var source: String?
  /// The kinds of callback argument the trace records (version 1.1); empty in version 1.
  package var arguments: Set<TraceArgument>
  /// Whether the trace holds a stimulus or callback name that version 1.1 adds
  /// (Conformance/SPEC.md#stimuli): the header then says `"version": 1.1`, so that a version 1
  /// reader rejects the trace at its header. Writers set it; reading a trace leaves it `false`.
  package var usesVersion11Names = false
  /// The projection the framework's states follow (version 1.2): a trace with one records the
  /// states a mapper reported, in state lines.
  package var projection: Projection?

  /// A header; `sessions` must be empty for an app-based trace.
  package init(
    lifecycle: LifecycleStyle, sessions: [SceneID] = [],
    recording: TraceRecording = .callbacks, source: String? = nil,
    arguments: Set<TraceArgument> = [], projection: Projection? = nil
  ) {
    precondition(lifecycle == .scene || sessions.isEmpty, "an app-based trace has no sessions")
    self.lifecycle = lifecycle
    self.sessions = sessions
    self.recording = recording
    self.source = source
    self.arguments = arguments
    self.projection = projection
  }

  /// The header as a trace line's JSON object, leaving out keys at their default value.
  package var traceJSON: JSONValue {
    var fields: [(String, JSONValue)] = [
      ("format", .string(Self.format)),
      ("version", versionJSON),
      ("lifecycle", .string(lifecycle.rawValue)),
    ]
    if !sessions.isEmpty { fields.append(("sessions", .array(sessions.map { .string($0.rawValue) }))) }
    if !recording.callbacks { fields.append(("callbacks", .bool(false))) }
    if recording.notifications { fields.append(("notifications", .bool(true))) }
    if !arguments.isEmpty { fields.append(("arguments", .array(arguments.sorted().map { .string($0.name) }))) }
    if let projection { fields.append(("projection", projection.headerJSON)) }
    if let source { fields.append(("source", .string(source))) }
    return .object(fields)
  }

  /// The oldest version that holds what the header announces.
  private var versionJSON: JSONValue {
    if projection != nil { return .decimal(Self.statesVersion) }
    return arguments.isEmpty && !usesVersion11Names ? .number(Self.version) : .decimal(Self.argumentsVersion)
  }
}

extension TraceHeader {
  /// Whether any of the stimuli or events is a name version 1.1 adds: a writer that knows its
  /// trace beforehand sets ``usesVersion11Names`` with it.
  package static func namesVersion11(
    _ stimuli: some Sequence<Stimulus>, _ events: some Sequence<Event> = [Event]()
  ) -> Bool {
    stimuli.contains { $0.name.introduced > .v1 }
      || events.contains { if case .callback(let callback) = $0 { callback.method.introduced > .v1 } else { false } }
  }
}
