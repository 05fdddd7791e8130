extension LifecycleDelegates {
  /// Delivers one event, named as a trace names it: calls the delegate method of a callback
  /// (with a `Scene` whose state follows the scene's callbacks so far) or posts a notification.
  ///
  /// Payload arguments (the URL, the activity) come from `stimulus` when there is one;
  /// `sessions` names the session a configuration is asked for, or the sessions discarded. A
  /// window-scene callback reaches only a delegate that adopts `WindowSceneDelegate`, as in UIKit.
  public func deliver(_ event: Event, answering stimulus: Stimulus? = nil, about sessions: [SceneID] = []) {
    deliver(event, answering: stimulus, about: sessions, passing: nil)
  }

  /// Delivers one event as `deliver(_:answering:about:)` does, with launch or connection options
  /// that carry `payload` of the stimulus (the model's expectation, or a broken engine's
  /// mistake), and a scene callback given the scene of session `passed` instead of its own (a
  /// broken engine's mistake).
  package func deliver(
    _ event: Event, answering stimulus: Stimulus?, about sessions: [SceneID],
    passing passed: SceneID?, payload carried: LaunchPayload?
  ) {
    deliver(event, answering: stimulus, about: sessions, passing: passed, payload: carried, reading: nil)
  }

  /// Delivers one event as above, with `UIApplication.applicationState` reading `misread`
  /// during an app-delegate callback instead of the app's state: how a broken engine gets a
  /// state wrong.
  package func deliver(
    _ event: Event, answering stimulus: Stimulus?, about sessions: [SceneID],
    passing passed: SceneID?, payload carried: LaunchPayload?, reading misread: AppState?
  ) {
    switch event {
    case .notification(let notification):
      notifications?.post(notification)
    case .callback(let callback):
      let isScene = callback.scene != nil && callback.method.isSceneDelegateMethod
      if !isScene { updateApplicationState(before: callback.method, answering: stimulus) }
      let kept = application.applicationState
      if let misread { application.applicationState = misread }
      if let id = callback.scene, isScene {
        deliverSceneCallback(callback.method, to: id, answering: stimulus, passing: passed, carrying: carried)
      } else {
        deliverAppCallback(callback.method, answering: stimulus, about: sessions, carrying: carried)
      }
      application.applicationState = kept
      if isScene { updateApplicationStateFromScenes() } else { updateApplicationState(after: callback.method) }
    }
  }

  /// Keeps `application.applicationState` up to date around an app-delegate callback: a
  /// `did…` callback reads the new state, a `will…` callback the old one
  /// (Conformance/SPEC.md#argument-states allows both where Apple is silent).
  private func updateApplicationState(before method: Callback.Method, answering stimulus: Stimulus?) {
    switch method {
    case .applicationWillFinishLaunching:
      // A new process: no scene is connected yet, whatever a process that was killed left.
      scenes.removeAll()
      // A scene-based app launches in the background; a sceneless one is inactive, unless it
      // launches in the background (https://developer.apple.com/documentation/uikit/uiapplication/applicationstate).
      if case .backgroundLaunch? = stimulus {
        application.applicationState = .background
      } else {
        application.applicationState = lifecycle == .scene ? .background : .inactive
      }
    case .applicationDidBecomeActive: application.applicationState = .active
    case .applicationDidEnterBackground: application.applicationState = .background
    default: break
    }
  }

  private func updateApplicationState(after method: Callback.Method) {
    switch method {
    case .applicationWillResignActive, .applicationWillEnterForeground: application.applicationState = .inactive
    default: break
    }
  }

  /// Records the scene's new state before a `did…` callback runs, so that the app's state read
  /// inside it already counts the change.
  private func announce(_ state: SceneActivationState, of id: SceneID) {
    scenes[id, default: Scene(id, state)].activationState = state
    updateApplicationStateFromScenes()
  }

  /// A scene-based app reads the state of its most active scene, and background with none
  /// connected.
  private func updateApplicationStateFromScenes() {
    guard lifecycle == .scene else { return }
    // The most active scene's state; a loop, not a set of states: it runs for every callback.
    var state = AppState.background
    for scene in scenes.values {
      if scene.activationState == .foregroundActive {
        state = .active
        break
      }
      if scene.activationState == .foregroundInactive { state = .inactive }
    }
    application.applicationState = state
  }

  /// Delivers one event as `deliver(_:answering:about:)` does, but hands a scene callback the
  /// scene of session `passed` instead of its own: how the kit's broken engines get a scene
  /// argument wrong.
  package func deliver(
    _ event: Event, answering stimulus: Stimulus?, about sessions: [SceneID], passing passed: SceneID?
  ) {
    deliver(event, answering: stimulus, about: sessions, passing: passed, payload: nil)
  }

  private func deliverAppCallback(
    _ method: Callback.Method, answering stimulus: Stimulus?, about sessions: [SceneID],
    carrying carried: LaunchPayload? = nil
  ) {
    let app = application
    let delegate = appDelegate
    let payload = Payload(stimulus).carrying(carried)
    let launchOptions = lifecycle == .scene ? nil : payload.launchOptions
    switch method {
    case .applicationWillFinishLaunching:
      // A new process: no scene is connected yet, whatever a process that was killed left.
      scenes.removeAll()
      _ = delegate.application(app, willFinishLaunchingWithOptions: launchOptions)
    case .applicationDidFinishLaunching:
      _ = delegate.application(app, didFinishLaunchingWithOptions: launchOptions)
    case .applicationDidBecomeActive: delegate.applicationDidBecomeActive(app)
    case .applicationWillResignActive: delegate.applicationWillResignActive(app)
    case .applicationDidEnterBackground: delegate.applicationDidEnterBackground(app)
    case .applicationWillEnterForeground: delegate.applicationWillEnterForeground(app)
    case .applicationWillTerminate: delegate.applicationWillTerminate(app)
    case .applicationDidReceiveMemoryWarning: delegate.applicationDidReceiveMemoryWarning(app)
    case .applicationProtectedDataWillBecomeUnavailable: delegate.applicationProtectedDataWillBecomeUnavailable(app)
    case .applicationProtectedDataDidBecomeAvailable: delegate.applicationProtectedDataDidBecomeAvailable(app)
    case .applicationSignificantTimeChange: delegate.applicationSignificantTimeChange(app)
    case .applicationOpenURL:
      _ = delegate.application(app, open: payload.url ?? Payload.defaultURL, options: OpenURLOptions())
    case .applicationWillContinueUserActivity:
      _ = delegate.application(app, willContinueUserActivityWithType: Payload.activity.activityType)
    case .applicationContinueUserActivity:
      _ = delegate.application(app, continue: Payload.activity, restorationHandler: { _ in })
    case .applicationConfigurationForConnecting:
      let session = SceneSession(sessions.first ?? stimulus?.scene ?? .main)
      _ = delegate.application(app, configurationForConnecting: session, options: payload.connectionOptions)
    case .applicationDidDiscardSceneSessions:
      delegate.application(app, didDiscardSceneSessions: Set(sessions.map { SceneSession($0) }))
    case .expirationHandler: delegate.expirationHandler(app)
    default:
      // A scene-delegate method named without a scene: nothing to call it on.
      break
    }
  }

  private func deliverSceneCallback(
    _ method: Callback.Method, to id: SceneID, answering stimulus: Stimulus?,
    passing passed: SceneID? = nil, carrying carried: LaunchPayload? = nil
  ) {
    var scene = scenes[id] ?? Scene(id, .unattached)
    let delegate = sceneDelegate(for: scene)
    defer { scenes[id] = method == .sceneDidDisconnect ? nil : scene }
    // A wrong scene is passed as the session of another with this scene's state, which moves on.
    let own = scene.session
    if let passed { scene.session = scenes[passed]?.session ?? SceneSession(passed) }
    deliverSceneCallback(method, scene: &scene, delegate: delegate, id: id, stimulus: stimulus, carrying: carried)
    scene.session = own
  }

  private func deliverSceneCallback(
    _ method: Callback.Method, scene: inout Scene, delegate: any SceneDelegate,
    id: SceneID, stimulus: Stimulus?, carrying carried: LaunchPayload?
  ) {
    let payload = Payload(stimulus, receiver: id).carrying(carried)
    switch method {
    case .sceneWillConnect:
      scene.activationState = .unattached
      delegate.scene(scene, willConnectTo: scene.session, options: payload.connectionOptions)
      scene.activationState = .background
    case .sceneDidDisconnect:
      scene.activationState = .unattached
      delegate.sceneDidDisconnect(scene)
      releaseSceneDelegate(for: id)
    case .sceneWillEnterForeground:
      delegate.sceneWillEnterForeground(scene)
      scene.activationState = .foregroundInactive
    case .sceneDidBecomeActive:
      scene.activationState = .foregroundActive
      announce(.foregroundActive, of: id)
      delegate.sceneDidBecomeActive(scene)
    case .sceneWillResignActive:
      delegate.sceneWillResignActive(scene)
      scene.activationState = .foregroundInactive
    case .sceneDidEnterBackground:
      scene.activationState = .background
      announce(.background, of: id)
      delegate.sceneDidEnterBackground(scene)
    case .sceneOpenURLContexts:
      delegate.scene(scene, openURLContexts: [OpenURLContext(url: payload.url ?? Payload.defaultURL)])
    case .sceneWillContinueUserActivity:
      delegate.scene(scene, willContinueUserActivityWithType: Payload.activity.activityType)
    case .sceneContinueUserActivity:
      delegate.scene(scene, continue: Payload.activity)
    case .stateRestorationActivity:
      _ = delegate.stateRestorationActivity(for: scene)
    case .windowSceneDidUpdateEffectiveGeometry:
      (delegate as? any WindowSceneDelegate)?.windowScene(scene, didUpdateEffectiveGeometry: Scene.Geometry())
    case .windowSceneDidUpdateCoordinateSpace:
      (delegate as? any WindowSceneDelegate)?.windowScene(
        scene, didUpdate: Scene.CoordinateSpace(), interfaceOrientation: .portrait,
        traitCollection: Scene.TraitCollection())
    default:
      break
    }
  }
}

