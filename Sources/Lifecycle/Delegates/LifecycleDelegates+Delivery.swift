extension LifecycleDelegates {
  /// Delivers one event, named as a trace names it: calls the delegate method of a callback
  /// (with a `Scene` whose state follows the scene's callbacks so far) or posts a notification.
  ///
  /// Payload arguments (the URL, the activity) come from `stimulus` when there is one;
  /// `sessions` names the session a configuration is asked for, or the sessions discarded. A
  /// window-scene callback reaches only a delegate that adopts `WindowSceneDelegate`, as in UIKit.
  public func deliver(_ event: Event, answering stimulus: Stimulus? = nil, about sessions: [SceneID] = []) {
    deliver(event, answering: stimulus, as: EventArguments(sessions: sessions))
  }

  /// Delivers one event as `deliver(_:answering:about:)` does, the callback given and seeing
  /// what `given` records wherever it records something: the sessions a configuration or a
  /// discard is about, the scene of another session (`session`), launch or connection options
  /// that carry `payload` of the stimulus, and what `applicationState` and the scene's
  /// `activationState` read during the call. An engine over the engine protocol reports these
  /// on its lines; a broken engine gets them wrong on purpose. What `given` leaves out follows
  /// the delegates' own bookkeeping.
  package func deliver(_ event: Event, answering stimulus: Stimulus?, as given: EventArguments) {
    switch event {
    case .notification(let notification):
      notifications?.post(notification)
    case .callback(let callback):
      let isScene = callback.scene != nil && callback.method.isSceneDelegateMethod
      if !isScene { updateApplicationState(before: callback.method, answering: stimulus) }
      let kept = application.applicationState
      if let read = given.applicationState { application.applicationState = read }
      if let id = callback.scene, isScene {
        deliverSceneCallback(callback.method, to: id, answering: stimulus, as: given)
      } else {
        deliverAppCallback(
          callback.method, answering: stimulus, about: given.sessions ?? [], carrying: given.payload)
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
    // Either launch callback starts the process's state: an engine that leaves out the first
    // still launches, and what the second reads says nothing more of its mistake.
    case .applicationWillFinishLaunching, .applicationDidFinishLaunching:
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
    _ method: Callback.Method, to id: SceneID, answering stimulus: Stimulus?, as given: EventArguments
  ) {
    var scene = scenes[id] ?? Scene(id, .unattached)
    let delegate = sceneDelegate(for: scene)
    defer { scenes[id] = method == .sceneDidDisconnect ? nil : scene }
    // What the delegate is handed at the moment of the call: another session or another state
    // where `given` says so, and the app state it reads, set after the scene's own change has
    // been counted into the app's. The scene's own session and state move on as the callback says.
    let passed = given.session.flatMap { $0 == id ? nil : scenes[$0]?.session ?? SceneSession($0) }
    let handed = { (scene: Scene) -> Scene in
      if let read = given.applicationState { self.application.applicationState = read }
      var handed = scene
      if let passed { handed.session = passed }
      if let state = given.activationState { handed.activationState = state }
      return handed
    }
    deliverSceneCallback(
      method, scene: &scene, handing: handed, delegate: delegate, id: id, stimulus: stimulus, carrying: given.payload)
  }

  private func deliverSceneCallback(
    _ method: Callback.Method, scene: inout Scene, handing handed: (Scene) -> Scene, delegate: any SceneDelegate,
    id: SceneID, stimulus: Stimulus?, carrying carried: LaunchPayload?
  ) {
    let payload = Payload(stimulus, receiver: id).carrying(carried)
    switch method {
    case .sceneWillConnect:
      scene.activationState = .unattached
      delegate.scene(handed(scene), willConnectTo: handed(scene).session, options: payload.connectionOptions)
      scene.activationState = .background
    case .sceneDidDisconnect:
      scene.activationState = .unattached
      delegate.sceneDidDisconnect(handed(scene))
      releaseSceneDelegate(for: id)
    case .sceneWillEnterForeground:
      delegate.sceneWillEnterForeground(handed(scene))
      scene.activationState = .foregroundInactive
    case .sceneDidBecomeActive:
      scene.activationState = .foregroundActive
      announce(.foregroundActive, of: id)
      delegate.sceneDidBecomeActive(handed(scene))
    case .sceneWillResignActive:
      delegate.sceneWillResignActive(handed(scene))
      scene.activationState = .foregroundInactive
    case .sceneDidEnterBackground:
      scene.activationState = .background
      announce(.background, of: id)
      delegate.sceneDidEnterBackground(handed(scene))
    case .sceneOpenURLContexts:
      delegate.scene(handed(scene), openURLContexts: [OpenURLContext(url: payload.url ?? Payload.defaultURL)])
    case .sceneWillContinueUserActivity:
      delegate.scene(handed(scene), willContinueUserActivityWithType: Payload.activity.activityType)
    case .sceneContinueUserActivity:
      delegate.scene(handed(scene), continue: Payload.activity)
    case .stateRestorationActivity:
      _ = delegate.stateRestorationActivity(for: handed(scene))
    case .windowSceneDidUpdateEffectiveGeometry:
      (delegate as? any WindowSceneDelegate)?.windowScene(handed(scene), didUpdateEffectiveGeometry: Scene.Geometry())
    case .windowSceneDidUpdateCoordinateSpace:
      (delegate as? any WindowSceneDelegate)?.windowScene(
        handed(scene), didUpdate: Scene.CoordinateSpace(), interfaceOrientation: .portrait,
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
