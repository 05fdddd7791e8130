/// Where the states a mapper reported depart from its projection of the model's state
/// (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
package struct StateDivergence: Hashable, Sendable, CustomStringConvertible {
  /// Which check the reported states fail.
  package enum Rule: String, Hashable, Sendable, CaseIterable {
    /// The state reported last is not the projection of the model's state after the step.
    case mapperState = "mapper-state"
    /// A change reported to the state already reported: a change event that is no change.
    case phantomChange = "phantom-change"
    /// A state outside the projection's vocabulary, or a scene where there must be none (or
    /// none where there must be one).
    case mapperVocabulary = "mapper-vocabulary"
  }

  /// The check failed.
  package var rule: Rule
  /// The scene, for a projection of scenes.
  package var scene: SceneID?
  /// The model's state the projection was of (`inactive`, `foregroundActive`); `nil` for a
  /// scene that is not connected.
  package var modelState: String?
  /// The framework state the projection gives (`nil`: none, the scene is not connected).
  package var expected: String?
  /// What the mapper reported last (`nil`: nothing, for a scene it never reported).
  package var reported: String?

  /// One line: what was expected and what was reported.
  package var message: String {
    let subject = scene.map { "scene \($0)" } ?? "the app"
    switch rule {
    case .phantomChange:
      return "\(subject) reported \(quoted(reported)) again, a change that is no change"
    case .mapperVocabulary:
      return "\(subject) reported \(quoted(reported)), which the projection does not name"
    case .mapperState:
      guard let expected else { return "\(subject) is not connected, yet reported \(quoted(reported))" }
      return "\(subject) is \(modelState ?? "?"), so \(quoted(expected)), but reported \(quoted(reported))"
    }
  }

  /// What the mistake is, wherever it shows: the rule, the model's state and what was reported
  /// for it, without the scene (Conformance/SPEC.md#bug-signatures).
  package var signature: BugSignature {
    BugSignature(rule: rule.rawValue, difference: difference)
  }

  private var difference: String {
    switch rule {
    case .phantomChange: "\(quoted(reported)) reported again"
    case .mapperVocabulary: "\(quoted(reported)) outside the projection"
    case .mapperState: "\(modelState ?? "disconnected") reported as \(quoted(reported))"
    }
  }

  package var description: String { message }

  private func quoted(_ state: String?) -> String { state.map { "'\($0)'" } ?? "nothing" }
}
