import Lifecycle
import Testing

@testable import LifecycleDocs

/// The Engines pages render a report file that may come from anywhere: each string of it that a
/// page shows is refused when it is not what the kit writes, or reads as text, never as a tag or
/// a link, in both editions.
@Suite("The Engines pages and a hostile report")
struct EnginesPageTests {
  /// A tag, an autolink, bare addresses GitHub links, a Markdown link and an email address.
  static let hostile =
    "2.0.0 <img src=x onerror=alert(1)> <https://evil.example/> https://evil.example/x www.evil.example "
    + "[x](javascript:alert(1)) mail@evil.example"

  /// Each string of the document the pages show, set to `hostile` in a report otherwise fine.
  struct Field: Sendable, CustomTestStringConvertible {
    let name: String
    let members: @Sendable (String) -> String
    var testDescription: String { name }
  }

  nonisolated static let fields: [Field] = [
    Field(name: "engine") { members(engine: $0) },
    Field(name: "kitVersion") { members(kitVersion: $0) },
    Field(name: "traceFormat") { members(extra: #""traceFormat": \#($0), "#) },
    Field(name: "date") { members(extra: #""date": \#($0), "#) },
    Field(name: "rules[].rule") { members(rule: $0) },
    Field(name: "rules[].firstScenario") { members(firstScenario: $0) },
    Field(name: "scenarios[].id") { members(id: $0) },
    Field(name: "scenarios[].reason") { members(reason: $0) },
    Field(name: "scenarios[].rules[]") { members(scenarioRule: $0) },
  ]

  /// A report's members, each value given as JSON text.
  static func members(
    engine: String = #""Fine""#, kitVersion: String = #""2.1.0-beta.1+build.5""#, extra: String = "",
    rule: String = #""required-event""#, firstScenario: String = #""launch.first.app""#,
    id: String = #""launch.first.app""#, reason: String = #""a reason""#, scenarioRule: String = #""required-event""#
  ) -> String {
    #"{"format": "lifecycle-conformance-report", "engine": \#(engine), "kitVersion": \#(kitVersion), \#(extra)"#
      + #""counts": {"pass": 0, "fail": 1}, "#
      + #""rules": [{"rule": \#(rule), "scenarios": 1, "firstScenario": \#(firstScenario), "firstStep": 1}], "#
      + #""scenarios": [{"id": \#(id), "verdict": "fail", "reason": \#(reason), "rules": [\#(scenarioRule)]}, "#
      + #"{"id": "script.1", "verdict": "fail", "reason": \#(reason)}]}"#
  }

  /// What GitHub reads as Markdown on a line: code spans left out, and each character a
  /// backslash escapes replaced by `·`, so that what is left is what can make a tag or a link.
  static func live(_ line: String) -> String {
    var result = ""
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count {
        result.append("·")
        index += 2
        continue
      }
      if character == "`" {
        // A code span: a run of backticks up to the next run of as many.
        var run = 0
        while index + run < characters.count, characters[index + run] == "`" { run += 1 }
        var end = index + run
        while end < characters.count {
          guard characters[end] == "`" else {
            end += 1
            continue
          }
          var closing = 0
          while end + closing < characters.count, characters[end + closing] == "`" { closing += 1 }
          if closing == run { break }
          end += closing
        }
        if end < characters.count {
          index = end + run
          continue
        }
      }
      result.append(character)
      index += 1
    }
    return result
  }

  @Test(
    "each string a page shows, given a tag, links and bare addresses, is refused or reads as text", arguments: fields)
  func hostileField(_ field: Field) throws {
    let text = field.members(JSONValue.string(Self.hostile).compact)
    let report: EngineReport
    do {
      report = try EngineReport(name: "example-hostile", json: text)
    } catch {
      // Refused, in one line naming the file: a value that must be an id or a version.
      #expect(error.description.hasPrefix("example-hostile.json: not a conformance report: "), "\(error)")
      let refusable = [
        "kitVersion", "traceFormat", "rules[].rule", "rules[].firstScenario", "scenarios[].id", "scenarios[].rules[]",
      ]
      #expect(refusable.contains(field.name), "\(field.name) refused: \(error)")
      return
    }
    #expect(["engine", "date", "scenarios[].reason"].contains(field.name), "\(field.name) accepted")
    for language in [Language.english, .korean] {
      let pages = DocsSite.render(Fixture.scenarios, engines: [report], language: language)
      for path in ["engines.md", "engines/example-hostile.md"] {
        let page = try #require(pages[path], "\(pages.keys.sorted())")
        // The generated-file marker is the site's own comment.
        for line in page.split(separator: "\n") where line != DocsSite.marker {
          let live = Self.live(String(line))
          let place = "\(language) \(path) (\(field.name)): \(line)"
          #expect(!live.contains("](javascript"), "a link: \(place)")
          // The page's own links are relative: an address in a link target is the report's.
          #expect(!live.contains("<") && !live.contains("://"), "a tag or an autolink: \(place)")
          #expect(!live.lowercased().contains("www.") && !live.contains("@"), "a bare link: \(place)")
        }
      }
    }
  }

  @Test("a version with a pre-release and build part is a version; the pages show it as it is")
  func versions() throws {
    let report = try EngineReport(name: "example-fine", json: Self.members())
    let page = try #require(DocsSite.render(Fixture.scenarios, engines: [report])["engines/example-fine.md"])
    #expect(page.contains("Judged by LifecycleKit 2.1.0-beta.1+build.5."), "\(page)")
  }
}
