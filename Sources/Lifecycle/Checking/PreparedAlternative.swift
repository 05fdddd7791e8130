/// One alternative made ready for matching: the events a trace can record, by position, with
/// the order edges between them.
///
/// Events of a kind the trace does not record are removed from the positions a match uses, but
/// kept in the order's graph, so the edges that ran through them still order the others.
///
/// Only the edges the rules give are kept; matching follows them back from an event as far as
/// events not yet accounted for (`advancing(_:to:)`). The transitive closure, a set per event
/// (as many words as the response has events over 64, for each event), is built only when a
/// divergence is diagnosed: a step of a thousand scenes holds thousands of events, and its
/// closure tens of megabytes.
final class PreparedAlternative: Sendable {
  /// The model's alternative, whole.
  let alternative: Alternative
  /// For each kept event, its position in `alternative.response.events`.
  let positions: [Int]
  /// The kept events; indices here are *compact* positions.
  let events: [Event]
  /// The compact positions that must appear.
  let required: EventSet
  /// For each event, its compact positions in increasing order (usually one).
  let occurrences: Occurrences
  /// For each compact position, the compact positions that must appear if it does
  /// (Conformance/SPEC.md#pairs), itself included: `groups[i]` is its whole group for a member
  /// of one, its group and itself for an event that belongs to a group's change, empty for the
  /// others.
  let groups: Groups
  /// Whether any kept event is in a group: most responses have none, and skip the checks.
  var hasGroups: Bool { !groups.sets.isEmpty }

  /// The edges of the order, as the rules give them.
  private let edges: [Order.Edge]
  /// The direct predecessors of each position of the whole response, `earlier[start[p] ..<
  /// start[p + 1]]` for position `p`.
  private let start: [Int32]
  private let earlier: [Int32]
  /// For each position of the whole response, its compact position, or -1 for an event the
  /// trace does not record.
  private let compactIndex: [Int32]
  /// Whether every event of the response is kept (the trace records every kind): then compact
  /// positions are positions, and the used and given-up events are all those reached.
  private let keepsEverything: Bool
  /// The order and the closure, built the first time a diagnosis asks.
  private let closure = Closure()

  init(_ alternative: Alternative, recording: TraceChecker.Recording) {
    self.alternative = alternative
    let response = alternative.response
    let count = response.events.count
    var positions: [Int] = []
    var events: [Event] = []
    var compactIndex = [Int32](repeating: -1, count: count)
    var required = EventSet()
    // Read in place: a step of many scenes holds thousands of events, and copying each costs
    // more than the rest of its preparation.
    response.events.withUnsafeBufferPointer { expected in
      for position in 0..<count where recording.records(expected[position].event) {
        compactIndex[position] = Int32(positions.count)
        if expected[position].presence == .required { required.insert(positions.count) }
        positions.append(position)
        events.append(expected[position].event)
      }
    }
    self.positions = positions
    self.events = events
    self.compactIndex = compactIndex
    keepsEverything = positions.count == count
    self.required = required
    occurrences = Occurrences(events)

    // The direct edges, by later position: counted, then placed.
    let edges = response.orderEdges
    var start = [Int32](repeating: 0, count: count + 1)
    for edge in edges { start[edge.later + 1] += 1 }
    for position in 0..<count { start[position + 1] += start[position] }
    var next = start
    var earlier = [Int32](repeating: 0, count: edges.count)
    for edge in edges {
      earlier[Int(next[edge.later])] = Int32(edge.earlier)
      next[edge.later] += 1
    }
    self.edges = edges
    self.start = start
    self.earlier = earlier

    var need = [Int32](repeating: -1, count: positions.count)
    var sets: [[Int]] = []
    let wholeGroups = response.groups
    for whole in wholeGroups {
      let compact = whole.compactMap { compactIndex[$0] >= 0 ? Int(compactIndex[$0]) : nil }
      guard compact.count > 1 else { continue }
      for index in compact { need[index] = Int32(sets.count) }
      sets.append(compact)
    }
    // One way only: the event needs its group, the group does not need the event.
    for dependency in response.dependencies(groups: wholeGroups) where compactIndex[dependency.event] >= 0 {
      let event = Int(compactIndex[dependency.event])
      let compact = dependency.group.compactMap { compactIndex[$0] >= 0 ? Int(compactIndex[$0]) : nil }
      guard !compact.isEmpty else { continue }
      need[event] = Int32(sets.count)
      sets.append((compact + [event]).sorted())
    }
    groups = Groups(need: need, sets: sets)
  }

