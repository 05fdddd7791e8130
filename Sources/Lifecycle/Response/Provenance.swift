/// Where an expectation comes from: an Apple page, a public log of real behaviour, or neither.
///
/// Every expected event, in the catalog and in the model, carries one. The docs show it; the
/// checker quotes its URL when the expectation is broken.
public struct Provenance: Hashable, Sendable {
  /// How sure the expectation is.
  public var kind: Kind
  /// The Apple documentation page, or the public log, the expectation comes from.
  public var url: String
  /// What the source says, in a sentence of our own.
  public var note: String

  public init(_ kind: Kind, _ url: String, _ note: String) {
    self.kind = kind
    self.url = url
    self.note = note
  }

  /// Stated on an Apple documentation page.
  public static func documented(_ url: String, _ note: String) -> Provenance {
    Provenance(.documented, url, note)
  }

  /// Seen in public logs of real devices, not in Apple's reference documentation.
  public static func observed(_ url: String, _ note: String) -> Provenance {
    Provenance(.observed, url, note)
  }

  /// Sources disagree, or none says; the model offers alternatives. `url` names the page that
  /// leaves it open.
  public static func uncertain(_ url: String, _ note: String) -> Provenance {
    Provenance(.uncertain, url, note)
  }

  /// How sure an expectation is.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// An Apple page says so.
    case documented
    /// Public logs of real devices show it; Apple's reference pages do not say.
    case observed
    /// Sources disagree or are silent: alternatives are allowed.
    case uncertain
  }
}
