extension LifecycleModel {
  /// The app-based life cycle: `UIApplicationDelegate` alone (iOS 12 style).
  func appBasedAlternatives(for stimulus: Stimulus) -> [Alternative] {
    var step = ResponseBuilder(self)
    switch stimulus {
    case .tapIcon, .tapNotification, .openURL, .continueUserActivity:
      step.appBringForward(payload: stimulus)

    case .pressHome, .switchToOtherApp:
      if appState == .active { step.appResign() }
      step.appEnterBackground()

    case .openAppSwitcher:
      step.appResign()
      step.model.overlay = .appSwitcher

    case .returnToApp, .endInterruption:
      // Under a Notification Center that sent the app to the background, the app comes back.
      if !appState.isForeground {
        step.appEnterForeground()
        step.deliverQueuedTimeChange()
      }
      step.appActivate()

    case .beginInterruption(let kind):
      return appInterruption(kind)

    case .acceptCall:
      step.appEnterBackground(.required, Cite.acceptCall)

    case .swipeAwayInAppSwitcher:
      if appState == .active { step.appResign(Cite.forceQuit) }
      if appState.isForeground { step.appEnterBackground(.optional, Cite.forceQuit) }
      if appState != .suspended {
        step.call(.applicationWillTerminate, nil, .optional, Cite.forceQuit)
      }
      step.endProcess()

    case .lockDevice:
      step.lock()
      if appState == .active { step.appResign(Cite.lock) }
      if appState.isForeground { step.appEnterBackground(.required, Cite.lock) }

    case .unlockDevice:
      step.unlock()

    case .suspend:
      step.model.appState = .suspended

    case .terminate:
      if appState == .background { step.call(.applicationWillTerminate, nil, .required, Cite.willTerminate) }
      step.endProcess()

    case .backgroundLaunch:
      switch appState {
      case .notRunning:
        step.launchProcess(intoForeground: false)
        step.appEnterBackground(.optional, Cite.backgroundLaunchEnterBackground)
      case .suspended:
        step.appEnterBackground(.optional, Cite.backgroundLaunchEnterBackground)
      default:
        break
      }

    case .memoryWarning:
      step.call(.applicationDidReceiveMemoryWarning, nil, .required, Cite.memoryWarning)

    case .significantTimeChange:
      step.timeChange()

    case .openScene, .showScene, .hideScene, .resizeScene, .closeScene, .disconnectScene:
      preconditionFailure("checkPossible rejects scene stimuli in an app-based app")
    }
    return [step.alternative()]
  }

  /// An overlay takes focus. Notification Center is the one devices disagree on.
  private func appInterruption(_ kind: InterruptionKind) -> [Alternative] {
    var resigned = ResponseBuilder(self)
    resigned.appResign(kind == .notificationCenter ? Cite.notificationCenterResign : Cite.overlay)
    resigned.model.overlay = .interruption(kind)
    guard kind == .notificationCenter else { return [resigned.alternative()] }

    var flipped = resigned
    flipped.appActivate()
    flipped.appResign(Cite.notificationCenterFlip)
    flipped.model.overlay = .interruption(kind)

    var backgrounded = resigned
    backgrounded.appEnterBackground(.required, Cite.notificationCenterBackground)
    backgrounded.model.overlay = .interruption(kind)
    return [
      resigned.alternative(Cite.notificationCenterResign),
      flipped.alternative(Cite.notificationCenterFlip),
      backgrounded.alternative(Cite.notificationCenterBackground),
    ]
  }
}

extension ResponseBuilder {
  /// Launch, foreground, or activate the app for a tap or a payload, delivering the payload
  /// after launch (or the move to the foreground) and before the app becomes active.
  mutating func appBringForward(payload stimulus: Stimulus) {
    switch model.appState {
    case .notRunning:
      launchProcess(intoForeground: true)
    case .background, .suspended:
      appEnterForeground()
      deliverQueuedTimeChange()
    case .inactive, .active:
      break
    }
    switch stimulus {
    case .openURL:
      add(.callback(.applicationOpenURL), .required, Cite.openURL)
    case .continueUserActivity:
      add(.callback(.applicationWillContinueUserActivity), .required, Cite.continueActivity)
      add(.callback(.applicationContinueUserActivity), .required, Cite.continueActivity)
    default:
      break
    }
    if model.appState != .active { appActivate() }
  }

  /// The device locks: the app remembers whether it was frontmost, for the unlock.
  mutating func lock() {
    model.isLocked = true
    model.wasFrontmostWhenLocked = model.appState.isForeground
    if model.isRunning {
      call(.applicationProtectedDataWillBecomeUnavailable, nil, .optional, Cite.protectedDataLocked)
    }
  }

  /// The device unlocks: an app that was frontmost comes back to the foreground.
  mutating func unlock() {
    let returns = model.wasFrontmostWhenLocked && model.appState != .notRunning
    model.isLocked = false
    model.wasFrontmostWhenLocked = false
    guard model.appState != .notRunning else { return }
    if returns {
      if model.lifecycle == .app {
        appEnterForeground()
        deliverQueuedTimeChange()
        appActivate()
      } else {
        sceneBringForward(payload: nil)
      }
    }
    if model.isRunning {
      call(.applicationProtectedDataDidBecomeAvailable, nil, .optional, Cite.protectedDataUnlocked)
    }
  }

  /// A significant time change: delivered while running, queued while suspended.
  mutating func timeChange() {
    if model.appState == .suspended {
      model.hasQueuedTimeChange = true
    } else {
      call(.applicationSignificantTimeChange, nil, .required, Cite.timeChange)
    }
  }
}
