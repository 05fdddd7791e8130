import Foundation
import LifecycleDocs

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder `lifecycle conform --report DIR` writes: `report.json`, `report.md` and
/// `traces/`, and nothing else of it is touched.
///
/// It is checked before the engine runs (`validate`), so a folder that cannot take a report
/// is a usage error, not a run thrown away; and it is replaced as one (`replace`): the new
/// report is staged inside the folder, then renamed over the old entries.
struct ReportFolder {
  /// The folder as the user gave it, for messages.
  let path: String
  let url: URL

  /// The entries a report consists of: what `replace` puts in place, and all it removes.
  static let entries = ["traces", "report.json", "report.md"]

  init(_ path: String) {
    self.path = path
    url = URL(fileURLWithPath: path).standardizedFileURL
  }

  /// A report that could not be written, in one line.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Why `path` cannot take a report, or `nil` when it can: the folder (or the folder it
  /// would be made in) must be a writable folder, not a file and not a symbolic link.
  func problem() -> String? {
    guard !path.isEmpty else { return "invalid value '' for --report; name a folder" }
    if let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType {
      if type == .typeSymbolicLink { return "'\(path)' is a symbolic link; pass the folder it points to" }
      guard type == .typeDirectory else { return "'\(path)' is a file, not a folder" }
      return access(url.path, W_OK | X_OK) == 0 ? nil : "cannot write into '\(path)': \(Self.reason(errno))"
    }
    // Not there yet: it is made in its nearest existing ancestor, which must be a writable folder.
    var ancestor = url.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
      ancestor = ancestor.deletingLastPathComponent()
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), isFolder.boolValue else {
      return "cannot make '\(path)': '\(ancestor.path)' is a file, not a folder"
    }
    return access(ancestor.path, W_OK | X_OK) == 0
      ? nil : "cannot make '\(path)' in '\(ancestor.path)': \(Self.reason(errno))"
  }

  /// Writes a report with `write` into a staging folder inside this one, then renames its
  /// entries over the previous ones; on failure the previous report is left as it was.
  func replace(_ write: (URL) throws -> Void) throws(Failure) {
    let manager = FileManager.default
    let staging = url.appendingPathComponent(".report-\(UInt32.random(in: 0x1000_0000...UInt32.max))")
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
      try write(staging)
    } catch {
      try? manager.removeItem(at: staging)
      throw Failure(
        description: "cannot write the report into '\(path)': \(SiteWriter.reason(error)); nothing was changed")
    }
    defer { try? manager.removeItem(at: staging) }
    // The old traces go aside first: a file renamed over its old self is replaced at once,
    // a folder is not.
    let traces = url.appendingPathComponent("traces")
    let oldTraces = staging.appendingPathComponent("traces.old")
    if (try? manager.attributesOfItem(atPath: traces.path)) != nil, rename(traces.path, oldTraces.path) != 0 {
      throw Failure(description: "cannot replace '\(traces.path)': \(Self.reason(errno)); nothing was changed")
    }
    for entry in Self.entries
    where rename(staging.appendingPathComponent(entry).path, url.appendingPathComponent(entry).path) != 0 {
      let reason = Self.reason(errno)
      if entry == "traces" { _ = rename(oldTraces.path, traces.path) }
      throw Failure(description: "cannot write '\(url.appendingPathComponent(entry).path)': \(reason)")
    }
  }

  private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
