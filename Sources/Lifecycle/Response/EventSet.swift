/// A set of event positions in one response, without heap storage: the checker copies these
/// for every partial match it keeps, so they must be cheap.
///
/// Holds positions 0 ..< 256, far more than any response of a handful of scenes needs
/// (`Response.maximumEventCount`).
public struct EventSet: Hashable, Sendable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  public static let capacity = 256

  public init() {}

  public init(_ positions: some Sequence<Int>) {
    for position in positions { insert(position) }
  }

  public func contains(_ position: Int) -> Bool {
    word(position / 64) & (1 << UInt64(position % 64)) != 0
  }

  public mutating func insert(_ position: Int) {
    setWord(position / 64, word(position / 64) | (1 << UInt64(position % 64)))
  }

  public mutating func formUnion(_ other: EventSet) {
    words.0 |= other.words.0
    words.1 |= other.words.1
    words.2 |= other.words.2
    words.3 |= other.words.3
  }

  public func isSubset(of other: EventSet) -> Bool {
    words.0 & ~other.words.0 == 0 && words.1 & ~other.words.1 == 0
      && words.2 & ~other.words.2 == 0 && words.3 & ~other.words.3 == 0
  }

  public func union(_ other: EventSet) -> EventSet {
    var result = self
    result.formUnion(other)
    return result
  }

  public func subtracting(_ other: EventSet) -> EventSet {
    var result = self
    result.words.0 &= ~other.words.0
    result.words.1 &= ~other.words.1
    result.words.2 &= ~other.words.2
    result.words.3 &= ~other.words.3
    return result
  }

  public var isEmpty: Bool { words.0 | words.1 | words.2 | words.3 == 0 }

  /// The positions in the set, in increasing order.
  public var positions: [Int] { (0..<Self.capacity).filter(contains) }

  public static func == (lhs: EventSet, rhs: EventSet) -> Bool {
    lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
      && lhs.words.3 == rhs.words.3
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(words.0)
    hasher.combine(words.1)
    hasher.combine(words.2)
    hasher.combine(words.3)
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
