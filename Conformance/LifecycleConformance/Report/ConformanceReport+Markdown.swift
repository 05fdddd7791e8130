extension ConformanceReport {
  /// The report as Markdown: a heading with the badge line, the distinct bugs (each with its
  /// rule, where it was seen, its witness and its diff), the per-rule summary, the exploration,
  /// then a table per family of scenarios (id, verdict, why): for a README or a docs page.
  public var markdown: String {
    markdown(headingLevel: 1)
  }

  /// The Markdown with its heading at `level` (2 inside a page of several reports).
  package func markdown(headingLevel level: Int) -> String {
    let hashes = String(repeating: "#", count: level)
    // The engine's name and the reasons are the engine's words: escaped, so that they read as
    // text and never as a link, a tag or emphasis.
    let name = Quoted(engine, limit: nil).markdown
    var lines = [
      "\(hashes) \(name)", "", "\(name): \(tally).",
      "",
      "Judged by LifecycleKit \(Self.kitVersion) at trace format \(format)" + (date.map { " on \($0)" } ?? "")
        + ".", "",
    ]
    lines += ["\(hashes)# Bugs", ""]
    if bugs.isEmpty { lines.append("None.") }
    for (offset, bug) in bugs.enumerated() {
      lines += Self.markdown(bug, number: offset + 1, hashes: hashes + "##")
    }
    if lines.last != "" { lines.append("") }
    let notSeen = knownFailuresNotSeen
    if !notSeen.isEmpty {
      lines += ["\(hashes)# Known bugs no longer seen", "", "Remove each declaration once the bug is fixed.", ""]
      lines += notSeen.map { "- \(Self.cell($0.description))" } + [""]
    }
    lines += ["\(hashes)# Rules broken", ""]
    if rules.entries.isEmpty {
      lines.append("None.")
    } else {
      lines += rules.entries.map {
        "- `\($0.rule)`: \($0.scenarios.count == 1 ? "1 scenario" : "\($0.scenarios.count) scenarios") "
          + "(first: `\($0.firstScenario)` step \($0.firstStep))"
      }
    }
    if let exploration {
      lines += ["", "\(hashes)# Exploration", "", "```"] + exploration.summary.split(separator: "\n").map(String.init)
      lines.append("```")
    }
    for family in Scenario.Family.allCases {
      let rows = results.filter { Scenario.named($0.scenarioID)?.family == family }
      guard !rows.isEmpty else { continue }
      lines += ["", "\(hashes)# \(family.title)", "", "| Scenario | Verdict | Why |", "| --- | --- | --- |"]
      for result in rows {
        lines.append(
          "| `\(result.scenarioID)` | \(Self.word(result.verdict)) | \(Self.cell(why(result))) |")
      }
    }
    let others = results.filter { Scenario.named($0.scenarioID) == nil }
    if !others.isEmpty {
      lines += ["", "\(hashes)# Scripts", "", "| Scenario | Verdict | Why |", "| --- | --- | --- |"]
      lines += others.map { "| `\($0.scenarioID)` | \(Self.word($0.verdict)) | \(Self.cell(why($0))) |" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One bug's section: its summary, rule and page, where it was seen, the witness, the diff of
  /// the step that shows it and what the engine adds (notes, the end of its log).
  private static func markdown(_ bug: ConformanceBug, number: Int, hashes: String) -> [String] {
    var lines = ["\(hashes) Bug \(number): \(cell(bug.summary))", ""]
    lines.append(
      "Rule `\(bug.signature.rule)`" + (bug.failure.specification.map { " ([spec](\($0)))" } ?? "")
        + (bug.knownReason.map { "; a known failure: \(cell($0))" } ?? "") + ".")
    lines += ["", cell(bug.seen.prefix(1).uppercased() + bug.seen.dropFirst()) + "."]
    let script = bug.witness.script
    lines += [
      "",
      "Witness\(bug.witness.isShrunk ? " (shrunk)" : ""): \(cell(script.description)); the bug shows at step "
        + "\(bug.witness.step). What a correct engine delivers: `\(script.recordCommand)`. Its trace: "
        + "`traces/bug-\(number).jsonl`.",
    ]
    if !bug.elsewhere.isEmpty {
      let trace = "traces/bug-\(number).jsonl"
      lines +=
        [""]
        + bug.elsewhere.map { other in
          "- Witness \(ConformanceBug.words([other.place])): \(cell(other.witness.script.description)); at step "
            + "\(other.witness.step); `\(ConformanceBug.tracePath(trace, at: other.place))`."
        }
    }
    if !bug.consequences.isEmpty {
      lines += ["", "Then, as its consequence: \(cell(bug.consequences.joined(separator: "; ")))."]
    }
    // The headline, the engine's notes and its log quote the engine's words: the fence is longer
    // than any run of backticks in them.
    let details = bug.failure.details(
      correctionOnly: true, references: false, logLines: ConformanceFailure.summaryLogLines)
    let block = [bug.failure.headline] + details.map { "  " + $0 }
    let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(block) + 1))
    lines += ["", fence] + block + [fence, ""]
    return lines
  }

  /// The longest run of backticks in `lines`.
  private static func longestBacktickRun(_ lines: [String]) -> Int {
    var longest = 0
    for line in lines {
      var run = 0
      for byte in line.utf8 {
        run = byte == UInt8(ascii: "`") ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    return longest
  }

  /// Text safe in a table cell: one line, its control characters, Markdown and HTML escaped,
  /// pipes escaped.
  private static func cell(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return String(
      Quoted(line, limit: nil).markdown.flatMap { character -> [Character] in
        character == "|" ? ["\\", "|"] : [character]
      })
  }
}
