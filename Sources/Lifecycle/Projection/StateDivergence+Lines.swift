extension StateDivergence {
  /// The lines that say what went wrong under the headline: what was expected, for a rule that
  /// compares states, then every change `reported` (`nothing` when it reported none), in order.
  ///
  /// ```
  /// expected: 'background' (scene main is background)
  /// reported: 'main inactive'
  /// ```
  package func detailLines(reported: [ReportedState], nothing: String) -> [String] {
    var lines: [String] = []
    if rule.comparesStates {
      let subject = scene.map { "scene \($0)" } ?? "the app"
      let state = modelState.map { "\(subject) is \($0)" } ?? "\(subject) is not connected"
      let allowed = allowed.isEmpty ? "no state" : allowed.map { "'\($0)'" }.joined(separator: " or ")
      lines.append("expected: \(allowed) (\(state))")
    }
    lines.append("reported: " + (reported.isEmpty ? nothing : reported.map { "'\($0)'" }.joined(separator: ", ")))
    return lines
  }

  /// The lines that say where the rule is stated: the rule, its section, and the projection
  /// with the pages it comes from.
  package func referenceLines(projection: String, sources: [String]) -> [String] {
    let rule = Divergence.Rule(state: rule)
    return [
      "rule: \(rule)", "spec: \(rule.specification)",
      "projection: \(projection)" + (sources.isEmpty ? "" : ", from " + sources.joined(separator: ", ")),
    ]
  }
}
