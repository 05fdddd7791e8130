/// A hash table of small non-negative numbers (positions in a response, slots of an array), each
/// standing for a key kept elsewhere: the caller gives the key's hash and a test that an entry
/// stands for that key.
///
/// The model and the checker index a step's events by event, by scene and by change, and a
/// step of a thousand scenes holds thousands of events. A `Dictionary` runs each key through
/// SipHash and copies it in; the keys here carry a hash already (a `SceneID` keeps its text's,
/// `Event.tableHash` mixes it with the event's name) and stay where they are. Each entry's hash
/// is kept beside it, so that a key is compared only with entries of the same hash, and the
/// table grows without asking for the keys again.
struct IndexTable {
  /// The entries by bucket; -1 for an empty bucket.
  private var entries: [Int32]
  /// The hash each bucket's entry was inserted with.
  private var hashes: [Int]
  /// How far a hash's product is shifted to give a bucket: 64 minus the buckets' log2.
  private var shift: Int
  /// How many entries the table holds.
  private(set) var count = 0

  /// A table with room for `capacity` entries before it grows; without one, nothing is
  /// allocated until the first entry (a table a step may never use costs nothing).
  init(capacity: Int = 0) {
    guard capacity > 0 else {
      entries = []
      hashes = []
      shift = 64
      return
    }
    var bits = 3
    while 1 << bits < 2 * capacity { bits += 1 }
    entries = Array(repeating: -1, count: 1 << bits)
    hashes = Array(repeating: 0, count: 1 << bits)
    shift = 64 - bits
  }

  /// The entry that `matches` accepts among those inserted with `hash`; `nil` if none does.
  func find(hash: Int, where matches: (Int) -> Bool) -> Int? {
    guard !entries.isEmpty else { return nil }
    var bucket = bucket(hash)
    let mask = entries.count - 1
    while true {
      let entry = entries[bucket]
      if entry < 0 { return nil }
      if hashes[bucket] == hash, matches(Int(entry)) { return Int(entry) }
      bucket = (bucket + 1) & mask
    }
  }

  /// The entry that `matches` accepts among those inserted with `hash`, if there is one; if
  /// not, `entry` is inserted in its place and the result is `nil`.
  mutating func insert(_ entry: Int, hash: Int, where matches: (Int) -> Bool) -> Int? {
    if entries.isEmpty { self = IndexTable(capacity: 4) }
    var bucket = bucket(hash)
    let mask = entries.count - 1
    while true {
      let found = entries[bucket]
      if found < 0 { break }
      if hashes[bucket] == hash, matches(Int(found)) { return Int(found) }
      bucket = (bucket + 1) & mask
    }
    if 2 * (count + 1) > entries.count {
      grow()
      bucket = self.bucket(hash)
      while entries[bucket] >= 0 { bucket = (bucket + 1) & (entries.count - 1) }
    }
    entries[bucket] = Int32(entry)
    hashes[bucket] = hash
    count += 1
    return nil
  }

  /// Twice the buckets, each entry placed again by the hash kept with it.
  private mutating func grow() {
    let (oldEntries, oldHashes) = (entries, hashes)
    entries = Array(repeating: -1, count: 2 * oldEntries.count)
    hashes = Array(repeating: 0, count: 2 * oldEntries.count)
    shift -= 1
    let mask = entries.count - 1
    for old in oldEntries.indices where oldEntries[old] >= 0 {
      var bucket = bucket(oldHashes[old])
      while entries[bucket] >= 0 { bucket = (bucket + 1) & mask }
      entries[bucket] = oldEntries[old]
      hashes[bucket] = oldHashes[old]
    }
  }

  /// Fibonacci hashing: the product's top bits, so that hashes that differ in any bit spread.
  private func bucket(_ hash: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: hash) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
  }
}
