extension Scenario {
  /// What the reference model allows at each step of the scenario, from every state the steps
  /// so far can lead to: the union of the model's alternatives, deduplicated by shape and
  /// observable states. The catalog's outcomes must be exactly these.
  ///
  /// - Throws: `ImpossibleStimulus` if a step cannot happen in any state the model reaches.
  package func modelOutcomes() throws(ImpossibleStimulus) -> [[Alternative]] {
    var models = [LifecycleModel(lifecycle: lifecycle, sessions: sessions)]
    var result: [[Alternative]] = []
    for step in steps {
      let alternatives = try models.respond(to: step.stimulus)
      result.append(alternatives)
      models = alternatives.nextStates
    }
    return result
  }
}
