import Lifecycle

extension SpecOracle {
  /// App-based responses: the app delegate alone.
  static func appBased(_ state: OracleState, _ stimulus: Stimulus) -> [OracleStep] {
    var step = OracleStep(state, label: stimulus.traceName)
    switch stimulus {
    case .tapIcon, .tapNotification, .openURL, .continueUserActivity:
      if step.state.isForeground {
        // A payload while the app is frontmost: delivered, and an inactive app becomes active.
        var activation: Int?
        if !step.state.isActive {
          step.state.overlay = .none
          activation = step.addWithNotification(.applicationDidBecomeActive).callback
          step.state.appState = .active
        }
        step.appPayload(stimulus, after: nil, activation: activation)
        return [step]
      }
      step.appForeground(payload: stimulus)
      return [step]
    case .unlockDevice:
      step.state.locked = false
      if step.state.frontmostWhenLocked && step.state.process != .notRunning {
        step.state.frontmostWhenLocked = false
        step.addWithNotification(.applicationProtectedDataDidBecomeAvailable, required: false, inChain: false)
        step.appForeground(payload: nil)
      } else if step.state.process == .running {
        step.addWithNotification(.applicationProtectedDataDidBecomeAvailable, required: false, inChain: false)
      }
      step.state.frontmostWhenLocked = false
      return [step]
    case .pressHome, .switchToOtherApp:
      if step.state.overlay == .notificationCenterBackground {
        step.state.overlay = .none
        return [step]
      }
      step.appLeaveForeground()
      return [step]
    case .openAppSwitcher:
      step.state.overlay = .switcher
      step.appTo(.inactive)
      return [step]
    case .returnToApp:
      step.state.overlay = .none
      step.appTo(.active)
      return [step]
    case .swipeAwayInAppSwitcher:
      if step.state.process == .running {
        if step.state.appState == .active { step.appTo(.inactive) }
        if step.state.appState == .inactive {
          step.addWithNotification(.applicationDidEnterBackground, required: false)
        }
        step.addWithNotification(.applicationWillTerminate, required: false)
      }
      step.endProcess()
      return [step]
    case .beginInterruption(let kind):
      return appInterruption(step, kind)
    case .endInterruption:
      switch step.state.overlay {
      case .callBanner:
        step.state.overlay = .none
      case .notificationCenterBackground:
        step.state.overlay = .none
        step.appForeground(payload: nil)
      default:
        step.state.overlay = .none
        step.appTo(.active)
      }
      return [step]
    case .acceptCall:
      step.state.overlay = .none
      step.appLeaveForeground()
      return [step]
    case .lockDevice:
      step.state.locked = true
      // SPEC, Lock: frontmost means on screen (the switcher and interruptions included), or
      // behind the Notification Center that sent the app to the background, running or suspended.
      step.state.frontmostWhenLocked = step.state.isForeground || step.state.overlay == .notificationCenterBackground
      if step.state.process == .running {
        step.addWithNotification(.applicationProtectedDataWillBecomeUnavailable, required: false, inChain: false)
        if step.state.isForeground { step.appLeaveForeground() }
      }
      // Lock: locking ends an interruption, even one a suspended app is still behind.
      step.state.overlay = .none
      return [step]
    case .suspend:
      step.state.process = .suspended
      step.state.appState = .suspended
      return [step]
    case .terminate:
      if step.state.process == .running {
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
      return appBackgroundLaunch(step)
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
    case .openScene, .showScene, .hideScene, .resizeScene, .closeScene, .disconnectScene, .attachDisplay,
      .detachDisplay:
      return []
    }
  }

  private static func appInterruption(_ start: OracleStep, _ kind: InterruptionKind) -> [OracleStep] {
    var resign = start
    resign.state.overlay = .interruption(kind)
    resign.appTo(.inactive)
    var steps = [resign]
    if kind == .notificationCenter {
      var twice = resign
      twice.label += " (resign, active, resign)"
      twice.appTo(.active)
      twice.appTo(.inactive)
      var background = resign
      background.label += " (to the background)"
      background.appTo(.background)
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

  private static func appBackgroundLaunch(_ start: OracleStep) -> [OracleStep] {
    var step = start
    switch step.state.process {
    case .notRunning:
      step.appLaunchCallbacks()
      step.state.process = .running
      step.state.appState = .background
      step.addWithNotification(.applicationDidEnterBackground, required: false)
      return [step]
    case .suspended:
      step.state.process = .running
      step.state.appState = .background
      step.addWithNotification(.applicationDidEnterBackground, required: false)
      guard step.state.queuedTimeChange else { return [step] }
      var delivered = step
      delivered.label += " (queued time change delivered)"
      delivered.deliverQueuedTimeChange()
      step.label += " (time change stays queued)"
      return [delivered, step]
    case .running:
      return [step]
    }
  }
}

extension OracleStep {
  /// The app-based state change and its callback with its notification.
  mutating func appTo(_ target: AppState) {
    let method: Callback.Method
    switch (state.appState, target) {
    case (.active, .inactive): method = .applicationWillResignActive
    case (.inactive, .active): method = .applicationDidBecomeActive
    case (.inactive, .background): method = .applicationDidEnterBackground
    case (.background, .inactive), (.suspended, .inactive): method = .applicationWillEnterForeground
    default: preconditionFailure("no app-based transition from \(state.appState) to \(target)")
    }
    addWithNotification(method)
    state.appState = target
  }

  mutating func appLeaveForeground() {
    if state.appState == .active { appTo(.inactive) }
    if state.appState == .inactive { appTo(.background) }
    state.overlay = .none
  }

  mutating func appLaunchCallbacks() {
    add(.callback(.applicationWillFinishLaunching))
    addWithNotification(.applicationDidFinishLaunching)
  }

  /// Launches, or brings the app back from the background, and delivers the payload.
  mutating func appForeground(payload: Stimulus?) {
    state.overlay = .none
    var lowerBound: Int?
    if state.process == .notRunning {
      appLaunchCallbacks()
      state.process = .running
      state.appState = .inactive
    } else {
      state.process = .running
      state.appState = state.appState == .suspended ? .background : state.appState
      lowerBound = addWithNotification(.applicationWillEnterForeground).callback
      state.appState = .inactive
      deliverQueuedTimeChange()
    }
    let activation = addWithNotification(.applicationDidBecomeActive).callback
    state.appState = .active
    if let payload { appPayload(payload, after: lowerBound, activation: activation) }
  }

  /// `application(_:open:options:)` or the continue pair, with the payload-order edges.
  mutating func appPayload(_ payload: Stimulus, after lowerBound: Int?, activation: Int?) {
    switch payload {
    case .openURL:
      let open = add(.callback(.applicationOpenURL), inChain: false)
      edge(lowerBound, open)
      edge(open, activation)
    case .continueUserActivity:
      let willContinue = add(.callback(.applicationWillContinueUserActivity), inChain: false)
      let proceed = add(.callback(.applicationContinueUserActivity), inChain: false)
      edge(lowerBound, willContinue)
      edge(lowerBound, proceed)
      edge(willContinue, proceed)
    default:
      break
    }
  }

  /// The process ends: what was queued is lost, nothing is frontmost any more.
  mutating func endProcess() {
    state.process = .notRunning
    state.appState = .notRunning
    state.overlay = .none
    state.queuedTimeChange = false
    state.frontmostWhenLocked = false
    state.returning = []
    state.openTasks = 0
    state.expired = false
    for index in state.sessions.indices { state.sessions[index].state = .unattached }
  }
}
