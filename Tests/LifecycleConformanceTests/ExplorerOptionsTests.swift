import LifecycleConformance
import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

/// What an author asks of an explorer besides its strategy: to stop at the first bug, a replay
/// line to paste, and an engine made on the main actor.
@Suite("Explorer: stopping at the first bug, the replay line", .cuedHangClock)
@MainActor
struct ExplorerOptionsTests {
  /// An engine of four bugs: every strategy meets more than one within its budget.
  static let engineBugs = EngineBug.several[0]

  @Test(
    "stopsAtFirstBug ends every strategy at the first step that shows a bug, well within the budget",
    arguments: [
      Explorer.Strategy.random(seed: 1), .swarm(seed: 1), .mixed(seed: 1), .tour(), .exhaustive(depth: 2),
    ])
  func stopsAtFirstBug(_ strategy: Explorer.Strategy) async {
    let all = await Explorer(strategy, budget: 2_000).explore { BrokenEngine(bugs: Self.engineBugs) }
    #expect(all.bugs.count > 1, "\(all)")
    let first = await Explorer(strategy, budget: 2_000, stopsAtFirstBug: true).explore {
      BrokenEngine(bugs: Self.engineBugs)
    }
    // The bugs of that one step: the first that the whole exploration names.
    #expect(!first.bugs.isEmpty && first.bugs.count < all.bugs.count, "\(first)")
    #expect(first.bugs.map(\.summary) == Array(all.bugs.map(\.summary).prefix(first.bugs.count)))
    #expect(first.stimuli < all.stimuli, "\(first.summary) \(all.summary)")
  }

  @Test("stopsAtFirstBug after a catalog that showed a bug: no walk at all")
  func stopsAfterCatalog() async {
    let report = await ConformanceReport(
      engine: "four bugs", exploring: Explorer(.random(seed: 1), stopsAtFirstBug: true)
    ) { BrokenEngine(bugs: Self.engineBugs) }
    #expect(report.exploration?.stimuli == 0)
    #expect(report.exploration?.runs == 0)
    #expect(!report.bugs.isEmpty)
  }

  @Test("Unless told, an explorer performs the default budget, 20,000 stimuli, and its replay line leaves it out")
  func defaultBudget() async {
    let explorer = Explorer(.mixed(seed: 1))
    #expect(Explorer.defaultBudget == 20_000 && explorer.budget == Explorer.defaultBudget)
    let report = await explorer.explore { ReferenceEngine(lifecycle: .app) }
    #expect(report.stimuli == 20_000, "\(report.summary)")
    #expect(Explorer(.mixed(seed: 1), budget: 20_000).description == "Explorer(.mixed(seed: 1))")
  }

  @Test("An explorer's description is the Swift that makes it, defaults left out")
  func description() {
    let spellings: [(Explorer, String)] = [
      (Explorer(.random(seed: 7)), "Explorer(.random(seed: 7))"),
      (Explorer(.swarm(seed: 2), budget: 3000), "Explorer(.swarm(seed: 2), budget: 3000)"),
      (Explorer(.mixed(seed: 1), runLength: 8), "Explorer(.mixed(seed: 1), runLength: 8)"),
      (Explorer(.tour()), "Explorer(.tour())"),
      (Explorer(.tour(sceneCount: 3)), "Explorer(.tour(sceneCount: 3))"),
      (
        Explorer(.exhaustive(depth: 3), scenes: ["main", "b"]),
        #"Explorer(.exhaustive(depth: 3), scenes: ["main", "b"])"#
      ),
      (Explorer(.random(seed: 1), timeout: .seconds(3)), "Explorer(.random(seed: 1), timeout: .seconds(3))"),
      (
        Explorer(.random(seed: 1), timeout: .milliseconds(250)),
        "Explorer(.random(seed: 1), timeout: .milliseconds(250))"
      ),
      (Explorer(.random(seed: 1), stopsAtFirstBug: true), "Explorer(.random(seed: 1), stopsAtFirstBug: true)"),
    ]
    for (explorer, expected) in spellings { #expect(explorer.description == expected) }
  }

  @Test("A counterexample's replay line is the explorer that found it, which finds it again")
  func replayLine() async {
    let explorer = Explorer(.random(seed: 3), budget: 500)
    let report = await explorer.explore { BrokenEngine(.doublesBecomeActive) }
    let text = report.description
    #expect(
      text.contains("\n  replay: Explorer(.random(seed: 3), budget: 500) (the walks that met it, again)\n"), "\(text)")
    let again = await explorer.explore { BrokenEngine(.doublesBecomeActive) }
    #expect(again.description == text)
  }
}
