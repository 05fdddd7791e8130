/// Checks what a mapper reports, step by step, against a projection of the model's state: the
/// state reported last after each step, no change that repeats the state, and every state in
/// the projection's vocabulary (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
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

  /// A checker of the states a mapper of `projection` reports.
  package init(projection: Projection) {
    self.projection = projection
  }

  /// Every state the projection names: its table's values and its initial state.
  package var vocabulary: Set<String> {
    Set(projection.states.values).union(projection.initial.map { [$0] } ?? [])
  }

  /// A new process starts: the mapper forgot everything and reports its initial state.
  @discardableResult
  package mutating func start(reported: [ReportedState]) -> [StateDivergence] {
    current = [:]
    var divergences = take(reported)
    if projection.subject == .app, divergences.isEmpty, current[nil] != projection.initial {
      divergences.append(
        StateDivergence(
          rule: .mapperState, modelState: "notRunning", expected: projection.initial, reported: current[nil]))
    }
    if current[nil] == nil, let initial = projection.initial, divergences.isEmpty { current[nil] = initial }
    return divergences
  }

  /// Checks the changes a mapper reported in one step that left the model in `snapshot`.
  package mutating func check(_ reported: [ReportedState], after snapshot: StateSnapshot) -> [StateDivergence] {
    var divergences = take(reported)
    guard divergences.isEmpty else { return divergences }
    switch projection.subject {
    case .app:
      let expected = projection.states[snapshot.app.rawValue]
      if current[nil] != expected {
        divergences.append(
          StateDivergence(
            rule: .mapperState, modelState: snapshot.app.rawValue, expected: expected, reported: current[nil]))
      }
    case .scene:
      let connected = snapshot.scenes.filter { $0.value != .unattached }
      for scene in Set(connected.keys).union(current.keys.compactMap { $0 }).sorted() {
        let state = connected[scene]
        let expected = state.flatMap { projection.states[$0.rawValue] }
        if current[scene] != expected {
          divergences.append(
            StateDivergence(
              rule: .mapperState, scene: scene, modelState: state?.rawValue, expected: expected,
              reported: current[scene]))
        }
      }
      // A scene that disconnected leaves the projection: its next report is of a new scene.
      for scene in current.keys.compactMap({ $0 }) where connected[scene] == nil { current[scene] = nil }
    }
    return divergences
  }

  /// Takes the reported changes in order: each must name a state of the vocabulary, with a
  /// scene exactly when the projection is of scenes, and change what was reported before.
  private mutating func take(_ reported: [ReportedState]) -> [StateDivergence] {
    var divergences: [StateDivergence] = []
    for change in reported {
      let wrongScene = (change.scene == nil) != (projection.subject == .app)
      if wrongScene || !vocabulary.contains(change.state) {
        divergences.append(StateDivergence(rule: .mapperVocabulary, scene: change.scene, reported: change.state))
        continue
      }
      if current[change.scene] == change.state {
        divergences.append(StateDivergence(rule: .phantomChange, scene: change.scene, reported: change.state))
      }
      current[change.scene] = change.state
    }
    return divergences
  }
}
