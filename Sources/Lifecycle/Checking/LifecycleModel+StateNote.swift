extension LifecycleModel {
  /// What a reader needs to know of this state to see why an event is not allowed: the scene's
  /// state for a scene's event, else the app's, then what covers the app, if anything.
  ///
  /// `main is foregroundInactive: the app switcher is open`, `the app is notRunning`,
  /// `third has no session`.
  func stateNote(about scene: SceneID?) -> String {
    var note: String
    if let scene, lifecycle == .scene {
      note = session(scene).map { "\(Quoted(scene)) is \($0.state.rawValue)" } ?? "\(Quoted(scene)) has no session"
    } else {
      note = "the app is \(appState.rawValue)"
    }
    var covers: [String] = []
    if isLocked { covers.append("the device is locked") }
    if let overlay { covers.append(overlay.note) }
    if !covers.isEmpty { note += ": " + covers.joined(separator: ", ") }
    return note
  }
}

extension LifecycleModel.Overlay {
  /// `the app switcher is open`, `an alert is showing`, …
  var note: String {
    switch self {
    case .appSwitcher: "the app switcher is open"
    case .callBanner: "a call banner is showing"
    case .interruption(let kind):
      switch kind {
      case .alert: "an alert is showing"
      case .call: "a call is ringing"
      case .controlCenter: "Control Center is open"
      case .notificationCenter: "Notification Center is open"
      case .siri: "Siri is listening"
      case .biometric: "a biometric prompt is showing"
      }
    }
  }
}
