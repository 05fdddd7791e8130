import Foundation
import Lifecycle

extension FolderWriter {
  /// A writer of the reference site at `path`.
  package init(site path: String) {
    self.init(site: path, swapping: true, reached: nil)
  }

  /// A writer of the site for tests: `swapping` off reaches the two renames, `reached` ends
  /// the process at a step, and `mayEmpty` stands in for a folder's permissions.
  package init(
    site path: String, swapping: Bool,
    mayEmpty: @escaping @Sendable (String) -> Bool = FolderWriter.mayEmpty,
    reached: (@Sendable (Step) -> Void)?
  ) {
    self.init(folder: path, contents: .site, swapping: swapping, mayEmpty: mayEmpty, reached: reached)
  }
}

extension FolderWriter.Contents {
  /// The reference site: its `index.md` holds `DocsSite.marker`, and so does every file the
  /// new pages do not replace.
  package static let site = FolderWriter.Contents(noun: "site", marker: DocsSite.marker) { folder in
    DocsSite.hasMarker(folder)
      ? nil : "it is not empty and its index.md has no generated-file marker, so it is not a site this command wrote"
  }
}

extension DocsSite {
  /// Whether the folder's `index.md` holds the generated-file marker: a site `lifecycle docs`
  /// wrote.
  static func hasMarker(_ folder: URL) -> Bool {
    guard let index = FileManager.default.contents(atPath: folder.appendingPathComponent("index.md").path) else {
      return false
    }
    return index.range(of: Data(DocsSite.marker.utf8)) != nil
  }
}
