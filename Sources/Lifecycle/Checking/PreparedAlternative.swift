/// One alternative made ready for matching: the events a trace can record, by position, with
/// the transitive order edges between them.
///
/// Events of a kind the trace does not record are removed; the order is transitively closed,
/// so the edges that ran through them are kept.
final class PreparedAlternative: Sendable {
  /// The model's alternative, whole.
  let alternative: Alternative
  /// The order over the whole response, for naming the rule an actual order breaks.
  let order: Order
  /// For each kept event, its position in `alternative.response.events`.
  let positions: [Int]
  /// The kept events; indices here are *compact* positions.
  let events: [Event]
  /// For each compact position, the compact positions that must come before it.
  let predecessors: [EventSet]
  /// The compact positions that must appear.
  let required: EventSet
  /// For each event, its compact positions in increasing order (usually one).
  let occurrences: [Event: [Int]]

  /// For each compact position, the compact positions that must appear if it does
  /// (Conformance/SPEC.md#pairs), itself included: its whole group for a member of one, its
  /// group and itself for an event that belongs to a group's change; empty for the others.
  let groups: [EventSet]
  /// Whether any kept event is in a group: most responses have none, and skip the checks.
  let hasGroups: Bool

  init(_ alternative: Alternative, recording: TraceChecker.Recording) {
    self.alternative = alternative
    let response = alternative.response
    let order = response.order
    let positions = response.events.indices.filter { recording.records(response.events[$0].event) }
    self.order = order
    self.positions = positions
    events = positions.map { response.events[$0].event }
    // Each kept event's predecessors, renumbered: one step per predecessor, since this runs
    // for every alternative of every step checked, and a step of many scenes holds thousands.
    var compactIndex = Array(repeating: -1, count: response.events.count)
    for (index, position) in positions.enumerated() { compactIndex[position] = index }
    predecessors = positions.map { position in
      var compact = EventSet()
      for earlier in order.predecessors[position].positions where compactIndex[earlier] >= 0 {
        compact.insert(compactIndex[earlier])
      }
      return compact
    }
    var required = EventSet()
    for index in positions.indices where response.events[positions[index]].isRequired { required.insert(index) }
    self.required = required
    var occurrences: [Event: [Int]] = [:]
    for (index, event) in events.enumerated() { occurrences[event, default: []].append(index) }
    self.occurrences = occurrences
    var groups = Array(repeating: EventSet(), count: positions.count)
    var hasGroups = false
    for group in response.groups {
      let compact = group.map { compactIndex[$0] }.filter { $0 >= 0 }
      guard compact.count > 1 else { continue }
      hasGroups = true
      let set = EventSet(compact)
      for index in compact { groups[index] = set }
    }
    // One way only: the event needs its group, the group does not need the event.
    for dependency in response.dependencies where compactIndex[dependency.event] >= 0 {
      let compact = dependency.group.map { compactIndex[$0] }.filter { $0 >= 0 }
      guard !compact.isEmpty else { continue }
      hasGroups = true
      groups[compactIndex[dependency.event]] = EventSet(compact + [compactIndex[dependency.event]])
    }
    self.groups = groups
    self.hasGroups = hasGroups
  }

  /// Whether a partial match that uses `used` and has given up `skipped` keeps every group
  /// whole or empty so far: no used event needs one given up.
  func keepsGroups(used: EventSet, skipped: EventSet) -> Bool {
    guard hasGroups else { return true }
    for index in members(of: used) where !groups[index].isEmpty {
      if groups[index].subtracting(skipped) != groups[index] { return false }
    }
    return true
  }

  /// Whether every group is wholly used or wholly unused, and every used event that belongs to
  /// a group's change has its group: checked when a step closes.
  func completesGroups(_ used: EventSet) -> Bool {
    guard hasGroups else { return true }
    for index in members(of: used) where !groups[index].isEmpty && !groups[index].isSubset(of: used) {
      return false
    }
    return true
  }

  /// The compact positions in `set`, in increasing order.
  func members(of set: EventSet) -> [Int] { events.indices.filter(set.contains) }

  /// The expectation behind a compact position.
  func expected(_ index: Int) -> ExpectedEvent { alternative.response.events[positions[index]] }

  /// The rule that puts compact position `earlier` before `later`.
  func rule(_ earlier: Int, before later: Int) -> OrderRule? {
    order.rule(positions[earlier], before: positions[later])
  }
}
