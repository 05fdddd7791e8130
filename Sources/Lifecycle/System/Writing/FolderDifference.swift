/// One file where a folder differs from the files it should hold (`FolderWriter.differences`).
package struct FolderDifference: Hashable, Sendable, CustomStringConvertible {
  /// The path inside the folder: `scenarios/launch.first.app.md`.
  package let path: String
  package let kind: Kind

  package init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  package enum Kind: String, Hashable, Sendable {
    /// The files include it; the folder does not.
    case missing
    /// Both have it, with different bytes.
    case changed
    /// The folder has a file the files do not include (a stale page, a stray file).
    case extra
    /// A symbolic link, where a file should be or anywhere else: a generated folder has none. Never
    /// followed, so a dangling or looping link, or one to `..`, is named as what it is.
    case symlink
    /// A file or folder that cannot be read.
    case unreadable
  }

  /// `changed: index.md`.
  package var description: String { "\(kind.rawValue): \(path)" }
}