/// The payload a stimulus carries, as delegate arguments.
private struct Payload {
  static let defaultURL = "lifecycle://open"
  static let activity = UserActivity(activityType: "org.lifecyclekit.activity")

  var url: String?
  var isActivity = false
  var isForThisScene = true
  var reason: BackgroundLaunchReason?

  init(_ stimulus: Stimulus?, receiver: SceneID? = nil) {
    switch stimulus {
    case .openURL(let url, let scene)?:
      self.url = url ?? Self.defaultURL
      isForThisScene = scene == nil || scene == receiver
    case .continueUserActivity(let scene)?:
      isActivity = true
      isForThisScene = scene == nil || scene == receiver
    case .backgroundLaunch(let reason)?:
      self.reason = reason
    default:
      break
    }
  }

  /// The payload with its options carrying `carried` of it, when given: nothing, the URL or
  /// the activity.
  func carrying(_ carried: LaunchPayload?) -> Payload {
    guard let carried else { return self }
    var copy = self
    copy.url = carried == .url ? url ?? Self.defaultURL : nil
    copy.isActivity = carried == .activity
    copy.isForThisScene = true
    return copy
  }

  var launchOptions: LaunchOptions? {
    guard url != nil || isActivity || reason != nil else { return nil }
    return LaunchOptions(
      url: url, userActivityType: isActivity ? Self.activity.activityType : nil,
      backgroundLaunchReason: reason)
  }

  var connectionOptions: Scene.ConnectionOptions {
    guard isForThisScene else { return Scene.ConnectionOptions() }
    return Scene.ConnectionOptions(
      urlContexts: url.map { [OpenURLContext(url: $0)] } ?? [],
      userActivities: isActivity ? [Self.activity] : [])
  }
}
