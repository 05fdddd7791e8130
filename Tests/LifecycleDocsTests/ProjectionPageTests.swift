import Lifecycle
import Testing

@testable import LifecycleDocs

/// The projection pages: one per named projection in both editions, each with its whole table,
/// its rules, and the framework states the model's steps lead to.
@Suite("Projection pages")
struct ProjectionPageTests {
  static let pages = DocsSite.render(Scenario.all)

  @Test("every named projection has a page in both editions, linked from the projections index")
  func everyProjectionHasPages() throws {
    for projection in Projection.all {
      let path = ProjectionPage.page(projection.name)
      for language in Language.allCases {
        #expect(Self.pages[language.folder + path] != nil, "no \(language.folder + path)")
        let index = try #require(Self.pages[language.folder + ProjectionsPage.page])
        #expect(index.contains("](\(path))"), "\(language.folder)projections.md does not link \(path)")
      }
    }
    for page in ["index.md", "engine-protocol.md", "ko/index.md", "ko/engine-protocol.md"] {
      #expect(Self.pages[page]!.contains("](projections.md)"), "\(page) does not link the projections page")
    }
  }

  @Test("each page's table has a row for every model state of its subject", arguments: Projection.all.map(\.name))
  func tableCoversSubject(name: String) throws {
    let projection = try #require(Projection.named(name))
    let page = try #require(Self.pages[ProjectionPage.page(name)])
    let states =
      projection.subject == .app
      ? AppState.allCases.map(\.rawValue) : SceneActivationState.allCases.map(\.rawValue)
    for state in states {
      let row =
        "| `\(state)` | " + (projection.allowed[state].map { "`\($0[0])`" } ?? "none: the scene is not connected")
      #expect(page.contains(row), "\(name): no row '\(row)'")
    }
    for open in projection.allowed.values where open.count > 1 {
      #expect(page.contains(ProjectionPage.allowed(open)))
    }
  }

  @Test("react-native: the alert step of interruption.alert.app shows inactive, and the launch starts unknown")
  func reactNativeAlert() throws {
    let page = try #require(Self.pages["projections/react-native.md"])
    #expect(
      page.contains(
        "| 2. `beginInterruption:alert` | `applicationWillResignActive(_:)` | app `inactive` → `inactive` |"))
    #expect(page.contains("| start |  | app `notRunning` → `unknown` |"))
    let korean = try #require(Self.pages["ko/projections/react-native.md"])
    #expect(
      korean.contains(
        "| 2. `beginInterruption:alert` | `applicationWillResignActive(_:)` | 앱 `inactive` → `inactive` |"))
  }

  @Test("a scene projection gives each connected scene its state, and says when none is connected")
  func sceneStates() throws {
    let page = try #require(Self.pages["projections/swiftui.md"])
    #expect(page.contains("| `main` `foregroundActive` → `active` |"))
    #expect(page.contains("| `main` `unattached` → not connected |"))
    #expect(page.contains("No initial state"))
    #expect(!Self.pages["projections/androidx.md"]!.contains("`launch.first.app`"), "androidx runs only scene-based")
  }

  @Test("rules: passed-through states, moves, final states, or plainly none")
  func rules() {
    let flutter = ProjectionPage.rules(.flutter).joined(separator: "\n")
    #expect(flutter.contains("**Only passed through**: `hidden`"))
    #expect(flutter.contains("| `resumed` | `inactive` |"))
    #expect(flutter.contains("No state is final."))
    let androidX = ProjectionPage.rules(.androidX).joined(separator: "\n")
    #expect(androidX.contains("No state is only passed through."))
    #expect(androidX.contains("| `DESTROYED` | nothing: final |"))
    #expect(androidX.contains("**Final**: `DESTROYED`"))
    #expect(
      ProjectionPage.rules(.reactNative) == [
        "No rules: the framework documents no order for its states. Any state may follow any other, and any may be "
          + "the state after a step."
      ])
    let passingOnly = Projection(
      name: "passing", of: .app, allowing: ["active": ["on"]], initial: ["off"], rules: .init(passing: ["between"]))
    #expect(ProjectionPage.rules(passingOnly).last == "Any state may follow any other.")
  }

  @Test("a catalog without the representative scenarios says so; a step the model cannot take ends the table")
  func edgeCases() {
    let empty = DocsSite.render([])
    #expect(empty["projections/flutter.md"]!.contains("The catalog being rendered has none of these scenarios."))
    let impossible = Scenario(
      id: "impossible.app", family: .other, lifecycle: .app, title: "Home press before a launch",
      narrative: "Nothing runs.",
      steps: [
        Scenario.Step(.pressHome, [], then: .states(.notRunning)), Scenario.Step(.tapIcon, [], then: .states(.active)),
      ])
    let table = ProjectionSteps.table(.flutter, impossible)
    #expect(table.hasSuffix("| 1. `pressHome` | the model cannot take this step |  |"))
  }
}
