import Foundation

/// Node, which runs the kit's mapper fixtures and the Node mapper example: the tests that need
/// it fail with ``missing`` when it is not on `PATH` (CI installs it), rather than pass unseen.
///
/// ```swift
/// try #require(Node.path != nil, Comment(rawValue: Node.missing))
/// ```
public enum Node {
  /// The `node` executable found on `PATH`, or `nil`.
  public static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Why a mapper test cannot run without Node.
  public static let missing =
    "node is not on PATH: the mapper tests run Node programs; install Node 18 or later (CI installs it)"
}
