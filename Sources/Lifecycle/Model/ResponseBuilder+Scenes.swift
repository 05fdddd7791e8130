extension ResponseBuilder {
  /// Launch, foreground, or activate a scene-based app for a tap or a payload.
  ///
  /// Brings back the scenes that were in the foreground when the app left it (or, if none is
  /// still connected, the most recent session, else a new `main`), plus a scene the payload
  /// names. A scene that connects in the step gets the payload in its connection options; one
  /// already connected gets its own callback between entering the foreground and becoming
  /// active (Conformance/SPEC.md#payloads).
  mutating func sceneBringForward(payload stimulus: Stimulus?) {
    let wasForeground = model.appState.isForeground
    switch model.appState {
    case .notRunning: launchProcess(intoForeground: true)
    case .suspended: model.appState = .background  // resumed; no callback for that
    default: break
    }

    var targets: [SceneID]
    if wasForeground {
      targets = model.foregroundScenes
    } else {
      targets = model.returningScenes.filter { model.session($0).map { $0.state != .unattached } ?? false }
      if targets.isEmpty { targets = [model.sessions.first?.id ?? .main] }
    }
    let named = stimulus?.scene
    if let named, !targets.contains(named) { targets.append(named) }
    let receiver = named ?? (wasForeground ? model.sessions.first { $0.state == .foregroundActive }?.id : nil)
      ?? targets.first

    // `targets` holds each scene once, so whether a scene connected in this step is known
    // within its own iteration: no set is needed.
    for scene in targets {
      let state = model.session(scene)?.state
      let connectsNow = state == nil || state == .unattached
      if connectsNow { connect(scene) }
      if model.session(scene)?.state == .background { enterForeground(scene) }
      if scene == receiver, !connectsNow, let stimulus { deliverPayload(stimulus, to: scene) }
    }
    if !wasForeground { deliverQueuedTimeChange() }
    for scene in targets where model.session(scene)?.state != .foregroundActive { activate(scene) }
    model.overlay = nil
    model.returningScenes = []
  }

  /// The payload's own callback, for a scene that was already connected.
  private mutating func deliverPayload(_ stimulus: Stimulus, to scene: SceneID) {
    switch stimulus {
    case .openURL:
      add(.callback(.sceneOpenURLContexts, scene), .required, Cite.sceneOpenURL)
    case .continueUserActivity:
      add(.callback(.sceneWillContinueUserActivity, scene), .required, Cite.sceneContinueActivity)
      add(.callback(.sceneContinueUserActivity, scene), .required, Cite.sceneContinueActivity)
    default:
      break
    }
  }

  /// Every scene on screen leaves it: the Home Screen, another app, a lock, an accepted call.
  mutating func leaveForeground(_ provenance: Provenance? = nil) {
    let scenes = model.foregroundScenes
    for scene in scenes where model.session(scene)?.state == .foregroundActive {
      resign(scene, provenance ?? Cite.sceneWillResignActive)
    }
    for scene in scenes { enterBackground(scene, .required, provenance ?? Cite.sceneDidEnterBackground) }
    model.returningScenes = scenes
    model.overlay = nil
  }

  /// The user brings one scene on screen, reconnecting it if the system had released it.
  mutating func showScene(_ scene: SceneID) {
    guard let state = model.session(scene)?.state, !state.isForeground else { return }
    let wasForeground = model.appState.isForeground
    if state == .unattached { connect(scene) }
    enterForeground(scene)
    if !wasForeground { deliverQueuedTimeChange() }
    if model.overlay == nil { activate(scene) }
    neighbourGeometry(besides: scene)
    if !wasForeground { model.returningScenes = [] }
  }

  /// The user closes one scene for good while another session remains.
  mutating func closeScene(_ scene: SceneID) {
    guard let state = model.session(scene)?.state else { return }
    defer { model.sessions.removeAll { $0.id == scene } }
    guard model.isRunning else {
      // No code runs: the scene is gone, and UIKit reports the discard at the next launch.
      model.unreportedDiscards.append(scene)
      return
    }
    if state.isForeground { neighbourGeometry(besides: scene) }
    if state == .foregroundActive { resign(scene) }
    if state.isForeground { enterBackground(scene, .optional, Cite.forceQuit) }
    if state != .unattached { disconnect(scene) }
    add(.callback(.applicationDidDiscardSceneSessions), .required, Cite.discard, sessions: [scene])
    if state.isForeground, !model.hasForegroundScene { model.returningScenes = [] }
  }
}
