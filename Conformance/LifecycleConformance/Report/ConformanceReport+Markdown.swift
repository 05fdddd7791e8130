extension ConformanceReport {
  /// The report as Markdown: a heading with the badge line, the per-rule summary, then a table
  /// per family of scenarios (id, verdict, why).
  public var markdown: String {
    markdown(headingLevel: 1)
  }

  /// The Markdown with its heading at `level` (2 inside a page of several reports).
  public func markdown(headingLevel level: Int) -> String {
    let hashes = String(repeating: "#", count: level)
    var lines = [
      "\(hashes) \(engine)", "", badge + ".",
      "",
      "Judged by LifecycleKit \(Self.kitVersion) at trace format \(format)" + (date.map { " on \($0)" } ?? "")
        + ".", "",
    ]
    lines += ["\(hashes)# Rules broken", ""]
    if rules.entries.isEmpty {
      lines.append("None.")
    } else {
      lines += rules.entries.map {
        "- `\($0.rule)`: \($0.scenarios.count == 1 ? "1 scenario" : "\($0.scenarios.count) scenarios") "
          + "(first: `\($0.firstScenario)` step \($0.firstStep))"
      }
    }
    for family in Scenario.Family.allCases {
      let rows = results.filter { Scenario.named($0.scenarioID)?.family == family }
      guard !rows.isEmpty else { continue }
      lines += ["", "\(hashes)# \(family.title)", "", "| Scenario | Verdict | Why |", "| --- | --- | --- |"]
      for result in rows {
        lines.append("| `\(result.scenarioID)` | \(Self.word(result.verdict)) | \(Self.cell(Self.reason(result))) |")
      }
    }
    let others = results.filter { Scenario.named($0.scenarioID) == nil }
    if !others.isEmpty {
      lines += ["", "\(hashes)# Scripts", "", "| Scenario | Verdict | Why |", "| --- | --- | --- |"]
      lines += others.map { "| `\($0.scenarioID)` | \(Self.word($0.verdict)) | \(Self.cell(Self.reason($0))) |" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text safe in a table cell: pipes escaped, one line.
  private static func cell(_ text: String) -> String {
    String(
      text.flatMap { character -> [Character] in
        character == "|" ? ["\\", "|"] : character == "\n" ? [" "] : [character]
      })
  }
}
