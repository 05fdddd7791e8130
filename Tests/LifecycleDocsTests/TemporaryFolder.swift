import Foundation

/// A fresh folder under the system's temporary directory, removed by `delete()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("LifecycleDocsTests-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

  /// The names directly inside the folder, sorted.
  func listing(_ relative: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? url.path : path(relative)).sorted()
  }

  func write(_ text: String, to relative: String) throws {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ relative: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
  }

  func delete() { try? FileManager.default.removeItem(at: url) }
}
