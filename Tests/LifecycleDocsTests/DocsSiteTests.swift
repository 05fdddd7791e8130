import Foundation
import Lifecycle
import Testing

@testable import LifecycleDocs

@Suite("Rendered site")
struct DocsSiteTests {
  /// The real catalog and the fixed one: whatever the catalog holds, the site must be sound.
  enum Catalog: CaseIterable, CustomTestStringConvertible {
    case real, fixture
    var scenarios: [Scenario] { self == .real ? Scenario.all : Fixture.scenarios }
    var testDescription: String { self == .real ? "Scenario.all" : "the fixed test catalog" }
    /// The catalog's site, rendered once for the tests that only read it.
    var pages: [String: String] { self == .real ? Self.realPages : Self.fixturePages }
    private static let realPages = DocsSite.render(Scenario.all)
    private static let fixturePages = DocsSite.render(Fixture.scenarios)
  }

  @Test("two renders are byte-identical", arguments: Catalog.allCases)
  func deterministic(catalog: Catalog) {
    let scenarios = catalog.scenarios
    #expect(DocsSite.render(scenarios) == DocsSite.render(scenarios))
  }

  @Test("every page starts with the marker, ends with one newline, has no tabs or CRs", arguments: Catalog.allCases)
  func pageShape(catalog: Catalog) {
    for (path, text) in catalog.pages {
      if path.hasSuffix(".md") { #expect(text.hasPrefix(DocsSite.marker + "\n"), "\(path)") }
      #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(path)")
      #expect(!text.contains("\t") && !text.contains("\r"), "\(path)")
      #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") }, "\(path) has trailing spaces")
    }
  }

  @Test("every relative link resolves to a page, and every anchor to a heading", arguments: Catalog.allCases)
  func links(catalog: Catalog) {
    let pages = catalog.pages
    let checker = LinkChecker(pages: pages)
    let links = checker.links()
    #expect(links.count > 50)
    // Anchors once per page: callbacks.md alone is the target of thousands of links.
    var anchors: [String: Set<String>] = [:]
    for (page, target) in links where !target.hasPrefix("https://") {
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      // A link out of the site (`../Conformance/SPEC.md`) must reach a file of the repository.
      if !parts[0].isEmpty, LinkChecker.resolve(String(parts[0]), from: page) == nil {
        checkRepositoryLink(target, from: page)
        continue
      }
      let file = parts[0].isEmpty ? page : LinkChecker.resolve(String(parts[0]), from: page)
      guard let file, pages[file] != nil else {
        Issue.record("\(page): link '\(target)' points to no page")
        continue
      }
      if parts.count == 2 {
        if anchors[file] == nil { anchors[file] = checker.anchors(of: file) }
        #expect(anchors[file]!.contains(String(parts[1])), "\(page): no heading for '\(target)'")
      }
    }
    for (page, target) in links where target.hasPrefix("http") {
      #expect(target.hasPrefix("https://") && !target.contains(" "), "\(page): odd URL '\(target)'")
    }
  }

  /// `target`, on the site page `page`, leaves the site: it must name a file of the repository
  /// (DocsSite/ sits at its root), and its anchor a heading of that file.
  private func checkRepositoryLink(_ target: String, from page: String) {
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard let path = LinkChecker.resolve(String(parts[0]), from: "DocsSite/" + page), !path.hasPrefix("DocsSite/")
    else {
      Issue.record("\(page): link '\(target)' points to no file")
      return
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
      Issue.record("\(page): link '\(target)' points to no file of the repository")
      return
    }
    if parts.count == 2 {
      #expect(
        LinkChecker(pages: [path: text]).anchors(of: path).contains(String(parts[1])),
        "\(page): no heading for '\(target)'")
    }
  }

  @Test("every scenario has a page, reachable from the index in one click", arguments: Catalog.allCases)
  func scenarioPages(catalog: Catalog) {
    let scenarios = catalog.scenarios
    let pages = catalog.pages
    let index = pages["index.md"] ?? ""
    for scenario in scenarios {
      #expect(pages["scenarios/\(scenario.id).md"] != nil)
      #expect(index.contains("](scenarios/\(scenario.id).md)"))
    }
    #expect(pages.keys.filter { $0.hasPrefix("scenarios/") }.count == scenarios.count)
  }

