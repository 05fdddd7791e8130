import Lifecycle

extension Scenario {
  /// Which earlier alternatives a step's alternative can follow: the step that branched last
  /// before it (its index) and the alternatives of that step it follows.
  struct Following: Equatable {
    let step: Int
    let alternatives: [Int]
  }

  /// For each step, for each of its outcomes, the alternatives of the last step before it with
  /// several that it can follow; `nil` when it can follow any of them (or none branched yet).
  ///
  /// A step's outcomes are every answer the model allows after any answer to the steps before,
  /// so some only make sense after one earlier alternative: Notification Center's third step
  /// ends an interruption only one of its second step's alternatives began, and a display that
  /// gave no scene when it was attached releases none when it is removed, two steps later. The
  /// reference model replays the scenario and says which is which.
  func following() -> [[Following?]] {
    /// The states the scenario may be in, each with the alternative of the last branching
    /// step it came through (`nil` before any).
    var states: [(model: LifecycleModel, branch: Int?)] = [
      (LifecycleModel(lifecycle: lifecycle, sessions: sessions), nil)
    ]
    var branchStep: Int?
    var result: [[Following?]] = []
    for (index, step) in steps.enumerated() {
      var next = Array(repeating: [(model: LifecycleModel, branch: Int?)](), count: step.outcomes.count)
      var follows = Array(repeating: Set<Int>(), count: step.outcomes.count)
      // A response's shape is worked out on each call: once per outcome and per alternative.
      let shapes = step.outcomes.map(\.response.shape)
      for state in states {
        guard let alternatives = try? state.model.respond(to: step.stimulus) else { continue }
        for alternative in alternatives {
          let shape = alternative.response.shape
          for (number, outcome) in step.outcomes.enumerated()
          where shape == shapes[number] && alternative.next.snapshot == outcome.states {
            if let branch = state.branch { follows[number].insert(branch) }
            // Past a step of several outcomes, each state remembers which one it came through.
            let branch = step.outcomes.count > 1 ? number : state.branch
            if !next[number].contains(where: { $0.model == alternative.next && $0.branch == branch }) {
              next[number].append((alternative.next, branch))
            }
          }
        }
      }
      let branches = Set(states.compactMap(\.branch))
      result.append(
        follows.map { follows in
          guard let branchStep, !follows.isEmpty, follows != branches else { return nil }
          return Following(step: branchStep, alternatives: follows.sorted())
        })
      if step.outcomes.count > 1 { branchStep = index }
      states = next.flatMap { $0 }
    }
    return result
  }
}
