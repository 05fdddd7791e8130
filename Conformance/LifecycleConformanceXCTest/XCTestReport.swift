import Foundation
import XCTest

/// How scenario results become XCTest failures and notes.
@MainActor
enum XCTestReport {
  /// Fails the current test for a failure or an unexpected pass; prints a note for an expected
  /// failure or a skip.
  static func record(_ result: ScenarioResult, file: StaticString, line: UInt) {
    guard let message = result.message else { return }
    if result.isFailure {
      XCTFail(message, file: file, line: line)
    } else {
      print("note: \(message)")
    }
  }

  /// Fails the current test once for each bug nobody expects, in the kit's words (`Bug 1: …`);
  /// prints a note for each known one.
  static func record(_ bugs: [ConformanceBug], file: StaticString, line: UInt) {
    for (offset, bug) in bugs.enumerated() {
      let text = bug.reportLines(number: offset + 1).joined(separator: "\n")
      if let reason = bug.knownReason {
        print("note: known bug (\(reason)): \(text)")
      } else {
        XCTFail(text, file: file, line: line)
      }
    }
  }

  /// Prints `line` on standard output, or, inside `capturingOutput`, collects it: the adapter's
  /// own tests read what it prints rather than filling the package's test log with it.
  static func print(_ line: String) {
    if let lines = Lines.current { lines.append(line) } else { Swift.print(line) }
  }

  /// The lines printed while `body` runs, collected instead of printed.
  static func capturingOutput(_ body: @MainActor () async throws -> Void) async rethrows -> [String] {
    let lines = Lines()
    try await Lines.$current.withValue(lines) { try await body() }
    return lines.all
  }

  private final class Lines: @unchecked Sendable {
    /// Where the current task's lines go, while `capturingOutput` runs.
    @TaskLocal static var current: Lines?

    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    func append(_ line: String) { lock.withLock { lines.append(line) } }
  }

  /// `LifecycleConformance: 3 bugs, 1 known; scenarios: 40 pass, 3 fail, 5 skip, 1 known failure`,
  /// the badge's words (worded so that log readers do not take it for the test runner's closing
  /// line), and `, not selected 12` for the scenarios `LIFECYCLE_SCENARIOS` leaves out.
  static func summary(_ results: [ScenarioResult], bugs: [ConformanceBug], notSelected: Int = 0) -> String {
    let tally = ReportDocument.Tally(
      bugs: bugs.count, known: bugs.filter(\.isKnown).count, counts: ConformanceReport.counts(of: results))
    return "LifecycleConformance: \(tally.description)" + (notSelected > 0 ? ", not selected \(notSelected)" : "")
  }
}
