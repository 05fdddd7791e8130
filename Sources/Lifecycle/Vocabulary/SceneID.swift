/// The identifier of a scene session, as a trace spells it: `[a-z0-9][a-z0-9-]*`.
///
/// ```swift
/// let side: SceneID = "second"
/// ```
public struct SceneID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The id's text, as traces spell it.
  public let rawValue: String
  /// The text's hash, computed once: the model's states, the checker's caches and the
  /// delegates' scenes hash ids at every step, and hashing a string checks its normalization
  /// first. Internal for `IndexTable`, whose keys bring their own hash.
  let digest: Int

  /// Creates a scene id from its text.
  public init(rawValue: String) {
    self.rawValue = rawValue
    digest = rawValue.hashValue
  }
  /// Creates a scene id from its text.
  public init(_ rawValue: String) { self.init(rawValue: rawValue) }
  /// Creates a scene id from a string literal: `"main"`.
  public init(stringLiteral value: String) { self.init(rawValue: value) }

  /// Ids are equal when their texts are.
  public static func == (lhs: SceneID, rhs: SceneID) -> Bool {
    // Different hashes are different texts, told apart without comparing them: the model finds
    // a scene among the sessions by comparing its id with each.
    lhs.digest == rhs.digest && lhs.rawValue == rhs.rawValue
  }

  /// Hashes the text's hash, computed once (equal texts have equal hashes).
  public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

  /// Decodes an id from its text, as a trace spells it.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the id as its text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The session a first launch creates when no session was saved.
  public static let main: SceneID = "main"

  /// The id's text.
  public var description: String { rawValue }

  /// Whether the identifier has the trace format's shape, `[a-z0-9][a-z0-9-]*`.
  package var isWellFormed: Bool {
    guard let first = rawValue.utf8.first, Self.isLowerAlphanumeric(first) else { return false }
    return rawValue.utf8.allSatisfy { Self.isLowerAlphanumeric($0) || $0 == UInt8(ascii: "-") }
  }

  /// Orders ids by their text, for stable output.
  public static func < (lhs: SceneID, rhs: SceneID) -> Bool { lhs.rawValue < rhs.rawValue }

  private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
