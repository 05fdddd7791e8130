extension ResponseBuilder {
  /// The two launch callbacks; the app starts inactive (app-based) or in the background
  /// (scene-based, https://developer.apple.com/documentation/uikit/uiapplication/applicationstate).
  mutating func launchProcess(intoForeground: Bool) {
    add(.callback(.applicationWillFinishLaunching), .required, Cite.willFinishLaunching)
    call(.applicationDidFinishLaunching, nil, .required, Cite.didFinishLaunching)
    isLaunch = true
    model.fields.appState = model.lifecycle == .app && intoForeground ? .inactive : .background
    if !model.unreportedDiscards.isEmpty {
      add(
        .callback(.applicationDidDiscardSceneSessions), .required, Cite.discardAtLaunch,
        sessions: model.unreportedDiscards)
      model.fields.unreportedDiscards = []
    }
  }

  /// The process ends without a word (Conformance/SPEC.md#termination-without-a-word): a crash,
  /// a restart, a kill for a shared resource deliver nothing, not even `applicationWillTerminate(_:)`.
  /// The saved sessions and the discards not yet reported survive, as after a purge; a restart
  /// leaves the device locked, with no app frontmost.
  mutating func endWithoutAWord(restarting: Bool) {
    if model.appState != .notRunning { endProcess() }
    if restarting { model.fields.isLocked = true }
  }

  /// A background task begins or ends, or the time of the open ones runs out
  /// (Conformance/SPEC.md#background-tasks).
  mutating func backgroundTask(_ stimulus: Stimulus) {
    switch stimulus {
    case .beginBackgroundTask: model.fields.openBackgroundTasks += 1
    case .endBackgroundTask: model.fields.openBackgroundTasks -= 1
    case .backgroundTimeExpires:
      for _ in 0..<model.openBackgroundTasks {
        add(.callback(.expirationHandler), .required, Cite.expirationHandler)
      }
      model.fields.backgroundTimeExpired = true
    default:
      endWithoutAWord(restarting: false)
    }
  }

  /// The process ends: what it had queued is lost, saved sessions stay.
  mutating func endProcess() {
    model.fields.appState = .notRunning
    model.fields.overlay = nil
    model.fields.hasQueuedTimeChange = false
    model.fields.returningScenes = []
    model.fields.wasFrontmostWhenLocked = false
    model.fields.openBackgroundTasks = 0
    model.fields.backgroundTimeExpired = false
    for index in model.sessions.indices { model.fields.sessions[index].state = .unattached }
  }
}
