@testable import Lifecycle

/// Replays delivered callbacks against the lifecycle's state diagrams, independently of the
/// model's code: each callback must be legal in the state its app or scene is in, and no jump
/// (background to active, active to suspended) may happen without the callbacks in between.
enum TransitionReplay {
  static func problems(
    replaying events: [Event], for stimulus: Stimulus, from before: LifecycleModel,
    to after: LifecycleModel
  ) -> [String] {
    var problems: [String] = []
    var scenes = Dictionary(uniqueKeysWithValues: before.sessions.map { ($0.id, $0.state) })
    var app = before.appState
    // A wake resumes a suspended app in the background before anything is delivered.
    if case .backgroundLaunch = stimulus, app == .suspended { app = .background }
    for event in events {
      guard let callback = event.callback else { continue }
      if let scene = callback.scene {
        let state = scenes[scene] ?? .unattached
        guard let next = sceneTransition(callback.method, from: state) else {
          problems.append("\(callback) delivered while \(scene) is \(state.rawValue)")
          continue
        }
        scenes[scene] = next
      } else if before.lifecycle == .app {
        // A background launch goes straight to the background (about-the-background-execution-sequence).
        let launchState: AppState = if case .backgroundLaunch = stimulus { .background } else { .inactive }
        guard let next = appTransition(callback.method, from: app, launchingInto: launchState) else {
          problems.append("\(callback) delivered while the app is \(app.rawValue)")
          continue
        }
        app = next
      }
    }
    // Suspension, and waking from it, deliver no callback of their own.
    let silent =
      (app == .suspended && after.appState == .background) || (app == .background && after.appState == .suspended)
    if before.lifecycle == .app, after.appState != .notRunning, !silent, app != after.appState {
      problems.append("callbacks lead to \(app.rawValue), the model says \(after.appState.rawValue)")
    }
    // A suspended app never becomes active, and an active one never becomes suspended, in one step.
    if (before.appState == .suspended && after.appState == .active && events.isEmpty)
      || (before.appState == .active && after.appState == .suspended)
    {
      problems.append("jump from \(before.appState.rawValue) to \(after.appState.rawValue)")
    }
    for session in after.sessions where session.state != .unattached {
      let replayed = scenes[session.id] ?? .unattached
      if replayed != session.state {
        problems.append(
          "callbacks lead \(session.id) to \(replayed.rawValue), the model says \(session.state.rawValue)")
      }
    }
    return problems
  }

  /// The scene state diagram (managing-your-app-s-life-cycle), with the one exception devices
  /// show: a scene closed from the foreground may be disconnected without entering the background.
  static func sceneTransition(_ method: Callback.Method, from state: SceneActivationState) -> SceneActivationState? {
    switch (method, state) {
    case (.sceneWillConnect, .unattached): .background
    case (.sceneWillEnterForeground, .background): .foregroundInactive
    case (.sceneDidBecomeActive, .foregroundInactive): .foregroundActive
    case (.sceneWillResignActive, .foregroundActive): .foregroundInactive
    case (.sceneDidEnterBackground, .foregroundInactive): .background
    case (.sceneDidDisconnect, .background), (.sceneDidDisconnect, .foregroundInactive): .unattached
    case (.sceneOpenURLContexts, _), (.sceneWillContinueUserActivity, _), (.sceneContinueUserActivity, _):
      state.isForeground ? state : nil
    case (.stateRestorationActivity, .background), (.stateRestorationActivity, .unattached): state
    case (.windowSceneDidUpdateEffectiveGeometry, _), (.windowSceneDidUpdateCoordinateSpace, _):
      state.isForeground ? state : nil
    case (.sceneDidEnterBackground, .background): .background  // a background launch's connected scene
    default: nil
    }
  }

  /// The app state diagram, with the documented extras: a background launch or a wake from
  /// suspension may announce the background, and a force quit may end an inactive app.
  static func appTransition(
    _ method: Callback.Method, from state: AppState, launchingInto launch: AppState
  ) -> AppState? {
    switch (method, state) {
    case (.applicationWillFinishLaunching, .notRunning): launch
    case (.applicationDidFinishLaunching, launch): launch
    case (.applicationDidBecomeActive, .inactive): .active
    case (.applicationWillResignActive, .active): .inactive
    case (.applicationDidEnterBackground, .inactive), (.applicationDidEnterBackground, .background),
      (.applicationDidEnterBackground, .suspended):
      .background
    case (.applicationWillEnterForeground, .background), (.applicationWillEnterForeground, .suspended): .inactive
    case (.applicationWillTerminate, .background), (.applicationWillTerminate, .inactive): .notRunning
    case (.applicationOpenURL, .inactive), (.applicationOpenURL, .active),
      (.applicationWillContinueUserActivity, .inactive), (.applicationWillContinueUserActivity, .active),
      (.applicationContinueUserActivity, .inactive), (.applicationContinueUserActivity, .active):
      state
    case (.applicationDidReceiveMemoryWarning, _), (.applicationSignificantTimeChange, _),
      (.applicationProtectedDataWillBecomeUnavailable, _), (.applicationProtectedDataDidBecomeAvailable, _):
      state == .notRunning || state == .suspended ? nil : state
    default: nil
    }
  }
}
