import Lifecycle

/// A tiny UIKit-like runtime for a scene-based app with one window: it turns what the user and
/// the system do into the app- and scene-delegate callbacks UIKit would make.
///
/// It knows launching, the Home Screen, the app switcher, suspension and termination; it has a
/// single scene, posts no notifications, and knows nothing of interruptions or payloads.
@MainActor
public final class MiniApplication {
  public enum Event {
    case tapIcon, pressHome, openAppSwitcher, returnToApp, switchToOtherApp, swipeAway, suspend, terminate
  }

  private let delegates: LifecycleDelegates
  /// Sessions that survive the process, most recent first.
  private var savedSessions: [SceneID]
  /// Sessions discarded while the app was not running, reported at the next launch.
  private var undeliveredDiscards: [SceneID] = []
  private var isRunning = false
  private var isSuspended = false
  /// The connected scene, if any, and its state.
  private var scene: Scene?

  public init(delegates: LifecycleDelegates, savedSessions: [SceneID] = []) {
    self.delegates = delegates
    self.savedSessions = savedSessions
  }

  private var app: Application { delegates.application }
  private var appDelegate: any ApplicationDelegate { delegates.appDelegate }

  public func handle(_ event: Event) {
    switch event {
    case .tapIcon:
      if !isRunning { launch() } else { bringForward() }
    case .pressHome, .switchToOtherApp:
      leaveForeground()
    case .openAppSwitcher:
      resign()
    case .returnToApp:
      activate()
    case .swipeAway:
      swipeAway()
    case .suspend:
      isSuspended = true
    case .terminate:
      if isRunning, !isSuspended, let scene { disconnect(scene) }
      if isRunning, !isSuspended { appDelegate.applicationWillTerminate(app) }
      endProcess()
    }
  }

  private func launch() {
    isRunning = true
    _ = appDelegate.application(app, willFinishLaunchingWithOptions: nil)
    _ = appDelegate.application(app, didFinishLaunchingWithOptions: nil)
    if !undeliveredDiscards.isEmpty {
      appDelegate.application(app, didDiscardSceneSessions: Set(undeliveredDiscards.map { SceneSession($0) }))
      undeliveredDiscards = []
    }
    // A saved session is reconnected as it was; a new one is configured first.
    var session = SceneSession(savedSessions.first ?? .main)
    if savedSessions.isEmpty {
      session.configuration = appDelegate.application(app, configurationForConnecting: session, options: .init())
      savedSessions = [session.persistentIdentifier]
    }
    let connecting = Scene(session: session, activationState: .unattached)
    delegates.sceneDelegate(for: connecting).scene(connecting, willConnectTo: session, options: .init())
    scene = Scene(session: session, activationState: .background)
    bringForward()
  }

  private func bringForward() {
    isSuspended = false
    guard var scene, scene.activationState == .background else { return }
    delegates.sceneDelegate(for: scene).sceneWillEnterForeground(scene)
    scene.activationState = .foregroundInactive
    self.scene = scene
    activate()
  }

  private func activate() {
    guard var scene, scene.activationState == .foregroundInactive else { return }
    scene.activationState = .foregroundActive
    self.scene = scene
    delegates.sceneDelegate(for: scene).sceneDidBecomeActive(scene)
  }

  private func resign() {
    guard var scene, scene.activationState == .foregroundActive else { return }
    delegates.sceneDelegate(for: scene).sceneWillResignActive(scene)
    scene.activationState = .foregroundInactive
    self.scene = scene
  }

  private func leaveForeground() {
    resign()
    guard var scene, scene.activationState == .foregroundInactive else { return }
    scene.activationState = .background
    self.scene = scene
    delegates.sceneDelegate(for: scene).sceneDidEnterBackground(scene)
  }

  private func disconnect(_ scene: Scene) {
    var gone = scene
    gone.activationState = .unattached
    delegates.sceneDelegate(for: gone).sceneDidDisconnect(gone)
    delegates.releaseSceneDelegate(for: gone.id)
    self.scene = nil
  }

  /// Force quit: the sessions go for good. A running app hears about it; a suspended one at the
  /// next launch.
  private func swipeAway() {
    let discarded = savedSessions
    savedSessions = []
    guard isRunning, !isSuspended else {
      undeliveredDiscards += discarded
      return endProcess()
    }
    leaveForeground()
    if let scene { disconnect(scene) }
    appDelegate.application(app, didDiscardSceneSessions: Set(discarded.map { SceneSession($0) }))
    appDelegate.applicationWillTerminate(app)
    endProcess()
  }

  private func endProcess() {
    isRunning = false
    isSuspended = false
    if let scene { delegates.releaseSceneDelegate(for: scene.id) }
    scene = nil
  }
}
