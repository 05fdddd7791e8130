import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

/// `report.scenarios`: every scenario's verdict, readable without the report's JSON.
@Suite("A report's per-scenario verdicts", .cuedHangClock)
@MainActor
struct ScenarioVerdictTests {
  @Test("report.scenarios: every scenario in catalog order, in report.json's words and reasons")
  func scenarios() async throws {
    let report = await ConformanceReport(engine: "OneBug") { BrokenEngine(.entersForegroundOnColdLaunch) }
    #expect(report.scenarios.map(\.id) == Scenario.all.map(\.id))
    #expect(report.scenarios == report.document.scenarios)
    let failed = try #require(report.scenarios.first { $0.verdict == .fail })
    #expect(failed.rules == ["allowed-events"])
    #expect(
      failed.description
        == "\(failed.id): fail: bug 1: extra applicationWillEnterForeground(_:) at a launch [allowed-events]")
    let skipped = try #require(report.scenarios.first { $0.verdict == .skip })
    #expect(skipped.description == "\(skipped.id): skip: \(skipped.reason)")
    #expect(!skipped.reason.isEmpty && skipped.rules.isEmpty)
  }

  @Test("A pass reads as the id and the word, and the words are the badge's")
  func words() {
    #expect(ScenarioVerdict(id: "launch.first.app", verdict: .pass).description == "launch.first.app: pass")
    #expect(
      ScenarioVerdict.Verdict.allCases.map(\.rawValue) == ["pass", "fail", "skip", "known failure", "unexpected pass"])
  }
}
