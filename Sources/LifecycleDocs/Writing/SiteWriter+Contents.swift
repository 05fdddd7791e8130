import Foundation

extension SiteWriter {
  /// What a folder the writer replaces holds: its name in messages, and how to tell that a
  /// folder already there is one the writer may replace (one it wrote), and why not. The site
  /// is one; a conformance report (`lifecycle conform --report DIR`) is another, written the
  /// same way, all or nothing.
  package struct Contents: Sendable {
    /// What the folder holds, in messages: "site", "report".
    package let noun: String
    /// Why the non-empty folder at the URL is not one the writer wrote, or `nil` when it is.
    package let foreignReason: @Sendable (URL) -> String?

    /// Whether every file of a folder it replaces must be one the writer wrote: a page of the
    /// new site, or one that starts with `DocsSite.marker` (a page the site no longer has). A
    /// file a user added inside is then refused, not deleted with the folder.
    let ownsEveryFile: Bool

    package init(noun: String, foreignReason: @escaping @Sendable (URL) -> String?) {
      self.init(noun: noun, ownsEveryFile: false, foreignReason: foreignReason)
    }

    private init(noun: String, ownsEveryFile: Bool, foreignReason: @escaping @Sendable (URL) -> String?) {
      self.noun = noun
      self.ownsEveryFile = ownsEveryFile
      self.foreignReason = foreignReason
    }

    /// The reference site: its `index.md` holds `DocsSite.marker`, and so does every file the
    /// new pages do not replace.
    package static let site = Contents(noun: "site", ownsEveryFile: true) { folder in
      SiteWriter.hasMarker(folder)
        ? nil : "it is not empty and its index.md has no generated-file marker, so it is not a site this command wrote"
    }
  }
}
