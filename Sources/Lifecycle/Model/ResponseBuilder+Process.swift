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
