extension LifecycleModel.Storage {
  /// The sealed box already kept for these fields, or this one, kept from now on.
  ///
  /// One box for each state seen lately, shared by every thread: the caches that remember
  /// states (the reference engine's plans, the checker's verdicts, coverage) then hold the very
  /// boxes walks come back with, and compare them by `===`. Emptied when full, of boxes or of
  /// the sessions they hold (an exploration of many scene names meets many states, a trace that
  /// opens a thousand scenes a thousand states of hundreds of sessions each); a state met again
  /// after that gets a new box, which still compares equal field by field.
  static func interned(_ box: LifecycleModel.Storage) -> LifecycleModel.Storage {
    KeptBoxes.shared.keep(box)
  }
}

/// The boxes `interned(_:)` keeps.
private final class KeptBoxes: @unchecked Sendable {
  static let shared = KeptBoxes()

  /// A sealed box, hashed and compared by its fields.
  private struct Kept: Hashable {
    let box: LifecycleModel.Storage
    static func == (lhs: Kept, rhs: Kept) -> Bool { lhs.box.hasSameValues(as: rhs.box) }
    func hash(into hasher: inout Hasher) { hasher.combine(box.hash) }
  }

  /// Guarded by `lock`.
  private var kept: Set<Kept> = []
  /// How many sessions the kept boxes hold beyond `sessionsPerBox` each: with the boxes'
  /// count, what bounds the memory kept.
  private var heldSessions = 0
  private let capacity = 1 << 16
  /// The sessions a box holds without counting: the states an exploration walks have a few
  /// scenes, and are bounded by the boxes' count alone.
  private let sessionsPerBox = 4
  private let sessionCapacity = 1 << 16
  private let lock = ModelLock()

  func keep(_ box: LifecycleModel.Storage) -> LifecycleModel.Storage {
    lock.withLock {
      if let index = kept.firstIndex(of: Kept(box: box)) { return kept[index].box }
      let sessions = max(0, box.values.sessions.count - sessionsPerBox)
      if kept.count >= capacity || heldSessions + sessions > sessionCapacity {
        kept.removeAll(keepingCapacity: true)
        heldSessions = 0
      }
      kept.insert(Kept(box: box))
      heldSessions += sessions
      return box
    }
  }
}
