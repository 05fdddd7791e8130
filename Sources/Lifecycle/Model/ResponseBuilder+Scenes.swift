extension ResponseBuilder {
  // MARK: One scene's transitions

  /// Connects a scene: a new session is configured first; a saved one is reconnected as is.
  mutating func connect(_ scene: SceneID) {
    if model.sessionIndex(scene) == nil {
      add(.callback(.applicationConfigurationForConnecting), .required, Cite.configuration, sessions: [scene])
      // A new session's scene has never been active: it ranks last until it is.
      model.fields.sessions.append(LifecycleModel.SceneSession(id: scene, state: .unattached, recency: nil))
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
  }

  mutating func resign(_ scene: SceneID, _ provenance: Provenance = Cite.sceneWillResignActive) {
    call(.sceneWillResignActive, scene, .required, provenance)
    setState(scene, .foregroundInactive, .required)
  }

  mutating func enterBackground(
    _ scene: SceneID, _ presence: Presence = .required,
    _ provenance: Provenance = Cite.sceneDidEnterBackground
  ) {
    call(.sceneDidEnterBackground, scene, presence, provenance)
    add(.callback(.stateRestorationActivity, scene), .optional, Cite.stateRestoration)
    setState(scene, .background, presence)
  }

  /// The scene is released. UIKit may ask for its state restoration activity first, once per
  /// step (Conformance/SPEC.md#optional-events).
  mutating func disconnect(
    _ scene: SceneID, _ presence: Presence = .required,
    _ provenance: Provenance = Cite.sceneDidDisconnect
  ) {
    if !events.contains(where: { $0.event == .callback(.stateRestorationActivity, scene) }) {
      add(.callback(.stateRestorationActivity, scene), .optional, Cite.stateRestorationBeforeDisconnect)
    }
    call(.sceneDidDisconnect, scene, presence, provenance)
    setState(scene, .unattached, presence)
  }

  // MARK: Scenes beside the one that changes

  /// A scene beside one that changes may get a geometry update, through either API, or only
  /// through `methods` when the step is already tied to one iOS version (a resize reported
  /// with the iOS 26 callback happens on iOS 26, where a neighbour hears of it the same way).
  mutating func neighbourGeometry(
    besides scene: SceneID,
    methods: [Callback.Method] = [.windowSceneDidUpdateEffectiveGeometry, .windowSceneDidUpdateCoordinateSpace]
  ) {
    // By index rather than over `foregroundScenes`: adding events leaves the sessions alone,
    // and this runs on most scene steps.
    for index in model.sessions.indices where model.sessions[index].state.isForeground {
      let neighbour = model.sessions[index].id
      guard neighbour != scene else { continue }
      for method in methods { add(.callback(method, neighbour), .optional, Cite.neighbourGeometry) }
    }
  }

  /// Each active scene beside one that comes on screen may resign and become active again: its
  /// two callbacks and their notifications appear all four or none (Conformance/SPEC.md#pairs).
  /// The app's own notifications may come with them, as for any scene beside an active one, but
  /// only with them: each announces that neighbour's change, in that neighbour's order and with
  /// no edge to the other scenes' (Conformance/SPEC.md#notification-sequence).
  mutating func neighbourPassingResign(besides scene: SceneID) {
    var neighbours: [SceneID] = []
    for index in model.sessions.indices where model.sessions[index].state == .foregroundActive {
      if model.sessions[index].id != scene { neighbours.append(model.sessions[index].id) }
    }
    neighbourPassingResign(neighbours)
  }

  /// `neighbours`, active before the step and still active, may each resign and become active
  /// again beside a scene that comes on screen.
  mutating func neighbourPassingResign(_ neighbours: [SceneID]) {
    for neighbour in neighbours {
      let group = newGroup()
      call(.sceneWillResignActive, neighbour, .optional, Cite.neighbourPassingResign, group: group)
      add(.notification(.applicationWillResignActive), .optional, Cite.aggregateResignBesideActive, belongsTo: group)
      call(.sceneDidBecomeActive, neighbour, .optional, Cite.neighbourPassingResign, group: group)
      add(.notification(.applicationDidBecomeActive), .optional, Cite.aggregateBesideActive, belongsTo: group)
    }
  }

  /// Makes room for the events of a scene that comes on screen and of every scene beside it
  /// (at most six passing a resign, two of geometry): a step of a thousand scenes would
  /// otherwise copy its thousands of events each time the array doubles.
  private mutating func reserveForNeighbours() {
    var onScreen = 0
    for index in model.sessions.indices where model.sessions[index].state.isForeground { onScreen += 1 }
    guard onScreen > 1 else { return }
    events.reserveCapacity(events.count + 16 + 8 * onScreen)
  }

  // MARK: Steps of several scenes

  /// Every scene on screen leaves it: the Home Screen, another app, a lock, an accepted call.
  mutating func leaveForeground(_ provenance: Provenance? = nil) {
    let scenes = model.foregroundScenes
    for scene in scenes where model.session(scene)?.state == .foregroundActive {
      resign(scene, provenance ?? Cite.sceneWillResignActive)
    }
    for scene in scenes { enterBackground(scene, .required, provenance ?? Cite.sceneDidEnterBackground) }
    // With nothing on screen (Notification Center already sent the app to the background), the
    // scenes that left then are still the ones a later foregrounding brings back.
    if !scenes.isEmpty { model.fields.returningScenes = scenes }
    model.fields.overlay = nil
  }

  /// The user brings one scene on screen, reconnecting it if the system had released it.
  mutating func showScene(_ scene: SceneID) {
    guard let state = model.session(scene)?.state, !state.isForeground else { return }
    reserveForNeighbours()
    let wasForeground = model.appState.isForeground
    if state == .unattached { connect(scene) }
    enterForeground(scene)
    if !wasForeground { deliverQueuedTimeChange() }
    if model.overlay?.keepsAppInactive != true {
      activate(scene)
      neighbourPassingResign(besides: scene)
    }
    neighbourGeometry(besides: scene)
    if !wasForeground { model.fields.returningScenes = [] }
  }

  /// The user opens a new scene beside the ones on screen.
  mutating func openScene(_ scene: SceneID) {
    reserveForNeighbours()
    connect(scene)
    enterForeground(scene)
    if model.overlay?.keepsAppInactive != true {
      activate(scene)
      neighbourPassingResign(besides: scene)
    }
    neighbourGeometry(besides: scene)
  }

  /// One scene leaves the screen while the app keeps running. If it was the last on screen the
  /// app is in the background: an overlay ends, and the scene is what a tap brings back.
  mutating func hideScene(_ scene: SceneID) {
    if model.session(scene)?.state == .foregroundActive { resign(scene) }
    enterBackground(scene)
    neighbourGeometry(besides: scene)
    if !model.hasForegroundScene {
      model.fields.returningScenes = [scene]
      model.fields.overlay = nil
    }
  }

  /// The user closes one scene for good while another session remains. If it was the last on
  /// screen, an overlay ends and nothing is left to bring back.
  mutating func closeScene(_ scene: SceneID) {
    guard let state = model.session(scene)?.state else { return }
    defer { model.fields.sessions.removeAll { $0.id == scene } }
    guard model.isRunning else {
      // No code runs: the scene is gone, and UIKit reports the discard at the next launch.
      model.addUnreportedDiscards([scene])
      return
    }
    // Only a scene that was on screen leaves room for the scenes beside it: a hidden or an
    // unattached one is beside nothing (Conformance/SPEC.md#scenes-beside-one-that-changes).
    if state.isForeground { neighbourGeometry(besides: scene) }
    if state == .foregroundActive { resign(scene) }
    if state.isForeground { enterBackground(scene, .optional, Cite.forceQuit) }
    if state != .unattached { disconnect(scene) }
    add(.callback(.applicationDidDiscardSceneSessions), .required, Cite.discard, sessions: [scene])
    if state.isForeground, !model.hasForegroundScene {
      model.fields.returningScenes = []
      model.fields.overlay = nil
    }
  }

  /// The system releases a background scene; its session is kept. A suspended app runs no code:
  /// whether its scene is told is not documented, so the disconnection may appear. The scene
  /// was not on screen, so nothing on screen moves: no scene beside it is told of its geometry
  /// (Conformance/SPEC.md#scenes-beside-one-that-changes).
  mutating func disconnectScene(_ scene: SceneID) {
    if model.appState == .suspended {
      disconnect(scene, .optional, Cite.disconnectWhileSuspended)
    } else {
      disconnect(scene)
    }
  }

  // MARK: The app's aggregate state

  /// Sets one scene's state and posts the `UIApplication` notifications for the change of the
  /// app's aggregate state that follows, with the presence of the scene event that caused it.
  /// A scene that becomes active beside an active one, or resigns beside one that stays active,
  /// may post the app's notification too (Conformance/SPEC.md#optional-events).
  mutating func setState(_ scene: SceneID, _ state: SceneActivationState, _ presence: Presence) {
    guard let index = model.sessionIndex(scene) else { return }
    let before = model.appState
    let old = model.sessions[index].state
    model.fields.sessions[index].state = state
    if state == .foregroundActive { noteActive(scene) }
    guard model.appState != .notRunning, model.appState != .suspended else { return }
    let after = aggregateState
    model.fields.appState = after
    switch (before, after) {
    case (.background, .inactive):
      add(
        .notification(.applicationWillEnterForeground), isLaunch ? .optional : presence,
        isLaunch ? Cite.appWillEnterForegroundAtLaunch : Cite.appWillEnterForeground)
    case (.inactive, .active):
      add(.notification(.applicationDidBecomeActive), presence, Cite.aggregateNotification)
    case (.active, .inactive):
      add(.notification(.applicationWillResignActive), presence, Cite.aggregateNotification)
    case (.inactive, .background):
      add(.notification(.applicationDidEnterBackground), presence, Cite.aggregateNotification)
    case (.active, .active) where state == .foregroundActive && old != .foregroundActive:
      add(.notification(.applicationDidBecomeActive), .optional, Cite.aggregateBesideActive)
    case (.active, .active) where old == .foregroundActive && state != .foregroundActive:
      add(.notification(.applicationWillResignActive), .optional, Cite.aggregateResignBesideActive)
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
