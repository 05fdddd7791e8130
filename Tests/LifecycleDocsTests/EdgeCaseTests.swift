import Foundation
import Lifecycle
import Testing

@testable import LifecycleDocs

/// Corners of the site's writing that the catalog's own pages never reach: links between paths
/// that are not the site's shape, a stimulus with every detail, a report short of a field, and
/// folders the writer must refuse.
@Suite("Docs corner cases")
struct EdgeCaseTests {
  @Test("a link between paths of another shape climbs only out of the folders they do not share")
  func relativeLinks() {
    #expect(SitePath.relative(from: "a//b/page.md", to: "a//c.md") == "../c.md")
    #expect(SitePath.relative(from: "x/y/page.md", to: "x/z/other.md", anchor: "top") == "../z/other.md#top")
    #expect(SitePath.relative(from: "a//page.md", to: "a//page.md", anchor: "here") == "#here")
  }

  @Test("a URL opened for one scene is worded with both")
  func openURLWording() {
    let sentence = StimulusWording.sentence(.openURL(url: "myapp://note/1", scene: "second"))
    #expect(sentence.contains("`myapp://note/1`") && sentence.contains("scene `second`"), "\(sentence)")
  }

  @Test("a report whose scenario lacks its id or verdict is not a report, and says so")
  func reportWithoutVerdict() {
    let text = """
      {"format": "lifecycle-conformance-report", "engine": "X", "kitVersion": "2.0.0",
       "counts": {"pass": 1}, "rules": [], "scenarios": [{"id": "launch.first.app"}]}
      """
    #expect(throws: EngineReport.NotAReport.self) { try EngineReport(name: "x", json: text) }
    do {
      _ = try EngineReport(name: "x", json: text)
    } catch {
      #expect(error.description == "x.json: not a conformance report: a scenario lacks id or verdict")
    }
  }

  @Test(
    "a report whose values would rewrite the page around them is not a report, and says which",
    arguments: [
      (
        #""engine": "X\n# Injected", "kitVersion": "2.0.0", "counts": {}, "rules": [], "scenarios": []"#,
        #"its engine "X\n# Injected" is not one line of at most 200 characters"#
      ),
      (
        #""engine": "X", "kitVersion": "", "counts": {}, "rules": [], "scenarios": []"#,
        "its kitVersion '' is not a version (a digit, then letters, digits, '.', '-', '+')"
      ),
      (
        #""engine": "X", "kitVersion": "2.0.0", "counts": {"pass": -3}, "rules": [], "scenarios": []"#,
        "the count of 'pass' is not a whole number, 0 or more"
      ),
      (
        #""engine": "X", "kitVersion": "2.0.0", "counts": {"won": 1}, "rules": [], "scenarios": []"#,
        "it counts the unknown verdict 'won'"
      ),
      (
        #""engine": "X", "kitVersion": "2.0.0", "counts": {}, "rules": [], "scenarios": [{"id": "a`b", "verdict": "pass"}]"#,
        "the scenario id 'a`b' is not an id"
      ),
      (
        #""engine": "X", "kitVersion": "2.0.0", "counts": {}, "rules": [], "scenarios": [{"id": "a", "verdict": "won"}]"#,
        "scenario 'a' has the unknown verdict 'won'"
      ),
      (
        #""engine": "X", "kitVersion": "2.0.0", "counts": {}, "rules": [{"rule": "x y", "scenarios": 1, "firstScenario": "a", "firstStep": 1}], "scenarios": []"#,
        "the rule entry for 'x y' is not one the kit writes"
      ),
    ])
  func reportsThatRewriteThePage(members: String, reason: String) {
    let text = #"{"format": "lifecycle-conformance-report", "# + members + "}"
    do {
      _ = try EngineReport(name: "x", json: text)
      Issue.record("accepted: \(text)")
    } catch {
      #expect(error.description == "x.json: not a conformance report: \(reason)")
    }
  }

