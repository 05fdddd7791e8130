/// Something UIKit delivers to the app: a delegate callback or a notification.
package enum Event: Hashable, Sendable {
  /// A delegate callback.
  case callback(Callback)
  /// A notification posted on the default notification center.
  case notification(PostedNotification)

  /// The scene the event concerns, if any.
  package var scene: SceneID? {
    switch self {
    case .callback(let callback): callback.scene
    case .notification(let notification): notification.scene
    }
  }

  /// The event's name as a trace spells it: a selector or a notification name.
  package var name: String {
    switch self {
    case .callback(let callback): callback.method.rawValue
    case .notification(let notification): notification.name.rawValue
    }
  }

  /// Which of the two kinds the event is.
  package var kind: Kind {
    switch self {
    case .callback: .callback
    case .notification: .notification
    }
  }

  /// The two kinds of event a trace can record.
  package enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// A kind of event.
    case callback, notification
  }

  /// The callback, if the event is one.
  package var callback: Callback? {
    if case .callback(let callback) = self { return callback }
    return nil
  }

  /// The notification, if the event is one.
  package var notification: PostedNotification? {
    if case .notification(let notification) = self { return notification }
    return nil
  }
}

extension Event: CustomStringConvertible {
  /// As a diff line shows it: `sceneDidBecomeActive(_:) main`.
  package var description: String {
    switch self {
    case .callback(let callback): callback.description
    case .notification(let notification): notification.description
    }
  }
}

extension Event {
  /// A callback event.
  package static func callback(_ method: Callback.Method, _ scene: SceneID? = nil) -> Event {
    .callback(Callback(method, scene: scene))
  }

  /// A notification event.
  package static func notification(_ name: LifecycleNotification, _ scene: SceneID? = nil) -> Event {
    .notification(PostedNotification(name, scene: scene))
  }
}
