extension ResponseBuilder {
  // MARK: App-based transitions

  mutating func appEnterForeground() {
    // Listed method first, as every page lists a transition; no order binds the two (Apple puts
    // the notification shortly before the call, logs disagree), so the listing is all this sets.
    add(.callback(.applicationWillEnterForeground), .required, Cite.enterForeground)
    add(.notification(.applicationWillEnterForeground), .required, Cite.enterForeground)
    model.fields.appState = .inactive
  }

  mutating func appActivate() {
    call(.applicationDidBecomeActive, nil, .required, Cite.becomeActive)
    model.fields.appState = .active
    model.fields.overlay = nil
  }

  mutating func appResign(_ provenance: Provenance = Cite.resignActive) {
    call(.applicationWillResignActive, nil, .required, provenance)
    model.fields.appState = .inactive
  }

  mutating func appEnterBackground(_ presence: Presence = .required, _ provenance: Provenance = Cite.enterBackground) {
    call(.applicationDidEnterBackground, nil, presence, provenance)
    model.fields.appState = .background
    model.fields.overlay = nil
  }

  /// Launch, foreground, or activate the app for a tap or a payload, delivering the payload
  /// after launch (or the move to the foreground) and before the app becomes active
  /// (Conformance/SPEC.md#payloads).
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
      add(.callback(.applicationWillContinueUserActivity), .required, Cite.willContinueActivity)
      add(.callback(.applicationContinueUserActivity), .required, Cite.continueActivity)
    default:
      break
    }
    if model.appState != .active { appActivate() }
  }
}
