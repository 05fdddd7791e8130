/// How a model state is kept: one copy-on-write box holding every field but `lifecycle`, with
/// the hash of its fields once the state is final.
///
/// Exploration and the transition tour copy, hash and compare a state several times per
/// stimulus (the engine's plans, the checker's verdicts, coverage). A box is one reference to
/// copy instead of one per array; a state the model hands out (`init`, `respond(to:)`) carries
/// its hash, so hashing it is combining one number; and the states remembered by those caches
/// are the very boxes walks come back with, so most comparisons end at `===`.
extension LifecycleModel {
  /// Every field but `lifecycle`: read by name on the model, changed through `fields`.
  struct Fields: Hashable, Sendable {
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
  }

  /// The box: changed only while one model holds it (`fields`), so a box other models (or
  /// other threads) can see never changes: that is what makes it `Sendable`.
  final class Storage: @unchecked Sendable {
    // Unchecked: a class's stored property is checked for overlapping access at run time on
    // every read, and the model reads its fields at every turn of every step (a tenth of a
    // step's instructions went to the checks). The box is written only through `fields`, while
    // one model alone holds it, so no access to it ever overlaps a write.
    @exclusivity(unchecked) var values: Fields
    /// The hash of `values`, set by `seal()` and cleared by any change.
    @exclusivity(unchecked) var valuesHash: Int?

    init(_ values: Fields = Fields()) { self.values = values }

    /// The hash of the values: the sealed one, or computed afresh (never stored here, as the
    /// box may be shared).
    var hash: Int { valuesHash ?? values.hashValue }

    func hasSameValues(as other: Storage) -> Bool {
      if self === other { return true }
      if let valuesHash, let otherHash = other.valuesHash, valuesHash != otherHash { return false }
      return values == other.values
    }
  }

  /// The fields, made this model's own and unsealed, for one to change:
  /// `next.fields.appState = .background`.
  var fields: Fields {
    get { storage.values }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
      storage.valuesHash = nil
      yield &storage.values
    }
  }

  /// Computes and keeps the hash of a final state, so that every later hash is one number.
  /// A box shared with another model is copied first: no box anyone else can see is written.
  mutating func seal() {
    guard storage.valuesHash == nil else { return }
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
    storage.valuesHash = storage.hash
    storage = Storage.interned(storage)
  }

  /// Whether two states are the same: the same lifecycle and the same fields (one box, or
  /// equal ones).
  package static func == (lhs: LifecycleModel, rhs: LifecycleModel) -> Bool {
    lhs.lifecycle == rhs.lifecycle && lhs.storage.hasSameValues(as: rhs.storage)
  }

  /// Hashes the lifecycle and the hash of the fields: the sealed one, a single number.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(lifecycle)
    hasher.combine(storage.hash)
  }
}
