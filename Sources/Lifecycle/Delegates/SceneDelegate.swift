/// A scene delegate: what UIKit tells one scene, shaped like `UISceneDelegate`
/// (https://developer.apple.com/documentation/uikit/uiscenedelegate).
///
/// UIKit creates one per scene when the scene connects and lets it go after it disconnects.
/// Each method has UIKit's name and argument labels, so its selector is the one a trace records;
/// each has a default that does nothing:
///
/// ```swift
/// final class MySceneDelegate: SceneDelegate {
///   func sceneDidBecomeActive(_ scene: Scene) { print(scene.id, "active") }
/// }
/// ```
@MainActor
public protocol SceneDelegate: AnyObject {
  /// The scene is being added to the app; `connectionOptions` carries a URL or an activity that
  /// launched it.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
  func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
  /// The scene was removed from the app; its session may be kept for a later reconnection.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
  func sceneDidDisconnect(_ scene: Scene)
  /// The scene is about to come on screen.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)
  func sceneWillEnterForeground(_ scene: Scene)
  /// The scene became active and receives events.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
  func sceneDidBecomeActive(_ scene: Scene)
  /// The scene is about to stop receiving events (an interruption, the app switcher, leaving).
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
  func sceneWillResignActive(_ scene: Scene)
  /// The scene is off screen.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
  func sceneDidEnterBackground(_ scene: Scene)
  /// Open URLs in a scene that is already connected.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
  func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>)
  /// A Handoff activity is about to be continued in a connected scene.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)
  func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String)
  /// Continue a Handoff activity in a connected scene.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
  func scene(_ scene: Scene, continue userActivity: UserActivity)
  /// The activity to save so the scene can be restored; asked after it enters the background.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
  func stateRestorationActivity(for scene: Scene) -> UserActivity?
}

extension SceneDelegate {
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func sceneDidDisconnect(_ scene: Scene) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func sceneWillEnterForeground(_ scene: Scene) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func sceneDidBecomeActive(_ scene: Scene) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func sceneWillResignActive(_ scene: Scene) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func sceneDidEnterBackground(_ scene: Scene) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func scene(_ scene: Scene, continue userActivity: UserActivity) {}
  /// Returns `nil` by default: nothing to restore.
  public func stateRestorationActivity(for scene: Scene) -> UserActivity? { nil }
}
