/// A conformance report as a document: what `report.json` holds, in one definition for the kit
/// that writes it (`ConformanceReport.jsonText`) and for the readers that load it back (the docs'
/// Engines pages).
///
/// ```swift
/// let document = try ReportDocument(json: text)   // a report.json
/// document.counts        // [pass 40, fail 3, skip 5, known failure 1, unexpected pass 0]
/// document.json.pretty   // the same text again
/// ```
///
/// The summary (engine, versions, date, counts, rules, each scenario's verdict) is typed and
/// checked when read; the details only the kit reads (the bugs with their witnesses, the
/// exploration, the known failures no longer seen) are kept as the JSON they are.
package struct ReportDocument: Hashable, Sendable {
  /// The value of the document's `format` key, which tells a report from any other JSON.
  package static let format = "lifecycle-conformance-report"

  /// The engine, as the report names it.
  package var engine: String
  /// The kit version that judged it (`3.0.0`).
  package var kitVersion: String
  /// The trace format version the engine was run at (`1.1`), if the report says.
  package var traceFormat: String?
  /// When the report was made (`2026-11-25`), or `nil` for none.
  package var date: String?
  /// How many scenarios got each verdict, in the report's order.
  package var counts: [Count]
  /// The distinct bugs, as the kit writes them (`ReportDocument.json(_:number:)`).
  package var bugs: [JSONValue]
  /// Whether the report lists its bugs: a report of a kit before 3.0.0 has counts only.
  package var listsBugs = true
  /// The rules broken, most scenarios first.
  package var rules: [Rule]
  /// Every scenario the report judges, with its verdict and why.
  package var scenarios: [ScenarioVerdict]
  /// The exploration after the catalog, if any (`ReportDocument.json(_:)`).
  package var exploration: JSONValue?
  /// The declared known failures no failure matched, if any.
  package var knownNotSeen: [JSONValue]

  /// A document of these parts.
  package init(
    engine: String, kitVersion: String, traceFormat: String?, date: String?, counts: [Count],
    bugs: [JSONValue] = [], rules: [Rule], scenarios: [ScenarioVerdict], exploration: JSONValue? = nil,
    knownNotSeen: [JSONValue] = []
  ) {
    self.engine = engine
    self.kitVersion = kitVersion
    self.traceFormat = traceFormat
    self.date = date
    self.counts = counts
    self.bugs = bugs
    self.rules = rules
    self.scenarios = scenarios
    self.exploration = exploration
    self.knownNotSeen = knownNotSeen
  }

  /// How one scenario went, in the word a report writes for it: `ScenarioVerdict.Verdict`,
  /// the one vocabulary of verdicts.
  package typealias Verdict = ScenarioVerdict.Verdict

  /// How many scenarios got one verdict.
  package struct Count: Hashable, Sendable {
    /// The verdict counted.
    package var verdict: Verdict
    /// How many scenarios got it.
    package var count: Int

    /// `count` scenarios with `verdict`.
    package init(_ verdict: Verdict, _ count: Int) {
      self.verdict = verdict
      self.count = count
    }
  }

  /// One line of the per-rule summary (`RuleSummary.Entry`, counted).
  package struct Rule: Hashable, Sendable {
    /// The rule's id, or a fault's name.
    package var rule: String
    /// How many scenarios broke it.
    package var scenarios: Int
    /// The first scenario that broke it.
    package var firstScenario: String
    /// The step of `firstScenario` where it was first seen, counting from 1.
    package var firstStep: Int

    /// A rule's line.
    package init(rule: String, scenarios: Int, firstScenario: String, firstStep: Int) {
      self.rule = rule
      self.scenarios = scenarios
      self.firstScenario = firstScenario
      self.firstStep = firstStep
    }
  }

  /// One scenario's verdict, the reason for it and the rules it broke: the public
  /// `ScenarioVerdict`, as `ConformanceReport.scenarios` lists it.
  package typealias ScenarioVerdict = LifecycleConformance.ScenarioVerdict

  /// How many scenarios got `verdict`.
  package func count(_ verdict: Verdict) -> Int { counts.first { $0.verdict == verdict }?.count ?? 0 }
}
