extension Stimulus {
  /// The stimulus's name in the trace format, without its parameters: `"openScene"`.
  public var traceName: String { name.rawValue }

  /// The stimulus's name without its parameters.
  public var name: Name {
    switch self {
    case .tapIcon: .tapIcon
    case .tapNotification: .tapNotification
    case .openURL: .openURL
    case .continueUserActivity: .continueUserActivity
    case .pressHome: .pressHome
    case .openAppSwitcher: .openAppSwitcher
    case .returnToApp: .returnToApp
    case .switchToOtherApp: .switchToOtherApp
    case .swipeAwayInAppSwitcher: .swipeAwayInAppSwitcher
    case .beginInterruption: .beginInterruption
    case .endInterruption: .endInterruption
    case .acceptCall: .acceptCall
    case .lockDevice: .lockDevice
    case .unlockDevice: .unlockDevice
    case .suspend: .suspend
    case .terminate: .terminate
    case .backgroundLaunch: .backgroundLaunch
    case .memoryWarning: .memoryWarning
    case .significantTimeChange: .significantTimeChange
    case .openScene: .openScene
    case .showScene: .showScene
    case .hideScene: .hideScene
    case .resizeScene: .resizeScene
    case .closeScene: .closeScene
    case .disconnectScene: .disconnectScene
    case .crash: .crash
    case .restartDevice: .restartDevice
    case .killForSharedResource: .killForSharedResource
    case .beginBackgroundTask: .beginBackgroundTask
    case .endBackgroundTask: .endBackgroundTask
    case .backgroundTimeExpires: .backgroundTimeExpires
    case .backgroundTimeRunsOut: .backgroundTimeRunsOut
    case .attachDisplay: .attachDisplay
    case .detachDisplay: .detachDisplay
    }
  }

  /// A stimulus's name as the trace format spells it, and which parameters it takes.
  public enum Name: String, Hashable, Sendable, CaseIterable, Codable {
    /// A stimulus name, spelled as in traces (the ``Stimulus`` case of the same name).
    case tapIcon, tapNotification, openURL, continueUserActivity, pressHome, openAppSwitcher
    /// A stimulus name, spelled as in traces (the ``Stimulus`` case of the same name).
    case returnToApp, switchToOtherApp, swipeAwayInAppSwitcher, beginInterruption, endInterruption
    /// A stimulus name, spelled as in traces (the ``Stimulus`` case of the same name).
    case acceptCall, lockDevice, unlockDevice, suspend, terminate, backgroundLaunch, memoryWarning
    /// A stimulus name, spelled as in traces (the ``Stimulus`` case of the same name).
    case significantTimeChange, openScene, showScene, hideScene, resizeScene, closeScene
    /// A stimulus name, spelled as in traces (the ``Stimulus`` case of the same name).
    case disconnectScene
    /// A version 1.1 stimulus name: the process ends without a word (the ``Stimulus`` case of the same name).
    case crash, restartDevice, killForSharedResource
    /// A version 1.1 stimulus name: a background task and its expiry (the ``Stimulus`` case of the same name).
    case beginBackgroundTask, endBackgroundTask, backgroundTimeExpires, backgroundTimeRunsOut
    /// A version 1.1 stimulus name: an external display and its scene (the ``Stimulus`` case of the same name).
    case attachDisplay, detachDisplay

    /// The trace format version that adds the name (Conformance/SPEC.md#stimuli): an engine is
    /// sent the stimulus only when it declares that version, or the capability the stimulus needs.
    public var introduced: FormatVersion {
      switch self {
      case .crash, .restartDevice, .killForSharedResource, .beginBackgroundTask, .endBackgroundTask,
        .backgroundTimeExpires, .backgroundTimeRunsOut, .attachDisplay, .detachDisplay:
        .v1_1
      default: .v1
      }
    }

    /// How the stimulus treats the `scene` key.
    public var sceneParameter: Parameter {
      switch self {
      case .openScene, .showScene, .hideScene, .resizeScene, .closeScene, .disconnectScene, .attachDisplay: .required
      case .openURL, .continueUserActivity, .tapNotification: .optional
      default: .forbidden
      }
    }

    /// The key other than `scene` that the stimulus takes, and whether it is required.
    public var extraParameter: (key: String, presence: Parameter)? {
      switch self {
      case .beginInterruption: ("kind", .required)
      case .backgroundLaunch: ("reason", .required)
      case .openURL: ("url", .optional)
      default: nil
      }
    }

    /// Whether a key is required, optional or forbidden on a stimulus.
    public enum Parameter: Sendable {
      /// The key must be given.
      case required
      /// The key may be given.
      case optional
      /// The key must not be given.
      case forbidden
    }
  }
}
