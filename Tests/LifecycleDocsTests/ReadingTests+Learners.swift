import Foundation
import Lifecycle
import Testing

@testable import LifecycleDocs

/// The pages a student reads first, read as GitHub renders them: the path in, the overview,
/// the worksheets, and the facts those pages must not get wrong.
extension ReadingTests {
  @Test("no page names an iOS release from 19 to 25: after iOS 18 came iOS 26")
  func noMissingReleases() {
    for (path, text) in Self.pages where path.hasSuffix(".md") {
      let match = text.firstMatch(of: /iOS (19|2[0-5])\b|iOS 1\d( to |–|~)(19|2[0-5])\b/)
      #expect(match == nil, "\(path): \(match.map { String($0.output.0) } ?? "")")
    }
  }

  @Test("both suspension pages say that no code runs and which callback was the last chance to prepare")
  func suspensionPages() throws {
    let app = try #require(Self.pages["scenarios/suspension.suspend.app.md"])
    let scene = try #require(Self.pages["scenarios/suspension.suspend.scene.md"])
    for (page, last) in [(app, "applicationDidEnterBackground(_:)"), (scene, "sceneDidEnterBackground(_:)")] {
      #expect(page.contains("runs no code"))
      #expect(page.contains("`\(last)` was the app's last chance to prepare"))
    }
  }

  @Test("the callback reference keeps the expiration handler, a closure, out of the app delegate's section")
  func expirationHandlerSection() throws {
    let page = try #require(Self.pages["callbacks.md"])
    let app = try #require(page.range(of: "\n## App delegate\n"))
    let scene = try #require(page.range(of: "\n## Scene delegate\n"))
    let other = try #require(page.range(of: "\n## Other callbacks\n"))
    let handler = try #require(page.range(of: "### `expirationHandler(_:)`"))
    #expect(app.upperBound < scene.lowerBound && scene.upperBound < other.lowerBound)
    #expect(other.upperBound < handler.lowerBound)
    #expect(page.contains("- **When** Once for each open background task"))
    #expect(page.contains("- **Called by** `UIApplication`"))
  }

  @Test("the index starts with a path for someone new, then the reference")
  func learnerPath() throws {
    for prefix in ["", "ko/"] {
      let index = try #require(Self.pages[prefix + "index.md"])
      let sections = index.split(separator: "\n").filter { $0.hasPrefix("## ") }
      #expect(sections.count > 2)
      let start = index.components(separatedBy: "\n## ")[1]
      for link in ["](overview.md)", "](which-lifecycle.md)", "](mistakes.md)"] {
        #expect(start.contains(link), "\(prefix)index.md: the path lacks \(link)")
      }
      for first in IndexPage.firstScenarios {
        #expect(start.contains("](scenarios/\(first.id).md)"), "\(prefix)index.md: \(first.id)")
      }
      #expect(!start.contains("](engine-protocol.md)"), "\(prefix)index.md: tooling before the path")
    }
  }

  @Test("the overview shows both state diagrams, what to do in each callback, and the other events")
  func overview() throws {
    let page = try #require(Self.pages["overview.md"])
    #expect(page.components(separatedBy: "```mermaid\nstateDiagram-v2").count == 3)
    for moment in OverviewPage.moments + OverviewPage.others {
      for callback in moment.callbacks {
        #expect(page.contains("[`\(callback)`](callbacks.md#"), "\(callback)")
      }
    }
    for advice in ["Save data", "Release caches", "snapshot"] { #expect(page.contains(advice)) }
    #expect(
      Set(OverviewPage.moments.flatMap(\.callbacks)).isSuperset(of: [
        "sceneDidEnterBackground(_:)", "applicationDidEnterBackground(_:)", "sceneWillResignActive(_:)",
        "applicationWillTerminate(_:)",
      ]))
  }

  @Test("a worksheet question with several right answers says so and why")
  func severalAnswers() throws {
    let worksheet = try #require(Self.pages["worksheets/interruption.md"])
    // Notification Center: three alternatives.
    #expect(
      worksheet.contains("*More than one answer is right:* devices differ, and each of the 3 alternatives is right."))
    let launch = try #require(Self.pages["worksheets/launch.md"])
    #expect(launch.contains("some callbacks are optional: an answer with or without them is right"))
    let key = try #require(Self.pages["answers/launch.md"])
    #expect(key.contains("*More than one answer is right:*") && key.contains("(optional)*"))
    // A step with one right answer says nothing.
    let alert = try #require(Scenario.all.first { $0.id == "interruption.alert.app" })
    #expect(WorksheetPage.answersNote(alert.steps[1]) == nil)
  }
}
