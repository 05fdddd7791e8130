import Foundation
import Lifecycle
import LifecycleTestSupport
import Testing

@testable import LifecycleDocs

/// `lifecycle docs` killed at any point, run side by side with itself,
/// or checking a folder with links and unreadable files.
@Suite("Writing the site: interruptions, rivals and odd files")
struct SiteWriterInterruptionTests {
  static let old = DocsSite.render(Fixture.scenarios)
  static let new = old.merging(["added.md": "a page the new site has\n"]) { $1 }

  /// Where a child process writes, by the test process's id: the child cannot be handed a path.
  static func folder(_ name: String, process: Int32) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("LifecycleDocsTests-kill-\(process)-\(name)").path
  }

  /// In a child process: writes `new` over `old` and ends the process (as a kill would: no
  /// cleanup runs) at `step`.
  static func killed(at step: FolderWriter.Step, swapping: Bool, name: String) {
    let site = folder(name, process: getppid()) + "/Site"
    // `old` is read back from what `prepare` wrote: rendering it again would cost the child what
    // it costs the test process (the coverage page builds the model's state graph).
    let pages = pages(in: site).merging(["added.md": "a page the new site has\n"]) { $1 }
    let writer = FolderWriter(site: site, swapping: swapping) { reached in
      if reached == step { _exit(42) }
    }
    try? writer.write(pages)
    _exit(0)
  }

  /// Every file under `folder`, by path relative to it.
  static func pages(in folder: String) -> [String: String] {
    var pages: [String: String] = [:]
    for case let path as String in FileManager.default.enumerator(atPath: folder)?.allObjects ?? [] {
      if let text = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8) { pages[path] = text }
    }
    return pages
  }

  /// After the kill: the folder holds the old site or the new one, and the next run cleans up.
  static func checkAfterKill(_ name: String) throws {
    let parent = folder(name, process: getpid())
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let writer = FolderWriter(site: parent + "/Site")
    let isOld = try writer.differences(from: old).isEmpty
    let isNew = try writer.differences(from: new).isEmpty
    let listing = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
    #expect(isOld || isNew, "after the kill the folder is neither site: \(listing)")
    try writer.write(new)
    #expect(try writer.differences(from: new).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["Site"])
  }

  static func prepare(_ name: String) throws {
    let parent = folder(name, process: getpid())
    try? FileManager.default.removeItem(atPath: parent)
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    try FolderWriter(site: parent + "/Site").write(old)
  }

  @Test("killed after writing the pages: the old site stays, the next run removes the temporary folder")
  func killedAfterWriting() async throws {
    try Self.prepare("written")
    await #expect(processExitsWith: .exitCode(42)) {
      SiteWriterInterruptionTests.killed(at: .written, swapping: true, name: "written")
    }
    try Self.checkAfterKill("written")
  }

  @Test("killed after the swap: the new site is in place, the next run removes the old one")
  func killedAfterSwap() async throws {
    try Self.prepare("swapped")
    await #expect(processExitsWith: .exitCode(42)) {
      SiteWriterInterruptionTests.killed(at: .replaced, swapping: true, name: "swapped")
    }
    try Self.checkAfterKill("swapped")
  }

  @Test("without an atomic swap, killed between the two renames: the next run puts the old site back first")
  func killedBetweenRenames() async throws {
    try Self.prepare("renames")
    await #expect(processExitsWith: .exitCode(42)) {
      SiteWriterInterruptionTests.killed(at: .movedAside, swapping: false, name: "renames")
    }
    let parent = Self.folder("renames", process: getpid())
    // The one window the two renames leave: no folder at all, the old site beside it.
    #expect(!FileManager.default.fileExists(atPath: parent + "/Site"))
    // The next run, once its pages are written, finds the old site back in place.
    final class Seen: @unchecked Sendable { var restored: Bool? }
    let seen = Seen()
    let next = FolderWriter(site: parent + "/Site", swapping: false) { step in
      if step == .written {
        seen.restored = try? FolderWriter(site: parent + "/Site").differences(from: Self.old).isEmpty
      }
    }
    try next.write(Self.old)
    #expect(seen.restored == true)
    try Self.checkAfterKill("renames")
  }

  @Test(
    "folders beside the site merely named like a killed run's are kept, with their files",
    arguments: [true, false])
  func lookalikesKept(swapping: Bool) throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let lookalikes = ["Site.old-20241201", "Site.tmp-20241201", "Site.tmp-1a2b3c4d"]
    for folder in lookalikes { try temp.write("backup\n", to: folder + "/notes.txt") }
    let writer = FolderWriter(site: temp.path("Site"), swapping: swapping, reached: nil)
    try writer.write(Self.old)
    try writer.write(Self.new)
    #expect(try writer.differences(from: Self.new).isEmpty)
    #expect(try temp.listing() == ["Site"] + lookalikes.sorted())
    for folder in lookalikes { #expect(try temp.read(folder + "/notes.txt") == "backup\n") }
  }

  @Test("four runs at once on an absent folder each write the site, and nothing is left beside it")
  func rivals() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let path = temp.path("par2")
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var messages: [String] = []
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      var message = "ok"
      do throws(FolderFailure) { try FolderWriter(site: path).write(Self.new) } catch { message = error.message }
      results.lock.lock()
      results.messages.append(message)
      results.lock.unlock()
    }
    #expect(results.messages == ["ok", "ok", "ok", "ok"])
    #expect(try FolderWriter(site: path).differences(from: Self.new).isEmpty)
    #expect(try temp.listing() == ["par2"])
  }

  @Test("--check names extra symbolic links as links: dangling, looping, or pointing up")
  func symlinks() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let writer = FolderWriter(site: temp.path("Site"))
    try writer.write(Self.old)
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: temp.path("Site/dangling.md"), withDestinationPath: "nowhere.md")
    try manager.createSymbolicLink(atPath: temp.path("Site/loop"), withDestinationPath: "loop")
    try manager.createSymbolicLink(atPath: temp.path("Site/scenarios/up"), withDestinationPath: "..")
    #expect(
      try writer.differences(from: Self.old).map(\.description) == [
        "symlink: dangling.md", "symlink: loop", "symlink: scenarios/up",
      ])
  }

  @Test("--check names a page replaced by a link to an identical file as a link")
  func pageAsLink() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let writer = FolderWriter(site: temp.path("Site"))
    try writer.write(Self.old)
    try temp.write(Self.old["index.md"]!, to: "copy.md")
    try FileManager.default.removeItem(atPath: temp.path("Site/index.md"))
    try FileManager.default.createSymbolicLink(
      atPath: temp.path("Site/index.md"), withDestinationPath: temp.path("copy.md"))
    #expect(try writer.differences(from: Self.old).map(\.description) == ["symlink: index.md"])
  }

  @Test(
    "--check names an unreadable file and folder as unreadable", .enabled(if: geteuid() != 0, "root reads anything"))
  func unreadable() throws {
    let temp = try TemporaryFolder()
    defer {
      chmod(temp.path("Site/scenarios"), 0o755)
      temp.delete()
    }
    let writer = FolderWriter(site: temp.path("Site"))
    try writer.write(Self.old)
    chmod(temp.path("Site/index.md"), 0)
    chmod(temp.path("Site/scenarios"), 0)
    let differences = try writer.differences(from: Self.old).map(\.description)
    #expect(differences.contains("unreadable: index.md"))
    #expect(differences.contains("unreadable: scenarios"))
  }
}
