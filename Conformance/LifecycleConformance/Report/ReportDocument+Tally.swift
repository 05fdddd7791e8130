extension ReportDocument {
  /// What a badge says after the engine's name, before the versions, in its parts: the bugs
  /// (`3 bugs, 1 known`, or `no bugs`), then how many scenarios got each verdict that some
  /// scenario got (a pass always), the one home of both for `ConformanceReport.badge` and the
  /// docs' engine pages.
  package struct Tally: Hashable, Sendable {
    /// How many distinct bugs, known ones included; `nil` for a report that lists none (one of
    /// a kit before 3.0.0), whose tally is its scenarios'.
    package var bugs: Int?
    /// How many of them the engine declares known.
    package var known: Int
    /// The verdicts the badge shows, with their counts.
    package var counts: [Count]

    /// The tally of `bugs`, `known` of them declared, and the scenarios' `counts`.
    package init(bugs: Int?, known: Int, counts: [Count]) {
      self.bugs = bugs
      self.known = known
      self.counts = counts.filter { $0.count > 0 || $0.verdict == .pass }
    }

    /// `3 bugs, 1 known; scenarios: 40 pass, 35 skip`.
    package var description: String {
      let scenarios = "scenarios: " + counts.map { "\($0.count) \($0.verdict.rawValue)" }.joined(separator: ", ")
      guard let bugs else { return scenarios }
      let counted = bugs == 0 ? "no bugs" : bugs == 1 ? "1 bug" : "\(bugs) bugs"
      return counted + (known > 0 ? ", \(known) known" : "") + "; " + scenarios
    }
  }

  /// The report's tally: its bugs (`"known": true` marks those declared) and its counts.
  package var tally: Tally {
    Tally(bugs: listsBugs ? bugs.count : nil, known: bugs.filter { $0["known"] == .bool(true) }.count, counts: counts)
  }
}
