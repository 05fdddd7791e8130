import Testing

@testable import Lifecycle
@testable import LifecycleConformance

@Suite("Postman tours: every required transition once, balanced by the shortest walks")
struct PostmanTourTests {
  /// Checks that every run walks from its start along the graph, and returns how often each
  /// transition is taken.
  private func walk(_ tour: PostmanTour, offset: [Int], target: [Int]) -> [Int] {
    var taken = [Int](repeating: 0, count: target.count)
    for run in tour.runs {
      var state = run.start
      for transition in run.steps {
        #expect((offset[state]..<offset[state + 1]).contains(transition), "\(transition) does not leave \(state)")
        taken[transition] += 1
        state = target[transition]
      }
    }
    return taken
  }

  @Test("a cycle is one run that takes each transition once")
  func cycle() {
    let tour = PostmanTour(offset: [0, 1, 2, 3], target: [1, 2, 0], starts: [0])
    #expect(tour.runs == [PostmanTour.Run(start: 0, steps: [0, 1, 2])])
  }

  @Test("a dead end ends its run, and a fresh run takes what is left from the start")
  func deadEnd() {
    // 0 → 1 (t0), 0 → 2 (t1), 0 → 3 (t2), 2 → 0 (t3); states 1 and 3 have no way out.
    let offset = [0, 3, 3, 4, 4]
    let target = [1, 2, 3, 0]
    let tour = PostmanTour(offset: offset, target: target, starts: [0])
    #expect(walk(tour, offset: offset, target: target) == [1, 1, 1, 1])
    #expect(tour.runs.count == 2 && tour.length == 4, "\(tour.runs)")
  }

  @Test("a state left more often than entered is walked to again the shortest way, not from a fresh run")
  func shortestWalks() {
    // 0 → 1 → 2 → 3 (t0–t2); 3 → 4 twice (t3, t4), 3 → 5 (t5); 4 → 3 (t6); 5 → 4 (t7).
    // 3 is left three times and entered twice; 4 is entered three times and left once: one
    // walk 4 → 3 (a step) beats a fresh run's 0 → 1 → 2 → 3 (three), and 4's other surplus
    // ends the run.
    let offset = [0, 1, 2, 3, 6, 7, 8]
    let target = [1, 2, 3, 4, 4, 5, 3, 4]
    let tour = PostmanTour(offset: offset, target: target, starts: [0])
    let taken = walk(tour, offset: offset, target: target)
    #expect(taken == [1, 1, 1, 1, 1, 1, 2, 1], "\(tour.runs)")
    #expect(tour.runs.count == 1 && tour.length == 9, "\(tour.runs)")
  }

  @Test("unreachable states and transitions not required are left out")
  func leftOut() {
    // 0 → 1 (t0), 1 → 0 (t1), 1 → 1 (t2); state 2 (t3: 2 → 0) cannot be reached.
    let offset = [0, 1, 3, 4]
    let target = [1, 0, 1, 0]
    let all = PostmanTour(offset: offset, target: target, starts: [0])
    #expect(walk(all, offset: offset, target: target) == [1, 1, 1, 0])
    let some = PostmanTour(offset: offset, target: target, starts: [0]) { $0 == 2 }
    let taken = walk(some, offset: offset, target: target)
    #expect(taken[2] == 1 && taken[3] == 0 && some.length == 2, "\(some.runs)")
  }

  @Test("the app-based model's graph: every reachable transition, each run a walk from a start")
  func appGraph() {
    let graph = StateGraph(lifecycle: .app)
    var offset = [0]
    var target: [Int] = []
    for transitions in graph.transitions {
      target += transitions.map { $0.next[0] }
      offset.append(target.count)
    }
    let tour = PostmanTour(offset: offset, target: target, starts: graph.starts)
    let taken = walk(tour, offset: offset, target: target)
    #expect(tour.runs.allSatisfy { graph.starts.contains($0.start) })
    // Every transition of a state the first alternatives reach, and none of any other.
    var reached: Set<Int> = Set(graph.starts)
    var queue = graph.starts
    while let state = queue.popLast() {
      for transition in offset[state]..<offset[state + 1] where reached.insert(target[transition]).inserted {
        queue.append(target[transition])
      }
    }
    for state in 0..<graph.stateCount {
      for transition in offset[state]..<offset[state + 1] {
        #expect((taken[transition] > 0) == reached.contains(state))
      }
    }
    let required = reached.reduce(0) { $0 + offset[$1 + 1] - offset[$1] }
    #expect(tour.length >= required && tour.length < 3 * required, "\(tour.length) for \(required)")
  }
}
