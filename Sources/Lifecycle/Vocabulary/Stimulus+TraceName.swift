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
    }
  }

  /// A stimulus's name as the trace format spells it, and which parameters it takes.
  public enum Name: String, Hashable, Sendable, CaseIterable, Codable {
    case tapIcon, tapNotification, openURL, continueUserActivity, pressHome, openAppSwitcher
    case returnToApp, switchToOtherApp, swipeAwayInAppSwitcher, beginInterruption, endInterruption
    case acceptCall, lockDevice, unlockDevice, suspend, terminate, backgroundLaunch, memoryWarning
    case significantTimeChange, openScene, showScene, hideScene, resizeScene, closeScene
    case disconnectScene

    /// How the stimulus treats the `scene` key.
    public var sceneParameter: Parameter {
      switch self {
      case .openScene, .showScene, .hideScene, .resizeScene, .closeScene, .disconnectScene: .required
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
    public enum Parameter: Sendable { case required, optional, forbidden }
  }

  /// Builds a stimulus from its trace-format parts, or `nil` if a required part is missing.
  ///
  /// The caller has already checked that each part is allowed on this name (`Name.sceneParameter`,
  /// `Name.extraParameter`); `kind` and `reason` must be valid raw values.
  public init?(name: Name, scene: SceneID?, kind: InterruptionKind? = nil,
               reason: BackgroundLaunchReason? = nil, url: String? = nil) {
    switch name {
    case .tapIcon: self = .tapIcon
    case .tapNotification: self = .tapNotification(scene: scene)
    case .openURL: self = .openURL(url: url, scene: scene)
    case .continueUserActivity: self = .continueUserActivity(scene: scene)
    case .pressHome: self = .pressHome
    case .openAppSwitcher: self = .openAppSwitcher
    case .returnToApp: self = .returnToApp
    case .switchToOtherApp: self = .switchToOtherApp
    case .swipeAwayInAppSwitcher: self = .swipeAwayInAppSwitcher
    case .beginInterruption:
      guard let kind else { return nil }
      self = .beginInterruption(kind)
    case .endInterruption: self = .endInterruption
    case .acceptCall: self = .acceptCall
    case .lockDevice: self = .lockDevice
    case .unlockDevice: self = .unlockDevice
    case .suspend: self = .suspend
    case .terminate: self = .terminate
    case .backgroundLaunch:
      guard let reason else { return nil }
      self = .backgroundLaunch(reason)
    case .memoryWarning: self = .memoryWarning
    case .significantTimeChange: self = .significantTimeChange
    case .openScene, .showScene, .hideScene, .resizeScene, .closeScene, .disconnectScene:
      guard let scene else { return nil }
      switch name {
      case .openScene: self = .openScene(scene)
      case .showScene: self = .showScene(scene)
      case .hideScene: self = .hideScene(scene)
      case .resizeScene: self = .resizeScene(scene)
      case .closeScene: self = .closeScene(scene)
      default: self = .disconnectScene(scene)
      }
    }
  }

  /// The stimulus in one line, as people read it: `beginInterruption notificationCenter`,
  /// `openScene second`, `openURL scene=second`.
  public var summary: String {
    switch self {
    case .beginInterruption(let kind): return "beginInterruption \(kind.rawValue)"
    case .backgroundLaunch(let reason): return "backgroundLaunch \(reason.rawValue)"
    case .openURL(let url, let scene):
      return ([traceName] + [url.map { "url=\(Quoted($0))" }, scene.map { "scene=\(Quoted($0))" }].compactMap { $0 })
        .joined(separator: " ")
    case .tapNotification(let scene?), .continueUserActivity(let scene?):
      return "\(traceName) scene=\(Quoted(scene))"
    default:
      if isSceneStimulus, let scene { return "\(traceName) \(Quoted(scene))" }
      return traceName
    }
  }
}

extension Stimulus: CustomStringConvertible {
  public var description: String { summary }
}
