import Foundation

/// The repository's files, found from this source file's place: the tests read the
/// specification, the traces, the published reports and the sources where they are checked in.
///
/// ```swift
/// let spec = Repository.url("Conformance/SPEC.md")
/// ```
public enum Repository {
  /// The repository's root folder.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A file or folder of the repository, by its path from the root.
  public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }
}
