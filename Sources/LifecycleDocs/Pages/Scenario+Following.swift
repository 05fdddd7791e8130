import Lifecycle

extension Scenario {
  /// For each step, for each of its outcomes, the outcomes of the step before that it can
  /// follow, or nil when it can follow any of them (or the step before has only one).
  ///
  /// A step's outcomes are every answer the model allows after any answer to the step before,
  /// so some only make sense after one earlier alternative (Notification Center's third step
  /// ends an interruption only one of its second step's alternatives began). The reference
  /// model replays the scenario and says which is which.
  func following() -> [[[Int]?]] {
    var groups: [[LifecycleModel]] = [[LifecycleModel(lifecycle: lifecycle, sessions: sessions)]]
    var result: [[[Int]?]] = []
    for step in steps {
      var next = Array(repeating: [LifecycleModel](), count: step.outcomes.count)
      var follows = Array(repeating: Set<Int>(), count: step.outcomes.count)
      for (previous, models) in groups.enumerated() {
        for model in models {
          guard let alternatives = try? model.respond(to: step.stimulus) else { continue }
          for alternative in alternatives {
            for (index, outcome) in step.outcomes.enumerated()
            where alternative.response.shape == outcome.response.shape && alternative.next.snapshot == outcome.states {
              follows[index].insert(previous)
              if !next[index].contains(alternative.next) { next[index].append(alternative.next) }
            }
          }
        }
      }
      result.append(follows.map { $0.isEmpty || $0.count == groups.count ? nil : $0.sorted() })
      groups = next
    }
    return result
  }
}
