extension ConformanceBug {
  /// The bug as the kit reports it, in `lifecycle conform`, Swift Testing and XCTest alike:
  /// what it is and its rule, where it was seen, its witness, the command that prints the
  /// expected order, where its trace is, the explorer that meets it again, then the step that
  /// shows it (its diff once, however many divergences it holds) with what the engine adds.
  ///
  /// `number` is its place among the report's bugs (`Bug 2: …`); `trace`, where its witness
  /// trace was written or attached; `replays`, whether to give the Swift explorer that meets it
  /// again (not for a command line, whose own options replay it).
  package func reportLines(number: Int? = nil, trace: String? = nil, replays: Bool = true) -> [String] {
    var lines = ["\(number.map { "Bug \($0): " } ?? "")\(summary) [\(signature.rule)]", "  \(seen)"]
    let script = witness.script
    lines.append("  witness\(witness.isShrunk ? " (shrunk)" : ""): \(script); the bug shows at step \(witness.step)")
    lines.append("  expected: \(script.recordCommand)")
    if let trace { lines.append("  trace: \(trace) (lifecycle verify --all reports it)") }
    for other in elsewhere.prefix(Self.placeWitnessesShown) {
      let file = trace.map { "; trace: " + Self.tracePath($0, at: other.place) } ?? ""
      lines.append(
        "  witness \(Self.words([other.place])): \(other.witness.script); at step \(other.witness.step)\(file)")
    }
    if !consequences.isEmpty {
      // What the engine's own state made of it later: the same mistake, not another bug.
      lines.append("  then, as its consequence: " + consequences.joined(separator: "; "))
    }
    if elsewhere.count > Self.placeWitnessesShown {
      lines.append(
        "  and a witness for each of \(elsewhere.count - Self.placeWitnessesShown) more places, in report.json")
    }
    if replays, let replay { lines.append("  replay: \(replay) (the walks that met it, again)") }
    lines.append("  " + failure.headline)
    // What the engine adds (a note on where the lines came from, the end of its log) stays
    // beside the diff it explains.
    lines += failure.details(correctionOnly: true, logLines: ConformanceFailure.summaryLogLines).map { "    " + $0 }
    return lines
  }

  /// How many witnesses at other places the text shows; report.json has them all.
  package static let placeWitnessesShown = 3

  /// The trace of the witness at `place`, beside the bug's own trace at `path`:
  /// `traces/bug-2.jsonl` gives `traces/bug-2.endInterruption.jsonl`.
  package static func tracePath(_ path: String, at place: String) -> String {
    (path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path) + ".\(place).jsonl"
  }
}
