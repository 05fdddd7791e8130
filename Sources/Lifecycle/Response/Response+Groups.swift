extension Response {
  /// The sets of positions whose events appear all together or not at all
  /// (Conformance/SPEC.md#pairs), each in increasing order.
  ///
  /// An optional delegate callback and the optional notification UIKit posts with it for the
  /// same change form one (the k-th such callback with the k-th such notification); events that
  /// carry the same `group` form one, joined with their own pairs.
  package var groups: [[Int]] {
    // One pass per rule, no set or array per event, and the events read in place rather than
    // copied one by one: a step of a thousand scenes holds thousands of events, and this runs
    // for every alternative a checker prepares.
    events.withUnsafeBufferPointer(Self.groups(of:))
  }

  private static func groups(of events: UnsafeBufferPointer<ExpectedEvent>) -> [[Int]] {
    var parent = Array(events.indices)
    func root(_ position: Int) -> Int {
      var position = position
      while parent[position] != position {
        parent[position] = parent[parent[position]]
        position = parent[position]
      }
      return position
    }
    // The root of a set is its least position, so groups come out ordered by their first member.
    func join(_ a: Int, _ b: Int) {
      let (ra, rb) = (root(a), root(b))
      if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }
    var joined = false
    // Callback and notification pairs: each optional callback takes the first optional
    // notification of its change not taken yet. The notifications wait in one list per change,
    // linked through `nextWaiting`, so a response of many scenes is paired in one pass.
    struct Change: Hashable {
      let name: LifecycleNotification
      let scene: SceneID?
    }
    // Room for a step of many scenes at once: growing would hash every change again.
    var firstWaiting = [Change: Int](minimumCapacity: events.count > 64 ? events.count / 2 : 0)
    var nextWaiting = Array(repeating: -1, count: events.count)
    // An event that belongs to a group's change is no callback's pair: it is tied to that
    // group alone, one way (`dependencies`).
    for position in events.indices.reversed()
    where events[position].presence == .optional && events[position].belongsTo == nil {
      guard case .notification(let notification) = events[position].event else { continue }
      if let next = firstWaiting.updateValue(
        position, forKey: Change(name: notification.name, scene: notification.scene))
      {
        nextWaiting[position] = next
      }
    }
    if !firstWaiting.isEmpty {
      for position in events.indices where events[position].presence == .optional {
        guard case .callback(let callback) = events[position].event, let name = callback.method.notification else {
          continue
        }
        let change = Change(name: name, scene: callback.method.isSceneDelegateMethod ? callback.scene : nil)
        guard let waiting = firstWaiting.index(forKey: change) else { continue }
        let partner = firstWaiting.values[waiting]
        guard partner >= 0 else { continue }
        join(position, partner)
        joined = true
        firstWaiting.values[waiting] = nextWaiting[partner]
      }
    }
    // Explicit groups.
    var firstOfGroup = [Int: Int](minimumCapacity: events.count > 64 ? events.count / 4 : 0)
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
    var size = Array(repeating: 0, count: events.count)
    for position in events.indices { size[root(position)] += 1 }
    var slot = Array(repeating: -1, count: events.count)
    var groups: [[Int]] = []
    for position in events.indices {
      let root = root(position)
      guard size[root] > 1 else { continue }
      if slot[root] < 0 {
        slot[root] = groups.count
        groups.append([])
        groups[groups.count - 1].reserveCapacity(size[root])
      }
      groups[slot[root]].append(position)
    }
    return groups
  }
}

extension Response {
  /// The events that may appear only with a group (`ExpectedEvent.belongsTo`), each with the
  /// positions of that whole group, in increasing order (Conformance/SPEC.md#pairs): the app's
  /// notification of a neighbour's optional resign comes only with that neighbour's events.
  ///
  /// The relation goes one way: the group may appear without the event, never the event
  /// without its group.
  package var dependencies: [(event: Int, group: [Int])] { dependencies(groups: groups) }

  /// `dependencies`, given `groups`: a checker has them already, and they cost a pass over the
  /// response.
  func dependencies(groups: [[Int]]) -> [(event: Int, group: [Int])] {
    let dependents = events.indices.filter { events[$0].belongsTo != nil }
    guard !dependents.isEmpty else { return [] }
    // Each group number's first member, and each position's group, found once: a step of many
    // scenes holds a dependent for every neighbour.
    var firstOfGroup: [Int: Int] = [:]
    for position in events.indices.reversed() {
      if let number = events[position].group { firstOfGroup[number] = position }
    }
    var groupOf: [Int: Int] = [:]
    for (index, group) in groups.enumerated() {
      for position in group { groupOf[position] = index }
    }
    return dependents.compactMap { position in
      guard let number = events[position].belongsTo, let member = firstOfGroup[number] else { return nil }
      return (position, groupOf[member].map { groups[$0] } ?? [member])
    }
  }
}
