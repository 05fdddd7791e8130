/// One event an engine is about to deliver, with the sessions an app-delegate session callback
/// is about (the session a configuration is for, the sessions discarded).
public struct Delivery: Hashable, Sendable, CustomStringConvertible {
  public var event: Event
  public var sessions: [SceneID]

  public init(_ event: Event, sessions: [SceneID] = []) {
    self.event = event
    self.sessions = sessions
  }

  public var description: String { event.description }
}
