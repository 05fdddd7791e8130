/// The partial order over one response's events: which must come before which, and why.
///
/// Derived from a `Response` by `Response.order`. Positions index `Response.events`.
public struct Order: Hashable, Sendable {
  /// For each event, every event that must come before it (transitively closed).
  package private(set) var predecessors: [EventSet]
  /// The edges the rules give directly, with the rule that gives each.
  public private(set) var edges: [Edge]

  /// One ordering edge: `earlier` must come before `later`, by `rule`.
  public struct Edge: Hashable, Sendable {
    /// The position of the event that comes first.
    public let earlier: Int
    /// The position of the event that comes after it.
    public let later: Int
    /// The rule that orders them.
    public let rule: OrderRule
  }

  init(count: Int, edges: [Edge]) {
    self.edges = edges
    var predecessors = Array(repeating: EventSet(), count: count)
    for edge in edges { predecessors[edge.later].insert(edge.earlier) }
    // Warshall's closure: whatever precedes k also precedes everything k precedes.
    for k in 0..<count {
      for j in 0..<count where predecessors[j].contains(k) {
        predecessors[j].formUnion(predecessors[k])
      }
    }
    self.predecessors = predecessors
  }

  /// Whether `earlier` must come before `later`.
  public func requires(_ earlier: Int, before later: Int) -> Bool {
    predecessors[later].contains(earlier)
  }

  /// Whether the order contradicts itself (an event must precede itself): a defect in the
  /// model or the catalog, never in a trace.
  public var hasCycle: Bool {
    predecessors.indices.contains { predecessors[$0].contains($0) }
  }

  /// The rule that puts `earlier` before `later`: the direct edge if there is one, else the
  /// edge into `later` through which the order follows.
  public func rule(_ earlier: Int, before later: Int) -> OrderRule? {
    if let direct = edges.first(where: { $0.earlier == earlier && $0.later == later }) {
      return direct.rule
    }
    return edges.first { $0.later == later && requires(earlier, before: $0.earlier) }?.rule
  }

  /// Every pair `(earlier, later)` the order requires, for comparing two responses.
  public var pairs: [(earlier: Int, later: Int)] {
    predecessors.indices.flatMap { later in
      predecessors[later].positions.map { (earlier: $0, later: later) }
    }
  }
}