  /// `partial` with compact position `index` used: every event the order puts before it is
  /// used already or can no longer appear, and is marked so. `nil` when that gives up a
  /// required event, or one that a used event needs (a group with a member used and another
  /// given up).
  ///
  /// Cost: the edges of the events newly given up, not the size of the response. The events
  /// used or given up are always every predecessor of the ones used (`reached`), so the walk
  /// back from `index` stops at the first event already accounted for; and nothing is copied
  /// until the walk has found no required event missing (a delegate's thousand identical
  /// callbacks are a chain, each of which is tried for every one delivered).
  func advancing(_ partial: TraceChecker.PartialMatch, to index: Int) -> TraceChecker.PartialMatch? {
    let position = positions[index]
    var reachedNow = EventSet()
    var givenUp = EventSet()
    let keepsRequired = withUnsafeTemporaryAllocation(of: Int32.self, capacity: compactIndex.count) { pending in
      var depth = 0
      var current = position
      while true {
        for earlierPosition in earlier[Int(start[current])..<Int(start[current + 1])] {
          let earlier = Int(earlierPosition)
          guard !reachedNow.contains(earlier) else { continue }
          let compact = Int(compactIndex[earlier])
          if keepsEverything {
            if partial.used.contains(compact) || partial.skipped.contains(compact) { continue }
          } else if partial.reached.contains(earlier) {
            continue
          }
          if compact >= 0 {
            // Optional predecessors not seen yet can no longer appear; required ones must have.
            if required.contains(compact) { return false }
            givenUp.insert(compact)
          }
          reachedNow.insert(earlier)
          pending[depth] = earlierPosition
          depth += 1
        }
        guard depth > 0 else { return true }
        depth -= 1
        current = Int(pending[depth])
      }
    }
    guard keepsRequired else { return nil }
    var advanced = partial
    advanced.used.insert(index)
    advanced.skipped.formUnion(givenUp)
    if !keepsEverything {
      advanced.reached.insert(position)
      advanced.reached.formUnion(reachedNow)
    }
    // The groups `partial` kept whole or empty stay so unless this event's group lost a member
    // now or before, or a group lost a member now after another was used.
    guard hasGroups else { return advanced }
    if groups.hasMember(of: index, in: advanced.skipped) { return nil }
    for compact in givenUp.positions where groups.isNeeded(compact, byAnyOf: advanced.used) { return nil }
    return advanced
  }

  /// Whether a partial match that uses `used` and has given up `skipped` keeps every group
  /// whole or empty so far: no used event needs one given up.
  func keepsGroups(used: EventSet, skipped: EventSet) -> Bool {
    guard hasGroups else { return true }
    for index in used.positions where groups.hasMember(of: index, in: skipped) { return false }
    return true
  }

  /// Whether every group is wholly used or wholly unused, and every used event that belongs to
  /// a group's change has its group: checked when a step closes.
  func completesGroups(_ used: EventSet) -> Bool {
    guard hasGroups else { return true }
    for index in used.positions where !groups.isWhole(index, in: used) { return false }
    return true
  }

  /// The compact positions in `set`, in increasing order.
  func members(of set: EventSet) -> [Int] { set.positions.filter { $0 < events.count } }

  /// The expectation behind a compact position.
  func expected(_ index: Int) -> ExpectedEvent { alternative.response.events[positions[index]] }

  /// The order over the whole response, for naming the rule an actual order breaks.
  var order: Order { closure.value(edges: edges, count: alternative.response.events.count, positions).order }

  /// For each compact position, the compact positions that must come before it.
  var predecessors: [EventSet] {
    closure.value(edges: edges, count: alternative.response.events.count, positions).predecessors
  }

  /// Whether the closure has been built: only a diagnosis needs it.
  var hasClosure: Bool { closure.isBuilt }

  /// The rule that puts compact position `earlier` before `later`.
  func rule(_ earlier: Int, before later: Int) -> OrderRule? {
    order.rule(positions[earlier], before: positions[later])
  }
}

extension PreparedAlternative {
  /// Each event's compact positions, in increasing order: `occurrences[event]`, as a
  /// dictionary of arrays reads, and `for (event, positions) in occurrences`. The positions lie
  /// in one array, grouped by event, so that a step of thousands of events costs one lookup
  /// table and one array rather than an array per event.
  struct Occurrences: Sequence, Sendable {
    /// Each event's slot in `ranges`.
    private let slots: [Event: Int]
    /// Each slot's positions in `positions`.
    private let ranges: [Range<Int>]
    private let positions: [Int]

