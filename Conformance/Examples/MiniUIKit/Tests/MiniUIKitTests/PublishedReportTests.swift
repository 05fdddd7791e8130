import Foundation
import LifecycleConformanceTesting
import Testing

// The report LifecycleKit's DocsSite shows for this package (its Engines pages), kept true here:
// the repository's Conformance/Reports/example-miniuikit.json is what the kit reports now.
// Rewrite it after an intended change with `RECORD_REPORTS=1 swift test` (that run still fails).
@Test("the published report is what the kit reports now")
@MainActor
func publishedReport() async throws {
  let results = await ConformanceDriver(selection: .all).verify { MiniUIKitEngine() }
  let text = ConformanceReport(engine: "MiniUIKit", format: .v1_1, results: results).jsonText + "\n"
  let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Reports/example-miniuikit.json")
  if ProcessInfo.processInfo.environment["RECORD_REPORTS"] == "1" {
    try text.write(to: file, atomically: true, encoding: .utf8)
    Issue.record("Recorded \(file.path); run again without RECORD_REPORTS")
    return
  }
  let committed = try? String(contentsOf: file, encoding: .utf8)
  #expect(
    committed == text,
    "\(file.path) is not what the kit reports now; re-record with RECORD_REPORTS=1 if the change is intended")
}
