import Lifecycle

extension SpecOracle {
  /// Scene-based responses: scene delegates, and the app delegate for the process.
  static func sceneBased(_ state: OracleState, _ stimulus: Stimulus) -> [OracleStep] {
    var step = OracleStep(state, label: stimulus.traceName)
    switch stimulus {
    case .tapIcon, .tapNotification, .openURL, .continueUserActivity:
      if step.state.process == .notRunning { return launch(step, payload: stimulus) }
      if step.state.isForeground { return payloadInForeground(step, stimulus) }
      return bringForward(step, payload: stimulus)
    case .unlockDevice:
      let frontmost = step.state.frontmostWhenLocked && step.state.process != .notRunning
      step.state.locked = false
      step.state.frontmostWhenLocked = false
      if step.state.process == .running || frontmost {
        step.addWithNotification(.applicationProtectedDataDidBecomeAvailable, required: false, inChain: false)
      }
      return frontmost ? bringForward(step, payload: nil) : [step]
    case .pressHome, .switchToOtherApp, .acceptCall:
      if step.state.overlay == .notificationCenterBackground {
        step.state.overlay = .none
        return [step]
      }
      step.leaveForeground()
      return [step]
    case .openAppSwitcher:
      step.state.overlay = .switcher
      for scene in step.state.activeScenes { step.resignActive(scene) }
      return [step]
    case .returnToApp:
      step.state.overlay = .none
      for scene in step.state.foregroundScenes { step.becomeActive(scene) }
      return [step]
    case .swipeAwayInAppSwitcher:
      return closeLast(step, discarding: step.state.connectedScenes)
    case .beginInterruption(let kind):
      return interruption(step, kind)
    case .endInterruption:
      switch step.state.overlay {
      case .callBanner:
        step.state.overlay = .none
        return [step]
      case .notificationCenterBackground:
        return bringForward(step, payload: nil)
      default:
        step.state.overlay = .none
        for scene in step.state.foregroundScenes { step.becomeActive(scene) }
        return [step]
      }
    case .lockDevice:
      step.state.locked = true
      // SPEC, Lock: frontmost means on screen (the switcher and interruptions included), or
      // behind the Notification Center that sent the app to the background, running or suspended.
      let behindNotificationCenter = step.state.overlay == .notificationCenterBackground
      guard step.state.process == .running else {
        step.state.frontmostWhenLocked = behindNotificationCenter && step.state.process == .suspended
        // Lock: locking ends an interruption, even one a suspended app is still behind.
        step.state.overlay = .none
        return [step]
      }
      step.state.frontmostWhenLocked = step.state.isForeground || behindNotificationCenter
      step.addWithNotification(.applicationProtectedDataWillBecomeUnavailable, required: false, inChain: false)
      if step.state.isForeground { step.leaveForeground() }
      step.state.overlay = .none
      return [step]
    case .suspend:
      step.state.process = .suspended
      return [step]
    case .terminate:
      if step.state.process == .running {
        for scene in step.state.connectedScenes { step.disconnect(scene, required: false) }
        step.addWithNotification(.applicationWillTerminate, required: false)
      }
      step.endProcess()
      return [step]
    case .beginBackgroundTask, .endBackgroundTask, .backgroundTimeExpires:
      return [step]
    case .crash, .restartDevice, .killForSharedResource, .backgroundTimeRunsOut:
      // Termination without a word: nothing at all; a restart leaves the device locked.
      if step.state.process != .notRunning { step.endProcess() }
      if stimulus == .restartDevice { step.state.locked = true }
      return [step]
    case .backgroundLaunch:
      return backgroundLaunch(step)
    case .memoryWarning:
      step.addWithNotification(.applicationDidReceiveMemoryWarning, inChain: false)
      return [step]
    case .significantTimeChange:
      if step.state.process == .suspended {
        step.state.queuedTimeChange = true
      } else {
        step.addWithNotification(.applicationSignificantTimeChange, inChain: false)
      }
      return [step]
    case .openScene(let scene), .showScene(let scene):
      if step.state.state(of: scene)?.isForeground == true { return [step] }
      if !step.state.isForeground { return bringForward(step, only: scene) }
      step.showBeside(scene)
      return [step]
    case .hideScene(let scene):
      let wasLast = step.state.foregroundScenes == [scene]
      step.neighbourGeometry(besides: scene, among: step.state.foregroundScenes)
      step.sendToBackground(scene)
      if wasLast {
        step.state.overlay = .none
        step.state.returning = [scene]
      }
      return [step]
    case .resizeScene(let scene):
      var steps: [OracleStep] = []
      for method in [Callback.Method.windowSceneDidUpdateEffectiveGeometry, .windowSceneDidUpdateCoordinateSpace] {
        var resize = step
        resize.label += " (\(method.shortName))"
        resize.add(.callback(method, scene))
        resize.neighbourGeometry(besides: scene, among: step.state.foregroundScenes, methods: [method])
        steps.append(resize)
      }
      return steps
    case .closeScene(let scene):
      if step.state.sessions.count == 1 { return closeLast(step, discarding: [scene]) }
      return [closeOne(step, scene)]
    case .attachDisplay(let scene):
      return attachDisplay(step, scene)
    case .detachDisplay:
      return [detachDisplay(step)]
    case .disconnectScene(let scene):
      if step.state.process == .running {
        // SPEC, Scenes beside one that changes: a background scene is beside nothing.
        step.disconnect(scene)
      } else {
        // A suspended app runs no code: whether UIKit tells the scene now is not documented,
        // so the disconnection may appear (SPEC, choices).
        _ = step.disconnect(scene, required: false)
      }
      return [step]
    }
  }

