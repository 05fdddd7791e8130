/// One event an engine is about to deliver, with the sessions an app-delegate session callback
/// is about (the session a configuration is for, the sessions discarded).
package struct Delivery: Hashable, Sendable, CustomStringConvertible {
  package var event: Event
  package var sessions: [SceneID]

  package init(_ event: Event, sessions: [SceneID] = []) {
    self.event = event
    self.sessions = sessions
  }

  package var description: String { event.description }
}
