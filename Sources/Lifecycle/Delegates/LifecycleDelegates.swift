/// The delegates an engine delivers to: the app delegate, a scene delegate per connected scene,
/// and where notifications go.
///
/// UIKit creates a scene delegate when a scene connects (from the scene configuration's
/// delegate class); here `makeSceneDelegate` plays that part, and `sceneDelegate(for:)` keeps
/// one delegate per scene until `sceneDidDisconnect(_:)`.
///
/// ```swift
/// let scene = Scene("main", .foregroundActive)
/// delegates.sceneDelegate(for: scene).sceneDidBecomeActive(scene)
/// delegates.notifications?.post(LifecycleNotification(.sceneDidActivate, scene: "main"))
/// // or, naming the event, with the scene's state tracked for you:
/// delegates.deliver(.callback(.sceneDidBecomeActive, "main"))
/// ```
@MainActor
public final class LifecycleDelegates {
  /// The app delegate.
  public let appDelegate: any ApplicationDelegate
  /// Where the engine posts notifications; `nil` when nobody listens.
  public let notifications: (any NotificationPoster)?
  /// What the engine passes as the application: set its state as the app's state changes.
  public var application = Application()
  /// The app's lifecycle style: `deliver(_:)` passes a scene-based app `nil` launch options, as
  /// UIKit does ("If the app supports scenes, this is `nil`"); set it for a scene-based engine.
  public var lifecycle: LifecycleStyle = .app
  /// Each scene as `deliver(_:)` last described it, by id.
  public internal(set) var scenes: [SceneID: Scene] = [:]

  private let makeSceneDelegate: @MainActor (Scene) -> any SceneDelegate
  private var sceneDelegates: [SceneID: any SceneDelegate] = [:]

  /// Creates the delegates an engine calls: the app delegate, a notification poster, and scene delegates.
  public init(
    appDelegate: any ApplicationDelegate, notifications: (any NotificationPoster)? = nil,
    makeSceneDelegate: @escaping @MainActor (Scene) -> any SceneDelegate
  ) {
    self.appDelegate = appDelegate
    self.notifications = notifications
    self.makeSceneDelegate = makeSceneDelegate
  }

  /// The delegate of this scene, created when first asked for, as UIKit creates one when a
  /// scene connects.
  public func sceneDelegate(for scene: Scene) -> any SceneDelegate {
    if let existing = sceneDelegates[scene.id] { return existing }
    let created = makeSceneDelegate(scene)
    sceneDelegates[scene.id] = created
    return created
  }

  /// Lets the scene's delegate go, as UIKit does after `sceneDidDisconnect(_:)`.
  public func releaseSceneDelegate(for scene: SceneID) {
    sceneDelegates[scene] = nil
  }
}
