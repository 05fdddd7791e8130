import Lifecycle

/// The oracle's answers: `respond(to:)` gives the alternatives, or `nil` for an impossible stimulus.
enum SpecOracle {}

extension OracleState {
  /// Whether the stimulus can happen now (the trace format's table of stimuli).
  func canHappen(_ stimulus: Stimulus) -> Bool {
    if !isSceneBased && (stimulus.isSceneStimulus || stimulus.scene != nil) { return false }
    if locked {
      switch stimulus {
      case .unlockDevice, .suspend, .terminate, .backgroundLaunch, .memoryWarning, .significantTimeChange,
        .disconnectScene, .crash, .restartDevice, .killForSharedResource, .beginBackgroundTask, .endBackgroundTask,
        .backgroundTimeExpires, .backgroundTimeRunsOut:
        break
      default:
        return false
      }
    }
    if let displayScene {
      // SPEC, External display: only what leaves the app frontmost as it is, and no payload for
      // the display's scene.
      switch stimulus {
      case .detachDisplay, .memoryWarning, .significantTimeChange, .beginBackgroundTask, .endBackgroundTask:
        break
      case .tapNotification, .openURL, .continueUserActivity:
        if stimulus.scene == displayScene { return false }
      default:
        return false
      }
    }
    let running = process == .running
    let inInterruption: Bool
    switch overlay {
    case .interruption, .callBanner, .notificationCenterBackground: inInterruption = true
    default: inInterruption = false
    }
    switch stimulus {
    case .tapIcon, .backgroundLaunch:
      return !isForeground
    case .tapNotification, .openURL, .continueUserActivity:
      return true
    case .pressHome:
      return isForeground || overlay == .notificationCenterBackground
    case .openAppSwitcher:
      return isActive
    case .returnToApp:
      return overlay == .switcher
    case .switchToOtherApp:
      return isActive || overlay == .switcher
    case .swipeAwayInAppSwitcher:
      return process != .notRunning
    case .beginInterruption:
      return isActive
    case .endInterruption:
      return inInterruption
    case .acceptCall:
      return overlay == .interruption(.call) || overlay == .callBanner
    case .lockDevice:
      return process != .notRunning
    case .unlockDevice:
      return locked
    case .suspend:
      return isBackgroundRunning && openTasks == 0
    case .beginBackgroundTask:
      return running && !expired
    case .endBackgroundTask:
      return openTasks > 0
    case .backgroundTimeExpires:
      return isBackgroundRunning && openTasks > 0 && !expired
    case .backgroundTimeRunsOut:
      return expired && openTasks > 0
    case .terminate:
      return process == .suspended || isBackgroundRunning
    case .memoryWarning:
      return running
    case .significantTimeChange:
      return process != .notRunning
    case .openScene(let id):
      return isForeground && session(id) == nil
    case .showScene(let id):
      return running && session(id) != nil
    case .hideScene(let id), .resizeScene(let id):
      return running && state(of: id)?.isForeground == true
    case .closeScene(let id):
      return session(id) != nil
    case .disconnectScene(let id):
      return process != .notRunning && state(of: id) == .background
    case .crash:
      return running
    case .restartDevice:
      return true
    case .killForSharedResource:
      return process == .suspended || isBackgroundRunning
    case .attachDisplay(let id):
      return isSceneBased && isActive && displayScene == nil && session(id) == nil
    case .detachDisplay:
      return displayScene != nil
    }
  }
}

extension SpecOracle {
  /// Every alternative for `stimulus` in `state`, or `nil` when the stimulus is impossible there.
  static func respond(_ state: OracleState, to stimulus: Stimulus) -> [OracleAlternative]? {
    guard state.canHappen(stimulus) else { return nil }
    var steps = state.isSceneBased ? sceneBased(state, stimulus) : appBased(state, stimulus)
    // Background tasks: the same in both life cycles; the foreground grants the time afresh.
    for index in steps.indices {
      switch stimulus {
      case .beginBackgroundTask: steps[index].state.openTasks += 1
      case .endBackgroundTask: steps[index].state.openTasks -= 1
      case .backgroundTimeExpires:
        for _ in 0..<state.openTasks { steps[index].add(.callback(.expirationHandler)) }
        steps[index].state.expired = true
      default: break
      }
      if steps[index].state.isForeground { steps[index].state.expired = false }
    }
    var seen: Set<OracleAlternative> = []
    return steps.map { $0.finish() }.filter { seen.insert($0).inserted }
  }
}