  // MARK: Launch and foregrounding

  private static func launchCallbacks(_ step: inout OracleStep) {
    step.add(.callback(.applicationWillFinishLaunching))
    step.addWithNotification(.applicationDidFinishLaunching)
    if !step.state.unreportedDiscards.isEmpty {
      // A discard the app could not hear about is reported at the next launch, required.
      step.add(.callback(.applicationDidDiscardSceneSessions), inChain: false)
      step.state.unreportedDiscards = []
    }
    step.state.process = .running
  }

  /// The scene a launch connects when no payload names one: the most recent sessions (each an
  /// alternative), else a new `main`.
  private static func launchScenes(_ state: OracleState, payload: Stimulus?) -> [SceneID] {
    if let named = payload?.scene { return [named] }
    let recent = state.mostRecent(of: state.sessions.map(\.id))
    return recent.isEmpty ? [.main] : recent
  }

  private static func launch(_ start: OracleStep, payload: Stimulus) -> [OracleStep] {
    var base = start
    base.isLaunch = true
    launchCallbacks(&base)
    return launchScenes(base.state, payload: payload).map { scene in
      var step = base
      step.label += " (launch connects \(scene))"
      step.bring([scene], receiver: scene, payload: payload)
      return step
    }
  }

  /// Back from the background: the scenes that were on screen come back, or, with none still
  /// connected, one scene as a launch would pick it; the payload's receiver comes too.
  static func bringForward(_ start: OracleStep, payload: Stimulus?) -> [OracleStep] {
    var base = start
    base.state.process = .running
    base.state.overlay = .none
    base.deliverQueuedTimeChange()
    let returning = base.state.returning.filter { base.state.state(of: $0) == .background }
    if returning.isEmpty {
      return launchScenes(base.state, payload: payload).map { scene in
        var step = base
        step.label += " (nothing to bring back: \(scene))"
        step.bring([scene], receiver: scene, payload: payload)
        return step
      }
    }
    let receivers: [SceneID?]
    if let named = payload?.scene {
      receivers = [named]
    } else if payload == nil || payload == .tapIcon {
      receivers = [nil]
    } else {
      receivers = base.state.mostRecent(of: base.state.sessions.map(\.id))
    }
    return receivers.map { receiver in
      var step = base
      var scenes = returning
      if let receiver {
        step.label += " (payload to \(receiver))"
        if !scenes.contains(receiver) { scenes.append(receiver) }
      }
      step.bring(scenes, receiver: receiver, payload: payload)
      return step
    }
  }

  /// `showScene` or `openScene` while the app is in the background: only that scene comes forward;
  /// under Notification Center, which sent the app there, it stays inactive until the overlay ends.
  private static func bringForward(_ start: OracleStep, only scene: SceneID) -> [OracleStep] {
    var step = start
    // Notification Center is still down: the app comes back to the foreground under it.
    step.state.overlay =
      step.state.overlay == .notificationCenterBackground ? .interruption(.notificationCenter) : .none
    step.deliverQueuedTimeChange()
    step.bring([scene], receiver: nil, payload: nil)
    return [step]
  }

  private static func payloadInForeground(_ start: OracleStep, _ payload: Stimulus) -> [OracleStep] {
    let receivers = payload.scene.map { [$0] } ?? start.state.mostRecent(of: start.state.sessions.map(\.id))
    return receivers.map { receiver in
      var step = start
      if receivers.count > 1 { step.label += " (payload to \(receiver))" }
      if step.state.overlay != .callBanner { step.state.overlay = .none }
      var scenes = step.state.foregroundScenes
      let activeNeighbours = step.state.activeScenes
      // SPEC, Scenes beside one that changes: a receiver that comes on screen beside the scenes
      // there is shown beside them, as showScene shows one.
      let arrives = !scenes.contains(receiver)
      if arrives {
        step.neighbourGeometry(besides: receiver, among: scenes)
        scenes.append(receiver)
      }
      step.bring(scenes, receiver: receiver, payload: payload)
      if arrives { step.passResign(activeNeighbours) }
      return step
    }
  }

