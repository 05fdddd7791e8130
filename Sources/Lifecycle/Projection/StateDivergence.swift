/// Where the states a mapper reported depart from its projection of the model's state
/// (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
package struct StateDivergence: Hashable, Sendable, CustomStringConvertible {
  /// Which check the reported states fail.
  package enum Rule: String, Hashable, Sendable, CaseIterable {
    /// The state reported last is not one the projection allows for the model's state after the step.
    case mapperState = "mapper-state"
    /// A change reported to the state already reported: a change event that is no change.
    case phantomChange = "phantom-change"
    /// A state outside the projection's vocabulary, or a scene where there must be none (or
    /// none where there must be one).
    case mapperVocabulary = "mapper-vocabulary"
    /// A change the framework's own machine does not make (a move it forbids, one after a final
    /// state), or a state it reports only in passing left as the state after a step.
    case frameworkTransition = "framework-transition"
    /// The state after a step is wrong for the response the kit sent, and right for the
    /// canonical response of the same step: the mapper depends on an order, an optional event
    /// or an alternative that iOS may deliver otherwise.
    case responseOrder = "response-order"

    /// Whether the divergence compares the state after a step with the projection (and so has
    /// the model's state and the states allowed).
    package var comparesStates: Bool { self == .mapperState || self == .responseOrder }
  }

  /// The check failed.
  package var rule: Rule
  /// The scene, for a projection of scenes.
  package var scene: SceneID?
  /// The model's state the projection was of (`inactive`, `foregroundActive`); `nil` for a
  /// scene that is not connected.
  package var modelState: String?
  /// The framework state the projection gives, the table's (`nil`: none, the scene is not connected).
  package var expected: String?
  /// Every framework state the projection allows, the table's first.
  package var allowed: [String]
  /// What the mapper reported last (`nil`: nothing, for a scene it never reported).
  package var reported: String?
  /// For a forbidden move, the state the mapper moved from.
  package var from: String?
  /// For a wrong state of the app in a scene-based app: the scene whose state the mapper
  /// reported as the app's, the one the step's last activation callback was about
  /// (Conformance/SPEC.md#bug-signatures).
  package var takenFrom: SceneID?
  /// For a wrong state after a response other than the plainest, where the plainest response
  /// shows a wrong state too: that mistake's signature, which this one is signed by (the mistake
  /// does not depend on the response; Conformance/SPEC.md#bug-signatures).
  package var signedAs: BugSignature?

  /// A divergence of `rule`; `allowed` defaults to `expected` alone.
  package init(
    rule: Rule, scene: SceneID? = nil, modelState: String? = nil, expected: String? = nil,
    allowed: [String]? = nil, reported: String? = nil, from: String? = nil
  ) {
    self.rule = rule
    self.scene = scene
    self.modelState = modelState
    self.expected = expected
    self.allowed = allowed ?? expected.map { [$0] } ?? []
    self.reported = reported
    self.from = from
  }

  /// One line: what was expected and what was reported.
  package var message: String {
    let subject = scene.map { "scene \($0)" } ?? "the app"
    switch rule {
    case .phantomChange:
      return "\(subject) reported \(quoted(reported)) again, a change that is no change"
    case .mapperVocabulary:
      return "\(subject) reported \(quoted(reported)), which the projection does not name"
    case .frameworkTransition:
      guard let from else {
        return "\(subject) was left \(quoted(reported)) after the step, a state its framework reports only in passing"
      }
      return "\(subject) moved from \(quoted(from)) to \(quoted(reported)), a move its framework never makes"
    case .mapperState, .responseOrder:
      guard expected != nil else { return "\(subject) is not connected, yet reported \(quoted(reported))" }
      let others = allowed.dropFirst().map { " or \(quoted($0))" }.joined()
      let taken = takenFrom.map { ", following scene \($0)" } ?? ""
      let sent = rule == .responseOrder ? ", where the plainest response leads the mapper right" : ""
      return "\(subject) is \(modelState ?? "?"), so \(quoted(expected))\(others), but reported "
        + "\(quoted(reported))\(taken)\(sent)"
    }
  }

  /// What the mistake is, wherever it shows, without the scene (Conformance/SPEC.md#bug-signatures):
  /// the rule and what was reported for the framework states expected; for a change reported
  /// again, that alone, whatever the state; for a scene's state taken
  /// for the app's, or a state only a response other than the plainest breaks, that alone (each
  /// of its states is the same mistake; the witness names the response); for a state the
  /// plainest response also gets wrong, that mistake's (`signedAs`).
  package var signature: BugSignature {
    signedAs ?? BugSignature(rule: rule.rawValue, difference: difference)
  }

  private var difference: String {
    switch rule {
    // One missing comparison with the state reported last, whatever the state it repeats.
    case .phantomChange: "a state reported again"
    case .mapperVocabulary: "\(quoted(reported)) outside the projection"
    case .frameworkTransition: from.map { "\(quoted($0)) to \(quoted(reported))" } ?? "left \(quoted(reported))"
    case .mapperState:
      takenFrom == nil
        ? "\(expectedStates) reported as \(quoted(reported))" : "one scene's state reported as the app's"
    case .responseOrder: "right with the plainest response, wrong with another"
    }
  }

  /// `'background'`, `'hidden' or 'paused'`, `disconnected`: the framework states expected, as
  /// the mapper would have reported them.
  private var expectedStates: String {
    allowed.isEmpty ? "disconnected" : allowed.map { quoted($0) }.joined(separator: " or ")
  }

  package var description: String { message }

  private func quoted(_ state: String?) -> String { state.map { "'\($0)'" } ?? "nothing" }
}
