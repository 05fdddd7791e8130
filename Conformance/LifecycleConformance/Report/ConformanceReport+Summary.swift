import Lifecycle

extension ConformanceReport: CustomStringConvertible {
  /// The report as a person reads it: each distinct bug once (where it was seen, its witness,
  /// the diff of the step that shows it), the known bugs and the declarations no longer seen,
  /// the skips by reason, the exploration, and the badge with the verdict. What `lifecycle
  /// conform` prints, and what a failed `#expect(report.isConformant)` shows of `report`.
  public var description: String { summary() }

  /// The summary, naming each bug's witness trace in `reportFolder` when the report was written
  /// there (`write(toFolder:)`); each bug found by exploration gives the Swift explorer that
  /// meets it again.
  public func summary(reportFolder: String? = nil) -> String { summary(reportFolder: reportFolder, replays: true) }

  /// The summary; `replays`, whether each bug found by exploration gives the Swift explorer that
  /// meets it again (a command line's own options replay it).
  package func summary(reportFolder: String?, replays: Bool) -> String {
    var lines: [String] = []
    let unexpected = bugs.filter { !$0.isKnown }
    if !unexpected.isEmpty {
      lines.append(
        "Bugs: \(unexpected.count)"
          + (bugs.count > unexpected.count ? " (and \(bugs.count - unexpected.count) known)" : ""))
    }
    for (offset, bug) in bugs.enumerated() where !bug.isKnown {
      let trace = reportFolder.map { "\($0)/\(Self.tracePath(ofBug: offset + 1))" }
      lines += bug.reportLines(number: offset + 1, trace: trace, replays: replays)
    }
    let known = bugs.enumerated().filter { $0.element.isKnown }
    if !known.isEmpty {
      lines.append("Known bugs (declared; not failures):")
      lines += known.map {
        "  bug \($0.offset + 1): \($0.element.summary) [\($0.element.signature.rule)]: \($0.element.knownReason!); "
          + $0.element.seen
      }
    }
    let notSeen = knownFailuresNotSeen
    if !notSeen.isEmpty {
      lines.append("Known bugs no longer seen (remove the declaration once fixed):")
      lines += notSeen.map { "  \($0)" }
    }
    lines += skips()
    if let exploration {
      lines += exploration.summary.split(separator: "\n").enumerated().map {
        $0 == 0 ? "Exploration: \($1)" : "  \($1)"
      }
    } else {
      lines.append("Exploration: not run")
    }
    if let reportFolder {
      lines.append("Report: \(reportFolder)/report.json, \(reportFolder)/report.md, \(reportFolder)/traces/")
    }
    lines.append(badge)
    lines.append(isConformant ? "conformant" : "not conformant")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report's files, by path in its folder, what `write(toFolder:)` and `lifecycle conform
  /// --report DIR` write:
  /// `report.json`, `report.md`, `traces/bug-N.jsonl` (each bug's witness, which `lifecycle
  /// verify --all` reports it on), `traces/bug-N.PLACE.jsonl` (its witness at each other place
  /// it was seen) and `traces/ID.jsonl` (each failed scenario's run).
  ///
  /// ```swift
  /// let report = await ConformanceReport(engine: "MyEngine") { MyEngine() }
  /// let witness = report.files["traces/bug-1.jsonl"]  // nil when there is no bug
  /// ```
  public var files: [String: String] {
    var files = ["report.json": jsonText, "report.md": markdown]
    for (offset, bug) in bugs.enumerated() {
      let path = Self.tracePath(ofBug: offset + 1)
      files[path] = bug.witness.traceText(source: engine)
      for other in bug.elsewhere {
        files[ConformanceBug.tracePath(path, at: other.place)] = other.witness.traceText(source: engine)
      }
    }
    for result in results where result.isFailure || !result.failures.isEmpty {
      guard let run = result.run else { continue }
      files["traces/\(result.scenarioID).jsonl"] = run.traceText(source: engine)
    }
    return files
  }

  /// Where bug `number`'s witness trace sits in the report's folder.
  package static func tracePath(ofBug number: Int) -> String { "traces/bug-\(number).jsonl" }

  /// The skips, by reason: each reason once, with how many scenarios and the first few.
  private func skips() -> [String] {
    var reasons: [(reason: String, ids: [String])] = []
    for result in results {
      guard case .skip(let reason) = result.verdict else { continue }
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
        "  \(ids.count) (\(Quoted.list(ids, first: ConformanceBug.namedScenarios))): \(reason)"
      }
  }
}
