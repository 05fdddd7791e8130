extension ConformanceFailure {
  /// The lines a state divergence shows under the headline: what was expected and reported,
  /// then (with `references`) the rule, its section, the projection and the response sent.
  func stateLines(_ divergence: StateDivergence, references: Bool) -> [String] {
    var lines = divergence.detailLines(reported: stateCheck?.reported ?? [], nothing: "nothing in the step")
    if let response { lines.append("response: \(response)") }
    guard references, let projection = stateCheck?.projection else { return lines }
    return lines + divergence.referenceLines(projection: projection.name, sources: projection.sources)
  }
}
