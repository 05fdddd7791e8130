/// Which kinds of event a trace records: the header's `callbacks` and `notifications`.
///
/// Part of the trace format, read by the decoder; the checker removes the kinds a trace does not
/// record from every allowed response, keeping the order edges that ran through them.
package struct TraceRecording: Hashable, Sendable, CustomStringConvertible {
  /// Whether delegate callbacks are recorded.
  package var callbacks: Bool
  /// Whether notifications are recorded.
  package var notifications: Bool
  /// The notifications recorded, when only some are; `nil` for every one. An engine that posts
  /// some notifications is checked on those only: the others are left out of every allowed
  /// response, never assumed absent.
  package var notificationNames: Set<LifecycleNotification>?

  /// At least one of the two must be recorded.
  package init(callbacks: Bool, notifications: Bool) {
    precondition(callbacks || notifications, "a trace records callbacks, notifications or both")
    self.callbacks = callbacks
    self.notifications = notifications
  }

  /// Callbacks (or not) and the notifications named, the others left out of the check.
  package init(callbacks: Bool, notifications names: Set<LifecycleNotification>) {
    self.init(callbacks: callbacks, notifications: !names.isEmpty)
    // Every name is a case, so a set as large as all of them is all of them: no set to build.
    if names.count != LifecycleNotification.allCases.count { notificationNames = names }
  }

  /// Delegate callbacks only: the format's default.
  package static let callbacks = TraceRecording(callbacks: true, notifications: false)
  /// Notifications only: a log of `NotificationCenter` observations.
  package static let notifications = TraceRecording(callbacks: false, notifications: true)
  /// Callbacks and notifications.
  package static let both = TraceRecording(callbacks: true, notifications: true)

  /// Whether events of this kind are recorded.
  package func records(_ kind: Event.Kind) -> Bool {
    kind == .callback ? callbacks : notifications
  }

  /// Whether this event is recorded: its kind, and for a notification its name.
  package func records(_ event: Event) -> Bool {
    guard let notification = event.notification else { return callbacks }
    return notifications && (notificationNames?.contains(notification.name) ?? true)
  }

  /// "callbacks", "notifications" or "callbacks and notifications".
  package var description: String {
    callbacks && notifications ? "callbacks and notifications" : callbacks ? "callbacks" : "notifications"
  }
}
