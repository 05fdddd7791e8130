extension LifecycleModel {
  /// The app-based life cycle: `UIApplicationDelegate` alone (iOS 12 style).
  func appBasedAlternatives(for stimulus: Stimulus) -> [Alternative] {
    var step = ResponseBuilder(self)
    switch stimulus {
    case .tapIcon, .tapNotification, .openURL, .continueUserActivity:
      step.appBringForward(payload: stimulus)

    case .pressHome, .switchToOtherApp:
      if appState == .active { step.appResign() }
      // Under a Notification Center that sent the app to the background, nothing is delivered.
      if appState.isForeground { step.appEnterBackground() } else { step.model.fields.overlay = nil }

    case .openAppSwitcher:
      step.appResign()
      step.model.fields.overlay = .appSwitcher

    case .returnToApp, .endInterruption:
      // Under a Notification Center that sent the app to the background, the app comes back;
      // under the call banner it never left.
      if !appState.isForeground {
        step.appEnterForeground()
        step.deliverQueuedTimeChange()
      }
      if appState != .active { step.appActivate() }
      step.model.fields.overlay = nil

    case .beginInterruption(let kind):
      return appInterruption(kind)

    case .acceptCall:
      if appState == .active { step.appResign(Cite.acceptCall) }
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
      return step.unlock().map { $0.alternative() }

    case .suspend:
      step.model.fields.appState = .suspended

    case .terminate:
      if appState == .background {
        step.call(.applicationWillTerminate, nil, .optional, Cite.terminateMayCall)
      }
      step.endProcess()

    case .backgroundLaunch:
      switch appState {
      case .notRunning:
        step.launchProcess(intoForeground: false)
        step.appEnterBackground(.optional, Cite.backgroundLaunchEnterBackground)
      case .suspended:
        // Waking in the background changes nothing on screen: an interruption the app went
        // behind is still showing (Conformance/SPEC.md#background-launch).
        let overlay = overlay
        step.appEnterBackground(.optional, Cite.backgroundLaunchEnterBackground)
        step.model.fields.overlay = overlay
        return wakeDeliveringQueuedTimeChange(step)
      default:
        break
      }

    case .memoryWarning:
      step.call(.applicationDidReceiveMemoryWarning, nil, .required, Cite.memoryWarning)

    case .significantTimeChange:
      step.timeChange()

    case .crash, .restartDevice, .killForSharedResource:
      step.endWithoutAWord(restarting: stimulus == .restartDevice)

    case .beginBackgroundTask, .endBackgroundTask, .backgroundTimeExpires, .backgroundTimeRunsOut:
      step.backgroundTask(stimulus)

    case .openScene, .showScene, .hideScene, .resizeScene, .closeScene, .disconnectScene, .attachDisplay,
      .detachDisplay:
      preconditionFailure("checkPossible rejects scene and display stimuli in an app-based app")
    }
    return [step.alternative()]
  }

  /// An overlay takes focus. Notification Center is the one devices disagree on; a call may
  /// show only the compact banner.
  private func appInterruption(_ kind: InterruptionKind) -> [Alternative] {
    var resigned = ResponseBuilder(self)
    resigned.appResign(kind == .notificationCenter ? Cite.notificationCenterResign : Cite.overlay)
    resigned.model.fields.overlay = .interruption(kind)
    if kind == .call {
      var banner = ResponseBuilder(self)
      banner.model.fields.overlay = .callBanner
      return [resigned.alternative(Cite.overlay), banner.alternative(Cite.callBanner)]
    }
    guard kind == .notificationCenter else { return [resigned.alternative()] }

    var flipped = resigned
    flipped.appActivate()
    flipped.appResign(Cite.notificationCenterFlip)
    flipped.model.fields.overlay = .interruption(kind)

    var backgrounded = resigned
    backgrounded.appEnterBackground(.required, Cite.notificationCenterBackground)
    backgrounded.model.fields.overlay = .interruption(kind)
    return [
      resigned.alternative(Cite.notificationCenterResign),
      flipped.alternative(Cite.notificationCenterFlip),
      backgrounded.alternative(Cite.notificationCenterBackground),
    ]
  }
}
