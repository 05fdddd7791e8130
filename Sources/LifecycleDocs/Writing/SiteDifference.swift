/// One file where a folder differs from the rendered site.
package struct SiteDifference: Hashable, Sendable, CustomStringConvertible {
  /// The path inside the folder: `scenarios/launch.first.app.md`.
  package let path: String
  package let kind: Kind

  package init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  package enum Kind: String, Hashable, Sendable {
    /// The site has the page; the folder does not.
    case missing
    /// Both have it, with different bytes.
    case changed
    /// The folder has a file the site does not (a stale page, a stray file).
    case extra
    /// A symbolic link, where a page should be or anywhere else: the site has none. Never
    /// followed, so a dangling or looping link, or one to `..`, is named as what it is.
    case symlink
    /// A file or folder that cannot be read.
    case unreadable
  }

  /// `changed: index.md`.
  package var description: String { "\(kind.rawValue): \(path)" }
}
