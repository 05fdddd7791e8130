/// Builds one alternative: applies state changes to a copy of the model and lists the events
/// each change delivers, in the order a reader expects them.
///
/// Each transition method is one rule of the lifecycle: a scene entering the foreground gets
/// `sceneWillEnterForeground(_:)` and its notification, and the app's aggregate state changes
/// with it, posting the `UIApplication` notifications that change announces.
struct ResponseBuilder {
  typealias Presence = ExpectedEvent.Presence

  var model: LifecycleModel
  var events: [ExpectedEvent] = []
  /// At a launch `UIApplication.willEnterForegroundNotification` may appear (Conformance/SPEC.md#optional-events,
  /// "Optional events").
  var isLaunch = false

  init(_ model: LifecycleModel) {
    self.model = model
  }

  /// Consuming: the events and the model move into the alternative instead of being copied.
  consuming func alternative(_ provenance: Provenance? = nil) -> Alternative {
    Alternative(response: Response(events), next: model, provenance: provenance)
  }

  mutating func add(_ event: Event, _ presence: Presence = .required, _ provenance: Provenance,
                    sessions: [SceneID] = [], followsSceneEvents: Bool = false) {
    // Room for most responses at the first event, none for a silent step: growing one at a
    // time would reallocate three times. Eight events stay within malloc's fast small sizes.
    if events.capacity == 0 { events.reserveCapacity(8) }
    events.append(ExpectedEvent(event, presence, provenance, sessions: sessions,
                                followsSceneEvents: followsSceneEvents))
  }

  /// A delegate method, followed by its notification when UIKit posts one.
  mutating func call(_ method: Callback.Method, _ scene: SceneID? = nil, _ presence: Presence = .required,
                     _ provenance: Provenance, followsSceneEvents: Bool = false) {
    add(.callback(method, scene), presence, provenance, followsSceneEvents: followsSceneEvents)
    if let notification = method.notification {
      add(.notification(notification, scene), presence, provenance, followsSceneEvents: followsSceneEvents)
    }
  }

  // MARK: The process

  /// The two launch callbacks; the app starts inactive (app-based) or in the background
  /// (scene-based, https://developer.apple.com/documentation/uikit/uiapplication/applicationstate).
  mutating func launchProcess(intoForeground: Bool) {
    add(.callback(.applicationWillFinishLaunching), .required, Cite.willFinishLaunching)
    call(.applicationDidFinishLaunching, nil, .required, Cite.didFinishLaunching)
    isLaunch = true
    model.appState = model.lifecycle == .app && intoForeground ? .inactive : .background
    if !model.unreportedDiscards.isEmpty {
      add(.callback(.applicationDidDiscardSceneSessions), .required, Cite.discardAtLaunch,
          sessions: model.unreportedDiscards)
      model.unreportedDiscards = []
    }
  }

  /// The process ends: what it had queued is lost, saved sessions stay.
  mutating func endProcess() {
    model.appState = .notRunning
    model.overlay = nil
    model.hasQueuedTimeChange = false
    model.returningScenes = []
    model.wasFrontmostWhenLocked = false
    for index in model.sessions.indices { model.sessions[index].state = .unattached }
  }

  /// A time change queued while suspended arrives with the next foregrounding.
  mutating func deliverQueuedTimeChange() {
    guard model.hasQueuedTimeChange else { return }
    call(.applicationSignificantTimeChange, nil, .required, Cite.timeChange)
    model.hasQueuedTimeChange = false
  }

  // MARK: App-based transitions

  mutating func appEnterForeground() {
    add(.notification(.applicationWillEnterForeground), .required, Cite.enterForeground)
    add(.callback(.applicationWillEnterForeground), .required, Cite.enterForeground)
    model.appState = .inactive
  }

  mutating func appActivate() {
    call(.applicationDidBecomeActive, nil, .required, Cite.becomeActive)
    model.appState = .active
    model.overlay = nil
  }

  mutating func appResign(_ provenance: Provenance = Cite.resignActive) {
    call(.applicationWillResignActive, nil, .required, provenance)
    model.appState = .inactive
  }

  mutating func appEnterBackground(_ presence: Presence = .required, _ provenance: Provenance = Cite.enterBackground) {
    call(.applicationDidEnterBackground, nil, presence, provenance)
    model.appState = .background
    model.overlay = nil
  }

