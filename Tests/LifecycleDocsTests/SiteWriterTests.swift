import Foundation
import Lifecycle
import Testing

@testable import LifecycleDocs

@Suite("Writing the site")
struct SiteWriterTests {
  static let pages = DocsSite.render(Fixture.scenarios)

  @Test("writes every page, then finds no difference")
  func writeThenCheck() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let writer = FolderWriter(site: temp.path("Site"))
    try writer.write(Self.pages)
    #expect(try writer.differences(from: Self.pages).isEmpty)
    #expect(try temp.read("Site/index.md") == Self.pages["index.md"])
    #expect(try temp.listing() == ["Site"])
  }

  @Test("replaces a generated folder whole: stale pages go, nothing is left beside it")
  func replaces() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let writer = FolderWriter(site: temp.path("Site"))
    try writer.write(Self.pages)
    // A page an older catalog had: it carries the marker, as every page the writer writes.
    try temp.write(DocsSite.marker + "\nstale", to: "Site/scenarios/removed.scene.md")
    try writer.write(Self.pages)
    #expect(try writer.differences(from: Self.pages).isEmpty)
    #expect(try temp.listing() == ["Site"])
  }

  @Test("names missing, changed and extra files, sorted by path")
  func differences() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let writer = FolderWriter(site: temp.path("Site"))
    try writer.write(Self.pages)
    try temp.write("edited by hand\n", to: "Site/callbacks.md")
    try temp.write("{}", to: "Site/notes/extra.json")
    try FileManager.default.removeItem(atPath: temp.path("Site/states.md"))
    #expect(
      try writer.differences(from: Self.pages).map(\.description) == [
        "changed: callbacks.md", "extra: notes/extra.json", "missing: states.md",
      ])
  }

  @Test("a folder that does not exist is all missing pages")
  func absent() throws {
    let differences = try FolderWriter(site: "/nonexistent-\(UInt32.random(in: 0...UInt32.max))").differences(
      from: Self.pages)
    #expect(differences.count == Self.pages.count && differences.allSatisfy { $0.kind == .missing })
  }

  @Test("refuses a non-empty folder it did not write, and leaves it alone")
  func refusesForeignFolder() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    try temp.write("my notes", to: "Home/notes.txt")
    try temp.write("# My index\n", to: "Home/index.md")
    let error = #expect(throws: FolderFailure.self) { try FolderWriter(site: temp.path("Home")).write(Self.pages) }
    #expect(error?.message.hasPrefix("refusing to replace '\(temp.path("Home"))'") == true)
    #expect(try temp.listing("Home") == ["index.md", "notes.txt"])
    #expect(try temp.listing() == ["Home"])
  }

  @Test("writes into an empty folder")
  func emptyFolder() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    try FileManager.default.createDirectory(atPath: temp.path("Empty"), withIntermediateDirectories: false)
    try FolderWriter(site: temp.path("Empty")).write(Self.pages)
    #expect(try temp.listing("Empty").contains("index.md"))
  }

  @Test("a failure while writing leaves the old site intact and no temporary folder behind")
  func failedWrite() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let writer = FolderWriter(site: temp.path("Site"))
    try writer.write(Self.pages)
    // `a` is written as a file, so `a/b.md` cannot be: the write fails half way.
    var broken = Self.pages
    broken["a"] = "a file"
    broken["a/b.md"] = "a page inside it"
    #expect(throws: FolderFailure.self) { try writer.write(broken) }
    #expect(try writer.differences(from: Self.pages).isEmpty)
    #expect(try temp.listing() == ["Site"])
  }

  @Test("a file where the folder or its parent should be is an error, and stays as it was")
  func fileInTheWay() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    try temp.write("not a folder", to: "blocker")
    let asFolder = #expect(throws: FolderFailure.self) {
      try FolderWriter(site: temp.path("blocker")).write(Self.pages)
    }
    #expect(asFolder?.message == "'\(temp.path("blocker"))' is a file, not a folder")
    #expect(throws: FolderFailure.self) { try FolderWriter(site: temp.path("blocker/Site")).write(Self.pages) }
    #expect(try temp.read("blocker") == "not a folder")
    #expect(try temp.listing() == ["blocker"])
  }

  @Test("page paths must stay inside the folder", arguments: ["../escape.md", "/etc/x.md", "a//b.md", "./a.md", ""])
  func pathsStayInside(path: String) throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    #expect(throws: FolderFailure.self) { try FolderWriter(site: temp.path("Site")).write([path: "x"]) }
    #expect(try temp.listing().isEmpty)
  }
}
