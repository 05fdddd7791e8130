import Foundation
import Lifecycle
import LifecycleConformance

/// What `lifecycle conform` found: the catalog's results and the exploration after them, as one
/// `ConformanceReport` that leads with the engine's distinct bugs; the trace files that show each
/// bug and each failed scenario; and the summary printed.
struct ConformOutcome {
  var report: ConformanceReport
  /// Declarations of known bugs that no failure matched: reported, so the list is kept true.
  var notSeen: [KnownFailure]

  init(report: ConformanceReport, knownFailures: [KnownFailure]) {
    self.report = report
    let failures =
      report.results.flatMap(\.failures) + (report.exploration?.knownFailures ?? [])
    notSeen = knownFailures.filter { known in known.describesBug && !failures.contains(where: known.describes) }
  }

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
        "  bug \($0.offset + 1): \($0.element.summary) [\($0.element.signature.rule)]: \($0.element.knownReason!)"
      }
    }
    if !notSeen.isEmpty {
      lines.append("Known bugs no longer seen (remove the declaration once fixed):")
      lines += notSeen.map { "  \(Self.describe($0))" }
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

  /// One bug: what it is, where it was seen, how to reach it, and the diff of the step that
  /// shows it.
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
    if let divergence = bug.failure.divergence {
      if bug.failure.fault != nil { lines.append("    " + divergence.message) }
      lines += divergence.details(namingStep: false, correctionOnly: true).map { "    " + $0 }
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
        let first =
          ids.prefix(Bug.namedScenarios).joined(separator: ", ") + (ids.count > Bug.namedScenarios ? ", …" : "")
        return "  \(ids.count) (\(first)): \(reason)"
      }
  }

  /// A declaration in the words of a `--known` file entry.
  static func describe(_ known: KnownFailure) -> String {
    var parts: [String] = []
    if let rule = known.rule { parts.append("rule \(rule)") }
    if let stimulus = known.stimulus { parts.append("stimulus \(stimulus)") }
    if let callback = known.callback { parts.append("callback \(callback)") }
    if known.scenario != "*" { parts.append("in \(known.scenario)") }
    return parts.joined(separator: ", ") + ": \(known.reason)"
  }
}
