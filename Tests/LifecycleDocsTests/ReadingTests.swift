import Foundation
import Lifecycle
import Testing

@testable import LifecycleDocs

/// What a reader sees once GitHub has rendered a page: text outside code is Markdown, so
/// underscores there turn into italics, and pages that explain the same thing must agree.
@Suite("Read as GitHub renders it")
struct ReadingTests {
  static let pages = DocsSite.render(Scenario.all)

  @Test("no page leaves a selector or an emphasis underscore outside code")
  func underscoresInCode() {
    for (path, text) in Self.pages where path.hasSuffix(".md") {
      var inFence = false
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.hasPrefix("```") { inFence.toggle(); continue }
        if inFence { continue }
        let prose = Self.outsideCode(String(line))
        #expect(!prose.contains("(_:"), "\(path):\(number + 1): a selector outside backticks: \(line)")
        #expect(
          Self.emphasisUnderscore(prose) == nil,
          "\(path):\(number + 1): GitHub would read '_' as emphasis: \(line)")
      }
    }
  }

  @Test("a rule's summary is shown with its selectors in code")
  func ruleSummaries() throws {
    let page = try #require(Self.pages["trace-format.md"])
    #expect(
      page.contains(
        "In one sentence: `application(_:willFinishLaunchingWithOptions:)` comes before "
          + "`application(_:didFinishLaunchingWithOptions:)`"))
    #expect(page.contains("`sceneDidDisconnect(_:)` comes before the `application(_:didDiscardSceneSessions:)`"))
  }

  @Test("selectors become code once; code stays as it is")
  func prose() {
    #expect(
      Inline.prose("sceneDidDisconnect(_:) before application(_:didDiscardSceneSessions:)")
        == "`sceneDidDisconnect(_:)` before `application(_:didDiscardSceneSessions:)`")
    #expect(
      Inline.prose("already `scene(_:willConnectTo:options:)` (Apple: no order)")
        == "already `scene(_:willConnectTo:options:)` (Apple: no order)")
    #expect(Inline.prose("…WillEnterForeground (or willConnectTo)") == "…WillEnterForeground (or willConnectTo)")
  }

  @Test("each diagram's arrows are numbered as its table's rows, so labels cannot overlap")
  func numberedArrows() {
    for diagram in LifecycleDiagrams.all {
      let arrows = diagram.mermaid.split(separator: "\n").filter { $0.contains("-->") }
      #expect(arrows.count == diagram.transitions.count)
      for (arrow, number) in zip(arrows, diagram.numbers) {
        let label = arrow.components(separatedBy: " : ").dropFirst().joined()
        #expect(label == (number.map { "\($0)" } ?? ""), "\(diagram.title): \(arrow)")
      }
      let table = diagram.table(from: SitePath.states).split(separator: "\n").dropFirst(2)
      for (row, number) in zip(table, diagram.numbers) {
        #expect(row.hasPrefix("| \(number.map { "\($0)" } ?? "") |"), "\(diagram.title): \(row)")
      }
    }
  }

  @Test("the scene diagram says why it has no suspended state, and shows where suspension happens")
  func sceneSuspension() {
    let scene = LifecycleDiagrams.scene
    #expect(scene.summary.contains("no `suspended`") && scene.summary.contains("stay `background`"))
    #expect(scene.mermaid.contains("note right of background"))
  }

  @Test("the teacher's guide and the states page say the same about launching through the background")
  func launchPaths() throws {
    let classroom = try #require(Self.pages["classroom.md"])
    let states = try #require(Self.pages["states.md"])
    #expect(classroom.contains(LifecycleDiagrams.launchPaths))
    #expect(states.contains(LifecycleDiagrams.launchPaths))
    #expect(states.contains("a scene-based app launches in the background"))
    #expect(!classroom.contains("was never in the background"))
  }

  @Test("rows that no order ties to one another are numbered as one group")
  func groupedRows() throws {
    let page = try #require(Self.pages["scenarios/home-press.scene.md"])
    #expect(page.contains("| 1a | [`sceneWillResignActive(_:)`]"))
    #expect(page.contains("| 1c | [`UIApplication.willResignActiveNotification`]"))
    #expect(
      page.contains(
        "| 3 | [`stateRestorationActivity(for:)`](../callbacks.md#staterestorationactivityfor) "
          + "| `main` | optional | 2a |"))
    // A chain keeps plain numbers: willFinishLaunching, then didFinishLaunching.
    let launch = try #require(Scenario.all.first { $0.id == "launch.first.app" })
    let order = launch.steps[0].outcomes[0].response.order
    let labels = order.groupLabels(among: Array(launch.steps[0].outcomes[0].response.events.indices))
    #expect(labels.prefix(2) == ["1", "2"], "\(labels)")
  }

  @Test("an alternative that can only follow some alternatives of an earlier step says which")
  func followingAlternatives() throws {
    let center = try #require(Self.pages["scenarios/interruption.notification-center.app.md"])
    #expect(center.contains("**Alternative 2 of 2**, only after alternative 3 of step 2 ("))
    let icon = try #require(Self.pages["scenarios/launch.background-then-icon.scene.md"])
    #expect(icon.contains("**Alternative 1 of 2**, only after alternative 1 of step 1 ("))
    let key = try #require(Self.pages["answers/interruption.md"])
    #expect(key.contains("only after alternative 3 of step 2"))
    // Two steps back: a display that gave no scene releases none, with a URL opened in between.
    let display = try #require(Self.pages["scenarios/multi-scene.external-display.scene.md"])
    #expect(display.contains("## Step 4: `detachDisplay`"))
    #expect(display.contains("**Alternative 1 of 2**, only after alternative 1 of step 2 ("))
    #expect(display.contains("**Alternative 2 of 2**, only after alternative 2 of step 2 ("))
  }

  @Test("every alternative follows at least one alternative of the step before", arguments: Scenario.all)
  func noOrphanAlternatives(_ scenario: Scenario) {
    for (index, step) in scenario.following().enumerated() {
      for (number, after) in step.enumerated() {
        #expect(
          after.map { !$0.alternatives.isEmpty && $0.step < index } ?? true,
          "\(scenario.id) step \(index + 1) alternative \(number + 1)")
      }
    }
  }

  @Test("every table of both editions fits GitHub's 980 px column at its narrowest")
  func tableWidths() {
    var over: [String] = []
    for (path, text) in Self.pages where path.hasSuffix(".md") {
      for table in Self.tables(text) {
        let width = Self.width(table)
        if width > Markdown.widthBudget { over.append("\(path): \(Int(width)) px: \(table[0])") }
      }
    }
    #expect(over.isEmpty, "\(over.count) tables too wide:\n\(over.prefix(10).joined(separator: "\n"))")
  }

  @Test(
    "the width estimate follows Chromium's layout of GitHub's styles, within 4%",
    arguments: [
      // Narrowest widths Chromium laid out for these tables (cmark-gfm's HTML, GitHub's table
      // and code styles, Liberation and Noto Sans CJK fonts).
      (
        "| # | From | To | Announced by | When |\n|---|---|---|---|---|\n| 6 | `notRunning` | `background` | "
          + "[`application(_:willFinishLaunchingWithOptions:)`](callbacks.md#a), [`application(_:didFinishLaunchingWithOptions:)`](callbacks.md#b) "
          + "| a launch into the background (`applicationDidEnterBackground(_:)` may follow) |", 1015.0
      ),
      (
        "| # | 출발 | 도착 | 알리는 것 | 시점 |\n|---|---|---|---|---|\n| 6 | `notRunning` | `background` | "
          + "[`application(_:willFinishLaunchingWithOptions:)`](callbacks.md#a), [`application(_:didFinishLaunchingWithOptions:)`](callbacks.md#b) "
          + "| 백그라운드로의 실행(`applicationDidEnterBackground(_:)`가 뒤따를 수 있음) |", 1009.0
      ),
    ])
  func widthEstimate(table: String, measured: Double) {
    let estimate = Self.width(table.split(separator: "\n").map(String.init))
    #expect(abs(estimate - measured) <= measured * 0.04, "estimated \(Int(estimate)) px, Chromium \(Int(measured)) px")
  }

  @Test("each step a page is about has a sequence diagram with an arrow per event", arguments: Scenario.all)
  func sequenceDiagrams(_ scenario: Scenario) throws {
    let page = try #require(Self.pages["scenarios/\(scenario.id).md"])
    let blocks = page.components(separatedBy: "```mermaid\n\(SequenceDiagram.directive)\nsequenceDiagram\n").dropFirst()
      .map { $0.components(separatedBy: "\n```")[0] }
    let tested = scenario.steps.dropFirst(ScenarioPage.setupCount(scenario))
    #expect(blocks.count == tested.count)
    for (block, step) in zip(blocks, tested) {
      let arrows = block.split(separator: "\n").filter { $0.contains("System->>") || $0.contains("System-->>") }
      #expect(arrows.count == step.outcomes.map(\.response.events.count).reduce(0, +), "\(scenario.id)")
      #expect(!block.contains(";") && !block.contains("#"), "\(scenario.id): Mermaid would cut a message")
      #expect(block.contains("alt ") == (step.outcomes.count > 1))
    }
  }

  @Test("the what-changed page maps every deprecated app-delegate method to its scene-delegate replacement")
  func whatChanged() throws {
    let page = try #require(Self.pages["changes.md"])
    #expect(try #require(Self.pages["index.md"]).contains("[What changed](changes.md)"))
    for release in ["| iOS 13 |", "| iOS 14 |", "| iOS 26 |", "| iOS 27 |"] { #expect(page.contains(release)) }
    for method in Callback.Method.allCases {
      guard case .deprecated = CallbackGuide.of(method).status, !method.isSceneDelegateMethod else { continue }
      let (replacement, _) = try #require(ChangesPage.replacement(method), "\(method) has no row")
      let row =
        "| " + Inline.event(method.rawValue, from: SitePath.changes) + " | "
        + Inline.event(try #require(replacement).rawValue, from: SitePath.changes) + " |"
      #expect(page.contains(row), "\(row)")
    }
    for url in [
      ChangesPage.scenePhaseURL, ChangesPage.delegateAdaptorURL,
      AppleDocumentation.sceneMigration.description,
    ] {
      #expect(page.contains("](\(url))"), "\(url)")
    }
  }

  @Test("the logging delegates print the trace format, and their example output passes lifecycle verify")
  func recordingPage() throws {
    let page = try #require(Self.pages["record.md"])
    #expect(try #require(Self.pages["index.md"]).contains("[Record your own device](record.md)"))
    let example = try #require(
      page.components(separatedBy: "```json\n").dropFirst().first?
        .components(separatedBy: "\n```").first)
    var lines = example.split(separator: "\n").map(String.init)[...]
    var reader = TraceReader(lines: { lines.popFirst() })
    guard case .conformant = reader.verify() else {
      Issue.record("the example trace is not conformant: \(reader.verify())")
      return
    }
    // The logger writes the header the example starts with.
    let header = String(example.prefix { $0 != "\n" })
    #expect(page.contains("print(#\"" + header + "\"#)"))
    let code = RecordPage.logger + RecordPage.sceneDelegate + RecordPage.appDelegate
    for method in Callback.Method.allCases where CallbackGuide.of(method).lifecycles.contains(.scene) {
      let geometry: Set<Callback.Method> = [
        .windowSceneDidUpdateEffectiveGeometry, .windowSceneDidUpdateCoordinateSpace,
      ]
      let arguments = method.isSceneDelegateMethod ? "\", scene)" : "\")"
      let logged = code.contains("log.callback(\"\(method.rawValue)" + arguments)
      #expect(logged != geometry.contains(method), "\(method.rawValue) is \(logged ? "" : "not ")logged")
    }
    for name in LifecycleNotification.allCases {
      #expect(code.contains("    \(name.rawValue): \"\(name.rawValue)\","), "\(name.rawValue) is not observed")
    }
  }

  @Test(
    "a worksheet's tables all have one height, wide write-in lines, and no setup to copy out",
    arguments: Scenario.Family.allCases)
  func worksheets(_ family: Scenario.Family) throws {
    let worksheet = try #require(Self.pages["worksheets/\(family.rawValue).md"])
    let heights = Set(Self.tables(worksheet).map { $0.count - 2 })
    #expect(heights.count == 1, "\(family): tables of \(heights.sorted()) rows give answer lengths away")
    for table in Self.tables(worksheet) {
      for row in table.dropFirst(2) { #expect(row.contains(" | \(WorksheetPage.writeIn) |"), "\(row)") }
    }
    let members = Scenario.all.filter { $0.family == family }
    let asked = members.map { $0.steps.count - ScenarioPage.setupCount($0) }.reduce(0, +)
    #expect(Self.tables(worksheet).count == asked)
    for scenario in members where ScenarioPage.setupCount(scenario) > 0 {
      #expect(worksheet.contains("**Given** step"), "\(scenario.id)")
    }
  }

  @Test("the teacher's guide has an agenda, and each lesson an objective, a time and a folded answer")
  func teachersGuide() throws {
    let guide = try #require(Self.pages["classroom.md"])
    #expect(guide.contains("## Agenda\n"))
    for family in Scenario.Family.allCases {
      let lesson = Lesson.of(family)
      #expect(!lesson.objective.isEmpty && lesson.minutes > 0 && !lesson.answer.isEmpty, "\(family)")
      #expect(guide.contains("**Objective.** Students can \(lesson.objective). **Time.** \(lesson.minutes) minutes."))
      #expect(guide.contains("<summary>Answer</summary>\n\n" + lesson.answer + "\n\n</details>"), "\(family)")
    }
  }

  /// The Markdown tables of a page, each as its lines.
  static func tables(_ text: String) -> [[String]] {
    var result: [[String]] = []
    var current: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("|") {
        current.append(String(line))
      } else if !current.isEmpty {
        result.append(current)
        current = []
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// A table's narrowest rendered width in pixels, from its rendered lines: the cells split at
  /// unescaped pipes, measured as `Markdown.width` measures them.
  static func width(_ table: [String]) -> Double {
    let rows = table.filter { !$0.hasPrefix("|---") }.map { row -> [String] in
      var cells: [String] = []
      var cell = ""
      var escaped = false
      for character in row.dropFirst().dropLast() {
        if character == "|" && !escaped {
          cells.append(cell.trimmingCharacters(in: .whitespaces))
          cell = ""
        } else {
          cell.append(character)
        }
        escaped = character == "\\"
      }
      return cells + [cell.trimmingCharacters(in: .whitespaces)]
    }
    guard let header = rows.first else { return 0 }
    return Markdown.width(header, Array(rows.dropFirst()))
  }

  /// Text with link targets removed, code marks kept.
  static func outsideLinks(_ text: String) -> String {
    var result = ""
    var characters = Substring(text)
    while let character = characters.first {
      characters = characters.dropFirst()
      if character == "]", characters.first == "(" {
        var depth = 0
        while let next = characters.first {
          characters = characters.dropFirst()
          if next == "(" { depth += 1 }
          if next == ")" { depth -= 1; if depth == 0 { break } }
        }
      }
      result.append(character)
    }
    return result
  }

  /// The line without code spans, link targets and bare URLs: what GitHub parses as prose.
  static func outsideCode(_ line: String) -> String {
    var result = ""
    var inCode = false
    var characters = Array(line)[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      if character == "`" { inCode.toggle(); continue }
      if inCode { continue }
      if character == "]", characters.first == "(" {
        // A link target: skip to its balanced closing parenthesis.
        var depth = 0
        while let next = characters.first {
          characters = characters.dropFirst()
          if next == "(" { depth += 1 }
          if next == ")" { depth -= 1; if depth == 0 { break } }
        }
        result.append("]")
        continue
      }
      result.append(character)
    }
    return result
  }

  /// An underscore that could open emphasis: not inside a word and not before a space.
  static func emphasisUnderscore(_ text: String) -> String.Index? {
    let characters = Array(text)
    for index in characters.indices where characters[index] == "_" {
      let before = index > 0 ? characters[index - 1] : " "
      let after = index + 1 < characters.count ? characters[index + 1] : " "
      if !(before.isLetter || before.isNumber || before == "_") && !(after.isWhitespace || after == "_") {
        return text.index(text.startIndex, offsetBy: index)
      }
    }
    return nil
  }
}
