extension Scenario {
  /// One stimulus and what UIKit may deliver in answer.
  public struct Step: Hashable, Sendable {
    /// What the person or the system does.
    public let stimulus: Stimulus
    /// The allowed outcomes: usually one; several where Apple is silent or devices disagree.
    public let outcomes: [Outcome]

    /// A step with a single expected outcome.
    public init(_ stimulus: Stimulus, _ events: [ExpectedEvent], then states: StateSnapshot) {
      self.stimulus = stimulus
      self.outcomes = [Outcome(events, then: states)]
    }

    /// A step with several allowed outcomes, each with its source.
    public init(_ stimulus: Stimulus, alternatives: [Outcome]) {
      precondition(!alternatives.isEmpty, "a step needs at least one outcome")
      self.stimulus = stimulus
      self.outcomes = alternatives
    }
  }

  /// One allowed answer to a step: the events in order, and the states after.
  public struct Outcome: Hashable, Sendable {
    /// The events, listed in order; optional ones marked as such.
    public let response: Response
    /// The app's and every session's state after the step.
    public let states: StateSnapshot
    /// Why this alternative is allowed, when there are several.
    public let provenance: Provenance?

    /// Creates a step's expectation: its events, the states after it, and the source of the step.
    public init(_ events: [ExpectedEvent], then states: StateSnapshot, because provenance: Provenance? = nil) {
      self.response = Response(events)
      self.states = states
      self.provenance = provenance
    }
  }
}

extension ExpectedEvent {
  /// A required scene-delegate callback: `.callback(.sceneDidBecomeActive, "main", source)`.
  public static func callback(
    _ method: Callback.Method, _ scene: SceneID,
    _ provenance: Provenance
  ) -> ExpectedEvent {
    ExpectedEvent(.callback(method, scene), .required, provenance)
  }

  /// A required app-delegate callback: `.callback(.applicationDidBecomeActive, source)`.
  public static func callback(_ method: Callback.Method, _ provenance: Provenance) -> ExpectedEvent {
    ExpectedEvent(.callback(method), .required, provenance)
  }

  /// A required `UIScene` notification: `.notification(.sceneDidActivate, "main", source)`.
  public static func notification(
    _ name: LifecycleNotification.Name, _ scene: SceneID,
    _ provenance: Provenance
  ) -> ExpectedEvent {
    ExpectedEvent(.notification(name, scene), .required, provenance)
  }

  /// A required `UIApplication` notification: `.notification(.applicationDidBecomeActive, source)`.
  public static func notification(_ name: LifecycleNotification.Name, _ provenance: Provenance) -> ExpectedEvent {
    ExpectedEvent(.notification(name), .required, provenance)
  }

  /// An app-delegate callback about scene sessions: the configuration of a new session, or the
  /// discard of some.
  public static func callback(
    _ method: Callback.Method, about sessions: [SceneID],
    _ provenance: Provenance
  ) -> ExpectedEvent {
    ExpectedEvent(.callback(method), .required, provenance, sessions: sessions)
  }

  /// The same event, but optional: it may appear at most once.
  public var optional: ExpectedEvent {
    var copy = self
    copy.presence = .optional
    return copy
  }

  /// The same event, in a group whose events appear all together or not at all
  /// (Conformance/SPEC.md#pairs).
  public func inGroup(_ group: Int) -> ExpectedEvent {
    var copy = self
    copy.group = group
    return copy
  }

  /// The same event, announcing the change of a group: it may appear only when the group's
  /// events appear (Conformance/SPEC.md#pairs).
  public func belonging(to group: Int) -> ExpectedEvent {
    var copy = self
    copy.belongsTo = group
    return copy
  }

  /// The same event, placed after every scene event of the step (`applicationWillTerminate`).
  public var afterSceneEvents: ExpectedEvent {
    var copy = self
    copy.followsSceneEvents = true
    return copy
  }
}

extension StateSnapshot {
  /// `.states(.active, ["main": .foregroundActive])`.
  public static func states(_ app: AppState, _ scenes: [SceneID: SceneActivationState] = [:]) -> StateSnapshot {
    StateSnapshot(app: app, scenes: scenes)
  }
}
