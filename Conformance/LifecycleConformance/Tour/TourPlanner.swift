/// Plans a transition tour over a state graph: takes an untaken transition where there is one,
/// else walks the shortest known way to the nearest state that has one.
///
/// Known ways are the transitions already taken, each leading where the engine actually went
/// (the model may allow several states after a stimulus; the engine picks one). A state that a
/// known way cannot reach is left for a restart from another starting state.
struct TourPlanner {
  let graph: StateGraph
  /// Where each state's transitions start in the flat arrays below (one more entry at the end).
  private let offset: [Int]
  /// Each transition's stimulus (its index among the candidates), flat.
  private let stimulus: [Int]
  /// Whether each transition (flat) was taken.
  private var taken: [Bool]
  /// How many transitions of each state are untaken.
  private var untakenCount: [Int]
  /// For each transition (flat), the first state the engine went to after it, or -1.
  private var wentFirst: [Int]
  /// The other states the engine went to, for the rare transition it answered in two ways.
  private var wentAlso: [Int: [Int]] = [:]
  /// The planned way: each step's state and stimulus.
  private var way: [(state: Int, stimulus: Int)] = []
  // Scratch space for the breadth-first search, reused: the search runs often.
  private var parent: [Int]
  private var parentStimulus: [Int]
  private var mark: [Int]
  private var generation = 0

  init(graph: StateGraph) {
    self.graph = graph
    parent = Array(repeating: -1, count: graph.stateCount)
    parentStimulus = Array(repeating: -1, count: graph.stateCount)
    mark = Array(repeating: 0, count: graph.stateCount)
    var offset: [Int] = [0]
    var stimulus: [Int] = []
    offset.reserveCapacity(graph.stateCount + 1)
    for transitions in graph.transitions {
      stimulus += transitions.map(\.stimulus)
      offset.append(stimulus.count)
    }
    self.offset = offset
    self.stimulus = stimulus
    taken = Array(repeating: false, count: stimulus.count)
    untakenCount = graph.transitions.map(\.count)
    wentFirst = Array(repeating: -1, count: stimulus.count)
  }

  /// The flat index of a state's transition for a stimulus.
  private func flat(_ state: Int, _ stimulus: Int) -> Int? {
    (offset[state]..<offset[state + 1]).first { self.stimulus[$0] == stimulus }
  }

  /// Notes that `stimulus` was taken from `state` and the engine went to `next` (`nil`: a
  /// state outside the graph, or one the checker cannot tell).
  mutating func took(_ state: Int, _ stimulus: Int, went next: Int?) {
    guard let flat = flat(state, stimulus) else { return }
    if !taken[flat] {
      taken[flat] = true
      untakenCount[state] -= 1
    }
    guard let next else { return }
    if wentFirst[flat] < 0 {
      wentFirst[flat] = next
    } else if wentFirst[flat] != next, wentAlso[flat]?.contains(next) != true {
      wentAlso[flat, default: []].append(next)
    }
  }

  /// The first untaken transition of a state, if any.
  func untaken(at state: Int) -> Int? {
    guard untakenCount[state] > 0 else { return nil }
    return (offset[state]..<offset[state + 1]).first { !taken[$0] }.map { stimulus[$0] }
  }

  /// The next stimulus (its index among the candidates) from `state`, or `nil` when no untaken
  /// transition can be reached from it along known ways.
  mutating func next(from state: Int) -> Int? {
    if let stimulus = untaken(at: state) {
      way = []
      return stimulus
    }
    if way.first?.state != state { way = search(from: state, to: nil) ?? [] }
    guard !way.isEmpty else { return nil }
    return way.removeFirst().stimulus
  }

  /// Whether an untaken transition can be reached from `state` along known ways.
  mutating func canReachUntaken(from state: Int) -> Bool {
    untakenCount[state] > 0 || search(from: state, to: nil) != nil
  }

  /// The shortest known way from `start` to `target`, as stimuli (indices among the candidates).
  mutating func way(from start: Int, to target: Int) -> [Int]? {
    search(from: start, to: target)?.map(\.stimulus)
  }

  /// Breadth-first along known ways from `start` to `target`, or without one to the nearest
  /// state with an untaken transition.
  private mutating func search(from start: Int, to target: Int?) -> [(state: Int, stimulus: Int)]? {
    generation += 1
    var queue = [start]
    mark[start] = generation
    parent[start] = -1
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      if target.map({ state == $0 }) ?? (untakenCount[state] > 0) {
        var steps: [(state: Int, stimulus: Int)] = []
        var at = state
        while parent[at] >= 0 {
          steps.append((parent[at], parentStimulus[at]))
          at = parent[at]
        }
        return steps.reversed()
      }
      for flat in offset[state]..<offset[state + 1] {
        let first = wentFirst[flat]
        guard first >= 0 else { continue }
        if mark[first] != generation {
          mark[first] = generation
          parent[first] = state
          parentStimulus[first] = stimulus[flat]
          queue.append(first)
        }
        guard !wentAlso.isEmpty, let also = wentAlso[flat] else { continue }
        for next in also where mark[next] != generation {
          mark[next] = generation
          parent[next] = state
          parentStimulus[next] = stimulus[flat]
          queue.append(next)
        }
      }
    }
    return nil
  }
}
