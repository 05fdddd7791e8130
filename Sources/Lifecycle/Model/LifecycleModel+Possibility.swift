extension LifecycleModel {
  /// Throws unless `stimulus` can happen in this state (Conformance/SPEC.md#stimuli).
  func checkPossible(_ stimulus: Stimulus) throws(ImpossibleStimulus) {
    try checkPossible(stimulus, explaining: true)
  }

  /// Without `explaining`, the error thrown has an empty reason: `canHappen(_:)` only needs to
  /// know, and exploration asks it of every candidate in every state, where building the
  /// reasons (some of them interpolated) cost more than the checks.
  func checkPossible(_ stimulus: Stimulus, explaining: Bool) throws(ImpossibleStimulus) {
    func impossible(_ reason: @autoclosure () -> String, try suggestion: Stimulus.Name? = nil) -> ImpossibleStimulus {
      ImpossibleStimulus(stimulus, explaining ? reason() : "", try: suggestion)
    }
    if lifecycle == .app, case .attachDisplay = stimulus {
      throw impossible(
        "an app-based app gets no scene for a display (it would use UIScreen, which the format leaves out)")
    }
    if lifecycle == .app, stimulus.scene != nil {
      throw stimulus.isSceneStimulus
        ? impossible("an app-based app has no scenes")
        : impossible("an app-based app has no scenes to name")
    }
    if isLocked, !Self.possibleWhileLocked.contains(stimulus.name) {
      throw impossible("the device is locked", try: .unlockDevice)
    }
    try checkDisplayPossible(stimulus) { reason, suggestion in impossible(reason, try: suggestion) }
    // Built only when thrown: most calls (exploration asks every candidate) find it possible.
    var notRunning: ImpossibleStimulus { impossible("the app is not running", try: .tapIcon) }
    switch stimulus {
    case .tapIcon:
      if appState.isForeground { throw impossible("the app is already in the foreground", try: .pressHome) }
    case .tapNotification, .openURL, .continueUserActivity:
      break
    case .pressHome:
      // Under an interruption that sent the app to the background the user can still go home.
      guard appState.isForeground || overlay?.keepsAppInactive == true else {
        throw appState == .notRunning ? notRunning : impossible("the app is not in the foreground", try: .tapIcon)
      }
    case .openAppSwitcher, .beginInterruption:
      guard appState == .active else { throw notActive(stimulus, explaining: explaining) }
    case .returnToApp:
      guard overlay == .appSwitcher else {
        throw impossible("the app switcher is not open", try: .openAppSwitcher)
      }
    case .switchToOtherApp:
      guard appState == .active || overlay == .appSwitcher else { throw notActive(stimulus, explaining: explaining) }
    case .swipeAwayInAppSwitcher, .significantTimeChange:
      guard appState != .notRunning else { throw notRunning }
    case .endInterruption:
      guard overlay?.isInterruption == true else {
        throw impossible("no interruption is showing", try: .beginInterruption)
      }
    case .acceptCall:
      guard overlay == .interruption(.call) || overlay == .callBanner else {
        throw impossible("no call is ringing", try: .beginInterruption)
      }
    case .lockDevice:
      if isLocked { throw impossible("the device is already locked", try: .unlockDevice) }
      guard appState != .notRunning else { throw notRunning }
    case .unlockDevice:
      guard isLocked else { throw impossible("the device is not locked", try: .lockDevice) }
    case .suspend:
      guard appState == .background else {
        throw impossible("only an app running in the background can be suspended (the app is \(appState.rawValue))")
      }
      guard openBackgroundTasks == 0 else {
        throw impossible("an open background task keeps the app running", try: .endBackgroundTask)
      }
    case .beginBackgroundTask:
      guard isRunning else {
        throw appState == .notRunning ? notRunning : impossible("a suspended app runs no code")
      }
      if backgroundTimeExpired { throw impossible("the background time has run out", try: .endBackgroundTask) }
    case .endBackgroundTask:
      guard openBackgroundTasks > 0 else { throw impossible("no background task is open", try: .beginBackgroundTask) }
    case .backgroundTimeExpires:
      guard appState == .background, openBackgroundTasks > 0, !backgroundTimeExpired else {
        throw impossible(
          "the time expires only for an app in the background with an open task, once (the app is \(appState.rawValue))",
          try: openBackgroundTasks == 0 ? .beginBackgroundTask : nil)
      }
    case .backgroundTimeRunsOut:
      guard backgroundTimeExpired, openBackgroundTasks > 0 else {
        throw impossible("the time runs out only after it expired with a task still open", try: .backgroundTimeExpires)
      }
    case .terminate:
      guard appState == .background || appState == .suspended else {
        throw impossible(
          "the system ends only an app in the background or suspended (the app is \(appState.rawValue))",
          try: appState.isForeground ? .pressHome : nil)
      }
    case .backgroundLaunch:
      if appState.isForeground { throw impossible("the app is in the foreground") }
    case .memoryWarning:
      guard isRunning else {
        throw appState == .notRunning ? notRunning : impossible("a suspended app runs no code")
      }
    case .crash:
      guard isRunning else {
        throw appState == .notRunning ? notRunning : impossible("a suspended app runs no code, so it cannot crash")
      }
    case .restartDevice:
      break
    case .killForSharedResource:
      guard appState == .background || appState == .suspended else {
        throw impossible(
          "the system kills only an app out of the foreground for holding a resource (the app is \(appState.rawValue))",
          try: appState.isForeground ? .pressHome : nil)
      }
    case .openScene(let scene):
      guard appState.isForeground else { throw impossible("the app is not in the foreground", try: .tapIcon) }
      if session(scene) != nil { throw impossible("scene '\(scene)' already has a session", try: .showScene) }
    case .showScene(let scene):
      guard isRunning else {
        throw appState == .notRunning ? notRunning : impossible("a suspended app shows no scene", try: .tapIcon)
      }
      guard session(scene) != nil else { throw impossible("there is no session '\(scene)'", try: .openScene) }
    case .hideScene(let scene), .resizeScene(let scene):
      guard session(scene)?.state.isForeground == true else {
        throw impossible("scene '\(scene)' is not in the foreground", try: .showScene)
      }
    case .closeScene(let scene):
      guard session(scene) != nil else { throw impossible("there is no session '\(scene)'") }
    case .disconnectScene(let scene):
      guard session(scene)?.state == .background else {
        throw impossible("scene '\(scene)' is not connected in the background")
      }
    case .attachDisplay, .detachDisplay:
      break
    }
  }

  /// What can happen while the device is locked (Conformance/SPEC.md#stimuli).
  static let possibleWhileLocked: Set<Stimulus.Name> = [
    .unlockDevice, .suspend, .terminate, .backgroundLaunch, .memoryWarning, .significantTimeChange,
    .disconnectScene, .crash, .restartDevice, .killForSharedResource, .beginBackgroundTask, .endBackgroundTask,
    .backgroundTimeExpires, .backgroundTimeRunsOut,
  ]

  private func notActive(_ stimulus: Stimulus, explaining: Bool) -> ImpossibleStimulus {
    guard explaining else { return ImpossibleStimulus(stimulus, "") }
    return switch appState {
    case .notRunning: ImpossibleStimulus(stimulus, "the app is not running", try: .tapIcon)
    case .inactive:
      ImpossibleStimulus(
        stimulus, "the app is inactive",
        try: overlay == .appSwitcher ? .returnToApp : .endInterruption)
    default: ImpossibleStimulus(stimulus, "the app is not in the foreground", try: .tapIcon)
    }
  }
}