  @Test("catalog.json is the whole catalog, wrapped with its format and version", arguments: Catalog.allCases)
  func catalogJSON(catalog: Catalog) throws {
    let scenarios = catalog.scenarios
    let text = try #require(catalog.pages["catalog.json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["format"] as? String == "lifecycle-catalog")
    #expect(object["version"] as? Int == DocsSite.catalogFormatVersion)
    let listed = try #require(object["scenarios"] as? [[String: Any]])
    #expect(listed.compactMap { $0["id"] as? String } == scenarios.map(\.id))
    #expect((object["orderRules"] as? [Any])?.count == OrderRule.all.count)
  }

  @Test("alternatives are shown with their reasons, and silent steps say so")
  func alternatives() throws {
    let page = try #require(DocsSite.render(Fixture.scenarios)["scenarios/interruption.notification-center.app.md"])
    #expect(page.contains("**Alternative 1 of 2** ([uncertain]("))
    #expect(page.contains("**Alternative 2 of 2** ([observed]("))
    #expect(page.contains("logs show resign, active, resign"))
    #expect(page.contains("No callback and no notification."))
  }

  @Test("a scenario in both life cycles shows both orders side by side on both pages")
  func comparison() throws {
    let pages = DocsSite.render(Fixture.scenarios)
    for id in ["launch.first.app", "launch.first.scene"] {
      let page = try #require(pages["scenarios/\(id).md"])
      #expect(page.contains("## App-based and scene-based side by side"))
      #expect(page.contains("|  | App-based | Scene-based |"))
    }
    #expect(pages["scenarios/multi-scene.open-close.scene.md"]?.contains("side by side") == false)
  }

  @Test("two scenes in one step: the order rules are listed and interleaving explained")
  func interleaving() throws {
    let page = try #require(DocsSite.render(Fixture.scenarios)["scenarios/multi-scene.open-close.scene.md"])
    #expect(page.contains("the scenes interleave freely"))
    #expect(page.contains("[`disconnection-before-discard`](../trace-format.md#disconnection-before-discard)"))
  }

  @Test("the callback reference has a section per method and notification, with deprecations")
  func callbackReference() throws {
    let page = try #require(Catalog.real.pages["callbacks.md"])
    for method in Callback.Method.allCases { #expect(page.contains("### `\(method.rawValue)`")) }
    for name in LifecycleNotification.Name.allCases { #expect(page.contains("### `\(name.rawValue)`")) }
    #expect(page.contains("Deprecated in iOS 26.0"))
    #expect(page.contains("Disputed"))
    #expect(page.contains("iOS 27 SDK"))
  }

  @Test("state diagrams are Mermaid blocks whose labels avoid Mermaid's separators")
  func diagrams() throws {
    let page = try #require(Catalog.real.pages["states.md"])
    #expect(page.components(separatedBy: "```mermaid\nstateDiagram-v2\n").count == 4)
    for diagram in LifecycleDiagrams.all {
      for line in diagram.mermaid.split(separator: "\n") where line.contains("-->") {
        let label = line.components(separatedBy: " : ").dropFirst().joined()
        #expect(!label.contains(":") && !label.contains(";") && !label.contains("("), "\(line)")
      }
    }
  }

  @Test("worksheets have empty numbered rows; answer keys fill them")
  func classroom() throws {
    let pages = DocsSite.render(Fixture.scenarios)
    let worksheet = try #require(pages["worksheets/launch.md"])
    let answers = try #require(pages["answers/launch.md"])
    #expect(worksheet.contains("| 1 | \(WorksheetPage.writeIn) |"))
    #expect(!worksheet.contains("application(_:"))
    #expect(answers.contains("application(_:willFinishLaunchingWithOptions:)"))
    #expect(pages["worksheets/home-press.md"] == nil)
  }
}

@Suite("The link checker the site tests rely on")
struct LinkCheckerTests {
  @Test("finds links outside code, resolves them, and knows GitHub's anchors")
  func reads() {
    let pages = [
      "a/page.md":
        "# Step 1: `tapIcon`\n\n## Same\n\n## Same\n\n[x](../b.md#top) `[not](a link)`\n```\n[no](fence.md)\n```\n",
      "b.md": "# Top\n",
    ]
    let checker = LinkChecker(pages: pages)
    #expect(checker.links().map(\.target) == ["../b.md#top"])
    #expect(LinkChecker.resolve("../b.md", from: "a/page.md") == "b.md")
    #expect(LinkChecker.resolve("../../b.md", from: "a/page.md") == nil)
    #expect(checker.anchors(of: "a/page.md") == ["step-1-tapicon", "same", "same-1"])
  }
}
