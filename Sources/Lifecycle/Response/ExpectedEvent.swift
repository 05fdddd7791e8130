/// One event an allowed response contains: what is delivered, whether it must be, and why.
public struct ExpectedEvent: Hashable, Sendable {
  /// The callback or notification.
  public var event: Event
  /// Whether the event must appear; an optional one may appear at most once.
  public var presence: Presence
  /// Where the expectation comes from.
  public var provenance: Provenance
  /// The sessions an app-delegate session callback is about: the scene that
  /// `application(_:configurationForConnecting:options:)` configures, the sessions that
  /// `application(_:didDiscardSceneSessions:)` discards. Not part of the event's identity in a
  /// trace; it places the event in the order (configuration before connection, disconnection
  /// before discard).
  public var sessions: [SceneID]
  /// What the launch or connection options carry, for a callback that takes them
  /// (`Callback.Method.takesPayload`): `.none` unless the stimulus's URL or activity is there
  /// (Conformance/SPEC.md#argument-payload).
  public var payload: LaunchPayload = .none
  /// What `UIApplication.applicationState` may read inside the callback, with where that comes
  /// from (Conformance/SPEC.md#argument-states); `nil` for a notification, or a catalog row.
  public var applicationState: AllowedState<AppState>?
  /// What the scene's `activationState` may read inside a scene-delegate callback.
  public var activationState: AllowedState<SceneActivationState>?
  /// Whether the event comes after every scene event of the step (`applicationWillTerminate(_:)`
  /// when the last scene closes or the system ends the process).
  public var followsSceneEvents: Bool
  /// Events that share a group appear all together or not at all (Conformance/SPEC.md#pairs):
  /// a scene beside one that comes on screen may resign and become active again, both or
  /// neither. An optional callback and its optional notification are paired without a group.
  public var group: Int?
  /// The group whose change this optional event announces: it may appear only when that
  /// group's events appear, and may still be left out then (Conformance/SPEC.md#pairs). The
  /// app's `willResignActiveNotification` for a neighbour that may resign and become active
  /// again belongs to that neighbour's group: one more than the neighbours' changes announce is
  /// no answer UIKit gives.
  public var belongsTo: Int?

  /// Creates an expected event: the event, whether it is required, and its source.
  public init(
    _ event: Event, _ presence: Presence = .required, _ provenance: Provenance,
    sessions: [SceneID] = [], followsSceneEvents: Bool = false, group: Int? = nil,
    belongsTo: Int? = nil
  ) {
    self.event = event
    self.presence = presence
    self.provenance = provenance
    self.sessions = sessions
    self.followsSceneEvents = followsSceneEvents
    self.group = group
    self.belongsTo = belongsTo
  }

  /// The same event, with options that carry `payload`: `.callback(.sceneWillConnect, "main", source).carrying(.url)`.
  public func carrying(_ payload: LaunchPayload) -> ExpectedEvent {
    var copy = self
    copy.payload = payload
    return copy
  }

  /// Whether the event must appear.
  public var isRequired: Bool { presence == .required }

  /// Whether an event must appear in a response.
  public enum Presence: String, Hashable, Sendable, Codable {
    /// It must appear, exactly once.
    case required
    /// It may appear, at most once.
    case optional
  }
}
