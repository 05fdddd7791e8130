extension ConformanceFailure {
  /// Where the specification states what the kit checks of a mapper's states.
  static let mapperSpecification = "Conformance/SPEC.md#what-the-kit-checks-of-a-mapper"

  /// What each rule of a mapper's states says, as `rule:` lines show it.
  static func summary(of rule: StateDivergence.Rule) -> String {
    switch rule {
    case .mapperState: "after each step, the state reported last is the projection of the model's state"
    case .phantomChange: "a mapper reports a change only when its state changes"
    case .mapperVocabulary:
      "a mapper reports only states its projection names, with a scene exactly for a projection of scenes"
    case .frameworkTransition:
      "a mapper's states move as its framework's own machine moves, and rest only in states it reports for good"
    }
  }

  /// The lines a state divergence shows under the headline: what was expected and reported,
  /// then (with `references`) the rule, its section, the projection and the response sent.
  func stateLines(_ divergence: StateDivergence, references: Bool) -> [String] {
    var lines: [String] = []
    let subject = divergence.scene.map { "scene \($0)" } ?? "the app"
    if divergence.rule == .mapperState {
      let state = divergence.modelState.map { "\(subject) is \($0)" } ?? "\(subject) is not connected"
      let allowed =
        divergence.allowed.isEmpty ? "no state" : divergence.allowed.map { "'\($0)'" }.joined(separator: " or ")
      lines.append("expected: \(allowed) (\(state))")
    }
    let reported = stateCheck?.reported ?? []
    lines.append(
      "reported: " + (reported.isEmpty ? "nothing in the step" : reported.map { "'\($0)'" }.joined(separator: ", ")))
    if let response { lines.append("response: \(response)") }
    guard references else { return lines }
    lines.append("rule: \(divergence.rule.rawValue): \(Self.summary(of: divergence.rule))")
    lines.append("spec: \(Self.mapperSpecification)")
    if let projection = stateCheck?.projection {
      let sources = projection.sources.isEmpty ? "" : ", from " + projection.sources.joined(separator: ", ")
      lines.append("projection: \(projection.name)\(sources)")
    }
    return lines
  }
}
