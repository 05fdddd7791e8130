import Foundation
import Lifecycle

/// The folder a report is written to (`ConformanceReport.write(toFolder:)`, `lifecycle conform
/// --report DIR`): `report.json`, `report.md` and `traces/`.
///
/// `lifecycle conform` checks it before the engine runs (`problem`), so a folder that cannot
/// take a report is a usage error, not a run thrown away; and it is replaced as one (`write`),
/// as `lifecycle docs` replaces the site (`FolderWriter`): the new report is written into a folder beside it, the two
/// are exchanged in one step, and the old one is removed. A kill at any point leaves the old
/// report or the new one, never a mix, and the next run removes what a killed run left beside
/// it (and the hidden staging folders older versions left inside it). So the folder is the
/// report's own: one that holds anything else is refused.
package struct ReportFolder {
  /// The folder as the user gave it, for messages.
  package let path: String
  let url: URL
  /// Whether to exchange the folders in one step where the system can; tests turn it off to
  /// reach the two renames.
  package var swapping = true
  /// Called at each step of `write`, for tests that end the process there.
  package var reached: (@Sendable (FolderWriter.Step) -> Void)?

  /// The entries a report consists of.
  static let entries = ["traces", "report.json", "report.md"]

  package init(_ path: String) {
    self.path = path
    url = URL(fileURLWithPath: path).standardizedFileURL
  }

  /// What the folder holds, for the writer.
  static let contents = FolderWriter.Contents(noun: "report", foreignReason: foreignReason)

  /// Why the existing, non-empty folder is not a report this command wrote, or `nil`: it holds
  /// a report's entries only (and staging folders an older version left, `.report-1a2b3c4d`),
  /// its `traces/` only traces, and its `report.json`, if any, is a conformance report.
  static func foreignReason(_ folder: URL) -> String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let others = names.filter { !entries.contains($0) && !isStaleStaging($0) }.sorted()
    if !others.isEmpty {
      let named = others.prefix(3).map { "'\(Quoted($0))'" }.joined(separator: ", ")
      return "it holds \(named)\(others.count > 3 ? " and \(others.count - 3) more" : ""), which a report does not; "
        + "a report replaces its whole folder, so give it one of its own"
    }
    if let stranger = strangerInTraces(folder) {
      return "its traces/ holds '\(Quoted(stranger))', which is not a trace a report wrote; "
        + "a report replaces its whole folder, so move it out or give the report a folder of its own"
    }
    let json = folder.appendingPathComponent("report.json")
    if names.contains("report.json"),
      FileManager.default.contents(atPath: json.path)?.range(of: Data(ReportDocument.format.utf8)) == nil
    {
      return "its report.json is not a conformance report"
    }
    return nil
  }

  /// The first entry of the report's `traces/` that a report did not write, or `nil`: a report
  /// writes there only `.jsonl` files that open with a trace's header, so a user's notes, a
  /// folder, or any other file is named rather than removed with the old report.
  static func strangerInTraces(_ folder: URL) -> String? {
    let traces = folder.appendingPathComponent("traces")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: traces.path) else { return nil }
    let header = Data(#"{"format": "lifecycle-trace""#.utf8)
    return names.sorted().first { name in
      let path = traces.appendingPathComponent(name).path
      guard name.hasSuffix(".jsonl"), FileSystem.kind(at: path) == .regularFile,
        let handle = FileHandle(forReadingAtPath: path)
      else { return true }
      defer { try? handle.close() }
      return (try? handle.read(upToCount: header.count)) != header
    }
  }

  /// A staging folder an older version made inside the report folder: `.report-` and eight
  /// hexadecimal digits.
  static func isStaleStaging(_ name: String) -> Bool {
    guard name.hasPrefix(".report-") else { return false }
    let suffix = name.dropFirst(".report-".count)
    return suffix.count == 8 && suffix.allSatisfy(\.isHexDigit)
  }

  /// Why `path` cannot take a report, or `nil` when it can: the folder (or the folder it would
  /// be made in) must be a writable folder, not a file, not a symbolic link, not one that holds
  /// anything but a report, and not the working directory or a folder around it.
  package func problem() -> String? {
    guard !path.isEmpty else { return "invalid value '' for --report; name a folder" }
    if let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType {
      if type == .typeSymbolicLink { return "'\(path)' is a symbolic link; pass the folder it points to" }
      guard type == .typeDirectory else { return "'\(path)' is a file, not a folder" }
      if let reason = holdsWorkingDirectory() { return reason }
      if let reason = Self.foreignReason(url) { return "refusing to replace '\(path)': \(reason)" }
      return FileSystem.cannotWrite(into: url.path).map { "cannot write into '\(path)': \($0)" }
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
    return FileSystem.cannotWrite(into: ancestor.path).map { "cannot make '\(path)' in '\(ancestor.path)': \($0)" }
  }

  /// The folder is replaced whole: never the one a shell is in (it would be left in the
  /// removed one), nor a folder around it.
  private func holdsWorkingDirectory() -> String? {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
    let folder = url.resolvingSymlinksInPath().path
    guard here == folder || here.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else { return nil }
    return "'\(path)' holds the working directory; a report replaces its whole folder, so name one inside it, "
      + "such as '\(path == "." ? "" : path + "/")conformance'"
  }

  /// Replaces the folder with a report of exactly these files (paths relative to it), and a
  /// `traces` folder, empty when no divergence has a trace: all of them, or, on failure, none,
  /// the previous report left as it was. The folder is checked first (`problem`).
  package func write(_ files: [String: String]) throws(ConformanceReport.WriteFailure) {
    if let problem = problem() { throw ConformanceReport.WriteFailure(description: problem) }
    // Made in its nearest existing ancestor (`problem`), with the folders between.
    let parent = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw ConformanceReport.WriteFailure(
        description: "cannot make '\(path)': cannot make '\(parent.path)': \(error.localizedDescription)")
    }
    do throws(FolderFailure) {
      try FolderWriter(folder: path, contents: Self.contents, swapping: swapping, reached: reached)
        .write(files, folders: ["traces"])
    } catch {
      throw ConformanceReport.WriteFailure(description: error.message)
    }
  }
}
