extension LifecycleModel {
  /// The sessions a rule that picks "the most recent" may pick (Conformance/SPEC.md#recency):
  /// the scenes active now if any is, else the sessions of the best rank; equally recent
  /// sessions are each an allowed choice. Empty when there is no session.
  var mostRecentSessions: [SceneID] {
    let activeNow = sessions.filter { $0.state == .foregroundActive }.map(\.id)
    if !activeNow.isEmpty { return activeNow }
    // `sessions` is sorted by rank, never-active last, so the first session holds the best rank.
    guard let best = sessions.first?.recency else { return sessions.map(\.id) }
    return sessions.filter { $0.recency == best }.map(\.id)
  }

  /// Ranks the sessions after a step in which the scenes in `active` were active: they become
  /// the most recent, equally; every other session keeps its place below them. Ranks stay dense
  /// (0, 1, 2, …) and the sessions sorted by them, so equal states compare equal.
  mutating func rankRecency(activeInStep active: [SceneID]) {
    // On a copy taken out of the state and put back once: every change through `fields`
    // checks that the box is this state's alone. No set or dictionary for a few sessions.
    var sessions = fields.sessions
    fields.sessions = []
    let promoted = !active.isEmpty
    // A set only for many: a step has one or two scenes active, and hashing costs more than
    // finding them; a step of a thousand active scenes would compare every pair.
    var activeTable: IndexTable?
    if active.count > 16 {
      activeTable = IndexTable(capacity: active.count)
      for index in active.indices {
        _ = activeTable!.insert(index, hash: active[index].digest, where: { active[$0] == active[index] })
      }
    }
    func isActive(_ id: SceneID) -> Bool {
      guard let activeTable else { return active.contains(id) }
      return activeTable.find(hash: id.digest, where: { active[$0] == id }) != nil
    }
    var ranks: [Int] = []
    ranks.reserveCapacity(sessions.count)
    for index in sessions.indices {
      if isActive(sessions[index].id) {
        sessions[index].recency = 0
      } else if let rank = sessions[index].recency, promoted {
        sessions[index].recency = rank + 1
      }
      if let rank = sessions[index].recency { ranks.append(rank) }
    }
    // Dense ranks: each rank becomes its place among the distinct ranks.
    ranks.sort()
    var distinct: [Int] = []
    distinct.reserveCapacity(ranks.count)
    for rank in ranks where distinct.last != rank { distinct.append(rank) }
    if distinct.last.map({ $0 != distinct.count - 1 }) ?? false {
      for index in sessions.indices {
        guard let rank = sessions[index].recency else { continue }
        sessions[index].recency = Self.place(of: rank, in: distinct)
      }
    }
    func precedes(_ lhs: SceneSession, _ rhs: SceneSession) -> Bool {
      switch (lhs.recency, rhs.recency) {
      case let (left?, right?): left != right ? left < right : lhs.id < rhs.id
      case (.some, nil): true
      case (nil, .some): false
      case (nil, nil): lhs.id < rhs.id
      }
    }
    // Most steps keep the order: checked in one pass, sorted only when it changed.
    if sessions.indices.dropFirst().contains(where: { precedes(sessions[$0], sessions[$0 - 1]) }) {
      sessions.sort(by: precedes)
    }
    fields.sessions = sessions
  }

  /// The place of `rank` in the sorted `distinct` ranks, which hold it.
  private static func place(of rank: Int, in distinct: [Int]) -> Int {
    var low = 0
    var high = distinct.count - 1
    while low < high {
      let middle = (low + high) / 2
      if distinct[middle] < rank { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
