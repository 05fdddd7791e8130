/// Where an expectation comes from: an Apple page, a public log of real behaviour, or neither.
///
/// Every expected event, in the catalog and in the model, carries one. The docs show it; the
/// checker quotes its URL when the expectation is broken.
///
/// The texts are static strings: every event the model computes carries a provenance, and
/// copying one must cost nothing (no reference counting).
package struct Provenance: Hashable, Sendable {
  /// How sure the expectation is.
  package let kind: Kind
  private let staticURL: StaticString
  private let staticNote: StaticString

  /// Creates a source of a kind, with its URL and a note that quotes or explains it.
  package init(_ kind: Kind, _ url: StaticString, _ note: StaticString) {
    self.kind = kind
    self.staticURL = url
    self.staticNote = note
  }

  /// The Apple documentation page, or the public log, the expectation comes from.
  package var url: String { staticURL.description }
  /// What the source says, in a sentence of our own.
  package var note: String { staticNote.description }

  /// Stated on an Apple documentation page.
  package static func documented(_ url: StaticString, _ note: StaticString) -> Provenance {
    Provenance(.documented, url, note)
  }

  /// Seen in public logs of real devices, not in Apple's reference documentation.
  package static func observed(_ url: StaticString, _ note: StaticString) -> Provenance {
    Provenance(.observed, url, note)
  }

  /// Sources disagree, or none says; the model offers alternatives. `url` names the page that
  /// leaves it open.
  package static func uncertain(_ url: StaticString, _ note: StaticString) -> Provenance {
    Provenance(.uncertain, url, note)
  }

  /// Whether two sources have the same kind, URL and note.
  package static func == (lhs: Provenance, rhs: Provenance) -> Bool {
    lhs.kind == rhs.kind && lhs.url == rhs.url && lhs.note == rhs.note
  }

  /// Hashes the kind, URL and note.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(url)
    hasher.combine(note)
  }

  /// How sure an expectation is.
  package enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// An Apple page says so.
    case documented
    /// Public logs of real devices show it; Apple's reference pages do not say.
    case observed
    /// Sources disagree or are silent: alternatives are allowed.
    case uncertain
  }
}
