import Foundation
import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

@testable import LifecycleConformance

/// The conformance reports DocsSite's Engines pages show (Conformance/Reports), kept true: each
/// file is what the kit reports now for the reference engine and for every broken engine. The
/// example packages write and check their own (`example-*.json`).
///
/// To rewrite them after an intended change: `RECORD_REPORTS=1 swift test --filter PublishedReports`
/// (the recording run still fails, so it is never left on), then `swift run lifecycle docs`.
@Suite("Published reports", .cuedHangClock)
@MainActor
struct PublishedReportsTests {
  static let folder = Repository.url("Conformance/Reports")

  /// Every report this package publishes, by file name. No date: the pages stay the same.
  static func reports() async -> [(name: String, text: String)] {
    // A hang is caught after the timeout: short, so the hanging engine's report is quick.
    let driver = ConformanceDriver(timeout: .milliseconds(500), selection: .all)
    var reports: [(String, ConformanceReport)] = []
    for lifecycle in LifecycleStyle.allCases {
      let results = await driver.verify { ReferenceEngine(lifecycle: lifecycle) }
      reports.append(
        (
          "reference-\(lifecycle.rawValue)",
          ConformanceReport(
            engine: "ReferenceEngine (\(lifecycle.displayName))", format: .latest, results: results)
        ))
    }
    for bug in EngineBug.all {
      let results = await driver.verify { BrokenEngine(bug) }
      reports.append(
        ("broken-\(bug.id)", ConformanceReport(engine: "BrokenEngine: \(bug.title)", format: .latest, results: results))
      )
    }
    return reports.map { ($0.0, $0.1.jsonText + "\n") }
  }

  @Test("Conformance/Reports holds what the kit reports now: the reference engine passes, each broken engine fails")
  func upToDate() async throws {
    let reports = await Self.reports()
    for report in reports {
      let json = try #require(JSONValue(parsing: report.text))
      let fail = json["counts"]?["fail"]?.intValue ?? -1
      #expect(report.name.hasPrefix("reference-") ? fail == 0 : fail > 0, "\(report.name)")
    }
    let recorded = RecordedFiles(Self.folder, rewrittenWith: "RECORD_REPORTS")
    if recorded.isRecording {
      try recorded.record(reports.map { ($0.name + ".json", $0.text) })
      return
    }
    for report in reports { recorded.check(report.text, against: report.name + ".json") }
    // No stale report: every file is one of these, or an example package's.
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
    let stale = files.filter { file in
      !file.hasPrefix("example-") && !reports.contains { $0.name + ".json" == file }
    }
    #expect(stale.isEmpty, "stale reports in \(Self.folder.path): \(stale)")
  }
}
