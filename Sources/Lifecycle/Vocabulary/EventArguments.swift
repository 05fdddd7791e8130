/// What a callback was given and saw, as a version 1.1 trace records it
/// (Conformance/SPEC.md#version-11): each value is `nil` when it was not recorded.
///
/// ```swift
/// EventArguments(sessions: ["second"])   // application(_:didDiscardSceneSessions:) of one session
/// EventArguments(session: "main")        // a scene callback given the scene of session main
/// ```
public struct EventArguments: Hashable, Sendable {
  /// The sessions of a configuration request (one) or of a discard, in the order recorded;
  /// compared as a set.
  public var sessions: [SceneID]?
  /// The session of the `UIScene` a scene-delegate callback was given.
  public var session: SceneID?
  /// What the launch or connection options carried.
  public var payload: LaunchPayload?
  /// What `UIApplication.applicationState` read inside the callback.
  public var applicationState: AppState?
  /// What the scene's `activationState` read inside a scene-delegate callback.
  public var activationState: SceneActivationState?

  /// What one event line recorded; `nil` for each argument it did not record.
  public init(
    sessions: [SceneID]? = nil, session: SceneID? = nil, payload: LaunchPayload? = nil,
    applicationState: AppState? = nil, activationState: SceneActivationState? = nil
  ) {
    self.sessions = sessions
    self.session = session
    self.payload = payload
    self.applicationState = applicationState
    self.activationState = activationState
  }

  /// Nothing recorded: a version 1 line.
  public static let none = EventArguments()

  /// Whether nothing was recorded.
  public var isEmpty: Bool { self == .none }

  /// The arguments without what the callback read of the states.
  public var withoutStates: EventArguments {
    var kept = self
    kept.applicationState = nil
    kept.activationState = nil
    return kept
  }

  /// Keeps only the kinds in `kinds`.
  public func restricted(to kinds: Set<TraceArgument>) -> EventArguments {
    if kinds.count == TraceArgument.all.count { return self }
    var kept = EventArguments.none
    if kinds.contains(.sessions) {
      kept.sessions = sessions
      kept.session = session
    }
    if kinds.contains(.payload) { kept.payload = payload }
    if kinds.contains(.states) {
      kept.applicationState = applicationState
      kept.activationState = activationState
    }
    return kept
  }

  /// The recorded values as trace-line fields, in the order the format lists them.
  package var traceFields: [(String, JSONValue)] {
    var fields: [(String, JSONValue)] = []
    if let sessions { fields.append(("sessions", .array(sessions.map { .string($0.rawValue) }))) }
    if let session { fields.append(("session", .string(session.rawValue))) }
    if let payload { fields.append(("payload", .string(payload.rawValue))) }
    if let applicationState { fields.append(("applicationState", .string(applicationState.rawValue))) }
    if let activationState { fields.append(("activationState", .string(activationState.rawValue))) }
    return fields
  }
}

extension EventArguments {
  /// The values UIKit passes with `expected`, for the kinds in `kinds`: what a trace must record.
  public init(expected: ExpectedEvent, kinds: Set<TraceArgument>) {
    self.init()
    if kinds.contains(.sessions), let callback = expected.event.callback {
      switch callback.method {
      case .applicationConfigurationForConnecting, .applicationDidDiscardSceneSessions:
        sessions = expected.sessions
      default:
        if callback.method.isSceneDelegateMethod { session = callback.scene }
      }
    }
    if kinds.contains(.payload), expected.event.callback?.method.takesPayload == true { payload = expected.payload }
    if kinds.contains(.states) {
      // The first allowed value: the one a documented or observed source gives, or the first
      // of the plausible ones.
      applicationState = expected.applicationState?.values.first
      activationState = expected.activationState?.values.first
    }
  }
}
