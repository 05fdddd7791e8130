import Lifecycle
import Testing

@testable import LifecycleDocs

@Suite("The coverage page")
struct CoveragePageTests {
  @Test("it gives the catalog's coverage per life cycle, per stimulus with a bounded list, and says what covers all")
  func figures() throws {
    let pages = DocsSite.render(Scenario.all, language: .english)
    let page = try #require(pages[CoveragePage.page])
    for lifecycle in LifecycleStyle.allCases {
      let coverage = Coverage.ofCatalog(lifecycle: lifecycle, stimulusExamples: CoveragePage.examples)
      let totals = try #require(coverage.totals)
      #expect(
        page.contains(
          "| transitions | \(Coverage.grouped(coverage.transitions)) | "
            + "\(Coverage.grouped(totals.transitions)) |"))
      for stimulus in coverage.byStimulus {
        #expect(
          page.contains(
            "| `\(stimulus.name.rawValue)` | \(Coverage.grouped(stimulus.transitions)) / "
              + "\(Coverage.grouped(stimulus.total)) |"), "\(stimulus.name)")
      }
    }
    // Never every transition: a few examples per stimulus, however large the graph.
    let examples = page.split(separator: "\n").filter { $0.hasPrefix("| `") }
      .map { $0.components(separatedBy: " — ").count - 1 }
    #expect(examples.allSatisfy { $0 <= CoveragePage.examples })
    #expect(page.contains("`Explorer.tour`"))
    #expect(pages[SitePath.index]!.contains("](coverage.md)"))
  }
}
