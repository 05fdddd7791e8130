import Lifecycle

extension Shrinker {
  /// Whether the model allows the candidates of one script, asked only about what each does not
  /// share with that script: a candidate keeps most of a long script's beginning, and replaying
  /// the model over it for each of hundreds of candidates cost more than running them.
  struct Possibility {
    let script: Script
    /// The states the model can be in after each prefix of the script (`frontiers[0]`: the start).
    private let frontiers: [[LifecycleModel]]

    init(_ script: Script) {
      self.script = script
      var models = [LifecycleModel(lifecycle: script.lifecycle, sessions: script.sessions)]
      var frontiers = [models]
      for stimulus in script.stimuli {
        models = ((try? models.respond(to: stimulus)) ?? []).nextStates
        frontiers.append(models)
      }
      self.frontiers = frontiers
    }

    /// `candidate.isPossible`, from the frontier after the prefix it shares with the script.
    func allows(_ candidate: Script) -> Bool {
      guard candidate.lifecycle == script.lifecycle, candidate.sessions == script.sessions else {
        return candidate.isPossible
      }
      var shared = 0
      let limit = min(candidate.stimuli.count, script.stimuli.count)
      while shared < limit, candidate.stimuli[shared] == script.stimuli[shared] { shared += 1 }
      var models = frontiers[shared]
      for stimulus in candidate.stimuli[shared...] {
        guard !models.isEmpty else { return false }
        models = ((try? models.respond(to: stimulus)) ?? []).nextStates
      }
      return !models.isEmpty
    }
  }
}
