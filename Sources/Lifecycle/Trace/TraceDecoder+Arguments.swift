extension TraceDecoder {
  /// The arguments on a callback line (Conformance/SPEC.md#version-11): a key of a kind the
  /// header does not list is invalid, as is one the callback does not have; a kind the header
  /// lists must be on every callback that has it.
  static func decodeArguments(
    _ fields: TraceFields, of event: Event,
    recorded: Set<TraceArgument>
  ) throws(TraceError) -> EventArguments {
    for (key, _) in fields.members where argumentKeys.contains(key) {
      let kind = TraceArgument.all.first { $0.keys.contains(key) }!
      guard kind.keys(on: event).contains(key) else {
        throw fields.error(.keyNotAllowed(key, on: event.name))
      }
      guard recorded.contains(kind) else {
        throw fields.error(.unannouncedArgument(key: key, kind: kind.name))
      }
    }
    var arguments = EventArguments.none
    for kind in recorded.sorted() {
      for key in kind.keys(on: event) {
        guard fields.contains(key) else { throw fields.error(.missingKey(key, on: event.name)) }
        switch key {
        case "sessions":
          let names = try fields.strings(key)!
          // A callback is given sessions of the trace, which names at most this many scene
          // ids: a longer list is refused before any id is made of it.
          guard names.count <= maximumSceneCount else {
            throw fields.error(.tooManySessions(count: names.count, limit: maximumSceneCount))
          }
          var sessions: [SceneID] = []
          sessions.reserveCapacity(names.count)
          var seen = Set<SceneID>(minimumCapacity: names.count)
          for name in names {
            let id = SceneID(name)
            guard id.isWellFormed else { throw fields.error(.badSceneID(name)) }
            guard seen.insert(id).inserted else { throw fields.error(.repeatedSession(name)) }
            sessions.append(id)
          }
          arguments.sessions = sessions
        case "session":
          arguments.session = try fields.sceneID(key)
        case "payload":
          let raw = try fields.string(key)!
          guard let payload = LaunchPayload(rawValue: raw) else {
            throw fields.error(
              .unknownName(
                category: "payload", name: raw,
                suggestion: TraceFields.suggestion(
                  for: raw, in: LaunchPayload.allCases.map(\.rawValue))))
          }
          arguments.payload = payload
        case "applicationState":
          arguments.applicationState = try decodeState(fields, key, among: AppState.readableCases)
        case "activationState":
          arguments.activationState = try decodeState(fields, key, among: SceneActivationState.allCases)
        default:
          break
        }
      }
    }
    return arguments
  }

  /// A state value named on the line, one of `cases`.
  private static func decodeState<State: RawRepresentable<String>>(
    _ fields: TraceFields, _ key: String, among cases: [State]
  ) throws(TraceError) -> State {
    let raw = try fields.string(key)!
    guard let state = cases.first(where: { $0.rawValue == raw }) else {
      throw fields.error(
        .unknownName(
          category: key, name: raw,
          suggestion: TraceFields.suggestion(
            for: raw, in: cases.map(\.rawValue))))
    }
    return state
  }
}
