/// The reference model: iOS's app and scene lifecycle as a pure state machine.
///
/// A value of `LifecycleModel` is one state. Ask it how UIKit answers a stimulus; each
/// alternative carries the state that follows:
///
/// ```swift
/// var model = LifecycleModel(lifecycle: .scene)
/// let launch = try model.respond(to: .tapIcon)
/// model = launch[0].next            // app active; main foregroundActive
/// ```
///
/// The model is written from the rules (Conformance/SPEC.md, "Rules every response follows", and
/// Apple's pages), never from the catalog, so it answers for states no scenario reaches.
/// Where Apple is silent or devices disagree it offers several alternatives; where the format
/// is silent, the choice is listed in Conformance/SPEC.md#choices-the-model-makes.
package struct LifecycleModel: Hashable, Sendable {
  /// Which delegates UIKit calls.
  package let lifecycle: LifecycleStyle
  /// Everything else, in one shared box with its hash (LifecycleModel+Storage.swift): every walk
  /// copies, hashes and compares states at every step, and a box is one reference to copy.
  /// Each field is read by its name below and changed through `fields`.
  var storage = Storage()

  /// The app's state; in a scene-based app, the aggregate of its scenes.
  package var appState: AppState { storage.values.appState }
  /// Every scene session, most recent first (Conformance/SPEC.md#recency), equally recent ones
  /// by id. `unattached` marks a saved session with no scene; a connected scene has one of the
  /// other states. Empty for an app-based app.
  package var sessions: [SceneSession] { storage.values.sessions }
  /// Whether the device is locked.
  package var isLocked: Bool { storage.values.isLocked }
  /// What covers the app while it is inactive in the foreground.
  package var overlay: Overlay? { storage.values.overlay }

  /// Whether the app was frontmost when the device was locked (and has not ended since).
  var wasFrontmostWhenLocked: Bool { storage.values.wasFrontmostWhenLocked }
  /// A significant time change that arrived while suspended, delivered at the next foregrounding.
  var hasQueuedTimeChange: Bool { storage.values.hasQueuedTimeChange }
  /// Sessions discarded while no code ran, reported at the next launch or foregrounding.
  var unreportedDiscards: [SceneID] { storage.values.unreportedDiscards }
  /// The scenes that were in the foreground when the app last left it, brought back by a
  /// foregrounding stimulus.
  var returningScenes: [SceneID] { storage.values.returningScenes }
  /// The background tasks the app has begun and not ended (Conformance/SPEC.md#background-tasks).
  var openBackgroundTasks: Int { storage.values.openBackgroundTasks }
  /// Whether the expiration handlers have been called since the app last left the foreground.
  var backgroundTimeExpired: Bool { storage.values.backgroundTimeExpired }
  /// The external display attached, if any, and its scene (Conformance/SPEC.md#external-display).
  package var externalDisplay: ExternalDisplay? { storage.values.externalDisplay }

  /// A model of an app that is not running, with `sessions` saved from an earlier run (most
  /// recent first; scene-based only, as the trace header's `sessions`).
  package init(lifecycle: LifecycleStyle, sessions: [SceneID] = []) {
    precondition(lifecycle == .scene || sessions.isEmpty, "an app-based app has no scene sessions")
    self.lifecycle = lifecycle
    // The header lists them most recent first, each less recent than the one before.
    fields.sessions = sessions.enumerated().map { SceneSession(id: $1, state: .unattached, recency: $0) }
    seal()
  }

  /// One scene session and the state of its scene.
  package struct SceneSession: Hashable, Sendable {
    /// The session's persistent identifier.
    package let id: SceneID
    /// The activation state of its scene.
    package internal(set) var state: SceneActivationState
    /// How recently its scene was active: 0 for the most recent, equal for equally recent
    /// sessions, `nil` for one whose scene has never been active (it ranks last).
    package internal(set) var recency: Int?
  }

  /// What covers the app while it is in the foreground.
  package enum Overlay: Hashable, Sendable {
    /// The app switcher is open.
    case appSwitcher
    /// A system overlay of a kind is shown.
    case interruption(InterruptionKind)
    /// The compact call banner: a call rings, but the app stays active under it.
    case callBanner

    /// Whether the app is inactive under it: every overlay but the call banner.
    package var keepsAppInactive: Bool { self != .callBanner }

    /// Whether it is an interruption that `endInterruption` ends: not the app switcher.
    package var isInterruption: Bool { self != .appSwitcher }
  }

  /// The states a person can observe: the app's and every session's.
  package var snapshot: StateSnapshot {
    StateSnapshot(app: appState, scenes: Dictionary(uniqueKeysWithValues: sessions.map { ($0.id, $0.state) }))
  }

  /// The alternatives UIKit allows in answer to `stimulus` in this state.
  ///
  /// - Parameter withStates: whether each callback is marked with the states it may read
  ///   (`applicationState`, `activationState`; Conformance/SPEC.md#argument-states). A checker
  ///   that does not check them leaves them out: they are a fifth of the answer's work.
  /// - Throws: `ImpossibleStimulus` when the stimulus cannot happen here, with the reason.
  package func respond(to stimulus: Stimulus, withStates: Bool = true) throws(ImpossibleStimulus) -> [Alternative] {
    try checkPossible(stimulus)
    var alternatives = alternatives(answering: stimulus)
    // In place: each alternative's events are its own, and a copy of a step of many scenes
    // (thousands of events) cost as much as computing it.
    for index in alternatives.indices {
      if withStates { addStates(to: &alternatives[index], answering: stimulus) }
      // Back in the foreground, the app's background time starts afresh.
      if alternatives[index].next.appState.isForeground {
        alternatives[index].next.fields.backgroundTimeExpired = false
      }
      alternatives[index].next.seal()
    }
    return alternatives
  }

  private func alternatives(answering stimulus: Stimulus) -> [Alternative] {
    switch lifecycle {
    case .app:
      let alternatives = appBasedAlternatives(for: stimulus)
      guard let payload = stimulus.launchPayload, appState == .notRunning else { return alternatives }
      // launchOptions carry the URL or activity that launches an app-based app; a scene-based
      // app's are nil (Conformance/SPEC.md#argument-payload).
      return alternatives.map { alternative in
        var alternative = alternative
        for index in alternative.response.events.indices
        where alternative.response.events[index].event.callback.map({ $0.method.takesPayload }) == true {
          alternative.response.events[index].payload = payload
        }
        return alternative
      }
    case .scene: return sceneBasedAlternatives(for: stimulus)
    }
  }
}

