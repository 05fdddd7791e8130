import Foundation
import Lifecycle
import LifecycleConformance

/// What `lifecycle conform` found: the catalog's results and the exploration's, as one
/// `ConformanceReport` (the exploration's counterexample is one more failed result, named after
/// its seed), the trace files that reproduce each divergence, and the summary printed.
struct ConformOutcome {
  var report: ConformanceReport
  var exploration: ExplorationReport?

  init(engine: String, format: FormatVersion, results: [ScenarioResult], exploration: ExplorationReport?) {
    var results = results
    if let exploration, let found = exploration.counterexample {
      // Named like a scenario, so its headline says which exploration failed.
      var failure = found.failure
      failure.scenarioID = Self.explorationID(exploration)
      results.append(
        ScenarioResult(scenarioID: Self.explorationID(exploration), verdict: .failed(failure), run: found.run))
    }
    report = ConformanceReport(engine: engine, format: format, results: results)
    self.exploration = exploration
  }

  /// The exploration's name in the report and its trace file: its strategy and seed.
  static func explorationID(_ exploration: ExplorationReport) -> String {
    let seed = exploration.seed.map(String.init) ?? "-"
    return switch exploration.strategy {
    case .random: "exploration.seed-\(seed)"
    case .swarm: "exploration.swarm.seed-\(seed)"
    case .tour: "exploration.tour"
    case .exhaustive: "exploration.exhaustive"
    }
  }

  /// Conformant: nothing failed; skips are not passes, but not failures either.
  var isConformant: Bool { !report.results.contains(where: \.isFailure) }

  /// The results with a trace that `lifecycle verify` judges as the kit did: a divergence. A
  /// protocol fault (no `done`, a bad line) is the conversation's, and no trace shows it.
  var reproducible: [ScenarioResult] {
    report.results.filter { result in
      guard case .failed(let failure) = result.verdict else { return false }
      return failure.divergence != nil && result.run != nil
    }
  }

  /// Writes `report.json`, `report.md` and `traces/ID.jsonl` into `folder`, made if missing,
  /// replacing the previous run's: everything is written into a staging folder inside `folder`
  /// first, then renamed into place, so a failure leaves the previous report as it was and a
  /// report never sits beside the traces of another run.
  func write(to folder: String) throws(ReportFolder.Failure) {
    try ReportFolder(folder).replace { staging in
      let traces = staging.appendingPathComponent("traces")
      try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
      try Data(report.jsonText.utf8).write(to: staging.appendingPathComponent("report.json"))
      try Data(report.markdown.utf8).write(to: staging.appendingPathComponent("report.md"))
      for result in reproducible {
        try result.run!.writeTrace(
          to: traces.appendingPathComponent("\(result.scenarioID).jsonl").path, source: report.engine)
      }
    }
  }

  /// The summary: each failure and skip with its reason, the per-rule summary, the
  /// exploration, the trace files, and the badge with the verdict.
  func summary(reportFolder: String?) -> String {
    var lines: [String] = []
    let failed = report.results.filter(\.isFailure)
    if !failed.isEmpty {
      lines.append("Failed:")
      lines += failed.flatMap { result in
        (result.message ?? result.scenarioID).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      }
    }
    let skipped = report.results.filter { if case .skipped = $0.verdict { true } else { false } }
    if !skipped.isEmpty {
      lines.append("Skipped (not passes):")
      lines += skipped.map { "  \($0.scenarioID): \(ConformanceReport.reason($0))" }
    }
    lines.append("Rules broken:")
    lines += report.rules.description.split(separator: "\n").map { "  " + $0 }
    if let exploration {
      // The counterexample is above, with the failures; here what the runs did and covered.
      lines += exploration.summary.split(separator: "\n").enumerated().map {
        $0 == 0 ? "Exploration: \($1)" : "  \($1)"
      }
    } else {
      lines.append("Exploration: not run (--budget 0)")
    }
    if let reportFolder {
      lines.append("Report: \(reportFolder)/report.json, \(reportFolder)/report.md")
      lines += reproducible.map {
        "Trace: \(reportFolder)/traces/\($0.scenarioID).jsonl (lifecycle verify reproduces it)"
      }
    }
    lines.append(report.badge)
    lines.append(isConformant ? "conformant" : "not conformant")
    return lines.joined(separator: "\n") + "\n"
  }
}
