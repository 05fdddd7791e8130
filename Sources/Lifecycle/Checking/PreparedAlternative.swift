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
  var hasGroups: Bool { !groups.isEmpty }

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

  init(_ alternative: Alternative, recording: TraceRecording) {
    self.alternative = alternative
    let response = alternative.response
    let count = response.events.count
    var positions: [Int] = []
    var events: [Event] = []
    var compactIndex = [Int32](repeating: -1, count: count)
    var required = EventSet()
    positions.reserveCapacity(count)
    events.reserveCapacity(count)
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

    // The groups' kept members, one list after another: an array per group would allocate
    // once for each neighbour of a step of a thousand scenes.
    var need = [Int32](repeating: -1, count: positions.count)
    var members: [Int32] = []
    var starts: [Int32] = [0]
    let wholeGroups = response.groupList
    for group in wholeGroups.indices {
      let first = members.count
      for position in wholeGroups[group] where compactIndex[position] >= 0 { members.append(compactIndex[position]) }
      guard members.count - first > 1 else {
        members.removeLast(members.count - first)
        continue
      }
      for index in members[first...] { need[Int(index)] = Int32(starts.count - 1) }
      starts.append(Int32(members.count))
    }
    // One way only: the event needs its group, the group does not need the event.
    for dependency in response.dependencies(groups: wholeGroups) where compactIndex[dependency.event] >= 0 {
      let event = compactIndex[dependency.event]
      let first = members.count
      if dependency.group >= 0 {
        for position in wholeGroups[dependency.group] where compactIndex[position] >= 0 {
          members.append(compactIndex[position])
        }
      } else if compactIndex[dependency.member] >= 0 {
        members.append(compactIndex[dependency.member])
      }
      guard members.count > first else { continue }
      need[Int(event)] = Int32(starts.count - 1)
      // In increasing order, as every entry: the event goes in at its place.
      members.append(event)
      var place = members.count - 1
      while place > first, members[place - 1] > event {
        members.swapAt(place - 1, place)
        place -= 1
      }
      starts.append(Int32(members.count))
    }
    groups = Groups(need: need, starts: starts, members: members)
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
    /// The events, by compact position: a slot's key is the event at its first position.
    private let events: [Event]
    /// Each event's slot in `ranges`, found by the event's table hash.
    private let slots: IndexTable
    /// Each slot's positions in `positions`.
    private let ranges: [Range<Int>]
    private let positions: [Int]

    init(_ events: [Event]) {
      var slots = IndexTable(capacity: events.count)
      var slotOf = [Int](repeating: 0, count: events.count)
      var counts: [Int] = []
      // The first position of each slot, whose event is the slot's key.
      var firsts: [Int] = []
      // Most events of a step of many scenes are distinct.
      counts.reserveCapacity(events.count)
      firsts.reserveCapacity(events.count)
      events.withUnsafeBufferPointer { events in
        for index in events.indices {
          if let found = slots.insert(
            counts.count, hash: events[index].tableHash, where: { events[firsts[$0]] == events[index] })
          {
            slotOf[index] = found
            counts[found] += 1
          } else {
            slotOf[index] = counts.count
            counts.append(1)
            firsts.append(index)
          }
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
      self.events = events
      self.slots = slots
      self.ranges = ranges
      self.positions = positions
    }

    /// The compact positions of `event`, in increasing order; `nil` when the alternative does
    /// not hold it.
    subscript(event: Event) -> ArraySlice<Int>? {
      let slot = slots.find(hash: event.tableHash) { events[positions[ranges[$0].lowerBound]] == event }
      return slot.map { positions[ranges[$0]] }
    }

    func makeIterator() -> some IteratorProtocol<(Event, ArraySlice<Int>)> {
      ranges.lazy.map { (events[positions[$0.lowerBound]], positions[$0]) }.makeIterator()
    }
  }

  /// What each kept event needs beside it, by compact position: its group's members, or, for
  /// an event that belongs to a group's change, that group (one way: the group does not need
  /// the event).
  struct Groups: Sendable {
    /// Each compact position's entry, or -1 for a position that needs nothing.
    private let need: [Int32]
    /// The compact positions each entry needs, itself included, in increasing order: entry `e`
    /// is `members[starts[e] ..< starts[e + 1]]`.
    private let starts: [Int32]
    private let members: [Int32]
    /// For each compact position, the other positions that need it, in the same way:
    /// `neededBy[neededByStarts[p] ..< neededByStarts[p + 1]]`; empty without entries.
    private let neededByStarts: [Int32]
    private let neededBy: [Int32]

    init(need: [Int32], starts: [Int32], members: [Int32]) {
      self.need = need
      self.starts = starts
      self.members = members
      guard starts.count > 1 else {
        neededByStarts = []
        neededBy = []
        return
      }
      // Counted, then placed: one array for every position's list.
      var neededByStarts = [Int32](repeating: 0, count: need.count + 1)
      for owner in need.indices where need[owner] >= 0 {
        for member in Self.entry(Int(need[owner]), starts, members) where Int(member) != owner {
          neededByStarts[Int(member) + 1] += 1
        }
      }
      for position in need.indices { neededByStarts[position + 1] += neededByStarts[position] }
      var next = neededByStarts
      var neededBy = [Int32](repeating: 0, count: Int(neededByStarts[need.count]))
      for owner in need.indices where need[owner] >= 0 {
        for member in Self.entry(Int(need[owner]), starts, members) where Int(member) != owner {
          neededBy[Int(next[Int(member)])] = Int32(owner)
          next[Int(member)] += 1
        }
      }
      self.neededByStarts = neededByStarts
      self.neededBy = neededBy
    }

    /// Whether no position needs another.
    var isEmpty: Bool { starts.count <= 1 }

    private static func entry(_ entry: Int, _ starts: [Int32], _ members: [Int32]) -> ArraySlice<Int32> {
      members[Int(starts[entry])..<Int(starts[entry + 1])]
    }

    /// The positions `index` needs, itself included; empty for a position that needs nothing.
    subscript(index: Int) -> EventSet {
      need[index] < 0 ? EventSet() : EventSet(Self.entry(Int(need[index]), starts, members).lazy.map(Int.init))
    }

    /// Whether a position `index` needs is in `set`.
    func hasMember(of index: Int, in set: EventSet) -> Bool {
      guard need[index] >= 0 else { return false }
      return Self.entry(Int(need[index]), starts, members).contains { set.contains(Int($0)) }
    }

    /// Whether every position `index` needs lies in `set`.
    func isWhole(_ index: Int, in set: EventSet) -> Bool {
      guard need[index] >= 0 else { return true }
      return Self.entry(Int(need[index]), starts, members).allSatisfy { set.contains(Int($0)) }
    }

    /// Whether a position in `set` needs `index`.
    func isNeeded(_ index: Int, byAnyOf set: EventSet) -> Bool {
      guard !neededByStarts.isEmpty else { return false }
      return neededBy[Int(neededByStarts[index])..<Int(neededByStarts[index + 1])].contains { set.contains(Int($0)) }
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
