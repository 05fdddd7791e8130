extension LifecycleModel {
  /// The scene-based life cycle: `UISceneDelegate` per scene, `UIApplication` notifications
  /// following the aggregate state.
  func sceneBasedAlternatives(for stimulus: Stimulus) -> [Alternative] {
    var step = ResponseBuilder(self)
    switch stimulus {
    case .tapIcon, .tapNotification, .openURL, .continueUserActivity:
      return alternatives(step.sceneBringForward(payload: stimulus), because: Cite.recencyTie)

    case .pressHome, .switchToOtherApp:
      step.leaveForeground()

    case .openAppSwitcher:
      // Over `self.sessions`, which the step's changes leave alone: no array of ids is built.
      for session in sessions where session.state == .foregroundActive { step.resign(session.id) }
      step.model.fields.overlay = .appSwitcher

    case .returnToApp, .endInterruption:
      guard appState.isForeground else {
        return alternatives(step.sceneBringForward(payload: nil), because: Cite.recencyTie)
      }
      for session in sessions where session.state == .foregroundInactive { step.activate(session.id) }
      step.model.fields.overlay = nil

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
      return alternatives(step.unlock(), because: Cite.recencyTie)

    case .suspend:
      step.model.fields.appState = .suspended

    case .terminate:
      if appState == .background {
        for session in sessions where session.state != .unattached {
          step.disconnect(session.id, .optional, Cite.terminateMayDisconnect)
        }
        step.call(.applicationWillTerminate, nil, .optional, Cite.terminateMayCall, followsSceneEvents: true)
      }
      step.endProcess()

    case .backgroundLaunch:
      return sceneBackgroundLaunch()

    case .memoryWarning:
      step.call(.applicationDidReceiveMemoryWarning, nil, .required, Cite.memoryWarning)

    case .significantTimeChange:
      step.timeChange()

    case .crash, .restartDevice, .killForSharedResource:
      step.endWithoutAWord(restarting: stimulus == .restartDevice)

    case .beginBackgroundTask, .endBackgroundTask, .backgroundTimeExpires, .backgroundTimeRunsOut:
      step.backgroundTask(stimulus)

    case .openScene(let scene):
      step.openScene(scene)

    case .showScene(let scene):
      step.showScene(scene)

    case .hideScene(let scene):
      step.hideScene(scene)

    case .resizeScene(let scene):
      var current = step
      current.neighbourGeometry(besides: scene, methods: [.windowSceneDidUpdateEffectiveGeometry])
      current.add(.callback(.windowSceneDidUpdateEffectiveGeometry, scene), .required, Cite.resize)
      var older = step
      older.neighbourGeometry(besides: scene, methods: [.windowSceneDidUpdateCoordinateSpace])
      older.add(.callback(.windowSceneDidUpdateCoordinateSpace, scene), .required, Cite.resizeBefore26)
      return [current.alternative(Cite.resize), older.alternative(Cite.resizeBefore26)]

    case .closeScene(let scene):
      if sessions.count == 1 { return closeEverything([scene], Cite.lastSceneClosed) }
      step.closeScene(scene)

    case .disconnectScene(let scene):
      step.disconnectScene(scene)

    case .attachDisplay(let scene):
      return attachDisplayAlternatives(scene)

    case .detachDisplay:
      return detachDisplayAlternatives()
    }
    return [step.alternative()]
  }

  /// The builders' alternatives; where there are several, each carries `provenance`.
  func alternatives(_ builders: [ResponseBuilder], because provenance: Provenance) -> [Alternative] {
    guard builders.count > 1 else { return builders.map { $0.alternative() } }
    // Choices that end alike (a tapped notification for either of two scenes that both come
    // back) are one alternative.
    var distinct: [Alternative] = []
    for builder in builders {
      let alternative = builder.alternative(provenance)
      if !distinct.contains(where: { $0.response == alternative.response && $0.next == alternative.next }) {
        distinct.append(alternative)
      }
    }
    return distinct.count == 1 ? [Alternative(response: distinct[0].response, next: distinct[0].next)] : distinct
  }

  /// An overlay takes focus. Notification Center is the one devices disagree on; a call may
  /// show only the compact banner.
  private func sceneInterruption(_ kind: InterruptionKind) -> [Alternative] {
    let scenes = sessions.filter { $0.state == .foregroundActive }.map(\.id)
    var resigned = ResponseBuilder(self)
    for scene in scenes {
      resigned.resign(scene, kind == .notificationCenter ? Cite.notificationCenterResign : Cite.overlay)
    }
    resigned.model.fields.overlay = .interruption(kind)
    switch kind {
    case .call:
      var banner = ResponseBuilder(self)
      banner.model.fields.overlay = .callBanner
      return [resigned.alternative(Cite.overlay), banner.alternative(Cite.callBanner)]
    case .notificationCenter:
      var flipped = resigned
      for scene in scenes { flipped.activate(scene) }
      for scene in scenes { flipped.resign(scene, Cite.notificationCenterFlip) }
      flipped.model.fields.overlay = .interruption(kind)

      var backgrounded = resigned
      let onScreen = foregroundScenes
      for scene in onScreen { backgrounded.enterBackground(scene, .required, Cite.notificationCenterBackground) }
      backgrounded.model.fields.returningScenes = onScreen
      backgrounded.model.fields.overlay = .interruption(kind)
      return [
        resigned.alternative(Cite.notificationCenterResign),
        flipped.alternative(Cite.notificationCenterFlip),
        backgrounded.alternative(Cite.notificationCenterBackground),
      ]
    default:
      return [resigned.alternative()]
    }
  }

  /// The system launches or wakes the app in the background. From not running, devices
  /// disagree on whether a scene connects; a wake may deliver a queued time change.
  private func sceneBackgroundLaunch() -> [Alternative] {
    var step = ResponseBuilder(self)
    guard appState == .notRunning else {
      let wasSuspended = appState == .suspended
      step.model.fields.appState = .background
      return wasSuspended ? wakeDeliveringQueuedTimeChange(step) : [step.alternative()]
    }
    step.launchProcess(intoForeground: false)
    let recent = step.model.mostRecentSessions
    var answers = [step.alternative(Cite.backgroundLaunchNoScene)]
    for scene in recent.isEmpty ? [.main] : recent {
      var withScene = step
      withScene.connect(scene)
      withScene.call(.sceneDidEnterBackground, scene, .optional, Cite.backgroundLaunchScene)
      withScene.add(.callback(.stateRestorationActivity, scene), .optional, Cite.stateRestoration)
      answers.append(withScene.alternative(Cite.backgroundLaunchScene))
    }
    return answers
  }

  /// The user closes the last scene, or swipes the app away: the process ends. Devices
  /// disagree on what is delivered first; the discard is reported now or at the next launch.
  private func closeEverything(_ closed: [SceneID], _ provenance: Provenance) -> [Alternative] {
    var step = ResponseBuilder(self)
    let discarded = closed
    guard isRunning else {
      step.model.fields.sessions.removeAll { discarded.contains($0.id) }
      step.model.addUnreportedDiscards(discarded)
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
      ending.model.fields.sessions.removeAll { discarded.contains($0.id) }
      ending.endProcess()
      let why =
        discarded.isEmpty
        ? nil
        : ending.model.unreportedDiscards.isEmpty ? Cite.discardReportedNow : Cite.discardReportedLater
      return ending.alternative(why)
    }
    guard !discarded.isEmpty else { return [ended(step)] }
    var reportedLater = step
    reportedLater.model.addUnreportedDiscards(discarded)
    step.add(
      .callback(.applicationDidDiscardSceneSessions), .required, Cite.discardReportedNow,
      sessions: discarded)
    return [ended(step), ended(reportedLater)]
  }
}
