import Foundation
import Lifecycle
import LifecycleConformance
import Testing

@testable import LifecycleCLI

/// Every example trace in Conformance/SPEC.md, through `lifecycle verify --format json`: the
/// verdict, the line and the rule must be the ones its marker states.
@Suite("SPEC.md examples")
struct SpecExampleTests {
  static let page = Result { try SpecPage.load() }
  static var examples: [SpecPage.Example] { (try? page.get())?.examples ?? [] }

  /// Examples of behaviour the specification decides and the model does not follow yet, with why.
  /// Each runs as a known issue: when the model catches up the test fails ("known issue was not
  /// recorded"), and the entry must go.
  /// Examples of behaviour the model does not have yet, each with the change it waits for. Empty
  /// when the model follows the page; an entry whose example passes fails the test.
  static let pendingModelChanges: [String: String] = [:]

  @Test("SPEC.md's markers are well formed and it has examples")
  func markers() throws {
    let page = try Self.page.get()
    #expect(page.examples.count > 60)
  }

  @Test("every example gets the verdict, line and rule its marker states", arguments: examples)
  func example(_ example: SpecPage.Example) async throws {
    if let reason = Self.pendingModelChanges[example.name] {
      await withKnownIssue("pending model change: \(reason)") { try await check(example) }
    } else {
      try await check(example)
    }
  }

  private func check(_ example: SpecPage.Example) async throws {
    let run = await CLIRun(["verify", "--format", "json", "-"], stdin: example.lines)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let where_ = "SPEC.md:\(example.markerLine) (\(example.name)): \(object["message"] as? String ?? "")"
    #expect(object["verdict"] as? String == example.verdict, "\(where_)")
    let exit: ExitCode =
      switch example.verdict {
      case "conformant": .success
      case "nonconformant": .failure
      default: .usage
      }
    #expect(run.exitCode == exit, "\(where_)")
    if let line = example.line { #expect(object["line"] as? Int == line, "\(where_)") }
    let rule = (object["rule"] as? String)?.split(separator: ":").first.map(String.init)
    #expect(rule == example.rule, "\(where_)")
    if let every = example.every { try await checkEvery(example, every) }
  }

  /// `lifecycle verify --all` names the divergences the marker lists, in order, with the same
  /// verdict and first line.
  private func checkEvery(_ example: SpecPage.Example, _ every: [(line: Int, rule: String)]) async throws {
    let run = await CLIRun(["verify", "--all", "--format", "json", "-"], stdin: example.lines)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let divergences = try #require(object["divergences"] as? [[String: Any]], "SPEC.md:\(example.markerLine)")
    let named = divergences.map { divergence in
      "\(divergence["line"] as? Int ?? 0):" + ((divergence["rule"] as? String)?.split(separator: ":").first ?? "")
    }
    #expect(named == every.map { "\($0.line):\($0.rule)" }, "SPEC.md:\(example.markerLine) (\(example.name))")
    #expect(object["line"] as? Int == example.line && run.exitCode == .failure)
  }

  /// The rules of version 1.1, one per kind of argument.
  static let argumentRules = TraceArgument.all.map { Divergence.Rule.argument($0).id }

  static let responseRules = [
    "recency", "foregrounding", "payloads", "interruptions", "lock", "closing-the-last-scene",
    "termination-by-the-system", "background-launch", "queued-time-change", "optional-events", "pairs",
  ]

  @Test("every rule has a conformant and a non-conformant example under its heading")
  func everyRuleIsExemplified() throws {
    let page = try Self.page.get()
    for rule in Self.responseRules + OrderRule.all.map(\.id) + Self.argumentRules {
      let verdicts = Set(page.examples.filter { $0.section == rule }.map(\.verdict))
      #expect(verdicts.isSuperset(of: ["conformant", "nonconformant"]), "\(rule): \(verdicts.sorted())")
    }
  }
}

/// Whatever cites `Conformance/SPEC.md#anchor` points at a heading that exists.
@Suite("SPEC.md anchors")
struct SpecAnchorTests {
  static let root = URL(fileURLWithPath: SpecPage.path).deletingLastPathComponent().deletingLastPathComponent()

  static let sections = [
    "lines-and-header", "stimuli", "start-state", "multi-scene", "how-a-trace-is-judged", "exit-codes",
    "json-verdict", "version-11", "choices-the-model-makes",
  ]

  @Test("GitHub slugs: lowercase, spaces to hyphens, punctuation and backticks dropped")
  func slug() {
    #expect(SpecPage.slug("Closing the last scene") == "closing-the-last-scene")
    #expect(SpecPage.slug("`launch-first`") == "launch-first")
    #expect(SpecPage.slug("Choices the model makes") == "choices-the-model-makes")
    #expect(
      SpecPage.slug("LifecycleKit specification: the trace format, version 1")
        == "lifecyclekit-specification-the-trace-format-version-1")
    #expect(SpecPage.slug("snake_case & more") == "snake_case--more")
  }

  @Test("a repeated heading gets -1, and an example is named after its heading")
  func repeatedHeadings() throws {
    let page = try SpecPage(
      text: """
        ## Examples
        ## Examples
        <!-- example: invalid line=2 -->
        ```jsonl
        {"stimulus": "tapIcon"}
        ```
        """)
    #expect(page.headings.map(\.anchor) == ["examples", "examples-1"])
    #expect(page.examples.map(\.name) == ["examples-1-1"])
    #expect(page.examples.first?.lines == [#"{"stimulus": "tapIcon"}"#])
  }

