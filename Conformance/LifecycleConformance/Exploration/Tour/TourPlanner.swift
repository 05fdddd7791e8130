/// Steers a transition tour over a state graph, in three parts.
///
/// 1. Greedy: an untaken transition where there is one, else the shortest known way to the
///    nearest state with one. Cheap while untaken transitions are near, and most are.
/// 2. Planned: once one search walks far (`planningSearch` states), the rest is planned as a
///    postman tour (`PostmanTour`) of the untaken transitions, over the graph as the engine
///    showed it and, where it has not, as expected (the model's first alternative). Where the
///    engine goes elsewhere (the model may allow several states after a stimulus; the engine
///    picks one), the planner walks back to the plan the shortest way it knows, or restarts.
/// 3. Greedy again, for what is left: transitions reached only through answers the plan did
///    not expect.
///
/// Known ways are the transitions already taken, each leading where the engine actually went. A
/// state that a known way cannot reach is left for a restart from another starting state.
struct TourPlanner {
  let graph: StateGraph
  /// Where each state's transitions start in the flat arrays below (one more entry at the end).
  private let offset: [Int]
  /// Each transition's stimulus (its index among the candidates), flat.
  private let stimulus: [Int]
  /// Each transition's state, flat.
  private let source: [Int]
  /// Where each transition is expected to lead: the model's first alternative, flat.
  private let expected: [Int]
  /// Whether each transition (flat) was taken.
  private var taken: [Bool]
  /// How many transitions of each state are untaken.
  private var untakenCount: [Int]
  /// For each transition (flat), the first state the engine went to after it, or -1.
  private var wentFirst: [Int]
  /// The other states the engine went to, for the rare transition it answered in two ways.
  private var wentAlso: [Int: [Int]] = [:]
  /// For a mapper's tour, the responses each transition (flat) visited once is still to be
  /// sent with: it stays untaken until every one is sent (`response(at:_:choices:)`).
  private var responsesLeft: [Int: [ResponseChoice]] = [:]
  /// For a mapper's tour, the response that first led each transition (flat) to each state it
  /// went to: a known way through a state only another response leads to sends that response.
  private var leadsBy: [Int: [Int: ResponseChoice]] = [:]
  /// The planned tour, once made, and where the engine is in it: the run, and the step in that
  /// run.
  private var plan: [PostmanTour.Run] = []
  private var isPlanned = false
  private var planRun = 0
  private var planStep = 0
  /// The planned way: each step's state and stimulus, and the state it leads to.
  private var way: [(state: Int, stimulus: Int, to: Int)] = []
  /// Where the stimulus `next(from:)` gave last leads, when it is a step of a known way.
  private var leadsTo: Int?
  // Scratch space for the breadth-first search, reused: the search runs often.
  private var parent: [Int]
  private var parentStimulus: [Int]
  private var mark: [Int]
  private var generation = 0

  /// How many states a search for the way back to the plan visits before it gives up and
  /// restarts.
  private static let returnLimit = 4096
  /// How many states one search for the nearest untaken transition may visit before the rest
  /// of the tour is planned: while untaken transitions are near, taking the nearest is as short
  /// and costs nothing ahead; once they are sparse, each search walks much of the graph.
  private let planningSearch: Int
  /// The longest run: a way back to the plan must be shorter.
  private let runLength: Int
  /// How many states the last search visited.
  private var searched = 0

  /// A planner for `graph` that plans the rest of the tour once a search for the nearest
  /// untaken transition visits more than `planningSearch` states, for runs of at most
  /// `runLength` stimuli.
  init(graph: StateGraph, planningSearch: Int = 1000, runLength: Int = .max) {
    self.graph = graph
    self.planningSearch = planningSearch
    self.runLength = runLength
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
    var source: [Int] = []
    var expected: [Int] = []
    source.reserveCapacity(stimulus.count)
    expected.reserveCapacity(stimulus.count)
    for (state, transitions) in graph.transitions.enumerated() {
      for transition in transitions {
        source.append(state)
        expected.append(transition.next[0])
      }
    }
    self.offset = offset
    self.stimulus = stimulus
    self.source = source
    self.expected = expected
    taken = Array(repeating: false, count: stimulus.count)
    untakenCount = graph.transitions.map(\.count)
    wentFirst = Array(repeating: -1, count: stimulus.count)
  }

  /// Plans the rest of the tour: the untaken transitions, along the ways the engine went where
  /// it showed them and as expected elsewhere.
  private mutating func makePlan() {
    isPlanned = true
    let target = wentFirst.indices.map { wentFirst[$0] >= 0 ? wentFirst[$0] : expected[$0] }
    plan = PostmanTour(offset: offset, target: target, starts: graph.starts) { !taken[$0] }.runs
    planRun = 0
    planStep = 0
  }

  /// The flat index of a state's transition for a stimulus.
  private func flat(_ state: Int, _ stimulus: Int) -> Int? {
    (offset[state]..<offset[state + 1]).first { self.stimulus[$0] == stimulus }
  }

  /// Notes that `stimulus` was taken from `state` and the engine went to `next` (`nil`: a
  /// state outside the graph, or one the checker cannot tell); for a mapper, `by` the response
  /// it was sent.
  mutating func took(_ state: Int, _ stimulus: Int, went next: Int?, by response: ResponseChoice? = nil) {
    guard let flat = flat(state, stimulus) else { return }
    // A mapper's transition with responses still to send is not done with.
    if !taken[flat], responsesLeft[flat]?.isEmpty != false {
      taken[flat] = true
      untakenCount[state] -= 1
    }
    guard let next else { return }
    if let response, leadsBy[flat]?[next] == nil { leadsBy[flat, default: [:]][next] = response }
    if wentFirst[flat] < 0 {
      wentFirst[flat] = next
    } else if wentFirst[flat] != next, wentAlso[flat]?.contains(next) != true {
      wentAlso[flat, default: []].append(next)
    }
  }