  @Test("a report whose file name is not an id is not a report: the name makes the page's links")
  func reportFileNames() {
    let text = """
      {"format": "lifecycle-conformance-report", "engine": "X", "kitVersion": "2.0.0",
       "counts": {}, "rules": [], "scenarios": []}
      """
    for name in ["a](javascript:alert(1))", "a b", "", "x\u{1B}[2J", String(repeating: "a", count: 201)] {
      do {
        _ = try EngineReport(name: name, json: text)
        Issue.record("accepted the name \(name.debugDescription)")
      } catch {
        #expect(error.reason.hasPrefix("its file name is not an id"), "\(error)")
        #expect(!error.description.contains("\u{1B}"))
      }
    }
    #expect((try? EngineReport(name: "example-my_engine.2", json: text)) != nil)
  }

  @Test("an engine's name and a verdict's reason read as text on the Engines pages, in both editions")
  func hostileReportText() throws {
    let text = #"""
      {"format": "lifecycle-conformance-report", "engine": "<script>alert(1)</script> **[x](javascript:alert(1))**",
       "kitVersion": "2.0.0", "counts": {"pass": 0, "skip": 1}, "rules": [],
       "scenarios": [{"id": "launch.first.app", "verdict": "skip", "reason": "`a` <img src=x> [y](javascript:z) \u202E|"}]}
      """#
    let report = try EngineReport(name: "example-hostile", json: text)
    for language in [Language.english, .korean] {
      let pages = DocsSite.render(Fixture.scenarios, engines: [report], language: language)
      let page = try #require(pages["engines/example-hostile.md"], "\(pages.keys.sorted())")
      let overview = try #require(pages["engines.md"])
      for text in [page, overview] {
        #expect(!text.contains("<script>") && !text.contains("\u{202E}"), "\(text)")
        #expect(text.contains(#"\<script\>alert(1)\</script\> \*\*\[x\](javascript:alert(1))\*\*"#), "\(text)")
      }
      // English escapes the reason; the Korean edition quotes it in code, fenced past its backticks.
      let reason =
        language == .english
        ? #"| \`a\` \<img src=x\> \[y\](javascript:z) \\u{202E}\| |"#
        : #"| `` `a` <img src=x> [y](javascript:z) \u{202E}\| `` |"#
      #expect(page.contains(reason), "\(page)")
    }
  }

  @Test("the writer refuses a symbolic link and a path that names no folder, writing nothing")
  func refusedFolders() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let manager = FileManager.default
    try manager.createDirectory(atPath: temp.path("Real"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: temp.path("Link"), withDestinationPath: temp.path("Real"))
    let pages = ["index.md": "# Site\n"]
    #expect {
      try FolderWriter(site: temp.path("Link")).write(pages)
    } throws: { error in
      "\(error)" == "'\(temp.path("Link"))' is a symbolic link; pass the folder it points to"
    }
    #expect(try manager.contentsOfDirectory(atPath: temp.path("Real")).isEmpty)
    // The root names no folder to replace: refused before anything is touched.
    #expect {
      try FolderWriter(site: "/").write(pages)
    } throws: { error in
      "\(error)" == "cannot write the site to '/'; name a folder"
    }
  }

  @Test("the writer refuses a site it could not remove once replaced, before writing anything")
  func siteThatCannotBeEmptied() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let site = temp.path("Site")
    try FolderWriter(site: site).write(["index.md": DocsSite.marker + "\n# Old\n", "pages/a.md": "old\n"])
    // As if `pages` were read-only to this process (permissions do not bind root).
    let readOnly = FolderWriter(site: site, swapping: true, mayEmpty: { !$0.hasSuffix("/pages") }, reached: nil)
    #expect {
      try readOnly.write(["index.md": DocsSite.marker + "\n# New\n"])
    } throws: { error in
      "\(error)"
        == "cannot replace '\(site)': '\(site)/pages' is read-only, so the old site could not be removed; "
        + "'\(site)' is unchanged"
    }
    #expect(try temp.listing() == ["Site"])
    #expect(try String(contentsOfFile: site + "/pages/a.md", encoding: .utf8) == "old\n")
  }

  @Test("the writer names a missing parent folder: nothing is made beside it")
  func missingParent() throws {
    let temp = try TemporaryFolder()
    defer { temp.delete() }
    let site = temp.path("missing/deeper/Site")
    #expect {
      try FolderWriter(site: site).write(["index.md": DocsSite.marker + "\n"])
    } throws: { error in
      "\(error)".hasPrefix("cannot create a temporary folder beside '\(site)': ")
    }
    #expect(try temp.listing().isEmpty)
  }
}
