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

  /// A time change queued while suspended arrives with the next foregrounding
  /// (Conformance/SPEC.md#queued-time-change).
  mutating func deliverQueuedTimeChange() {
    guard model.hasQueuedTimeChange else { return }
    call(.applicationSignificantTimeChange, nil, .required, Cite.timeChange)
    model.hasQueuedTimeChange = false
  }

  /// A significant time change: delivered while running, queued while suspended (several
  /// queued changes are delivered once).
  mutating func timeChange() {
    if model.appState == .suspended {
      model.hasQueuedTimeChange = true
    } else {
      call(.applicationSignificantTimeChange, nil, .required, Cite.timeChange)
    }
  }

  /// The device locks: the app remembers whether it was frontmost, for the unlock.
  mutating func lock() {
    model.isLocked = true
    model.wasFrontmostWhenLocked = model.appState.isForeground
    // Locking ends the app switcher or an interruption, even one the app is already behind.
    model.overlay = nil
    if model.isRunning {
      call(.applicationProtectedDataWillBecomeUnavailable, nil, .optional, Cite.protectedDataLocked)
    }
  }

  /// The device unlocks: an app that was frontmost comes back to the foreground
  /// (Conformance/SPEC.md#lock). One builder per allowed answer.
  func unlock() -> [ResponseBuilder] {
    var step = self
    let returns = step.model.wasFrontmostWhenLocked && step.model.appState != .notRunning
    step.model.isLocked = false
    step.model.wasFrontmostWhenLocked = false
    guard step.model.appState != .notRunning else { return [step] }
    var answers = [step]
    if returns {
      if step.model.lifecycle == .app {
        answers[0].appEnterForeground()
        answers[0].deliverQueuedTimeChange()
        answers[0].appActivate()
      } else {
        answers = answers[0].sceneBringForward(payload: nil)
      }
    }
    for index in answers.indices where answers[index].model.isRunning {
      answers[index].call(.applicationProtectedDataDidBecomeAvailable, nil, .optional, Cite.protectedDataUnlocked)
    }
    return answers
  }

  /// Sets one scene's state and posts the `UIApplication` notifications for the change of the
  /// app's aggregate state that follows, with the presence of the scene event that caused it.
  /// A scene that becomes active beside an active one, or resigns beside one that stays active,
  /// may post the app's notification too (Conformance/SPEC.md#optional-events).
  mutating func setState(_ scene: SceneID, _ state: SceneActivationState, _ presence: Presence) {
    guard let index = model.sessionIndex(scene) else { return }
    let before = model.appState
    let old = model.sessions[index].state
    model.sessions[index].state = state
    if state == .foregroundActive { noteActive(scene) }
    guard model.appState != .notRunning, model.appState != .suspended else { return }
    let after = aggregateState
    model.appState = after
    switch (before, after) {
    case (.background, .inactive):
      add(.notification(.applicationWillEnterForeground), isLaunch ? .optional : presence,
          isLaunch ? Cite.appWillEnterForegroundAtLaunch : Cite.appWillEnterForeground)
    case (.inactive, .active):
      add(.notification(.applicationDidBecomeActive), presence, Cite.aggregateNotification)
    case (.active, .inactive):
      add(.notification(.applicationWillResignActive), presence, Cite.aggregateNotification)
    case (.inactive, .background):
      add(.notification(.applicationDidEnterBackground), presence, Cite.aggregateNotification)
    case (.active, .active) where state == .foregroundActive && old != .foregroundActive:
      add(.notification(.applicationDidBecomeActive), .optional, Cite.aggregateBesideActive)
    case (.active, .active) where old == .foregroundActive && state != .foregroundActive:
      add(.notification(.applicationWillResignActive), .optional, Cite.aggregateBesideActive)
    default:
      break
    }
  }

  /// The most active scene's state, as `UIApplication.applicationState` reports it.
  private var aggregateState: AppState {
    var aggregate = AppState.background
    // By index: only the states are read, so no session (and its id) is copied.
    for index in model.sessions.indices {
      let state = model.sessions[index].state
      if state == .foregroundActive { return .active }
      if state == .foregroundInactive { aggregate = .inactive }
    }
    return aggregate
  }
}
