/// Counts what runs over one stimulus space exercise: the states before and after each
/// conformant step, the transition each step took (a step that showed a bug included) and the
/// alternatives the response was consistent with. With the space's graph, states are its ids; without it, states get ids as they come.
package final class CoverageRecorder {
  package let space: StimulusSpace
  package let graph: StateGraph?
  /// Ids of the states seen, when there is no graph.
  private var ids: [LifecycleModel: Int] = [:]
  /// The last state looked up and its id: a step's state after is the next step's before.
  private var last: (model: LifecycleModel, id: Int)?
  private let stimulusIndex: [Stimulus: Int]
  private var visited = Set<Int>()
  /// `state * candidates + stimulus`.
  private var taken = Set<Int>()
  /// `(state * candidates + stimulus) * 64 + alternative`.
  private var seen = Set<Int>()

  package init(space: StimulusSpace, graph: StateGraph?) {
    self.space = space
    self.graph = graph
    stimulusIndex = Dictionary(space.candidates.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The id of a state: its place in the graph, or a new one. `nil` for a state outside the
  /// graph (a space's graph holds every state its runs can reach, so only a mismatched space).
  package func id(_ model: LifecycleModel) -> Int? {
    if let last, last.model == model { return last.id }
    let found: Int?
    if let graph {
      found = graph.ids[model]
    } else if let known = ids[model] {
      found = known
    } else {
      ids[model] = ids.count
      found = ids.count - 1
    }
    if let found { last = (model, found) }
    return found
  }

  /// Marks the states a run starts from.
  package func visit(_ models: [LifecycleModel]) {
    for model in models { if let id = id(model) { visited.insert(id) } }
  }

  /// Marks one conformant step: each state before it took the transition, the states after
  /// were visited, and the alternatives leading to them were seen.
  package func record(before: [LifecycleModel], _ stimulus: Stimulus, after: [LifecycleModel]) {
    guard let stimulus = stimulusIndex[stimulus] else { return }
    // The states after that a transition of the graph leads to (bits by position): the few
    // states a transition names are compared, which is cheaper than looking each up by hash.
    var found: UInt64 = 0
    for model in before {
      guard let state = id(model) else { continue }
      let transition = state * space.candidates.count + stimulus
      taken.insert(transition)
      guard let graph, let position = graph.transitions[state].firstIndex(where: { $0.stimulus == stimulus })
      else { continue }
      for (alternative, next) in graph.transitions[state][position].next.enumerated() {
        guard let index = after.firstIndex(of: graph.states[next]) else { continue }
        seen.insert(transition * 64 + alternative)
        visited.insert(next)
        if index < 64 { found |= 1 << index }
        if after.count == 1 { last = (after[0], next) }
      }
    }
    for (index, model) in after.enumerated() where index >= 64 || found & (1 << index) == 0 {
      if let id = id(model) { visited.insert(id) }
    }
  }

  /// Marks a step that showed a bug: each state before it took the transition all the same.
  /// What the engine delivered is none of the model's alternatives, so none is seen, and no
  /// state after is visited.
  package func take(before: [LifecycleModel], _ stimulus: Stimulus) {
    guard let stimulus = stimulusIndex[stimulus] else { return }
    for model in before {
      if let state = id(model) { taken.insert(state * space.candidates.count + stimulus) }
    }
  }

  /// Whether the transition was taken.
  package func isTaken(_ state: Int, _ stimulus: Int) -> Bool {
    taken.contains(state * space.candidates.count + stimulus)
  }

  /// What was exercised, against the graph's totals when there is one.
  package var coverage: Coverage {
    var coverage = Coverage(
      lifecycle: space.lifecycle, scenes: space.scenes, states: visited.count,
      transitions: taken.count, alternatives: nil, totals: nil, neverTaken: [])
    guard let graph else { return coverage }
    coverage.alternatives = seen.count
    coverage.totals = Coverage.Totals(
      states: graph.stateCount, transitions: graph.transitionCount,
      alternatives: graph.alternativeCount)
    outer: for state in graph.states.indices {
      for transition in graph.transitions[state] where !isTaken(state, transition.stimulus) {
        coverage.neverTaken.append("\(graph.describe(state)) — \(graph.stimulus(transition).argument)")
        if coverage.neverTaken.count == Coverage.listedLimit { break outer }
      }
    }
    return coverage
  }
}