  // MARK: Interruptions

  private static func interruption(_ start: OracleStep, _ kind: InterruptionKind) -> [OracleStep] {
    var resign = start
    resign.state.overlay = .interruption(kind)
    let active = resign.state.activeScenes
    for scene in active { resign.resignActive(scene) }
    var steps = [resign]
    if kind == .notificationCenter {
      var twice = resign
      twice.label += " (resign, active, resign)"
      for scene in active { twice.becomeActive(scene) }
      for scene in active { twice.resignActive(scene) }
      var background = resign
      background.label += " (to the background)"
      background.state.returning = background.state.foregroundScenes
      for scene in background.state.foregroundScenes { background.sendToBackground(scene) }
      background.state.overlay = .notificationCenterBackground
      steps += [twice, background]
    }
    if kind == .call {
      var banner = start
      banner.label += " (call banner)"
      banner.state.overlay = .callBanner
      steps.append(banner)
    }
    return steps
  }

  // MARK: Background launch

  private static func backgroundLaunch(_ start: OracleStep) -> [OracleStep] {
    var step = start
    switch step.state.process {
    case .running:
      return [step]
    case .suspended:
      step.state.process = .running
      guard step.state.queuedTimeChange else { return [step] }
      var delivered = step
      delivered.label += " (queued time change delivered)"
      delivered.deliverQueuedTimeChange()
      step.label += " (time change stays queued)"
      return [delivered, step]
    case .notRunning:
      launchCallbacks(&step)
      var none = step
      none.label += " (no scene connects)"
      let connecting = launchScenes(step.state, payload: nil).map { scene in
        var connect = step
        connect.label += " (\(scene) connects in the background)"
        connect.connect(scene)
        let group = connect.newGroup()
        connect.add(.callback(.sceneDidEnterBackground, scene), required: false, group: group)
        connect.add(.notification(.sceneDidEnterBackground, scene), required: false, group: group)
        connect.askRestoration(scene)
        return connect
      }
      return [none] + connecting
    }
  }
}

extension OracleStep {
  /// Every scene on screen leaves it; they are what a later foregrounding brings back.
  mutating func leaveForeground() {
    let scenes = state.foregroundScenes
    state.returning = scenes
    for scene in state.activeScenes { resignActive(scene) }
    for scene in scenes { sendToBackground(scene) }
    state.overlay = .none
  }

  /// Brings `scenes` to the foreground (connecting those that are not), makes them active unless
  /// an overlay covers the app, and delivers the payload to `receiver`.
  mutating func bring(_ scenes: [SceneID], receiver: SceneID?, payload: Stimulus?) {
    state.process = .running
    var connected: [SceneID: Int] = [:]
    var entered: [SceneID: Int] = [:]
    for scene in scenes where state.state(of: scene) ?? .unattached == .unattached {
      connected[scene] = connect(scene)
    }
    for scene in scenes where state.state(of: scene) == .background {
      entered[scene] = enterForeground(scene)
    }
    let covered = state.overlay == .switcher || { if case .interruption = state.overlay { true } else { false } }()
    var activated: [SceneID: Int] = [:]
    if !covered {
      for scene in state.foregroundScenes where state.state(of: scene) == .foregroundInactive {
        activated[scene] = becomeActive(scene)
      }
    }
    state.returning = []
    guard let receiver, let payload else { return }
    let lowerBound = entered[receiver] ?? connected[receiver]
    switch payload {
    case .openURL:
      // A scene that connects gets the URL in its connection options.
      guard connected[receiver] == nil else { return }
      let open = add(.callback(.sceneOpenURLContexts, receiver), inChain: false)
      edge(lowerBound, open)
      edge(open, activated[receiver])
    case .continueUserActivity:
      let willContinue = add(.callback(.sceneWillContinueUserActivity, receiver), inChain: false)
      let proceed = add(.callback(.sceneContinueUserActivity, receiver), inChain: false)
      edge(lowerBound, willContinue)
      edge(lowerBound, proceed)
      edge(willContinue, proceed)
    default:
      break
    }
  }

  /// `openScene`, or `showScene` of a scene not on screen, while the app is in the foreground.
  mutating func showBeside(_ scene: SceneID) {
    let neighbours = state.foregroundScenes
    let activeNeighbours = state.activeScenes
    neighbourGeometry(besides: scene, among: neighbours)
    bring([scene], receiver: nil, payload: nil)
    passResign(activeNeighbours)
  }

  /// Each active neighbour may resign and become active again: all four events or none, and
  /// the app's notifications of that change only with them.
  mutating func passResign(_ neighbours: [SceneID]) {
    for neighbour in neighbours {
      let group = newGroup()
      resignActive(neighbour, group: group)
      becomeActive(neighbour, group: group)
    }
  }
}
