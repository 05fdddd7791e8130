extension Response {
  /// The sets of positions whose events appear all together or not at all
  /// (Conformance/SPEC.md#pairs), each in increasing order.
  ///
  /// An optional delegate callback and the optional notification UIKit posts with it for the
  /// same change form one (the k-th such callback with the k-th such notification); events that
  /// carry the same `group` form one, joined with their own pairs.
  package var groups: [[Int]] {
    let list = groupList
    return list.indices.map { Array(list[$0]) }
  }

  /// The groups in one list, as `groups` orders them: what a checker prepares for every step,
  /// where an array per group would allocate once for each neighbour of a thousand scenes.
  var groupList: GroupList {
    // One pass per rule, no set or array per event, and the events read in place rather than
    // copied one by one: a step of a thousand scenes holds thousands of events, and this runs
    // for every alternative a checker prepares.
    events.withUnsafeBufferPointer(Self.groups(of:))
  }

  /// Groups of positions, each in increasing order, in one array: group `g` is
  /// `members[starts[g] ..< starts[g + 1]]`.
  struct GroupList: RandomAccessCollection {
    var members: [Int] = []
    var starts: [Int] = [0]

    var startIndex: Int { 0 }
    var endIndex: Int { starts.count - 1 }
    subscript(group: Int) -> ArraySlice<Int> { members[starts[group]..<starts[group + 1]] }
  }

  private static func groups(of events: UnsafeBufferPointer<ExpectedEvent>) -> GroupList {
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
    // linked through `nextWaiting`, so a response of many scenes is paired in one pass. A
    // change's slot holds the first waiting notification (`firstWaiting`, -1 once all are
    // taken) and one that names the change (`named`).
    var changes = IndexTable(capacity: events.count / 4)
    var firstWaiting: [Int] = []
    var named: [Int] = []
    var nextWaiting = Array(repeating: -1, count: events.count)
    // An event that belongs to a group's change is no callback's pair: it is tied to that
    // group alone, one way (`dependencies`).
    for position in events.indices.reversed()
    where events[position].presence == .optional && events[position].belongsTo == nil {
      guard case .notification(let notification) = events[position].event else { continue }
      let slot = changes.insert(named.count, hash: Self.changeHash(notification.name, notification.scene)) {
        events[named[$0]].event == .notification(notification)
      }
      if let slot {
        nextWaiting[position] = firstWaiting[slot]
        firstWaiting[slot] = position
      } else {
        firstWaiting.append(position)
        named.append(position)
      }
    }
    if changes.count > 0 {
      for position in events.indices where events[position].presence == .optional {
        guard case .callback(let callback) = events[position].event, let name = callback.method.notification else {
          continue
        }
        let change = PostedNotification(name, scene: callback.method.isSceneDelegateMethod ? callback.scene : nil)
        let slot = changes.find(hash: Self.changeHash(change.name, change.scene)) {
          events[named[$0]].event == .notification(change)
        }
        guard let slot else { continue }
        let partner = firstWaiting[slot]
        guard partner >= 0 else { continue }
        join(position, partner)
        joined = true
        firstWaiting[slot] = nextWaiting[partner]
      }
    }
    // Explicit groups, each joined to its first member.
    var firstOfGroup = IndexTable(capacity: events.count / 4)
    for position in events.indices {
      guard let group = events[position].group else { continue }
      if let first = firstOfGroup.insert(position, hash: group, where: { events[$0].group == group }) {
        join(first, position)
        joined = true
      }
    }
    guard joined else { return GroupList() }
    var size = Array(repeating: 0, count: events.count)
    for position in events.indices { size[root(position)] += 1 }
    // Each group's next free place in `members`, by root; -1 until the group's first member.
    var next = Array(repeating: -1, count: events.count)
    var list = GroupList()
    for position in events.indices {
      let root = root(position)
      guard size[root] > 1, next[root] < 0 else { continue }
      next[root] = list.starts[list.starts.count - 1]
      list.starts.append(next[root] + size[root])
    }
    list.members = Array(repeating: 0, count: list.starts[list.starts.count - 1])
    for position in events.indices {
      let root = root(position)
      guard size[root] > 1 else { continue }
      list.members[next[root]] = position
      next[root] += 1
    }
    return list
  }

  /// A change's hash for an `IndexTable`: the scene's own and the notification's case.
  private static func changeHash(_ name: LifecycleNotification, _ scene: SceneID?) -> Int {
    (scene?.digest ?? 0) ^ Int(caseNumber(of: name))
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
    let groups = groupList
    return dependencies(groups: groups).map { dependency in
      (dependency.event, dependency.group >= 0 ? Array(groups[dependency.group]) : [dependency.member])
    }
  }

  /// What an event that belongs to a group's change needs: the group, by its index in the
  /// `GroupList`, or -1 when the group's one member, `member`, is in no list.
  struct Dependency {
    let event: Int
    let group: Int
    let member: Int
  }

  /// `dependencies`, given the groups: a checker has them already, and they cost a pass over
  /// the response.
  func dependencies(groups: GroupList) -> [Dependency] {
    var dependents = 0
    for position in events.indices where events[position].belongsTo != nil { dependents += 1 }
    guard dependents > 0 else { return [] }
    // Each group number's first member, and each position's group, found once: a step of many
    // scenes holds a dependent for every neighbour.
    var firstOfGroup = IndexTable(capacity: events.count / 4)
    for position in events.indices {
      guard let number = events[position].group else { continue }
      _ = firstOfGroup.insert(position, hash: number, where: { events[$0].group == number })
    }
    var groupOf = [Int32](repeating: -1, count: events.count)
    for group in groups.indices {
      for position in groups[group] { groupOf[position] = Int32(group) }
    }
    var found: [Dependency] = []
    found.reserveCapacity(dependents)
    for position in events.indices {
      guard let number = events[position].belongsTo,
        let member = firstOfGroup.find(hash: number, where: { events[$0].group == number })
      else { continue }
      found.append(Dependency(event: position, group: Int(groupOf[member]), member: member))
    }
    return found
  }
}
