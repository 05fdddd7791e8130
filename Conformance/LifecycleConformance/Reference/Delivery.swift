/// One event an engine is about to deliver, with the sessions an app-delegate session callback
/// is about (the session a configuration is for, the sessions discarded).
package struct Delivery: Hashable, Sendable, CustomStringConvertible {
  package var event: Event
  package var sessions: [SceneID]
  /// For a scene callback, the session of a scene passed in place of its own: a broken
  /// engine's mistake (`nil`: its own scene).
  package var passedScene: SceneID?
  /// What the launch or connection options carry, for a callback that takes them
  /// (`nil`: what the stimulus suggests).
  package var payload: LaunchPayload?
  /// What `applicationState` reads inside an app-delegate callback in place of the app's
  /// state: a broken engine's mistake (`nil`: the app's state).
  package var applicationState: AppState?

  package init(_ event: Event, sessions: [SceneID] = [], passedScene: SceneID? = nil) {
    self.event = event
    self.sessions = sessions
    self.passedScene = passedScene
  }

  /// What the delegates are handed and read during the call, where the delivery says.
  package var arguments: EventArguments {
    EventArguments(
      sessions: sessions, session: passedScene, payload: payload, applicationState: applicationState)
  }

  package var description: String { event.description }
}
