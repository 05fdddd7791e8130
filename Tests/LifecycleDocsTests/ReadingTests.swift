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
        #expect(Self.emphasisUnderscore(prose) == nil,
                "\(path):\(number + 1): GitHub would read '_' as emphasis: \(line)")
      }
    }
  }

  @Test("a rule's summary is shown with its selectors in code")
  func ruleSummaries() throws {
    let page = try #require(Self.pages["trace-format.md"])
    #expect(page.contains("In one sentence: `application(_:willFinishLaunchingWithOptions:)` comes before "
      + "`application(_:didFinishLaunchingWithOptions:)`"))
    #expect(page.contains("`sceneDidDisconnect(_:)` comes before the `application(_:didDiscardSceneSessions:)`"))
  }

  @Test("selectors become code once; code stays as it is")
  func prose() {
    #expect(Inline.prose("sceneDidDisconnect(_:) before application(_:didDiscardSceneSessions:)")
      == "`sceneDidDisconnect(_:)` before `application(_:didDiscardSceneSessions:)`")
    #expect(Inline.prose("already `scene(_:willConnectTo:options:)` (Apple: no order)")
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
    #expect(page.contains("| 3 | [`stateRestorationActivity(for:)`](../callbacks.md#staterestorationactivityfor) "
      + "| `main` | optional | 2a |"))
    // A chain keeps plain numbers: willFinishLaunching, then didFinishLaunching.
    let launch = try #require(Scenario.all.first { $0.id == "launch.first.app" })
    let order = launch.steps[0].outcomes[0].response.order
    let labels = order.groupLabels(among: Array(launch.steps[0].outcomes[0].response.events.indices))
    #expect(labels.prefix(2) == ["1", "2"], "\(labels)")
  }

  @Test("an alternative that can only follow some of the step before's says which")
  func followingAlternatives() throws {
    let center = try #require(Self.pages["scenarios/interruption.notification-center.app.md"])
    #expect(center.contains("**Alternative 2 of 2**, only after alternative 3 of step 2 ("))
    let icon = try #require(Self.pages["scenarios/launch.background-then-icon.scene.md"])
    #expect(icon.contains("**Alternative 1 of 2**, only after alternative 1 of step 1 ("))
    let key = try #require(Self.pages["answers/interruption.md"])
    #expect(key.contains("only after alternative 3 of step 2"))
  }

  @Test("every alternative follows at least one alternative of the step before", arguments: Scenario.all)
  func noOrphanAlternatives(_ scenario: Scenario) {
    for (index, step) in scenario.following().enumerated() {
      for (number, after) in step.enumerated() {
        #expect(after.map { !$0.isEmpty } ?? true, "\(scenario.id) step \(index + 1) alternative \(number + 1)")
      }
    }
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
