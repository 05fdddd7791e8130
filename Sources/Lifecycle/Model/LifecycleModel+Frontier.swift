/// The model over a set of states: when a trace or a script may have taken more than one path,
/// every state it may be in answers, and the next states are those of every alternative. Written
/// once, here, for the catalog's outcomes, a script's states and the checker's steps.
extension [LifecycleModel] {
  /// Every alternative for `stimulus` from any of these states, state by state.
  ///
  /// - Throws: the first state's `ImpossibleStimulus` when the stimulus can happen in none.
  package func respond(to stimulus: Stimulus) throws(ImpossibleStimulus) -> [Alternative] {
    try union { (model) throws(ImpossibleStimulus) in try model.respond(to: stimulus) }
  }

  /// What `answer` gives for every state, in order.
  ///
  /// - Throws: the first state's error when every state throws one.
  package func union<Answer>(
    _ answer: (LifecycleModel) throws(ImpossibleStimulus) -> [Answer]
  ) throws(ImpossibleStimulus) -> [Answer] {
    var answers: [Answer] = []
    var firstError: ImpossibleStimulus?
    for model in self {
      do {
        answers += try answer(model)
      } catch {
        firstError = firstError ?? error
      }
    }
    if answers.isEmpty, let firstError { throw firstError }
    return answers
  }
}

extension Sequence<Alternative> {
  /// The states that can follow, each once, in the order the alternatives list them.
  package var nextStates: [LifecycleModel] {
    var next: [LifecycleModel] = []
    for alternative in self where !next.contains(alternative.next) { next.append(alternative.next) }
    return next
  }
}
