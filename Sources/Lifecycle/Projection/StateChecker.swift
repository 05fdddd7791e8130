/// Checks what a mapper reports, step by step, against a projection of the model's state: the
/// state reported last after each step, no change that repeats the state, every state in the
/// projection's vocabulary, and every change a move of the framework's own machine
/// (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
///
/// ```swift
/// var checker = StateChecker(projection: .named("react-native")!)
/// checker.start(reported: [ReportedState("unknown")])
/// checker.check([ReportedState("active")], after: model.snapshot)   // []
/// ```
package struct StateChecker: Hashable, Sendable {
  /// The projection the mapper's states follow.
  package let projection: Projection
  /// What the mapper reported last: the app's state under the key `nil`, each scene's under its id.
  package private(set) var current: [SceneID?: String] = [:]
  /// The subjects (the app, `nil`, or scenes) whose state was wrong after the last step: a wrong
  /// state the mapper holds on to without reporting a change is that step's mistake, not a new one.
  private var wrong: Set<SceneID?> = []
  /// The state the step's last scene activation callback led its scene to, and the scene,
  /// in this process: the state a mapper that takes one scene's state for the app's reports.
  private var lastActivation: Activation?

  private struct Activation: Hashable, Sendable {
    let scene: SceneID
    let state: AppState
  }
  /// The subjects that reported a change in the step being checked.
  private var changed: Set<SceneID?> = []
  private let vocabulary: Set<String>

  /// A checker of the states a mapper of `projection` reports.
  package init(projection: Projection) {
    self.projection = projection
    self.vocabulary = projection.vocabulary
  }

  /// A new process starts: the mapper forgot everything and reports its initial state.
  @discardableResult
  package mutating func start(reported: [ReportedState]) -> [StateDivergence] {
    current = [:]
    wrong = []
    lastActivation = nil
    var divergences = take(reported)
    guard projection.subject == .app, divergences.isEmpty else { return divergences }
    if let state = current[nil], projection.rules.passing.contains(state) {
      divergences.append(StateDivergence(rule: .frameworkTransition, reported: state))
    } else if current[nil].map(projection.allowedInitial.contains) != true {
      divergences.append(
        StateDivergence(
          rule: .mapperState, modelState: "notRunning", expected: projection.initial,
          allowed: projection.allowedInitial, reported: current[nil]))
    }
    if !divergences.isEmpty { wrong.insert(nil) }
    return divergences
  }

  /// Checks the changes a mapper reported in one step that left the model as `model` is: its
  /// snapshot, and the scene of an external display if one is connected. `events` are those
  /// the mapper was sent in the step, which name the scene a wrong state of the app was taken
  /// from.
  package mutating func check(
    _ reported: [ReportedState], after model: LifecycleModel, events: [Event] = []
  ) -> [StateDivergence] {
    let display = model.externalDisplay.flatMap { $0.isConnected ? $0.scene : nil }
    return check(reported, after: model.snapshot, externalDisplayScene: display, events: events)
  }

  /// Checks the changes a mapper reported in one step that left the model in `snapshot`, with
  /// `externalDisplayScene` the scene connected for an external display, if one is: the model
  /// does not follow its activation (Conformance/SPEC.md#external-display), so it is not in the
  /// snapshot, and its state after the step is not checked.
  package mutating func check(
    _ reported: [ReportedState], after snapshot: StateSnapshot, externalDisplayScene: SceneID? = nil,
    events: [Event] = []
  ) -> [StateDivergence] {
    let before = Set(current.keys.compactMap { $0 })
    follow(events)
    var divergences = take(reported)
    // A change fired twice still leaves a state to judge: it must not hide a wrong one.
    guard divergences.allSatisfy({ $0.rule == .phantomChange }) else { return divergences }
    switch projection.subject {
    case .app:
      divergences += checkState(of: nil, modelState: snapshot.app.rawValue).map { divergence in
        var divergence = divergence
        divergence.takenFrom = takenFrom(divergence, appState: snapshot.app.rawValue)
        return divergence
      }
    case .scene:
      let connected = snapshot.scenes.filter { $0.value != .unattached }
      // The external display's scene is no window of the app's and its state is not followed:
      // its changes were checked one by one, its state after the step is not.
      let scenes = Set(connected.keys).union(current.keys.compactMap { $0 })
      for scene in scenes.sorted() where scene != externalDisplayScene {
        if let state = connected[scene] {
          divergences += checkState(of: scene, modelState: state.rawValue)
        } else if !before.contains(scene) {
          // A scene that was not connected before the step, nor is after it: it has no state.
          divergences.append(StateDivergence(rule: .mapperState, scene: scene, reported: current[scene]))
        }
      }
      // A scene that disconnected leaves the projection, with whatever it reported on its way
      // out: its next report is of a new scene.
      for scene in current.keys.compactMap({ $0 })
      where connected[scene] == nil && scene != externalDisplayScene {
        current[scene] = nil
        wrong.remove(scene)
      }
    }
    return divergences
  }

  /// The state after a step: one the projection allows for `modelState`, and none it reports
  /// only in passing.
  private mutating func checkState(of scene: SceneID?, modelState: String) -> [StateDivergence] {
    let divergences = judgeState(of: scene, modelState: modelState)
    let held = !changed.contains(scene)
    // Held on to without a change since a step after which it was wrong: that step's mistake,
    // even where the model has come round to the state held in between.
    let heldWrong = held && wrong.contains(scene)
    if !divergences.isEmpty { wrong.insert(scene) } else if !held { wrong.remove(scene) }
    return heldWrong ? [] : divergences
  }

  /// Follows the scene activation callbacks of a step: the last one's scene and the state it
  /// leads that scene to.
  private mutating func follow(_ events: [Event]) {
    for event in events {
      guard let callback = event.callback, let scene = callback.scene else { continue }
      switch callback.method {
      // A scene that disconnects is gone from the screen: a mapper that follows it takes the
      // app for in the background.
      case .sceneWillConnect, .sceneDidEnterBackground, .sceneDidDisconnect:
        lastActivation = Activation(scene: scene, state: .background)
      case .sceneWillEnterForeground, .sceneWillResignActive:
        lastActivation = Activation(scene: scene, state: .inactive)
      case .sceneDidBecomeActive: lastActivation = Activation(scene: scene, state: .active)
      default: continue
      }
    }
  }

  /// The scene whose state a wrong state of the app is: the scene of the last activation
  /// callback in the process, when the state that callback led its scene to is, for an app, the
  /// one the mapper reported, or is not the app's state at all: the mapper followed that scene,
  /// and may name its state wrong besides (Conformance/SPEC.md#bug-signatures).
  private func takenFrom(_ divergence: StateDivergence, appState: String) -> SceneID? {
    guard divergence.rule == .mapperState, let reported = divergence.reported, let lastActivation else { return nil }
    let sceneStates = Set(projection.allowed[lastActivation.state.rawValue] ?? [])
    let appStates = projection.allowed[appState] ?? []
    return sceneStates.contains(reported) || sceneStates.isDisjoint(with: appStates) ? lastActivation.scene : nil
  }

  /// `checkState`'s verdict on the state alone.
  private func judgeState(of scene: SceneID?, modelState: String) -> [StateDivergence] {
    let allowed = projection.allowed[modelState] ?? []
    let reported = current[scene]
    if let reported, projection.rules.passing.contains(reported) {
      return [StateDivergence(rule: .frameworkTransition, scene: scene, reported: reported)]
    }
    guard let reported, allowed.contains(reported) else {
      return [
        StateDivergence(
          rule: .mapperState, scene: scene, modelState: modelState, expected: allowed.first, allowed: allowed,
          reported: reported)
      ]
    }
    return []
  }

  /// Takes the reported changes in order: each must name a state of the vocabulary, with a
  /// scene exactly when the projection is of scenes, change what was reported before, and be a
  /// move the framework makes.
  private mutating func take(_ reported: [ReportedState]) -> [StateDivergence] {
    var divergences: [StateDivergence] = []
    changed = Set(reported.map(\.scene))
    for change in reported {
      let wrongScene = (change.scene == nil) != (projection.subject == .app)
      if wrongScene || !vocabulary.contains(change.state) {
        divergences.append(StateDivergence(rule: .mapperVocabulary, scene: change.scene, reported: change.state))
        continue
      }
      if let from = current[change.scene] {
        if from == change.state {
          divergences.append(StateDivergence(rule: .phantomChange, scene: change.scene, reported: change.state))
        } else if !projection.rules.allows(from: from, to: change.state) {
          divergences.append(
            StateDivergence(rule: .frameworkTransition, scene: change.scene, reported: change.state, from: from))
        }
      }
      current[change.scene] = change.state
    }
    return divergences
  }
}
