/// How a model state is kept: one copy-on-write box holding every field but `lifecycle`, with
/// the hash of its fields once the state is final.
///
/// Exploration and the transition tour copy, hash and compare a state several times per
/// stimulus (the engine's plans, the checker's verdicts, coverage). A box is one reference to
/// copy instead of one per array; a state the model hands out (`init`, `respond(to:)`) carries
/// its hash, so hashing it is combining one number; and the states remembered by those caches
/// are the very boxes walks come back with, so most comparisons end at `===`.
extension LifecycleModel {
  /// The fields, mutated only while one model holds the box (`fields`), so a box other models
  /// (or other threads) can see never changes: that is what makes it `Sendable`.
  final class Storage: @unchecked Sendable {
    var appState: AppState = .notRunning
    var sessions: [SceneSession] = []
    var isLocked = false
    var overlay: Overlay?
    var wasFrontmostWhenLocked = false
    var hasQueuedTimeChange = false
    var unreportedDiscards: [SceneID] = []
    var returningScenes: [SceneID] = []
    var openBackgroundTasks = 0
    var backgroundTimeExpired = false
    var externalDisplay: ExternalDisplay?
    /// The hash of the fields above, set by `seal()` and cleared by any change.
    var fieldsHash: Int?

    init() {}

    /// A box with the same fields, not yet sealed.
    func copy() -> Storage {
      let copy = Storage()
      copy.appState = appState
      copy.sessions = sessions
      copy.isLocked = isLocked
      copy.overlay = overlay
      copy.wasFrontmostWhenLocked = wasFrontmostWhenLocked
      copy.hasQueuedTimeChange = hasQueuedTimeChange
      copy.unreportedDiscards = unreportedDiscards
      copy.returningScenes = returningScenes
      copy.openBackgroundTasks = openBackgroundTasks
      copy.backgroundTimeExpired = backgroundTimeExpired
      copy.externalDisplay = externalDisplay
      return copy
    }

    /// The hash of the fields: the sealed one, or computed afresh (never stored here, as the
    /// box may be shared).
    var hash: Int {
      if let fieldsHash { return fieldsHash }
      var hasher = Hasher()
      hasher.combine(appState)
      hasher.combine(sessions)
      hasher.combine(isLocked)
      hasher.combine(overlay)
      hasher.combine(wasFrontmostWhenLocked)
      hasher.combine(hasQueuedTimeChange)
      hasher.combine(unreportedDiscards)
      hasher.combine(returningScenes)
      hasher.combine(openBackgroundTasks)
      hasher.combine(backgroundTimeExpired)
      hasher.combine(externalDisplay)
      return hasher.finalize()
    }

    func hasSameFields(as other: Storage) -> Bool {
      if self === other { return true }
      if let fieldsHash, let otherHash = other.fieldsHash, fieldsHash != otherHash { return false }
      return appState == other.appState && sessions == other.sessions && isLocked == other.isLocked
        && overlay == other.overlay && wasFrontmostWhenLocked == other.wasFrontmostWhenLocked
        && hasQueuedTimeChange == other.hasQueuedTimeChange && unreportedDiscards == other.unreportedDiscards
        && returningScenes == other.returningScenes && openBackgroundTasks == other.openBackgroundTasks
        && backgroundTimeExpired == other.backgroundTimeExpired && externalDisplay == other.externalDisplay
    }
  }

  /// The box, made this model's own and unsealed, for a field to change:
  /// `next.fields.appState = .background`.
  var fields: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      storage.fieldsHash = nil
      return storage
    }
  }

  /// Computes and keeps the hash of a final state, so that every later hash is one number.
  /// A box shared with another model is copied first: no box anyone else can see is written.
  mutating func seal() {
    guard storage.fieldsHash == nil else { return }
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    storage.fieldsHash = storage.hash
    storage = Storage.interned(storage)
  }

  /// Whether two states are the same: the same lifecycle and the same fields (one box, or
  /// equal ones).
  public static func == (lhs: LifecycleModel, rhs: LifecycleModel) -> Bool {
    lhs.lifecycle == rhs.lifecycle && lhs.storage.hasSameFields(as: rhs.storage)
  }

  /// Hashes the lifecycle and the hash of the fields: the sealed one, a single number.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(lifecycle)
    hasher.combine(storage.hash)
  }
}
