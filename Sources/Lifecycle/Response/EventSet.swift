/// A set of event positions in one response: the checker copies these for every partial match
/// it keeps, so they must be cheap.
///
/// Positions 0 ..< 256 (a response of a few dozen scenes) live inline, without heap storage;
/// a response beyond that (a step of many scenes) spills into an overflow array, which the
/// common case never allocates. Any non-negative position can be held.
package struct EventSet: Hashable, Sendable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// Words for positions 256 and up; never ends in a zero word, so equal sets have equal arrays,
  /// and `nil` rather than empty, so that copying a set of a small response (the checker copies
  /// its partial matches for every event) retains nothing.
  private var overflow: [UInt64]?

  /// How many positions are held inline, without allocating.
  package static let inlineCapacity = 256

  package init() {}

  package init(_ positions: some Sequence<Int>) {
    for position in positions { insert(position) }
  }

  package func contains(_ position: Int) -> Bool {
    guard position >= 0 else { return false }
    if position < Self.inlineCapacity { return word(position / 64) & (1 << UInt64(position % 64)) != 0 }
    let index = position / 64 - 4
    guard let overflow else { return false }
    return index < overflow.count && overflow[index] & (1 << UInt64(position % 64)) != 0
  }

  package mutating func insert(_ position: Int) {
    precondition(position >= 0, "an event position is never negative")
    if position < Self.inlineCapacity {
      setWord(position / 64, word(position / 64) | (1 << UInt64(position % 64)))
      return
    }
    let index = position / 64 - 4
    if overflow == nil { overflow = [] }
    if index >= overflow!.count { overflow!.append(contentsOf: repeatElement(0, count: index + 1 - overflow!.count)) }
    overflow![index] |= 1 << UInt64(position % 64)
  }

  package mutating func formUnion(_ other: EventSet) {
    words.0 |= other.words.0
    words.1 |= other.words.1
    words.2 |= other.words.2
    words.3 |= other.words.3
    guard let theirs = other.overflow else { return }
    guard overflow != nil else {
      overflow = theirs
      return
    }
    if overflow!.count < theirs.count {
      overflow!.append(contentsOf: repeatElement(0, count: theirs.count - overflow!.count))
    }
    for index in theirs.indices { overflow![index] |= theirs[index] }
  }

  package func isSubset(of other: EventSet) -> Bool {
    guard
      words.0 & ~other.words.0 == 0 && words.1 & ~other.words.1 == 0
        && words.2 & ~other.words.2 == 0 && words.3 & ~other.words.3 == 0
    else { return false }
    guard let overflow else { return true }
    // No trailing zero words: a longer overflow holds a position the other lacks.
    guard let theirs = other.overflow, overflow.count <= theirs.count else { return false }
    return overflow.indices.allSatisfy { overflow[$0] & ~theirs[$0] == 0 }
  }

  package func union(_ other: EventSet) -> EventSet {
    var result = self
    result.formUnion(other)
    return result
  }

  package func subtracting(_ other: EventSet) -> EventSet {
    var result = self
    result.words.0 &= ~other.words.0
    result.words.1 &= ~other.words.1
    result.words.2 &= ~other.words.2
    result.words.3 &= ~other.words.3
    if result.overflow != nil, let theirs = other.overflow {
      for index in 0..<min(result.overflow!.count, theirs.count) {
        result.overflow![index] &= ~theirs[index]
      }
      while result.overflow!.last == 0 { result.overflow!.removeLast() }
      if result.overflow!.isEmpty { result.overflow = nil }
    }
    return result
  }

  /// Whether some position of this set is in `required` but not in `used`, found without
  /// building the difference: the checker asks it of every occurrence of an event it tries, and
  /// a step may hold thousands of the same event.
  package func hasAny(of required: EventSet, outside used: EventSet) -> Bool {
    if words.0 & required.words.0 & ~used.words.0 != 0 || words.1 & required.words.1 & ~used.words.1 != 0
      || words.2 & required.words.2 & ~used.words.2 != 0 || words.3 & required.words.3 & ~used.words.3 != 0
    {
      return true
    }
    guard let overflow, let requiredWords = required.overflow else { return false }
    let usedWords = used.overflow ?? []
    for index in 0..<min(overflow.count, requiredWords.count) {
      let usedWord = index < usedWords.count ? usedWords[index] : 0
      if overflow[index] & requiredWords[index] & ~usedWord != 0 { return true }
    }
    return false
  }

  package var isEmpty: Bool { words.0 | words.1 | words.2 | words.3 == 0 && overflow == nil }

  /// The positions in the set, in increasing order: one step per position held, not per
  /// position possible (a response of a thousand scenes holds thousands of events).
  package var positions: [Int] {
    var positions: [Int] = []
    func collect(_ word: UInt64, from base: Int) {
      var word = word
      while word != 0 {
        positions.append(base + word.trailingZeroBitCount)
        word &= word - 1
      }
    }
    collect(words.0, from: 0)
    collect(words.1, from: 64)
    collect(words.2, from: 128)
    collect(words.3, from: 192)
    for (index, word) in (overflow ?? []).enumerated() { collect(word, from: Self.inlineCapacity + 64 * index) }
    return positions
  }

  package static func == (lhs: EventSet, rhs: EventSet) -> Bool {
    lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
      && lhs.words.3 == rhs.words.3 && lhs.overflow == rhs.overflow
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(words.0)
    hasher.combine(words.1)
    hasher.combine(words.2)
    hasher.combine(words.3)
    if let overflow { hasher.combine(overflow) }
  }

  private func word(_ index: Int) -> UInt64 {
    switch index {
    case 0: words.0
    case 1: words.1
    case 2: words.2
    default: words.3
    }
  }

  private mutating func setWord(_ index: Int, _ value: UInt64) {
    switch index {
    case 0: words.0 = value
    case 1: words.1 = value
    case 2: words.2 = value
    default: words.3 = value
    }
  }
}