    init(_ events: [Event]) {
      var slots: [Event: Int] = [:]
      slots.reserveCapacity(events.count)
      var slotOf = [Int](repeating: 0, count: events.count)
      var counts: [Int] = []
      for index in events.indices {
        if let found = slots[events[index]] {
          slotOf[index] = found
          counts[found] += 1
        } else {
          slots[events[index]] = counts.count
          slotOf[index] = counts.count
          counts.append(1)
        }
      }
      var ranges: [Range<Int>] = []
      ranges.reserveCapacity(counts.count)
      var start = 0
      for count in counts {
        ranges.append(start..<start)
        start += count
      }
      var positions = [Int](repeating: 0, count: events.count)
      for index in events.indices {
        let slot = slotOf[index]
        positions[ranges[slot].upperBound] = index
        ranges[slot] = ranges[slot].lowerBound..<ranges[slot].upperBound + 1
      }
      self.slots = slots
      self.ranges = ranges
      self.positions = positions
    }

    /// The compact positions of `event`, in increasing order; `nil` when the alternative does
    /// not hold it.
    subscript(event: Event) -> ArraySlice<Int>? {
      slots[event].map { positions[ranges[$0]] }
    }

    func makeIterator() -> some IteratorProtocol<(Event, ArraySlice<Int>)> {
      slots.lazy.map { ($0.key, positions[ranges[$0.value]]) }.makeIterator()
    }
  }

  /// What each kept event needs beside it, by compact position: its group's members, or, for
  /// an event that belongs to a group's change, that group (one way: the group does not need
  /// the event).
  struct Groups: Sendable {
    /// Each compact position's entry in `sets`, or -1 for a position that needs nothing.
    private let need: [Int32]
    /// The compact positions each entry needs, itself included, in increasing order.
    let sets: [[Int]]
    /// For each compact position, the other positions that need it; empty without `sets`.
    private let neededBy: [[Int]]

    init(need: [Int32], sets: [[Int]]) {
      self.need = need
      self.sets = sets
      guard !sets.isEmpty else {
        neededBy = []
        return
      }
      var neededBy = [[Int]](repeating: [], count: need.count)
      for owner in need.indices where need[owner] >= 0 {
        for member in sets[Int(need[owner])] where member != owner { neededBy[member].append(owner) }
      }
      self.neededBy = neededBy
    }

    /// The positions `index` needs, itself included; empty for a position that needs nothing.
    subscript(index: Int) -> EventSet {
      need[index] < 0 ? EventSet() : EventSet(sets[Int(need[index])])
    }

    /// Whether a position `index` needs is in `set`.
    func hasMember(of index: Int, in set: EventSet) -> Bool {
      guard need[index] >= 0 else { return false }
      return sets[Int(need[index])].contains(where: set.contains)
    }

    /// Whether every position `index` needs lies in `set`.
    func isWhole(_ index: Int, in set: EventSet) -> Bool {
      guard need[index] >= 0 else { return true }
      return sets[Int(need[index])].allSatisfy(set.contains)
    }

    /// Whether a position in `set` needs `index`.
    func isNeeded(_ index: Int, byAnyOf set: EventSet) -> Bool {
      !neededBy.isEmpty && neededBy[index].contains(where: set.contains)
    }
  }

  /// The order and its closure over the kept events, built once, on first use, by whichever
  /// thread asks first (a prepared alternative is shared between checkers).
  private final class Closure: @unchecked Sendable {
    private let lock = ModelLock()
    private var built: (order: Order, predecessors: [EventSet])?

    var isBuilt: Bool { lock.withLock { built != nil } }

    func value(edges: [Order.Edge], count: Int, _ positions: [Int]) -> (order: Order, predecessors: [EventSet]) {
      lock.withLock {
        if let built { return built }
        let order = Order(count: count, edges: edges)
        var compactIndex = Array(repeating: -1, count: count)
        for (index, position) in positions.enumerated() { compactIndex[position] = index }
        let predecessors = positions.map { position in
          var compact = EventSet()
          for earlier in order.predecessors[position].positions where compactIndex[earlier] >= 0 {
            compact.insert(compactIndex[earlier])
          }
          return compact
        }
        built = (order, predecessors)
        return (order, predecessors)
      }
    }
  }
}
