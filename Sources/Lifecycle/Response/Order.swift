/// The partial order over one response's events: which must come before which, and why.
///
/// Derived from a `Response` by `Response.order`. Positions index `Response.events`.
package struct Order: Hashable, Sendable {
  /// For each event, every event that must come before it (transitively closed).
  package private(set) var predecessors: [EventSet]
  /// The edges the rules give directly, with the rule that gives each.
  package private(set) var edges: [Edge]

  /// One ordering edge: `earlier` must come before `later`, by `rule`.
  package struct Edge: Hashable, Sendable {
    /// The position of the event that comes first.
    package let earlier: Int
    /// The position of the event that comes after it.
    package let later: Int
    /// The rule that orders them.
    package let rule: OrderRule
  }

  init(count: Int, edges: [Edge]) {
    self.edges = edges
    var direct = Array(repeating: EventSet(), count: count)
    for edge in edges { direct[edge.later].insert(edge.earlier) }
    predecessors = Self.closure(direct)
  }

  /// The transitive closure of `direct` (for each event, the events just before it).
  ///
  /// Warshall's closure (whatever precedes k precedes everything k precedes) costs a pass over
  /// every event per event: nothing for the few dozen events of most steps, minutes for the
  /// thousands of a step of many scenes. Those go in topological order instead, where each
  /// event's predecessors are its direct ones and theirs, already closed: one union per edge.
  /// A cycle, which the model never has, leaves events unordered; Warshall's closure then shows
  /// it as an event that precedes itself (`hasCycle`).
  private static func closure(_ direct: [EventSet]) -> [EventSet] {
    if direct.count > 64, let closed = topologicalClosure(direct) { return closed }
    var predecessors = direct
    for k in predecessors.indices {
      for j in predecessors.indices where predecessors[j].contains(k) {
        predecessors[j].formUnion(predecessors[k])
      }
    }
    return predecessors
  }

  /// The closure in topological order, or `nil` when a cycle leaves events unordered.
  private static func topologicalClosure(_ direct: [EventSet]) -> [EventSet]? {
    let count = direct.count
    var later = Array(repeating: [Int](), count: count)
    var waiting = Array(repeating: 0, count: count)
    for position in 0..<count {
      let before = direct[position].positions
      waiting[position] = before.count
      for earlier in before where earlier < count { later[earlier].append(position) }
    }
    var closed = direct
    var ready = (0..<count).filter { waiting[$0] == 0 }
    var done = 0
    while let position = ready.popLast() {
      done += 1
      for next in later[position] {
        closed[next].formUnion(closed[position])
        waiting[next] -= 1
        if waiting[next] == 0 { ready.append(next) }
      }
    }
    return done == count ? closed : nil
  }

  /// Whether `earlier` must come before `later`.
  package func requires(_ earlier: Int, before later: Int) -> Bool {
    predecessors[later].contains(earlier)
  }

  /// Whether the order contradicts itself (an event must precede itself): a defect in the
  /// model or the catalog, never in a trace.
  package var hasCycle: Bool {
    predecessors.indices.contains { predecessors[$0].contains($0) }
  }

  /// The rule that puts `earlier` before `later`: the direct edge if there is one, else the
  /// edge into `later` through which the order follows.
  package func rule(_ earlier: Int, before later: Int) -> OrderRule? {
    if let direct = edges.first(where: { $0.earlier == earlier && $0.later == later }) {
      return direct.rule
    }
    return edges.first { $0.later == later && requires(earlier, before: $0.earlier) }?.rule
  }

  /// Every pair `(earlier, later)` the order requires, for comparing two responses.
  package var pairs: [(earlier: Int, later: Int)] {
    predecessors.indices.flatMap { later in
      predecessors[later].positions.map { (earlier: $0, later: later) }
    }
  }
}
