/// The delegates an engine delivers to: the app delegate, a scene delegate per connected scene,
/// and where notifications go; and how the run starts: the app is not running, it uses
/// `lifecycle`, and `savedSessions` survive from an earlier run.
///
/// UIKit creates a scene delegate when a scene connects (from the scene configuration's
/// delegate class); here `makeSceneDelegate` plays that part, and `sceneDelegate(for:)` keeps
/// one delegate per scene until `sceneDidDisconnect(_:)`.
///
/// ```swift
/// let scene = Scene("main", .foregroundActive)
/// delegates.sceneDelegate(for: scene).sceneDidBecomeActive(scene)
/// delegates.post(.sceneDidActivate, scene: "main")
/// ```
@MainActor
public final class LifecycleDelegates {
  /// The app delegate.
  public let appDelegate: any ApplicationDelegate
  /// The app's lifecycle style: which delegates the engine calls. A scene-based app is passed
  /// `nil` launch options, as UIKit does ("If the app supports scenes, this is `nil`").
  public let lifecycle: LifecycleStyle
  /// The scene sessions saved before the run (the trace header's `sessions`), most recent
  /// first; empty for a first launch.
  public let savedSessions: [SceneID]
  /// What the engine passes as the application: set its state as the app's state changes.
  public var application = Application()
  /// Each scene as `deliver(_:)` last described it, by id: the kit's own bookkeeping, for the
  /// engines it delivers for (the reference engine, an engine over the pipe). An engine that
  /// calls the delegates itself passes its own `Scene` values.
  package internal(set) var scenes: [SceneID: Scene] = [:]

  // Not isolated: an engine that posts from another thread must reach the listener, which
  // reports it, rather than trap.
  private nonisolated let notifications: (@Sendable (LifecycleNotification, SceneID?) -> Void)?
  private let makeSceneDelegate: @MainActor (Scene) -> any SceneDelegate
  private var sceneDelegates: [SceneID: any SceneDelegate] = [:]

  /// Creates the delegates an engine calls (the app delegate, and scene delegates made by
  /// `makeSceneDelegate`) for a run of `lifecycle` with `savedSessions`; `notifications` hears
  /// each notification posted, with the scene of a `UIScene` one.
  public init(
    appDelegate: any ApplicationDelegate, lifecycle: LifecycleStyle = .app, savedSessions: [SceneID] = [],
    notifications: (@Sendable (LifecycleNotification, SceneID?) -> Void)? = nil,
    makeSceneDelegate: @escaping @MainActor (Scene) -> any SceneDelegate
  ) {
    self.appDelegate = appDelegate
    self.lifecycle = lifecycle
    self.savedSessions = savedSessions
    self.notifications = notifications
    self.makeSceneDelegate = makeSceneDelegate
  }

  /// Posts a notification, synchronously, as `NotificationCenter.default.post(name:object:)`
  /// does: `scene` is the scene a `UIScene` notification concerns, `nil` for a `UIApplication`
  /// one. Nothing happens when nobody listens.
  public nonisolated func post(_ notification: LifecycleNotification, scene: SceneID? = nil) {
    notifications?(notification, scene)
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
