/// What the model says of a script: the states it can reach, and whether it can happen at all.
extension Script {
  /// The states the model can be in after the script.
  var models: [LifecycleModel] {
    var models = [LifecycleModel(lifecycle: lifecycle, sessions: sessions)]
    for stimulus in stimuli { models = ((try? models.respond(to: stimulus)) ?? []).nextStates }
    return models
  }

  /// Whether every stimulus can happen, on some path the model allows.
  package var isPossible: Bool { !models.isEmpty }
}
