import Foundation
import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

@testable import LifecycleConformance

/// The report document read back as the kit writes it: a report of a real run decodes to the
/// same counts, rules and verdicts, and encodes again to the same text; every published report
/// decodes; a file that is not a report is refused, naming the key and quoting the value.
@Suite("The report document", .cuedHangClock)
@MainActor
struct ReportDocumentTests {
  /// A broken app-based engine over the whole catalog and a short exploration: failures, known
  /// failures, a known failure no longer seen, an unexpected pass, skips (the scene-based
  /// scenarios) and bugs with witnesses.
  static func brokenReport() async -> ConformanceReport {
    await ConformanceReport(
      engine: "TwoBugs", date: "2026-11-25", exploring: Explorer(.random(seed: 1), budget: 300)
    ) {
      Declaring(
        base: BrokenEngine(bugs: [.entersForegroundOnColdLaunch, .unpairedResignOnAlert]),
        knownFailures: [
          KnownFailure(rule: "allowed-events", reason: "foreground at launch"),
          KnownFailure(rule: "launch-first", reason: "fixed long ago"),
          KnownFailure(scenario: "launch.background.app", reason: "declared but passes"),
        ])
    }
  }

  @Test("a report the kit writes decodes to its counts, rules and verdicts, and encodes to the same text")
  func roundTrip() async throws {
    let broken = await Self.brokenReport()
    let reference = await ConformanceReport(engine: "ReferenceEngine (scene-based)") {
      ReferenceEngine(lifecycle: .scene)
    }
    // The broken run has every part a report can have, or the round trip proves less.
    #expect(
      broken.counts.filter { $0.count > 0 }.map(\.verdict) == [.pass, .fail, .skip, .knownFailure, .unexpectedPass],
      "\(broken.counts)")
    #expect(!broken.bugs.isEmpty && broken.exploration != nil && !broken.knownFailuresNotSeen.isEmpty)
    #expect(reference.counts.filter { $0.count > 0 }.map(\.verdict) == [.pass, .skip], "\(reference.counts)")

    for report in [broken, reference] {
      let document = try ReportDocument(json: report.jsonText)
      #expect(document.engine == report.engine)
      #expect(document.kitVersion == LifecycleKit.version && document.traceFormat == report.format.description)
      #expect(document.date == report.date)
      #expect(document.counts.map(\.verdict) == ReportDocument.Verdict.allCases)
      #expect(
        document.counts.map(\.count)
          == ReportDocument.Verdict.allCases.map { verdict in
            report.results.filter { ReportDocument.Verdict($0.verdict) == verdict }.count
          })
      #expect(document.rules.map(\.rule) == report.rules.rules)
      #expect(document.rules.map(\.scenarios) == report.rules.entries.map(\.scenarios.count))
      #expect(document.scenarios.map(\.id) == report.results.map(\.scenarioID))
      #expect(document.scenarios.map(\.verdict) == report.results.map { ReportDocument.Verdict($0.verdict) })
      #expect(document.scenarios.map(\.rules) == report.results.map { $0.failures.map(\.rule) })
      #expect(document.bugs.count == report.bugs.count)
      #expect(document == report.document)
      #expect(document.json.pretty == report.jsonText)
    }
  }

  @Test("every report published under Conformance/Reports decodes, and encodes to the same text")
  func publishedReportsDecode() throws {
    let folder = Repository.url("Conformance/Reports")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 20, "\(files)")
    for file in files.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      do {
        let document = try ReportDocument(json: text)
        // A published report is the report's text and a blank line (`PublishedReportsTests`).
        #expect(document.json.pretty + "\n" == text, "\(file)")
        #expect(document.counts.map(\.count).reduce(0, +) == document.scenarios.count, "\(file)")
      } catch {
        Issue.record("\(file): \(error)")
      }
    }
  }

  @Test(
    "a value of the wrong kind or shape is refused, naming the key and quoting the value",
    arguments: [
      (#""date": 20261125"#, "its date 20261125 is not a string or null"),
      (#""traceFormat": ["1"]"#, #"its traceFormat ["1"] is not a string or null"#),
      (#""bugs": {"id": "bug-1"}"#, #"its bugs {"id": "bug-1"} is not a list"#),
      (
        #""scenarios": [{"id": "a", "verdict": "pass", "reason": 7}]"#,
        "scenario 'a' has the reason 7, not a string"
      ),
      (
        #""scenarios": [{"id": "a", "verdict": "fail", "rules": ["x y"]}]"#,
        #"scenario 'a' has the rules ["x y"], not a list of rule ids"#
      ),
      (
        #""scenarios": [{"id": "a", "verdict": "fail", "rules": "required-event"}]"#,
        #"scenario 'a' has the rules "required-event", not a list of rule ids"#
      ),
      // A version is shown on the Engines pages as it is: anything else could be a tag or a link.
      (
        #""kitVersion": "2.0.0 <img src=x onerror=alert(1)> <https://evil.example/>""#,
        "its kitVersion '2.0.0 <img src=x onerror=alert(1)> <https://evil.example/>' is not a version "
          + "(a digit, then letters, digits, '.', '-', '+')"
      ),
      (
        #""kitVersion": "[2](javascript:x)""#,
        "its kitVersion '[2](javascript:x)' is not a version (a digit, then letters, digits, '.', '-', '+')"
      ),
      (
        #""traceFormat": "1 **x**""#,
        "its traceFormat '1 **x**' is not a version (a digit, then letters, digits, '.', '-', '+')"
      ),
      (
        #""scenarios": [{"id": "a", "verdict": "w\u001Bon"}]"#,
        #"scenario 'a' has the unknown verdict 'w\u{1B}on'"#
      ),
    ])
  func refusals(member: String, reason: String) {
    var members = [
      #""engine": "X""#, #""kitVersion": "2.0.0""#, #""counts": {}"#, #""rules": []"#, #""scenarios": []"#,
    ]
    let key = member.prefix { $0 != ":" }
    members.removeAll { $0.hasPrefix(key + ":") }
    let text = #"{"format": "lifecycle-conformance-report", "# + (members + [member]).joined(separator: ", ") + "}"
    #expect {
      try ReportDocument(json: text)
    } throws: { error in
      "\(error)" == "not a conformance report: \(reason)"
    }
  }
}