extension LifecycleModel {
  /// Whether the process exists and runs code.
  package var isRunning: Bool { appState == .active || appState == .inactive || appState == .background }

  /// The session with this id, if there is one.
  package func session(_ id: SceneID) -> SceneSession? { sessionIndex(id).map { sessions[$0] } }

  /// The position of the session with this id in `sessions`, if there is one.
  func sessionIndex(_ id: SceneID) -> Int? {
    for index in sessions.indices where sessions[index].id == id { return index }
    return nil
  }

  /// Notes sessions discarded while no code ran, each once: a session id closed again before
  /// the discard is reported names one session to the app (`didDiscardSceneSessions` takes a
  /// set), and a list that only grew would make the model's states, which a transition tour
  /// walks, infinite.
  mutating func addUnreportedDiscards(_ discarded: [SceneID]) {
    for scene in discarded where !unreportedDiscards.contains(scene) { fields.unreportedDiscards.append(scene) }
  }

  /// Whether any scene is on screen; no array is built.
  var hasForegroundScene: Bool { sessions.contains { $0.state.isForeground } }

  /// The scenes on screen, most recently used first.
  var foregroundScenes: [SceneID] { scenes { $0.isForeground } }

  /// The connected scenes, most recently used first.
  var connectedScenes: [SceneID] { scenes { $0 != .unattached } }

  /// The scenes whose state passes `test`, in one pass: this runs on every step of every walk.
  private func scenes(_ test: (SceneActivationState) -> Bool) -> [SceneID] {
    var result: [SceneID] = []
    // One allocation instead of growing from one element to two to four.
    result.reserveCapacity(sessions.count)
    for index in sessions.indices where test(sessions[index].state) { result.append(sessions[index].id) }
    return result
  }
}