  /// The response to send a mapper when `stimulus` is taken from `state`, for a tour that
  /// covers every response of the transitions it visits: the canonical one on the first visit,
  /// then each of `choices` (the step's other named responses, asked for on the first visit)
  /// once, in order; the canonical one on any visit after.
  mutating func response(
    at state: Int, _ stimulus: Int, choices: () -> [ResponseChoice]
  ) -> ResponseChoice {
    guard let flat = flat(state, stimulus) else { return .canonical }
    // A step of a known way: the response that led where the way goes.
    if let leadsTo, let response = leadsBy[flat]?[leadsTo] { return response }
    guard !taken[flat] else { return .canonical }
    guard var left = responsesLeft[flat] else {
      responsesLeft[flat] = choices()
      return .canonical
    }
    guard !left.isEmpty else { return .canonical }
    let choice = left.removeFirst()
    responsesLeft[flat] = left
    return choice
  }

  /// The first untaken transition of a state, if any.
  func untaken(at state: Int) -> Int? {
    guard untakenCount[state] > 0 else { return nil }
    return (offset[state]..<offset[state + 1]).first { !taken[$0] }.map { stimulus[$0] }
  }

  /// The starting state (its index in `graph.starts`) the next run begins at, or `nil` when the
  /// tour is over: the planned run's own; for a run cut short, the first start with a way back
  /// to the plan; after the plan, the first from which a known way reaches an untaken transition.
  mutating func nextStart() -> Int? {
    way = []
    while planRun < plan.count {
      if planStep == plan[planRun].steps.count {
        planRun += 1
        planStep = 0
        continue
      }
      guard planStep > 0 else { return graph.starts.firstIndex(of: plan[planRun].start) }
      let target = source[plan[planRun].steps[planStep]]
      for start in graph.starts.indices {
        if let back = search(from: graph.starts[start], to: target, expected: true) {
          // A way back longer than a run would be cut before it arrives: leave the plan.
          guard back.count < runLength else {
            plan = []
            break
          }
          way = back
          return start
        }
      }
      guard planRun < plan.count else { break }
      // No way back from any start: the engine went where the plan cannot follow; skip the step.
      planStep += 1
    }
    // An untaken transition further than a run goes cannot be taken.
    return graph.starts.indices.first { start in
      untakenCount[graph.starts[start]] > 0
        || search(from: graph.starts[start], to: nil).map { $0.count < runLength } ?? false
    }
  }

  /// The next stimulus (its index among the candidates) from `state`, or `nil` when the run
  /// should end here: its planned part is over, the way back to the plan is too long, or after
  /// the plan no untaken transition can be reached from it along known ways.
  mutating func next(from state: Int) -> Int? {
    leadsTo = nil
    if planRun < plan.count {
      let steps = plan[planRun].steps
      guard planStep < steps.count else {
        // The planned run is over: the next begins afresh.
        planRun += 1
        planStep = 0
        return nil
      }
      if source[steps[planStep]] == state {
        way = []
        planStep += 1
        return stimulus[steps[planStep - 1]]
      }
      // Off the plan: walk back to it.
      if way.first?.state != state {
        way = search(from: state, to: source[steps[planStep]], expected: true, limit: Self.returnLimit) ?? []
      }
      return takeWayStep()
    }
    if let stimulus = untaken(at: state) {
      way = []
      return stimulus
    }
    if way.first?.state != state {
      way = search(from: state, to: nil) ?? []
      // The untaken transitions are few and far between: plan the rest, from a fresh run.
      if !isPlanned, searched > planningSearch {
        makePlan()
        return nil
      }
    }
    return takeWayStep()
  }

  /// The next step of the way, noting where it leads; `nil` at its end.
  private mutating func takeWayStep() -> Int? {
    guard !way.isEmpty else { return nil }
    let step = way.removeFirst()
    leadsTo = step.to
    return step.stimulus
  }

  /// The shortest known way from `start` to `target`, as stimuli (indices among the candidates).
  mutating func way(from start: Int, to target: Int) -> [Int]? {
    search(from: start, to: target)?.map(\.stimulus)
  }

  /// Breadth-first along known ways from `start` to `target`, or without one to the nearest
  /// state with an untaken transition; `expected`: along the ways the plan expects where the
  /// engine has not yet shown where a transition leads. Gives up after visiting `limit` states.
  private mutating func search(
    from start: Int, to target: Int?, expected: Bool = false, limit: Int = .max
  ) -> [(state: Int, stimulus: Int, to: Int)]? {
    generation += 1
    var queue = [start]
    mark[start] = generation
    parent[start] = -1
    var head = 0
    while head < queue.count, head < limit {
      let state = queue[head]
      head += 1
      if target.map({ state == $0 }) ?? (untakenCount[state] > 0) {
        searched = head
        var steps: [(state: Int, stimulus: Int, to: Int)] = []
        var at = state
        while parent[at] >= 0 {
          steps.append((parent[at], parentStimulus[at], at))
          at = parent[at]
        }
        return steps.reversed()
      }
      for flat in offset[state]..<offset[state + 1] {
        let first = wentFirst[flat] >= 0 || !expected ? wentFirst[flat] : self.expected[flat]
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
    searched = head
    return nil
  }
}
