extension Response {
  /// The sets of positions whose events appear all together or not at all
  /// (Conformance/SPEC.md#pairs), each in increasing order.
  ///
  /// An optional delegate callback and the optional notification UIKit posts with it for the
  /// same change form one (the k-th such callback with the k-th such notification); events that
  /// carry the same `group` form one, joined with their own pairs.
  package var groups: [[Int]] {
    var parent = Array(events.indices)
    func root(_ position: Int) -> Int {
      var position = position
      while parent[position] != position { position = parent[position] }
      return position
    }
    func join(_ a: Int, _ b: Int) {
      let (ra, rb) = (root(a), root(b))
      if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }
    var joined = false
    // Callback and notification pairs: each optional callback takes the first optional
    // notification of its change not taken yet. The notifications are queued by change first,
    // so a response of many scenes is paired in one pass, not one pass per callback.
    struct Change: Hashable {
      let name: LifecycleNotification
      let scene: SceneID?
    }
    var waiting: [Change: ArraySlice<Int>] = [:]
    // An event that belongs to a group's change is no callback's pair: it is tied to that
    // group alone, one way (`dependencies`).
    for position in events.indices where !events[position].isRequired && events[position].belongsTo == nil {
      guard let notification = events[position].event.notification else { continue }
      waiting[Change(name: notification.name, scene: notification.scene), default: []].append(position)
    }
    for position in events.indices where !events[position].isRequired {
      guard let callback = events[position].event.callback, let name = callback.method.notification else { continue }
      let change = Change(name: name, scene: callback.method.isSceneDelegateMethod ? callback.scene : nil)
      if let partner = waiting[change]?.popFirst() {
        join(position, partner)
        joined = true
      }
    }
    // Explicit groups.
    var firstOfGroup: [Int: Int] = [:]
    for position in events.indices {
      guard let group = events[position].group else { continue }
      if let first = firstOfGroup[group] {
        join(first, position)
        joined = true
      } else {
        firstOfGroup[group] = position
      }
    }
    guard joined else { return [] }
    var members: [Int: [Int]] = [:]
    for position in events.indices { members[root(position), default: []].append(position) }
    return members.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
  }
}

extension Response {
  /// The events that may appear only with a group (`ExpectedEvent.belongsTo`), each with the
  /// positions of that whole group, in increasing order (Conformance/SPEC.md#pairs): the app's
  /// notification of a neighbour's optional resign comes only with that neighbour's events.
  ///
  /// The relation goes one way: the group may appear without the event, never the event
  /// without its group.
  package var dependencies: [(event: Int, group: [Int])] {
    let dependents = events.indices.filter { events[$0].belongsTo != nil }
    guard !dependents.isEmpty else { return [] }
    let groups = groups
    return dependents.compactMap { position in
      let number = events[position].belongsTo
      guard let member = events.indices.first(where: { events[$0].group == number }) else { return nil }
      return (position, groups.first { $0.contains(member) } ?? [member])
    }
  }
}
