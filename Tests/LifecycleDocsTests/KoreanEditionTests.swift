import Foundation
import Lifecycle
import Testing

@testable import LifecycleDocs

/// The Korean edition is complete: every string the renderer emits has a translation, and no
/// English prose reaches a Korean page by another way. A string added to the renderer in English
/// fails here, named, until a file in `Sources/LifecycleDocs/Translations/ko/` translates it.
@Suite("Korean edition")
struct KoreanEditionTests {
  /// The real catalog with the published reports, and the fixed one with its report.
  enum Catalog: CaseIterable, CustomTestStringConvertible {
    case real, fixture
    var scenarios: [Scenario] { self == .real ? Scenario.all : Fixture.scenarios }
    var engines: [EngineReport] { self == .real ? KoreanEditionTests.publishedReports : Fixture.engines }
    var testDescription: String { self == .real ? "Scenario.all" : "the fixed test catalog" }
  }

  static let publishedReports: [EngineReport] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Conformance/Reports")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.sorted().filter { $0.hasSuffix(".json") }.compactMap { file in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { return nil }
      return try? EngineReport(name: String(file.dropLast(".json".count)), json: text)
    }
  }()

  @Test("every string the renderer emits has a Korean translation", arguments: Catalog.allCases)
  func everyStringTranslated(catalog: Catalog) {
    let missing = DocsSite.untranslated(catalog.scenarios, engines: catalog.engines, language: .korean)
    for english in missing {
      Issue.record(
        """
        no Korean translation for "\(english)": add it to a file in Sources/LifecycleDocs/Translations/ko/
        """)
    }
  }

  @Test(
    "no Korean page has English words outside code, link targets, UIKit names and the glossary",
    arguments: Catalog.allCases)
  func noEnglishProse(catalog: Catalog) {
    let pages = DocsSite.render(catalog.scenarios, engines: catalog.engines, language: .korean)
    let allowed = Self.allowedWords(catalog.scenarios)
    for path in pages.keys.sorted() where path.hasSuffix(".md") {
      for (number, line, words) in Self.englishLines(pages[path]!, allowed: allowed) {
        Issue.record("ko/\(path):\(number): English \(words.map { "'\($0)'" }.joined(separator: ", ")) in: \(line)")
      }
    }
  }

  @Test("a string without a translation renders in English and is named; placeholders move with the grammar")
  func lookup() {
    let translator = Translator(.korean, ["Step {1}: {2}": "{2} 단계 {1}"])
    let (text, missing) = Translator.$current.withValue(translator) {
      (localized("Step \(3): \("`tapIcon`")"), localized("A new sentence nobody translated."))
    }
    #expect(text == "`tapIcon` 단계 3")
    #expect(missing == "A new sentence nobody translated.")
    #expect(translator.untranslated == ["A new sentence nobody translated."])
    #expect(localized("Step \(3): \("`tapIcon`")") == "Step 3: `tapIcon`")
  }

  @Test("every page links to its counterpart in the other edition at its top, and the counterpart exists")
  func editionLinks() throws {
    let pages = DocsSite.render(Scenario.all, engines: Self.publishedReports)
    #expect(pages["index.md"]?.split(separator: "\n").dropFirst().first == "**English** · [한국어](ko/index.md)")
    #expect(pages["ko/index.md"]?.split(separator: "\n").dropFirst().first == "[English](../index.md) · **한국어**")
    let markdown = pages.keys.filter { $0.hasSuffix(".md") }
    #expect(markdown.count > 270)
    for path in markdown.sorted() {
      let korean = path.hasPrefix("ko/")
      let other = korean ? String(path.dropFirst(3)) : "ko/" + path
      let up = String(repeating: "../", count: path.count { $0 == "/" })
      let expected = korean ? "[English](\(up)\(other)) · **한국어**" : "**English** · [한국어](\(up)\(other))"
      #expect(pages[path]?.split(separator: "\n").dropFirst().first.map(String.init) == expected, "\(path)")
      #expect(pages[other] != nil, "\(path) has no counterpart \(other)")
    }
  }

  @Test("a Korean link to the specification says that the specification is in English")
  func specificationInEnglish() {
    let pages = DocsSite.render(Scenario.all, language: .korean)
    var links = 0
    for (path, page) in pages where path.hasSuffix(".md") {
      for line in page.split(separator: "\n") {
        for link in line.matches(of: /\]\([^)]*Conformance\/SPEC\.md[^)]*\)/) {
          links += 1
          #expect(line[link.range.upperBound...].hasPrefix(" (영문)"), "ko/\(path): \(line)")
        }
      }
    }
    #expect(links >= 5)
  }

  @Test(
    "one Korean word for each thing: the words the glossary retired appear on no Korean page",
    arguments: [
      // Each with the glossary's word for the thing it named.
      ("자극", "트리거"), ("출현", "필수 여부"), ("퍼지", "메모리에서 제거"), ("논쟁", "문서 엇갈림"),
      ("콜드 실행", "콜드 스타트"), ("씬 단계", "`scenePhase`"), ("생명 주기", "생명주기"), ("알림 창", "얼럿"),
      ("게시", "포스트"), ("첫 실행 콜백", "실행의 첫 콜백"), ("Notification center", "NotificationCenter"),
    ])
  func retiredWords(retired: String, word: String) {
    let pages = DocsSite.render(Scenario.all, engines: Self.publishedReports, language: .korean)
    for path in pages.keys.sorted() where path.hasSuffix(".md") && path != "index.md" {
      for (number, line) in pages[path]!.split(separator: "\n").enumerated() where line.contains(retired) {
        Issue.record("ko/\(path):\(number + 1): '\(retired)' where the glossary says '\(word)': \(line)")
      }
    }
    // The glossary names the word it retired only in its reasons; the edition uses the other.
    #expect(pages.values.contains { $0.contains(word) }, "no page says '\(word)'")
  }

  @Test("the glossary gives each term one word and a reason, and keeps whole names only")
  func glossary() throws {
    let terms = try #require(Language.korean.glossary)
    #expect(terms.count >= 30)
    for term in terms { #expect(!term.term.isEmpty && term.reason.count > 10, "\(term.english)") }
    #expect(Set(terms.map(\.english)).count == terms.count)
    let index = try #require(DocsSite.render(Scenario.all, language: .korean)["index.md"])
    let kept = try #require(index.split(separator: "\n").first { $0.hasPrefix("그대로 쓰는 이름: ") })
    for fragment in ["`Face`", "`Lines`", "`Manager`", "`Split`", "`Stage`", "`Touch`", "`View`", "`md`", "`English`"] {
      #expect(!kept.contains(fragment), "\(kept)")
    }
    #expect(kept.contains("Face ID") && kept.contains("Stage Manager") && kept.contains("JSON Lines"))
  }

  @Test("the heuristic finds English prose and lets code, links and UIKit names be")
  func heuristic() {
    let allowed: Set<String> = ["tapIcon"]
    let page = """
      <!-- Generated. Do not edit. -->
      앱이 `sceneDidBecomeActive(_:)`를 받습니다: [콜백 참조](callbacks.md#scenedidbecomeactive_), tapIcon, UIKit.
      The app is not running.
      ```swift
      let english = "not prose"
      ```
      ```mermaid
      sequenceDiagram
        participant App as App delegate
      ```
      """
    let found = Self.englishLines(page, allowed: allowed)
    #expect(found.map(\.number) == [3, 9])
    #expect(found.first?.words == ["The", "app", "is", "not", "running"])
    #expect(found.last?.words == ["delegate"])
  }

  /// UIKit's names and the catalog's own words, which a Korean page writes as they are.
  static func allowedWords(_ scenarios: [Scenario]) -> Set<String> {
    var names = Callback.Method.allCases.map(\.rawValue) + LifecycleNotification.Name.allCases.map(\.rawValue)
    names +=
      Stimulus.Name.allCases.map(\.rawValue) + InterruptionKind.allCases.map(\.rawValue)
      + BackgroundLaunchReason.allCases.map(\.rawValue) + AppState.allCases.map(\.rawValue)
      + SceneActivationState.allCases.map(\.rawValue)
    for scenario in scenarios {
      for step in scenario.steps {
        names.append(step.stimulus.summary)
        for outcome in step.outcomes { names += outcome.states.scenes.keys.map(\.rawValue) }
      }
    }
    return Glossary.englishTerms.union(names.flatMap { words(in: $0) })
  }

  /// The lines of a Korean page with English words outside code spans, link targets, HTML
  /// comments and tags, and code blocks other than Mermaid diagrams (whose labels are prose).
  static func englishLines(_ page: String, allowed: Set<String>) -> [(number: Int, line: String, words: [String])] {
    var found: [(Int, String, [String])] = []
    var fence: String?
    for (index, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let text = String(line)
      if text.hasPrefix("```") {
        fence = fence == nil ? String(text.dropFirst(3)) : nil
        continue
      }
      if let fence, fence != "mermaid" { continue }
      let mermaid: Set<String> = fence == nil ? [] : mermaidSyntax
      let english = words(in: prose(text)).filter {
        $0.count > 1 && !allowed.contains($0) && !mermaid.contains($0) && !isCodeName($0)
      }
      if !english.isEmpty { found.append((index + 1, text, english)) }
    }
    return found
  }

  static let mermaidSyntax: Set<String> = [
    "sequenceDiagram", "participant", "as", "Note", "over", "alt", "else", "end", "stateDiagram", "v2", "note",
    "right", "of", "System", "App", "Center", "Scene", "init", "sequence", "width", "actorMargin",
  ]

  /// The text a reader sees as prose: without code spans, link targets, HTML comments, tags, URLs
  /// and file names (`catalog.json`, `Conformance/SPEC.md`).
  static func prose(_ line: String) -> String {
    var text = ""
    var characters = Substring(line)
    var inCode = false
    while let character = characters.first {
      characters = characters.dropFirst()
      if character == "`" {
        inCode.toggle()
      } else if inCode {
        continue
      } else if character == "]", characters.first == "(" {
        var depth = 0
        while let next = characters.first {
          characters = characters.dropFirst()
          if next == "(" { depth += 1 }
          if next == ")" { depth -= 1; if depth == 0 { break } }
        }
        text.append(" ")
      } else if character == "<" {
        while let next = characters.first, next != ">" { characters = characters.dropFirst() }
        characters = characters.dropFirst()
        text.append(" ")
      } else {
        text.append(character)
      }
    }
    return text.split(separator: " ").filter { !$0.contains("://") }.joined(separator: " ")
      .replacing(/[A-Za-z0-9_\/.-]+\.(md|json|jsonl|txt|swift)/, with: " ")
  }

  /// Runs of ASCII letters and digits that start with a letter.
  static func words(in text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
      if character.isASCII, character.isLetter || (character.isNumber && !current.isEmpty) {
        current.append(character)
      } else {
        if !current.isEmpty { result.append(current) }
        current = ""
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// A name written as code is written, outside code: camel case (`UIApplicationDelegate`,
  /// `scenePhase`) or an acronym (`JSON`, `SDK`).
  static func isCodeName(_ word: String) -> Bool {
    word.dropFirst().contains { $0.isUppercase } || word.allSatisfy { $0.isUppercase || $0.isNumber }
  }
}
