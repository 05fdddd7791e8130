extension Coverage {
  /// What a run exercised of one stimulus, all its shapes together (every scene it names,
  /// every interruption kind, every launch reason): the transitions taken against the model's,
  /// and a few of those never taken.
  ///
  /// ```swift
  /// let coverage = Coverage.ofCatalog(lifecycle: .app)
  /// for stimulus in coverage.byStimulus { print(stimulus.name, stimulus.transitions, "/", stimulus.total) }
  /// ```
  package struct StimulusCoverage: Sendable, Hashable {
    /// The stimulus, as traces spell it.
    package var name: Stimulus.Name
    /// How many of its transitions were taken.
    package var transitions: Int
    /// How many transitions of it the model's graph has.
    package var total: Int
    /// The first of its transitions never taken, in the graph's order, each as `state — stimulus`
    /// (told apart by their text).
    package var neverTaken: [String]
  }
}

extension CoverageRecorder {
  /// For each stimulus name the space holds, in the order of its candidates: the transitions
  /// taken against the graph's, and up to `examples` never taken. Empty without a graph.
  ///
  /// One pass over the whole graph: the catalog's coverage asks for it, not every run's.
  package func byStimulus(examples: Int) -> [Coverage.StimulusCoverage] {
    guard let graph else { return [] }
    var order: [Stimulus.Name] = []
    var position: [Stimulus.Name: Int] = [:]
    let nameIndex = graph.candidates.map { candidate in
      let name = candidate.name
      if let known = position[name] { return known }
      position[name] = order.count
      order.append(name)
      return order.count - 1
    }
    var result = order.map { Coverage.StimulusCoverage(name: $0, transitions: 0, total: 0, neverTaken: []) }
    for state in graph.states.indices {
      for transition in graph.transitions[state] {
        let index = nameIndex[transition.stimulus]
        result[index].total += 1
        if isTaken(state, transition.stimulus) {
          result[index].transitions += 1
        } else if result[index].neverTaken.count < examples {
          // States the description does not tell apart (recency) would read as one listed twice.
          let text = "\(graph.describe(state)) — \(graph.stimulus(transition).argument)"
          if !result[index].neverTaken.contains(text) { result[index].neverTaken.append(text) }
        }
      }
    }
    return result.filter { $0.total > 0 }
  }
}
