import Foundation
import Lifecycle
import LifecycleConformance

/// What `lifecycle conform` found: the catalog's results and the exploration after them, as one
/// `ConformanceReport` that leads with the engine's distinct bugs; the trace files that show each
/// bug and each failed scenario; and the summary printed.
struct ConformOutcome {
  var report: ConformanceReport

  /// Conformant: no bug nobody expects; skips are not passes, but not failures either.
  var isConformant: Bool { report.isConformant }

  /// Writes `report.json`, `report.md`, `traces/bug-N.jsonl` (each bug's witness) and
  /// `traces/ID.jsonl` (each failed scenario's run) as `folder`, made if missing, replacing the
  /// previous run's report whole (`ReportFolder`): a failure or a kill leaves the previous report
  /// as it was, and a report never sits beside the traces of another run.
  func write(to folder: String) throws(ReportFolder.Failure) {
    try ReportFolder(folder).write(files)
  }

  /// The report's files, by path in its folder.
  var files: [String: String] {
    var files = ["report.json": report.jsonText, "report.md": report.markdown]
    for (offset, bug) in report.bugs.enumerated() {
      files["traces/bug-\(offset + 1).jsonl"] = bug.witness.traceText(source: report.engine)
    }
    for result in report.results where result.isFailure || !result.failures.isEmpty {
      guard let run = result.run else { continue }
      files["traces/\(result.scenarioID).jsonl"] = run.traceText(source: report.engine)
    }
    return files
  }

  /// The summary: each distinct bug once (where it was seen, its witness, its diff), the known
  /// bugs and the declarations no longer seen, the skips by reason, the exploration, the report's
  /// files, and the badge with the verdict.
  func summary(reportFolder: String?) -> String {
    var lines: [String] = []
    let bugs = report.bugs
    let unexpected = bugs.filter { !$0.isKnown }
    if !unexpected.isEmpty {
      lines.append(
        "Bugs: \(unexpected.count)"
          + (bugs.count > unexpected.count ? " (and \(bugs.count - unexpected.count) known)" : ""))
    }
    for (offset, bug) in bugs.enumerated() where !bug.isKnown {
      lines += Self.lines(bug, number: offset + 1, reportFolder: reportFolder)
    }
    let known = bugs.enumerated().filter { $0.element.isKnown }
    if !known.isEmpty {
      lines.append("Known bugs (declared; not failures):")
      lines += known.map {
        "  bug \($0.offset + 1): \($0.element.summary) [\($0.element.signature.rule)]: \($0.element.knownReason!); "
          + $0.element.seen
      }
    }
    let notSeen = report.knownFailuresNotSeen
    if !notSeen.isEmpty {
      lines.append("Known bugs no longer seen (remove the declaration once fixed):")
      lines += notSeen.map { "  \($0)" }
    }
    lines += skips()
    if let exploration = report.exploration {
      lines += exploration.summary.split(separator: "\n").enumerated().map {
        $0 == 0 ? "Exploration: \($1)" : "  \($1)"
      }
    } else {
      lines.append("Exploration: not run (--budget 0)")
    }
    if let reportFolder {
      lines.append("Report: \(reportFolder)/report.json, \(reportFolder)/report.md, \(reportFolder)/traces/")
    }
    lines.append(report.badge)
    lines.append(isConformant ? "conformant" : "not conformant")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One bug: what it is, where it was seen, how to reach it, the diff of the step that shows
  /// it, and what the engine adds (notes, the end of its log).
  private static func lines(_ bug: Bug, number: Int, reportFolder: String?) -> [String] {
    var lines = ["Bug \(number): \(bug.summary) [\(bug.signature.rule)]", "  \(bug.seen)"]
    let script = bug.witness.script
    lines.append(
      "  witness\(bug.witness.isShrunk ? " (shrunk)" : ""): \(script); the bug shows at step \(bug.witness.step)")
    lines.append("  expected: \(script.recordCommand)")
    if let reportFolder {
      lines.append("  trace: \(reportFolder)/traces/bug-\(number).jsonl (lifecycle verify --all reports it)")
    }
    lines.append("  " + bug.failure.headline)
    // What the engine adds (a note on where the lines came from, the end of its log) stays
    // beside the diff it explains.
    lines += bug.failure.details(correctionOnly: true, logLines: ConformanceFailure.summaryLogLines).map {
      "    " + $0
    }
    return lines
  }

  /// The skips, by reason: each reason once, with how many scenarios and the first few.
  private func skips() -> [String] {
    var reasons: [(reason: String, ids: [String])] = []
    for result in report.results {
      guard case .skipped(let reason) = result.verdict else { continue }
      if let index = reasons.firstIndex(where: { $0.reason == reason }) {
        reasons[index].ids.append(result.scenarioID)
      } else {
        reasons.append((reason, [result.scenarioID]))
      }
    }
    guard !reasons.isEmpty else { return [] }
    let count = reasons.map(\.ids.count).reduce(0, +)
    return ["Skipped (not passes): \(count) scenario\(count == 1 ? "" : "s")"]
      + reasons.map { reason, ids in
        "  \(ids.count) (\(Quoted.list(ids, first: Bug.namedScenarios))): \(reason)"
      }
  }
}
