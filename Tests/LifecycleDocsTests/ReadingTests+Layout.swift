import Foundation
import Lifecycle
import Testing

@testable import LifecycleDocs

/// How a scenario page and the index are laid out: the step a page is about first, its sources
/// as footnotes, the index's explanations before its lists.
extension ReadingTests {
  @Test("sources are footnotes under each table, each written once")
  func footnotedSources() throws {
    for (path, text) in Self.pages where path.hasPrefix("scenarios/") {
      let lines = text.split(separator: "\n").map(String.init)
      for line in lines where line.hasPrefix("| ") && !line.hasPrefix("| # ") && line.hasSuffix("] |") {
        #expect(line.range(of: #"\| \[\d+\] \|$"#, options: .regularExpression) != nil, "\(path): \(line)")
      }
      // Each table's footnote list names a source once.
      var list: [String] = []
      for line in lines + [""] {
        if line.hasPrefix("- [") && line.contains("] [") {
          list.append(String(line.drop { $0 != " " }))
        } else if !list.isEmpty {
          #expect(Set(list).count == list.count, "\(path): a source repeated under one table")
          list = []
        }
      }
    }
    let callbacks = try #require(Self.pages["callbacks.md"])
    for line in callbacks.split(separator: "\n") where line.hasPrefix("- **Scenarios**") {
      // Scenario links end in ".md)"; their step links carry an anchor.
      #expect(line.components(separatedBy: ".md)").count - 1 <= CallbacksPage.examples, "\(line)")
    }
  }

  @Test("a scenario page starts with the step it is about; the setup is summarised and folded")
  func stepUnderTestFirst() throws {
    let page = try #require(Self.pages["scenarios/relaunch.after-suspension.scene.md"])
    let from = try #require(page.range(of: "**From** the app is `suspended`; scene `main` is `background` (after "))
    let tested = try #require(page.range(of: "## Step 4: `tapIcon`"))
    let setup = try #require(page.range(of: "<details>\n<summary>Steps 1 to 3: tapIcon, pressHome, suspend</summary>"))
    #expect(from.lowerBound < tested.lowerBound && tested.lowerBound < setup.lowerBound)
    #expect(page.contains("### Step 1: `tapIcon`") && page.contains("</details>"))
    // A launch is the subject of its own page: nothing folded.
    let launch = try #require(Self.pages["scenarios/launch.first.scene.md"])
    #expect(!launch.contains("<details>") && launch.contains("## Step 1: `tapIcon`"))
    // An interruption's page shows the step that starts it, not only the one that ends it.
    for (id, start) in [
      ("interruption.alert.app", "## Step 2: `beginInterruption:alert`"),
      ("interruption.control-center.scene", "## Step 2: `beginInterruption:controlCenter`"),
      ("interruption.lock.app", "## Step 2: `lockDevice`"),
      ("interruption.lock-background.scene", "## Step 3: `lockDevice`"),
      ("interruption.switcher-return.app", "## Step 2: `openAppSwitcher`"),
      ("interruption.switcher-away.scene", "## Step 2: `openAppSwitcher`"),
    ] {
      let page = try #require(Self.pages["scenarios/\(id).md"])
      #expect(page.contains(start), "\(id)")
      #expect(page.range(of: start)!.lowerBound < (page.range(of: "## Setup")?.lowerBound ?? page.endIndex), "\(id)")
    }
    // Alternatives are what a page is about: Notification Center's pull-down stays open.
    let center = try #require(Self.pages["scenarios/interruption.notification-center.scene.md"])
    #expect(center.contains("## Step 2: `beginInterruption:notificationCenter`"))
  }

  @Test("the index explains its tables and provenance before listing scenarios")
  func indexLegendFirst() throws {
    let index = try #require(Self.pages["index.md"])
    let read = try #require(index.range(of: "## How to read the tables"))
    let provenance = try #require(index.range(of: "## Provenance"))
    let scenarios = try #require(index.range(of: "## Scenarios"))
    #expect(read.lowerBound < scenarios.lowerBound && provenance.lowerBound < scenarios.lowerBound)
  }
}
