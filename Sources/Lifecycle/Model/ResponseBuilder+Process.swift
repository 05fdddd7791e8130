extension ResponseBuilder {
  /// The two launch callbacks; the app starts inactive (app-based) or in the background
  /// (scene-based, https://developer.apple.com/documentation/uikit/uiapplication/applicationstate).
  mutating func launchProcess(intoForeground: Bool) {
    add(.callback(.applicationWillFinishLaunching), .required, Cite.willFinishLaunching)
    call(.applicationDidFinishLaunching, nil, .required, Cite.didFinishLaunching)
    isLaunch = true
    model.appState = model.lifecycle == .app && intoForeground ? .inactive : .background
    if !model.unreportedDiscards.isEmpty {
      add(.callback(.applicationDidDiscardSceneSessions), .required, Cite.discardAtLaunch,
          sessions: model.unreportedDiscards)
      model.unreportedDiscards = []
    }
  }

  /// The process ends without a word (Conformance/SPEC.md#termination-without-a-word): a crash,
  /// a restart, a kill for a shared resource deliver nothing, not even `applicationWillTerminate(_:)`.
  /// The saved sessions and the discards not yet reported survive, as after a purge; a restart
  /// leaves the device locked, with no app frontmost.
  mutating func endWithoutAWord(restarting: Bool) {
    if model.appState != .notRunning { endProcess() }
    if restarting { model.isLocked = true }
  }

  /// The process ends: what it had queued is lost, saved sessions stay.
  mutating func endProcess() {
    model.appState = .notRunning
    model.overlay = nil
    model.hasQueuedTimeChange = false
    model.returningScenes = []
    model.wasFrontmostWhenLocked = false
    for index in model.sessions.indices { model.sessions[index].state = .unattached }
  }
}
