extension LifecycleModel {
  /// Whether `stimulus` can happen in this state: `respond(to:)` would not throw. Cheaper than
  /// asking for the response, for exploration that tries many stimuli per state.
  package func canHappen(_ stimulus: Stimulus) -> Bool {
    do {
      try checkPossible(stimulus, explaining: false)
      return true
    } catch {
      return false
    }
  }
}
