/// A notification as posted: its name, and the scene it concerns (the `object` UIKit posts it
/// with) for a `UIScene` one.
package struct PostedNotification: Hashable, Sendable, CustomStringConvertible {
  /// The notification's name.
  package var name: LifecycleNotification
  /// The scene a `UIScene.*` notification concerns; `nil` for `UIApplication.*`.
  package var scene: SceneID?

  /// A notification of a name, for a scene if it is a scene's.
  package init(_ name: LifecycleNotification, scene: SceneID? = nil) {
    self.name = name
    self.scene = scene
  }

  /// The notification's name, and the scene it concerns if any.
  package var description: String {
    scene.map { "\(name.rawValue) \(Quoted($0))" } ?? name.rawValue
  }
}
