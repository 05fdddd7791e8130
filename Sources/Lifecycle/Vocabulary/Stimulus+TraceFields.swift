extension Stimulus {
  /// The stimulus as a trace line's keys, in the order the format writes them:
  /// `["stimulus": "openScene", "scene": "second"]`.
  package var traceFields: [(key: String, value: String)] {
    var fields: [(key: String, value: String)] = [("stimulus", traceName)]
    switch self {
    case .beginInterruption(let kind): fields.append(("kind", kind.rawValue))
    case .backgroundLaunch(let reason): fields.append(("reason", reason.rawValue))
    case .openURL(let url?, _): fields.append(("url", url))
    default: break
    }
    if let scene { fields.append(("scene", scene.rawValue)) }
    return fields
  }

  /// The stimulus as a trace line's JSON object.
  package var traceJSON: JSONValue {
    .object(traceFields.map { ($0.key, .string($0.value)) })
  }

  /// Builds a stimulus from its trace-format parts, or `nil` if a required part is missing.
  ///
  /// The caller has already checked that each part is allowed on this name (`Name.sceneParameter`,
  /// `Name.extraParameter`); `kind` and `reason` must be valid raw values.
  package init?(
    name: Name, scene: SceneID?, kind: InterruptionKind? = nil,
    reason: BackgroundLaunchReason? = nil, url: String? = nil
  ) {
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
    case .crash: self = .crash
    case .restartDevice: self = .restartDevice
    case .killForSharedResource: self = .killForSharedResource
    case .beginBackgroundTask: self = .beginBackgroundTask
    case .endBackgroundTask: self = .endBackgroundTask
    case .backgroundTimeExpires: self = .backgroundTimeExpires
    case .backgroundTimeRunsOut: self = .backgroundTimeRunsOut
    case .detachDisplay: self = .detachDisplay
    case .attachDisplay:
      guard let scene else { return nil }
      self = .attachDisplay(scene)
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
}