  @Test(
    "a malformed marker is an error naming its line",
    arguments: [
      "<!-- example: conformant line=3 -->\n```jsonl\n```",
      "<!-- example: nonconformant line=3 -->\n```jsonl\n```",
      "<!-- example: invalid line=x -->\n```jsonl\n```",
      "<!-- example: broken -->\n```jsonl\n```",
      "<!-- example: conformant -->\n```json\n```",
      "<!-- example: conformant -->\n```jsonl\n{}",
    ])
  func malformedMarker(_ text: String) {
    #expect(throws: SpecPage.MarkerError.self) { try SpecPage(text: "# Title\n" + text) }
  }

  @Test("cited anchors are found in prose")
  func citations() {
    #expect(
      SpecPage.citedAnchors(in: "see Conformance/SPEC.md#optional-events, and SPEC.md#`x`")
        == ["optional-events", ""])
  }

  @Test("every rule id and section of the lead's list has a heading")
  func ids() throws {
    let anchors = try SpecPage.load().anchors
    let verdictRules = [Divergence.Rule.allowedEvents, .pairs, .requiredEvent("")].map(\.id)
    for id in OrderRule.all.map(\.id) + verdictRules + SpecExampleTests.responseRules + SpecExampleTests.argumentRules
      + Self.sections
    {
      #expect(anchors.contains(id), "SPEC.md has no heading for '\(id)'")
    }
  }

  @Test("the section each protocol fault links is a heading of SPEC.md's engine protocol")
  func protocolFaultSections() throws {
    let page = try SpecPage.load()
    let engineProtocol = try #require(page.headings.firstIndex { $0.anchor == "engine-protocol" })
    let below = Set(page.headings[engineProtocol...].map(\.anchor))
    for kind in EngineMisbehaviour.Kind.allCases {
      let link = kind.specification
      #expect(link.hasPrefix("Conformance/SPEC.md#"), "\(kind): \(link)")
      let anchor = String(link.dropFirst("Conformance/SPEC.md#".count))
      #expect(below.contains(anchor), "\(kind) links SPEC.md#\(anchor), no heading of the engine protocol")
    }
  }

  @Test("every SPEC.md#anchor in the repo's sources, tests, Markdown pages and verify --help is a heading")
  func citedAnchorsExist() throws {
    let anchors = try SpecPage.load().anchors
    var cited: [(String, String)] = SpecPage.citedAnchors(in: VerifyCommand.help).map { ("verify --help", $0) }
    for folder in ["Sources", "Conformance", "Tests", "DocsSite"] {
      let enumerator = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(folder).path)
      while let file = enumerator?.nextObject() as? String {
        // The page's reader and its tests spell the pattern itself, not a citation.
        guard file.hasSuffix(".swift") || file.hasSuffix(".md"), !file.contains(".build/"),
          !file.hasSuffix("SpecExampleTests.swift"), !file.hasSuffix("SpecPage.swift"), file != "SPEC.md"
        else { continue }
        let text = try String(
          contentsOf: Self.root.appendingPathComponent(folder).appendingPathComponent(file),
          encoding: .utf8)
        cited += SpecPage.citedAnchors(in: text).map { ("\(folder)/\(file)", $0) }
      }
    }
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    cited += SpecPage.citedAnchors(in: readme).map { ("README.md", $0) }
    let spec = try String(contentsOfFile: SpecPage.path, encoding: .utf8)
    var rest = Substring(spec)
    while let range = rest.range(of: "](#") {
      let anchor = rest[range.upperBound...].prefix { $0 != ")" }
      cited.append(("SPEC.md", String(anchor)))
      rest = rest[range.upperBound...]
    }
    #expect(cited.count > 20)
    for (file, anchor) in cited {
      #expect(anchors.contains(anchor), "\(file) cites SPEC.md#\(anchor), which is no heading")
    }
  }

  @Test("the section a diagnostic names for each stimulus's response is a heading")
  func responseSections() throws {
    let anchors = try SpecPage.load().anchors
    for name in Stimulus.Name.allCases {
      let stimulus = try #require(Stimulus(name: name, scene: SceneID("main"), kind: .alert, reason: .fetch))
      #expect(anchors.contains(stimulus.responseSection), "\(name) names SPEC.md#\(stimulus.responseSection)")
    }
  }

  @Test("no source, test or README cites the upstream trace-format page any more")
  func noTraceFormatCitations() throws {
    for folder in ["Sources", "Conformance", "Tests"] {
      let enumerator = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(folder).path)
      while let file = enumerator?.nextObject() as? String {
        guard file.hasSuffix(".swift") || file.hasSuffix(".md"), !file.contains(".build/"),
          !file.hasSuffix("SpecExampleTests.swift")
        else { continue }
        let text = try String(
          contentsOf: Self.root.appendingPathComponent(folder).appendingPathComponent(file),
          encoding: .utf8)
        #expect(!text.contains("TRACE-" + "FORMAT"), "\(folder)/\(file) cites the upstream page, not SPEC.md")
      }
    }
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(!readme.contains("TRACE-FORMAT"))
    #expect(readme.contains("Conformance/SPEC.md"))
  }
}
