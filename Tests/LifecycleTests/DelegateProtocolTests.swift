import Lifecycle
import Testing

/// Writes down each delegate method called, by `#function`: exactly the Swift selector.
@MainActor
final class SelectorLog: ApplicationDelegate, WindowSceneDelegate {
  var calls: [String] = []
  var scenes: [Scene] = []

  func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
    calls.append(#function); return true
  }
  func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
    calls.append(#function); return true
  }
  func applicationDidBecomeActive(_ application: Application) { calls.append(#function) }
  func applicationWillResignActive(_ application: Application) { calls.append(#function) }
  func applicationDidEnterBackground(_ application: Application) { calls.append(#function) }
  func applicationWillEnterForeground(_ application: Application) { calls.append(#function) }
  func applicationWillTerminate(_ application: Application) { calls.append(#function) }
  func applicationDidReceiveMemoryWarning(_ application: Application) { calls.append(#function) }
  func applicationProtectedDataWillBecomeUnavailable(_ application: Application) { calls.append(#function) }
  func applicationProtectedDataDidBecomeAvailable(_ application: Application) { calls.append(#function) }
  func applicationSignificantTimeChange(_ application: Application) { calls.append(#function) }
  func application(_ app: Application, open url: String, options: OpenURLOptions) -> Bool {
    calls.append(#function); return true
  }
  func application(_ application: Application, willContinueUserActivityWithType userActivityType: String) -> Bool {
    calls.append(#function); return true
  }
  func application(
    _ application: Application, continue userActivity: UserActivity,
    restorationHandler: @escaping ([Any]?) -> Void
  ) -> Bool {
    calls.append(#function); return true
  }
  func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration {
    calls.append(#function); return SceneConfiguration()
  }
  func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
    calls.append(#function)
  }
  func expirationHandler(_ application: Application) { calls.append(#function) }
  func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
    calls.append(#function); scenes.append(scene)
  }
  func sceneDidDisconnect(_ scene: Scene) { calls.append(#function); scenes.append(scene) }
  func sceneWillEnterForeground(_ scene: Scene) { calls.append(#function); scenes.append(scene) }
  func sceneDidBecomeActive(_ scene: Scene) { calls.append(#function); scenes.append(scene) }
  func sceneWillResignActive(_ scene: Scene) { calls.append(#function); scenes.append(scene) }
  func sceneDidEnterBackground(_ scene: Scene) { calls.append(#function); scenes.append(scene) }
  func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>) { calls.append(#function) }
  func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String) { calls.append(#function) }
  func scene(_ scene: Scene, continue userActivity: UserActivity) { calls.append(#function) }
  func stateRestorationActivity(for scene: Scene) -> UserActivity? { calls.append(#function); return nil }
  func windowScene(
    _ windowScene: Scene, didUpdateEffectiveGeometry previousEffectiveGeometry: Scene.Geometry
  ) {
    calls.append(#function)
  }
  func windowScene(
    _ windowScene: Scene, didUpdate previousCoordinateSpace: Scene.Geometry,
    interfaceOrientation previousInterfaceOrientation: Scene.InterfaceOrientation,
    traitCollection previousTraitCollection: Scene.TraitCollection
  ) {
    calls.append(#function)
  }
}

/// A delegate that implements nothing: every method has a default.
@MainActor
final class Silent: ApplicationDelegate, SceneDelegate {}

@Suite("Delegate protocols")
@MainActor
struct DelegateProtocolTests {
  func delegates(_ log: SelectorLog) -> LifecycleDelegates {
    LifecycleDelegates(
      appDelegate: log, notifications: { name, _ in MainActor.assumeIsolated { log.calls.append(name.rawValue) } },
      makeSceneDelegate: { _ in log })
  }

  @Test("each callback calls the protocol method with its selector, exactly once", arguments: Callback.Method.allCases)
  func oneMethodPerCallback(_ method: Callback.Method) {
    let log = SelectorLog()
    delegates(log).deliver(.callback(method, method.isSceneDelegateMethod ? "main" : nil))
    #expect(log.calls == [method.rawValue])
  }

  @Test("the protocols have one method per callback, and no other")
  func methodsAreTheCallbacks() {
    let log = SelectorLog()
    let delegates = delegates(log)
    for method in Callback.Method.allCases {
      delegates.deliver(.callback(method, method.isSceneDelegateMethod ? "main" : nil))
    }
    #expect(log.calls == Callback.Method.allCases.map(\.rawValue))
    #expect(Set(log.calls).count == Callback.Method.allCases.count)
  }

  @Test("a conformer implements only what it needs")
  func defaults() {
    let silent = Silent()
    let delegates = LifecycleDelegates(appDelegate: silent, makeSceneDelegate: { _ in silent })
    for method in Callback.Method.allCases {
      delegates.deliver(.callback(method, method.isSceneDelegateMethod ? "main" : nil))
    }
    #expect(silent.application(Application(), willFinishLaunchingWithOptions: nil))
  }

  @Test("a scene's activation state follows its callbacks")
  func activationState() {
    let log = SelectorLog()
    let delegates = delegates(log)
    for method: Callback.Method in [
      .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
      .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect,
    ] {
      delegates.deliver(.callback(method, "main"))
    }
    #expect(
      log.scenes.map(\.activationState) == [
        .unattached, .background, .foregroundActive, .foregroundActive, .background, .unattached,
      ])
    #expect(log.scenes.allSatisfy { $0.id == "main" })
  }

  @Test("notifications go to the listener, with their scene")
  func notifications() {
    let log = SelectorLog()
    delegates(log).deliver(.notification(.sceneDidActivate, "main"))
    #expect(log.calls == ["UIScene.didActivateNotification"])
    var heard: [String] = []
    let delegates = LifecycleDelegates(
      appDelegate: log,
      notifications: { name, scene in
        MainActor.assumeIsolated { heard.append("\(name.rawValue) \(scene?.rawValue ?? "-")") }
      }, makeSceneDelegate: { _ in log })
    delegates.post(.applicationDidBecomeActive)
    delegates.post(.sceneWillDeactivate, scene: "second")
    #expect(heard == ["UIApplication.didBecomeActiveNotification -", "UIScene.willDeactivateNotification second"])
  }
}
