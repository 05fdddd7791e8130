extension LifecycleModel {
  /// The scene-based life cycle: `UISceneDelegate` per scene, `UIApplication` notifications
  /// following the aggregate state.
  func sceneBasedAlternatives(for stimulus: Stimulus) -> [Alternative] {
    var step = ResponseBuilder(self)
    switch stimulus {
    case .tapIcon, .tapNotification, .openURL, .continueUserActivity:
      step.sceneBringForward(payload: stimulus)

    case .pressHome, .switchToOtherApp:
      step.leaveForeground()

    case .openAppSwitcher:
      // Over `self.sessions`, which the step's changes leave alone: no array of ids is built.
      for session in sessions where session.state.isForeground { step.resign(session.id) }
      step.model.overlay = .appSwitcher

    case .returnToApp, .endInterruption:
      if !appState.isForeground {
        step.sceneBringForward(payload: nil)
      } else {
        for session in sessions where session.state.isForeground { step.activate(session.id) }
        step.model.overlay = nil
      }

    case .beginInterruption(let kind):
      return sceneInterruption(kind)

    case .acceptCall:
      step.leaveForeground(Cite.acceptCall)

    case .swipeAwayInAppSwitcher:
      return closeEverything(connectedScenes, Cite.forceQuit)

    case .lockDevice:
      step.lock()
      if appState.isForeground { step.leaveForeground(Cite.lock) }

    case .unlockDevice:
      step.unlock()

    case .suspend:
      step.model.appState = .suspended

    case .terminate:
      if appState == .background {
        for session in sessions where session.state != .unattached {
          step.disconnect(session.id, .optional, Cite.willTerminate)
        }
        step.call(.applicationWillTerminate, nil, .required, Cite.willTerminate, followsSceneEvents: true)
      }
      step.endProcess()

    case .backgroundLaunch:
      return sceneBackgroundLaunch()

    case .memoryWarning:
      step.call(.applicationDidReceiveMemoryWarning, nil, .required, Cite.memoryWarning)

    case .significantTimeChange:
      step.timeChange()

    case .openScene(let scene):
      step.connect(scene)
      step.enterForeground(scene)
      if overlay == nil { step.activate(scene) }
      // Listed last: a neighbour's geometry update has no place in the order.
      step.neighbourGeometry(besides: scene)

    case .showScene(let scene):
      step.showScene(scene)

    case .hideScene(let scene):
      if session(scene)?.state == .foregroundActive { step.resign(scene) }
      step.enterBackground(scene)
      step.neighbourGeometry(besides: scene)
      if !step.model.hasForegroundScene {
        step.model.returningScenes = [scene]
        step.model.overlay = nil
      }

    case .resizeScene(let scene):
      var current = step
      current.neighbourGeometry(besides: scene)
      current.add(.callback(.windowSceneDidUpdateEffectiveGeometry, scene), .required, Cite.resize)
      var older = step
      older.neighbourGeometry(besides: scene)
      older.add(.callback(.windowSceneDidUpdateCoordinateSpace, scene), .required, Cite.resizeBefore26)
      return [current.alternative(Cite.resize), older.alternative(Cite.resizeBefore26)]

    case .closeScene(let scene):
      if sessions.count == 1 { return closeEverything([scene], Cite.lastSceneClosed) }
      step.closeScene(scene)

    case .disconnectScene(let scene):
      step.disconnect(scene)
    }
    return [step.alternative()]
  }

  /// An overlay takes focus. Notification Center is the one devices disagree on.
  private func sceneInterruption(_ kind: InterruptionKind) -> [Alternative] {
    let scenes = foregroundScenes
    var resigned = ResponseBuilder(self)
    for scene in scenes {
      resigned.resign(scene, kind == .notificationCenter ? Cite.notificationCenterResign : Cite.overlay)
    }
    resigned.model.overlay = .interruption(kind)
    guard kind == .notificationCenter else { return [resigned.alternative()] }

    var flipped = resigned
    for scene in scenes { flipped.activate(scene) }
    for scene in scenes { flipped.resign(scene, Cite.notificationCenterFlip) }
    flipped.model.overlay = .interruption(kind)

    var backgrounded = resigned
    for scene in scenes { backgrounded.enterBackground(scene, .required, Cite.notificationCenterBackground) }
    backgrounded.model.returningScenes = scenes
    backgrounded.model.overlay = .interruption(kind)
    return [
      resigned.alternative(Cite.notificationCenterResign),
      flipped.alternative(Cite.notificationCenterFlip),
      backgrounded.alternative(Cite.notificationCenterBackground),
    ]
  }

  /// The system launches or wakes the app in the background. From not running, devices
  /// disagree on whether a scene connects.
  private func sceneBackgroundLaunch() -> [Alternative] {
    var step = ResponseBuilder(self)
    guard appState == .notRunning else {
      step.model.appState = .background
      return [step.alternative()]
    }
    step.launchProcess(intoForeground: false)
    var withScene = step
    let scene = withScene.model.sessions.first?.id ?? .main
    withScene.connect(scene)
    withScene.call(.sceneDidEnterBackground, scene, .optional, Cite.backgroundLaunchScene)
    withScene.add(.callback(.stateRestorationActivity, scene), .optional, Cite.stateRestoration)
    return [step.alternative(Cite.backgroundLaunchNoScene), withScene.alternative(Cite.backgroundLaunchScene)]
  }

  /// The user closes the last scene, or swipes the app away: the process ends. Devices
  /// disagree on what is delivered first; the discard is reported now or at the next launch.
  private func closeEverything(_ closed: [SceneID], _ provenance: Provenance) -> [Alternative] {
    var step = ResponseBuilder(self)
    let discarded = closed
    guard isRunning else {
      step.model.sessions.removeAll { discarded.contains($0.id) }
      step.model.unreportedDiscards += discarded
      step.endProcess()
      return [step.alternative()]
    }
    let connected = closed.filter { session($0)?.state != .unattached }
    for scene in connected where session(scene)?.state == .foregroundActive { step.resign(scene, provenance) }
    for scene in connected where session(scene)?.state.isForeground == true {
      step.enterBackground(scene, .optional, provenance)
    }
    for scene in connected { step.disconnect(scene, .optional, provenance) }

    // Each ending is finished and consumed in turn, so no builder is copied more than needed.
    func ended(_ ending: consuming ResponseBuilder) -> Alternative {
      ending.call(.applicationWillTerminate, nil, .optional, provenance, followsSceneEvents: true)
      ending.model.sessions.removeAll { discarded.contains($0.id) }
      ending.endProcess()
      let why = discarded.isEmpty ? nil
        : ending.model.unreportedDiscards.isEmpty ? Cite.discardReportedNow : Cite.discardReportedLater
      return ending.alternative(why)
    }
    guard !discarded.isEmpty else { return [ended(step)] }
    var reportedLater = step
    reportedLater.model.unreportedDiscards += discarded
    step.add(.callback(.applicationDidDiscardSceneSessions), .required, Cite.discardReportedNow,
             sessions: discarded)
    return [ended(step), ended(reportedLater)]
  }
}
