import Lifecycle
import LifecycleConformance
/// What `DerivingMapper` keeps in one process: the app's state from its own callbacks, each
/// scene's from the scene callbacks, and what it reported last.
@MainActor
package final class AppStateTracker: ApplicationDelegate, SceneDelegate {
  private let reporter: StateReporter
  private let bugs: Set<MapperBug>
  /// The app's state from the app delegate's callbacks (an app-based app).
  private var appState = AppState.notRunning
  private var connected: Set<SceneID> = []
  private var inBackground: Set<SceneID> = []
  private var active: Set<SceneID> = []
  /// The state of the scene whose callback came last.
  private var lastSceneState = AppState.background
  private var activations = 0
  private var reported: String

  init(_ reporter: StateReporter, bugs: Set<MapperBug>) {
    self.reporter = reporter
    self.bugs = bugs
    reported = DerivingMapper.projection.initial!
    reporter.report(reported)
  }

  /// The app's state, as the mapper derives it.
  private var derived: AppState {
    if bugs.contains(.fifthActivationInactive), activations >= 5 { return .inactive }
    guard reporter.lifecycle == .scene else { return appState }
    if bugs.contains(.sceneTakenForApp) { return lastSceneState }
    if !active.isEmpty { return .active }
    return connected.subtracting(inBackground).isEmpty ? .background : .inactive
  }

  /// Reports the derived state if it changed.
  func flush() {
    let state = derived
    var name = DerivingMapper.projection.allowed[state.rawValue]![0]
    if bugs.contains(.inactiveAsBackground), state == .inactive { name = "background" }
    guard name != reported else { return }
    reported = name
    reporter.report(name)
    if bugs.contains(.changeFiredTwice), state == .active { reporter.report(name) }
  }

  package func application(
    _ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?
  )
    -> Bool
  {
    appState = bugs.contains(.backgroundLaunchAsActive) ? .active : application.applicationState
    return true
  }

  package func applicationDidBecomeActive(_ application: Application) {
    appState = .active
    activations += 1
  }

  package func applicationWillResignActive(_ application: Application) { appState = .inactive }
  package func applicationDidEnterBackground(_ application: Application) { appState = .background }
  package func applicationWillEnterForeground(_ application: Application) { appState = .inactive }

  package func scene(
    _ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions
  ) {
    connected.insert(scene.id)
    inBackground.insert(scene.id)
    lastSceneState = .background
  }

  package func sceneDidDisconnect(_ scene: Scene) {
    if !bugs.contains(.disconnectedSceneCounted) { connected.remove(scene.id) }
    inBackground.remove(scene.id)
    active.remove(scene.id)
  }

  package func sceneWillEnterForeground(_ scene: Scene) {
    inBackground.remove(scene.id)
    lastSceneState = .inactive
  }

  package func sceneDidBecomeActive(_ scene: Scene) {
    active.insert(scene.id)
    activations += 1
    lastSceneState = .active
  }

  package func sceneWillResignActive(_ scene: Scene) {
    active.remove(scene.id)
    lastSceneState = .inactive
  }

  package func sceneDidEnterBackground(_ scene: Scene) {
    inBackground.insert(scene.id)
    lastSceneState = .background
  }
}