  // MARK: Scene-based transitions

  /// Connects a scene: a new session is configured first; a saved one is reconnected as is.
  mutating func connect(_ scene: SceneID) {
    if model.sessionIndex(scene) == nil {
      add(.callback(.applicationConfigurationForConnecting), .required, Cite.configuration, sessions: [scene])
      model.sessions.insert(LifecycleModel.SceneSession(id: scene, state: .unattached), at: 0)
    }
    call(.sceneWillConnect, scene, .required, Cite.sceneWillConnect)
    setState(scene, .background, .required)
  }

  mutating func enterForeground(_ scene: SceneID) {
    call(.sceneWillEnterForeground, scene, .required, Cite.sceneWillEnterForeground)
    setState(scene, .foregroundInactive, .required)
  }

  mutating func activate(_ scene: SceneID) {
    call(.sceneDidBecomeActive, scene, .required, Cite.sceneDidBecomeActive)
    setState(scene, .foregroundActive, .required)
    // The most recently active scene comes first: it receives payloads that name no scene.
    if let index = model.sessionIndex(scene) {
      // Swapped to the front in place: removing and inserting would shift the array twice.
      for position in stride(from: index, to: 0, by: -1) { model.sessions.swapAt(position, position - 1) }
    }
  }

  mutating func resign(_ scene: SceneID, _ provenance: Provenance = Cite.sceneWillResignActive) {
    call(.sceneWillResignActive, scene, .required, provenance)
    setState(scene, .foregroundInactive, .required)
  }

  mutating func enterBackground(_ scene: SceneID, _ presence: Presence = .required,
                                _ provenance: Provenance = Cite.sceneDidEnterBackground) {
    call(.sceneDidEnterBackground, scene, presence, provenance)
    add(.callback(.stateRestorationActivity, scene), .optional, Cite.stateRestoration)
    setState(scene, .background, presence)
  }

  mutating func disconnect(_ scene: SceneID, _ presence: Presence = .required,
                           _ provenance: Provenance = Cite.sceneDidDisconnect) {
    call(.sceneDidDisconnect, scene, presence, provenance)
    setState(scene, .unattached, presence)
  }

  /// A scene beside one that changes may get a geometry update, through either API.
  mutating func neighbourGeometry(besides scene: SceneID) {
    // By index rather than over `foregroundScenes`: adding events leaves the sessions alone,
    // and this runs on most scene steps.
    for index in model.sessions.indices where model.sessions[index].state.isForeground {
      let neighbour = model.sessions[index].id
      guard neighbour != scene else { continue }
      add(.callback(.windowSceneDidUpdateEffectiveGeometry, neighbour), .optional, Cite.neighbourGeometry)
      add(.callback(.windowSceneDidUpdateCoordinateSpace, neighbour), .optional, Cite.neighbourGeometry)
    }
  }

  /// Sets one scene's state and posts the `UIApplication` notifications for the change of the
  /// app's aggregate state that follows, with the presence of the scene event that caused it.
  mutating func setState(_ scene: SceneID, _ state: SceneActivationState, _ presence: Presence) {
    guard let index = model.sessionIndex(scene) else { return }
    let before = model.appState
    model.sessions[index].state = state
    guard model.appState != .notRunning, model.appState != .suspended else { return }
    let after = aggregateState
    model.appState = after
    switch (before, after) {
    case (.background, .inactive):
      add(.notification(.applicationWillEnterForeground), isLaunch ? .optional : presence,
          isLaunch ? Cite.appWillEnterForegroundAtLaunch : Cite.appWillEnterForeground)
    case (.inactive, .active):
      add(.notification(.applicationDidBecomeActive), presence, Cite.aggregateNotification)
    case (.active, .inactive):
      add(.notification(.applicationWillResignActive), presence, Cite.aggregateNotification)
    case (.inactive, .background):
      add(.notification(.applicationDidEnterBackground), presence, Cite.aggregateNotification)
    default:
      break
    }
  }

  /// The most active scene's state, as `UIApplication.applicationState` reports it.
  private var aggregateState: AppState {
    var aggregate = AppState.background
    // By index: only the states are read, so no session (and its id) is copied.
    for index in model.sessions.indices {
      let state = model.sessions[index].state
      if state == .foregroundActive { return .active }
      if state == .foregroundInactive { aggregate = .inactive }
    }
    return aggregate
  }
}
