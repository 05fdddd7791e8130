/// The delegates the kit gives an engine: one object that is the app delegate, every scene's
/// delegate and the notification poster, and writes down each call in order.
///
/// Each method records its own selector (`#function` is exactly the Swift selector a trace
/// records) with the scene it was called with.
@MainActor
final class Recorder: ApplicationDelegate, WindowSceneDelegate, NotificationPoster {
  /// What was delivered since the last `take()`.
  private(set) var events: [Event] = []

  /// Returns what was delivered since the last call, and starts afresh.
  func take() -> [Event] {
    defer { events = [] }
    return events
  }

  /// Delegates that deliver to this recorder; notifications only when the engine posts them.
  func delegates(recordingNotifications: Bool) -> LifecycleDelegates {
    LifecycleDelegates(appDelegate: self, notifications: recordingNotifications ? self : nil,
                       makeSceneDelegate: { [unowned self] _ in self })
  }

  private func record(_ selector: String, _ scene: Scene? = nil) {
    guard let method = Callback.Method(selector: selector) else {
      preconditionFailure("\(selector) is not a callback of trace format version 1")
    }
    events.append(.callback(Callback(method, scene: scene?.id)))
  }

  func post(_ notification: LifecycleNotification) {
    events.append(.notification(notification))
  }

  // MARK: ApplicationDelegate

  func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
    record(#function)
    return true
  }
  func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
    record(#function)
    return true
  }
  func applicationDidBecomeActive(_ application: Application) { record(#function) }
  func applicationWillResignActive(_ application: Application) { record(#function) }
  func applicationDidEnterBackground(_ application: Application) { record(#function) }
  func applicationWillEnterForeground(_ application: Application) { record(#function) }
  func applicationWillTerminate(_ application: Application) { record(#function) }
  func applicationDidReceiveMemoryWarning(_ application: Application) { record(#function) }
  func applicationProtectedDataWillBecomeUnavailable(_ application: Application) { record(#function) }
  func applicationProtectedDataDidBecomeAvailable(_ application: Application) { record(#function) }
  func applicationSignificantTimeChange(_ application: Application) { record(#function) }
  func application(_ app: Application, open url: String, options: OpenURLOptions) -> Bool {
    record(#function)
    return true
  }
  func application(_ application: Application, willContinueUserActivityWithType userActivityType: String) -> Bool {
    record(#function)
    return false
  }
  func application(_ application: Application, continue userActivity: UserActivity,
                   restorationHandler: @escaping ([Any]?) -> Void) -> Bool {
    record(#function)
    return true
  }
  func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                   options: Scene.ConnectionOptions) -> SceneConfiguration {
    record(#function)
    return connectingSceneSession.configuration
  }
  func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
    record(#function)
  }

  // MARK: SceneDelegate and WindowSceneDelegate

  func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
    record(#function, scene)
  }
  func sceneDidDisconnect(_ scene: Scene) { record(#function, scene) }
  func sceneWillEnterForeground(_ scene: Scene) { record(#function, scene) }
  func sceneDidBecomeActive(_ scene: Scene) { record(#function, scene) }
  func sceneWillResignActive(_ scene: Scene) { record(#function, scene) }
  func sceneDidEnterBackground(_ scene: Scene) { record(#function, scene) }
  func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>) { record(#function, scene) }
  func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String) { record(#function, scene) }
  func scene(_ scene: Scene, continue userActivity: UserActivity) { record(#function, scene) }
  func stateRestorationActivity(for scene: Scene) -> UserActivity? {
    record(#function, scene)
    return nil
  }
  func windowScene(_ windowScene: WindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: WindowScene.Geometry) {
    record(#function, windowScene)
  }
  func windowScene(_ windowScene: WindowScene, didUpdate previousCoordinateSpace: WindowScene.CoordinateSpace,
                   interfaceOrientation previousInterfaceOrientation: WindowScene.InterfaceOrientation,
                   traitCollection previousTraitCollection: WindowScene.TraitCollection) {
    record(#function, windowScene)
  }
}
