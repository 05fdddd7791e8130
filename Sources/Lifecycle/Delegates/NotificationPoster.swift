/// Where an engine posts the `UIApplication` and `UIScene` notifications UIKit would post to
/// `NotificationCenter.default`.
///
/// ```swift
/// delegates.notifications?.post(LifecycleNotification(.sceneDidActivate, scene: "main"))
/// ```
///
/// The conformance kit passes one that records what is posted; an engine that does not post
/// notifications never calls it.
@MainActor
public protocol NotificationPoster: AnyObject {
  /// Posts one notification, synchronously, as `NotificationCenter.post(name:object:)` does.
  func post(_ notification: LifecycleNotification)
}
