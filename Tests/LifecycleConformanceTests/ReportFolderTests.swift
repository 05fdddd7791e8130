import Foundation
import Lifecycle
import LifecycleConformance
import LifecycleTestSupport
import Testing

/// `lifecycle conform --report DIR` replaces the report whole: a kill at any point leaves the old
/// report or the new one, never a mix, and the next run cleans up what the killed one left.
@Suite("The report folder: one swap, whatever kills it")
struct ReportFolderTests {
  /// A trace as a report writes it: its header first (a report replaces only such traces).
  static func trace(_ source: String) -> String {
    #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "source": "\#(source)"}"# + "\n"
  }
  static let old = [
    "report.json": #"{"format": "lifecycle-conformance-report", "engine": "Old"}"# + "\n",
    "report.md": "# Old\n", "traces/launch.first.app.jsonl": trace("old"),
    "traces/home-press.app.jsonl": trace("old"),
  ]
  static let new = [
    "report.json": #"{"format": "lifecycle-conformance-report", "engine": "New"}"# + "\n",
    "report.md": "# New\n", "traces/launch.first.scene.jsonl": trace("new"),
  ]

  /// Where a child process writes, by the test process's id: the child cannot be handed a path.
  static func parent(_ name: String, process: Int32) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("ReportFolderTests-\(process)-\(name)").path
  }

  /// The files under `folder`, by path, with their contents.
  static func files(_ folder: String) -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
      if !isFolder.boolValue {
        files[path] = (try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)) ?? "?"
      }
    }
    return files
  }

  static func prepare(_ name: String) throws {
    let parent = parent(name, process: getpid())
    try? FileManager.default.removeItem(atPath: parent)
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    try ReportFolder(parent + "/conformance").write(old)
    // What an older version's killed run left inside the folder.
    try FileManager.default.createDirectory(
      atPath: parent + "/conformance/.report-1a2b3c4d/traces", withIntermediateDirectories: true)
  }

  /// In a child process: writes `new` over `old` and ends the process (as a kill would: no
  /// cleanup runs) at `step`.
  static func killed(at step: FolderWriter.Step, swapping: Bool, name: String) {
    var folder = ReportFolder(parent(name, process: getppid()) + "/conformance")
    folder.swapping = swapping
    folder.reached = { reached in if reached == step { _exit(42) } }
    try? folder.write(new)
    _exit(0)
  }

  /// After the kill: the folder is the old report or the new one; the next run writes the new
  /// one and leaves nothing beside it or inside it.
  static func checkAfterKill(_ name: String, expecting: [String: String]?) throws {
    let parent = parent(name, process: getpid())
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let after = files(parent + "/conformance").filter { !$0.key.hasPrefix(".report-") }
    if let expecting {
      #expect(after == expecting)
    } else {
      #expect(after == old || after == new, "after the kill the folder is neither report: \(after.keys.sorted())")
    }
    try ReportFolder(parent + "/conformance").write(new)
    #expect(files(parent + "/conformance") == new)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["conformance"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: parent + "/conformance").sorted() == [
        "report.json", "report.md", "traces",
      ])
  }

  @Test("killed once the new report is written: the old report stays whole; the next run cleans up")
  func killedAfterWriting() async throws {
    try Self.prepare("written")
    await #expect(processExitsWith: .exitCode(42)) {
      ReportFolderTests.killed(at: .written, swapping: true, name: "written")
    }
    try Self.checkAfterKill("written", expecting: Self.old)
  }

  @Test("killed right after the swap: the new report is whole; the next run removes the old one")
  func killedAfterSwap() async throws {
    try Self.prepare("swapped")
    await #expect(processExitsWith: .exitCode(42)) {
      ReportFolderTests.killed(at: .replaced, swapping: true, name: "swapped")
    }
    try Self.checkAfterKill("swapped", expecting: Self.new)
  }

  @Test("without an atomic swap, killed between the two renames: the next run puts the old report back first")
  func killedBetweenRenames() async throws {
    try Self.prepare("renames")
    await #expect(processExitsWith: .exitCode(42)) {
      ReportFolderTests.killed(at: .movedAside, swapping: false, name: "renames")
    }
    try Self.checkAfterKill("renames", expecting: [:])
  }

  @Test("a folder beside the report merely named like a killed run's is kept, with its file")
  func lookalikeKept() throws {
    let parent = Self.parent("lookalike", process: getpid())
    try? FileManager.default.removeItem(atPath: parent)
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let backup = parent + "/conformance.old-20241201"
    try FileManager.default.createDirectory(atPath: backup, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: backup + "/notes.txt", contents: Data("backup\n".utf8))
    try ReportFolder(parent + "/conformance").write(Self.old)
    try ReportFolder(parent + "/conformance").write(Self.new)
    #expect(Self.files(parent + "/conformance") == Self.new)
    #expect(Self.files(backup) == ["notes.txt": "backup\n"])
  }

  @Test("a folder that holds anything but a report is refused before the engine runs, and kept")
  func foreignFolder() throws {
    let parent = Self.parent("foreign", process: getpid())
    try? FileManager.default.removeItem(atPath: parent)
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try FileManager.default.createDirectory(atPath: parent + "/conformance", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: parent + "/conformance/notes.txt", contents: Data("mine\n".utf8))
    let folder = ReportFolder(parent + "/conformance")
    #expect(
      folder.problem()
        == "refusing to replace '\(parent)/conformance': it holds 'notes.txt', which a report does not; "
        + "a report replaces its whole folder, so give it one of its own")
    #expect(throws: ConformanceReport.WriteFailure.self) { try folder.write(Self.new) }
    #expect(Self.files(parent + "/conformance") == ["notes.txt": "mine\n"])
  }

  @Test("a report.json that is not a conformance report is refused, and kept; a folder two levels deep is made")
  func foreignReportJSON() throws {
    let parent = Self.parent("foreign-json", process: getpid())
    try? FileManager.default.removeItem(atPath: parent)
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try FileManager.default.createDirectory(atPath: parent + "/conformance", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: parent + "/conformance/report.json", contents: Data("{}\n".utf8))
    let folder = ReportFolder(parent + "/conformance")
    #expect(
      folder.problem() == "refusing to replace '\(parent)/conformance': its report.json is not a conformance report")
    #expect(Self.files(parent + "/conformance") == ["report.json": "{}\n"])
    // Not there yet, nor its parent: made in the nearest folder that is.
    #expect(ReportFolder(parent + "/new/deeper").problem() == nil)
    try ReportFolder(parent + "/new/deeper").write(Self.new)
    #expect(Self.files(parent + "/new/deeper") == Self.new)
  }

  @Test("the working directory, or a folder around it, is refused: the shell would be left in a removed folder")
  func workingDirectory() {
    let here = FileManager.default.currentDirectoryPath
    #expect(
      ReportFolder(".").problem()
        == "'.' holds the working directory; a report replaces its whole folder, so name one inside it, such as "
        + "'conformance'")
    #expect(ReportFolder(here).problem()?.hasPrefix("'\(here)' holds the working directory") == true)
    #expect(ReportFolder("/").problem()?.hasPrefix("'/' holds the working directory") == true)
  }
}
