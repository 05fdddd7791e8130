extension ConformanceFailure {
  /// Where the specification states what the kit checks of a mapper's states.
  static let mapperSpecification = "Conformance/SPEC.md#what-the-kit-checks-of-a-mapper"

  /// The lines a state divergence shows under the headline: what was expected and reported,
  /// then (with `references`) the rule, its section, the projection and the response sent.
  func stateLines(_ divergence: StateDivergence, references: Bool) -> [String] {
    var lines: [String] = []
    let subject = divergence.scene.map { "scene \($0)" } ?? "the app"
    if divergence.rule.comparesStates {
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
    lines.append("rule: \(divergence.rule.rawValue): \(divergence.rule.summary)")
    lines.append("spec: \(Self.mapperSpecification)")
    if let projection = stateCheck?.projection {
      let sources = projection.sources.isEmpty ? "" : ", from " + projection.sources.joined(separator: ", ")
      lines.append("projection: \(projection.name)\(sources)")
    }
    return lines
  }
}
