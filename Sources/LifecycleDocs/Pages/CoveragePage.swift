import Foundation
import Lifecycle

/// `coverage.md`: how much of the reference model's state graph the catalog's scenarios show,
/// per life cycle, and which transitions no scenario shows, grouped by stimulus.
enum CoveragePage {
  static let page = "coverage.md"

  /// How many transitions no scenario shows are listed per stimulus: the scene-based graph has
  /// hundreds of thousands, so the page names a few of each and counts the rest.
  static let examples = 2

  static func render(_ site: SiteCatalog) -> String {
    var blocks = [
      DocsSite.marker,
      localized("# What the catalog covers of the model"),
      Markdown.link(localized("Index"), SitePath.index) + " › " + localized("coverage"),
      localized(
        "The reference model answers every stimulus in every state; the catalog's scenarios walk a few "
          + "dozen steps through it. This page counts, for each life cycle, the model's states, transitions (a state "
          + "and a stimulus possible in it) and alternatives (the answers the model allows to a transition) that some "
          + "scenario's step passes through, against the model's totals, and names transitions no scenario shows."),
      localized(
        "The catalog covers little, and is meant to: each scenario is a story written row by row, every row "
          + "cited, while the model's graph holds every state two scenes can reach. What covers everything is the "
          + "transition tour: `Explorer.tour` drives an engine along every transition of the same graph and checks "
          + "each step; `Explorer.explore` walks it at random."),
      localized(
        "The graph is the model's with every capability, two launch reasons (`fetch` and `location`) and at "
          + "most one background task open; a scene-based app has the scenes `main` and `second`. A step whose "
          + "stimulus lies outside it (another launch reason, a URL) counts its states but not its transition."),
    ]
    for lifecycle in LifecycleStyle.allCases {
      blocks += section(lifecycle, coverage(site.scenarios, lifecycle))
    }
    return Markdown.page(blocks)
  }

  private static func section(_ lifecycle: LifecycleStyle, _ coverage: Coverage) -> [String] {
    let title = lifecycle == .app ? localized("## App-based") : localized("## Scene-based, with two scenes")
    guard let totals = coverage.totals else { return [title] }
    let shown = localized("shown by a scenario"), inModel = localized("in the model")
    var blocks = [
      title,
      Markdown.table(
        ["", shown, inModel, "%"],
        [
          [
            localized("states"), grouped(coverage.states), grouped(totals.states),
            percent(coverage.states, totals.states),
          ],
          [
            localized("transitions"), grouped(coverage.transitions), grouped(totals.transitions),
            percent(coverage.transitions, totals.transitions),
          ],
          [
            localized("alternatives"), grouped(coverage.alternatives ?? 0), grouped(totals.alternatives),
            percent(coverage.alternatives ?? 0, totals.alternatives),
          ],
        ]),
      localized(
        "Transitions no scenario shows: \(grouped(totals.transitions - coverage.transitions)), by stimulus, "
          + "with the first \(examples) of each in the graph's order (a state, then the stimulus):"),
    ]
    blocks.append(
      Markdown.table(
        [localized("Stimulus"), shown, localized("not shown"), localized("for example")],
        coverage.byStimulus.map { stimulus in
          [
            Markdown.code(stimulus.name.rawValue), "\(grouped(stimulus.transitions)) / \(grouped(stimulus.total))",
            grouped(stimulus.total - stimulus.transitions), stimulus.neverTaken.map(example).joined(separator: "; "),
          ]
        }))
    return blocks
  }

  /// `` `app active` — `memoryWarning` ``.
  private static func example(_ transition: String) -> String {
    transition.components(separatedBy: " — ").map(Markdown.code).joined(separator: " — ")
  }

  /// `407,967`.
  static func grouped(_ number: Int) -> String { Coverage.grouped(number) }

  /// `6%`, rounded down; `<1%` for a share above none that rounds to none.
  static func percent(_ count: Int, _ total: Int) -> String {
    guard total > 0 else { return "-" }
    let value = count * 100 / total
    return value == 0 && count > 0 ? "<1%" : "\(value)%"
  }

  /// The catalog's coverage, computed once per process for a given catalog: both editions and
  /// every render of the same scenarios share it (the pass over the scene-based graph costs).
  static func coverage(_ scenarios: [Scenario], _ lifecycle: LifecycleStyle) -> Coverage {
    let key = CoverageKey(
      lifecycle: lifecycle,
      runs: scenarios.filter { $0.lifecycle == lifecycle }.map {
        CoverageKey.Run(sessions: $0.sessions, stimuli: $0.steps.map(\.stimulus))
      })
    if let known = memo.withLock({ $0[key] }) { return known }
    let computed = Coverage.ofCatalog(scenarios, lifecycle: lifecycle, stimulusExamples: examples)
    memo.withLock { memo in
      if memo.count >= 16 { memo.removeAll() }
      memo[key] = computed
    }
    return computed
  }

  /// What the coverage depends on: each scenario's start and stimuli.
  private struct CoverageKey: Hashable {
    let lifecycle: LifecycleStyle
    let runs: [Run]

    struct Run: Hashable {
      let sessions: [SceneID]
      let stimuli: [Stimulus]
    }
  }

  private static let memo = Memo<[CoverageKey: Coverage]>([:])
}

/// A value behind a lock.
final class Memo<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
