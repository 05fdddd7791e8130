extension Stimulus {
  /// The section of Conformance/SPEC.md that says how the model answers this stimulus
  /// (`Name.responseSection`). A diagnostic names it beside the broken rule, so an engine author
  /// reads why the expected response is what it is.
  package var responseSection: String { name.responseSection }

  /// `Conformance/SPEC.md#payloads`: where the specification states this stimulus's response.
  package var responseSpecification: String { "Conformance/SPEC.md#\(responseSection)" }

  /// The section that says how the model answers this stimulus in the states a step started
  /// from: `closeScene` of the only session ends the process, which its own section states.
  package func responseSection(in models: [LifecycleModel]) -> String {
    if name == .closeScene, !models.isEmpty, models.allSatisfy({ $0.sessions.count == 1 }) {
      return "closing-the-last-scene"
    }
    return responseSection
  }
}

extension Stimulus.Name {
  /// The section of Conformance/SPEC.md that says how the model answers a stimulus of this
  /// name: the response rule it falls under (`interruptions`, `payloads`, …), or the stimulus
  /// table for the stimuli whose answer the table states alone.
  package var responseSection: String {
    switch self {
    case .tapIcon, .unlockDevice: "foregrounding"
    case .tapNotification, .openURL, .continueUserActivity: "payloads"
    case .beginInterruption, .endInterruption, .acceptCall: "interruptions"
    case .lockDevice: "lock"
    case .swipeAwayInAppSwitcher: "closing-the-last-scene"
    case .terminate: "termination-by-the-system"
    case .crash, .restartDevice, .killForSharedResource: "termination-without-a-word"
    case .beginBackgroundTask, .endBackgroundTask, .backgroundTimeExpires, .backgroundTimeRunsOut: "background-tasks"
    case .attachDisplay, .detachDisplay: "external-display"
    case .backgroundLaunch: "background-launch"
    case .significantTimeChange: "queued-time-change"
    case .openScene, .showScene, .hideScene, .resizeScene, .closeScene, .disconnectScene: "multi-scene"
    case .pressHome, .openAppSwitcher, .returnToApp, .switchToOtherApp, .suspend, .memoryWarning: "stimuli"
    }
  }
}
