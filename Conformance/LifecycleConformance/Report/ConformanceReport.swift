/// A conformance report for one engine: its distinct bugs first, each with its witness, then
/// every scenario's verdict, the per-rule summary, the exploration, the kit version and the date,
/// as JSON for machines and Markdown for a README or a docs page.
///
/// ```swift
/// let results = await ConformanceDriver(selection: .all).verify { MyEngine() }
/// let exploration = await Explorer(seed: 1).explore({ MyEngine() }, after: results)
/// let report = ConformanceReport(engine: "MyEngine 2.1", results: results, exploration: exploration)
/// try report.markdown.write(…)   // the bugs, then a table per family: pass, fail, skip (why), known failure
/// ```
///
/// The date is a parameter, never read from the clock, so a report is the same on every run.
public struct ConformanceReport: Sendable {
  /// The version of the kit that judged the engine.
  public static let kitVersion = LifecycleKit.version

  /// The engine's name.
  public var engine: String
  /// Every scenario's result, in catalog order.
  public var results: [ScenarioResult]
  /// The exploration run after the catalog, if any: its bugs join the catalog's.
  public var exploration: ExplorationReport?
  /// When the report was made (`2026-11-25`), or `nil` for none.
  public var date: String?
  /// The trace format version the engine was run at (its `EngineCapabilities.format`, or the
  /// newest version its hello and the kit both speak): two reports of one engine compare only
  /// at the same version.
  public var format: FormatVersion

  /// A report of `results`, and of the `exploration` after them, for `engine`, run at trace
  /// format `format`, dated `date` (a parameter, so that a report is reproducible).
  public init(
    engine: String, format: FormatVersion = .v1, results: [ScenarioResult], exploration: ExplorationReport? = nil,
    date: String? = nil
  ) {
    self.engine = engine
    self.format = format
    self.results = results
    self.exploration = exploration
    self.date = date
  }

  /// The engine's distinct bugs, those nobody expects first (`Bug.all(in:exploration:)`).
  public var bugs: [Bug] { Bug.all(in: results, exploration: exploration) }

  /// Whether the engine conforms on everything run: no scenario failed or passed unexpectedly,
  /// and the exploration found no bug.
  public var isConformant: Bool {
    !results.contains(where: \.isFailure) && !bugs.contains { !$0.isKnown && $0.scenarios.isEmpty }
  }

  /// The number each bug goes by in the report (`bug 1`), by signature.
  public func number(of signature: BugSignature) -> Int? {
    bugs.firstIndex { $0.signature == signature }.map { $0 + 1 }
  }

  /// The rules the engine broke, most scenarios first.
  public var rules: RuleSummary { RuleSummary(results) }

  /// How one scenario went, in a word: `pass`, `fail`, `skip`, `known failure`, `unexpected pass`.
  public static func word(_ verdict: ScenarioResult.Verdict) -> String {
    switch verdict {
    case .passed: "pass"
    case .failed: "fail"
    case .skipped: "skip"
    case .expectedFailure: "known failure"
    case .unexpectedPass: "unexpected pass"
    }
  }

  /// The counts of each verdict, in a fixed order.
  public var counts: [(verdict: String, count: Int)] {
    ["pass", "fail", "skip", "known failure", "unexpected pass"].map { word in
      (word, results.filter { Self.word($0.verdict) == word }.count)
    }
  }

  /// One line for a README:
  /// `MyEngine: 40 pass, 3 fail, 5 skip, 1 known failure (LifecycleKit 2.1.0, trace format 1.1)`.
  public var badge: String { "\(engine): \(tally)" }

  /// The badge after the engine's name.
  var tally: String {
    let parts = counts.filter { $0.count > 0 || $0.verdict == "pass" }.map { "\($0.count) \($0.verdict)" }
    return "\(parts.joined(separator: ", ")) (LifecycleKit \(Self.kitVersion), trace format \(format))"
  }

  /// Why the scenario got its verdict, in one line, naming its failures by the bugs they show
  /// (`bug 1: missing … at a launch [required-event]`); a skip's reason, a known failure's
  /// reason.
  public func why(_ result: ScenarioResult, bugs: [Bug]) -> String {
    switch result.verdict {
    case .failed, .expectedFailure:
      var named: [String] = []
      for failure in result.failures {
        let signature = failure.signature
        guard let number = bugs.firstIndex(where: { $0.signature == signature }) else { continue }
        let known = bugs[number].isKnown ? " (known)" : ""
        let text = "bug \(number + 1)\(known): \(bugs[number].summary) [\(signature.rule)]"
        if !named.contains(text) { named.append(text) }
      }
      let list = named.joined(separator: "; ")
      if case .expectedFailure(_, let reason) = result.verdict { return "\(reason): \(list)" }
      return list
    default:
      return Self.reason(result)
    }
  }

  /// Why the scenario got its verdict, in one line: the skip's reason, the failure's headline
  /// and rule, the known failure's reason.
  public static func reason(_ result: ScenarioResult) -> String {
    switch result.verdict {
    case .passed: ""
    case .skipped(let reason): reason
    case .failed(let failure): "\(failure.headline) [\(failure.rule)]"
    case .expectedFailure(let failure, let reason): "\(reason): \(failure.headline) [\(failure.rule)]"
    case .unexpectedPass(let reason): "declared a known failure (\(reason)) but passed"
    }
  }

  /// The report as a JSON document, one key a line, for a file an engine commits or a CI
  /// publishes: engine, kit version, trace format version, date, counts, rules, and each
  /// scenario's verdict.
  public var jsonText: String { json.pretty }

  /// The report as a JSON value.
  package var json: JSONValue {
    let bugs = bugs
    var fields: [(String, JSONValue)] = [
      ("format", .string("lifecycle-conformance-report")), ("engine", .string(engine)),
      ("kitVersion", .string(Self.kitVersion)), ("traceFormat", .string(format.description)),
      ("date", date.map(JSONValue.string) ?? .null),
      ("counts", .object(counts.map { ($0.verdict, .number($0.count)) })),
      ("bugs", .array(bugs.enumerated().map { Self.json($0.element, number: $0.offset + 1) })),
    ]
    fields.append(
      (
        "rules",
        .array(
          rules.entries.map { entry in
            .object([
              ("rule", .string(entry.rule)), ("scenarios", .number(entry.scenarios.count)),
              ("firstScenario", .string(entry.firstScenario)), ("firstStep", .number(entry.firstStep)),
            ])
          })
      ))
    fields.append(
      (
        "scenarios",
        .array(
          results.map { result in
            var scenario: [(String, JSONValue)] = [
              ("id", .string(result.scenarioID)), ("verdict", .string(Self.word(result.verdict))),
            ]
            let reason = why(result, bugs: bugs)
            if !reason.isEmpty { scenario.append(("reason", .string(reason))) }
            if !result.failures.isEmpty { scenario.append(("rules", .array(result.failures.map { .string($0.rule) }))) }
            return .object(scenario)
          })
      ))
    if let exploration { fields.append(("exploration", Self.json(exploration))) }
    return .object(fields)
  }

  /// One bug as `report.json` holds it: what it is, where it was seen, its witness.
  static func json(_ bug: Bug, number: Int) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("id", .string("bug-\(number)")), ("summary", .string(bug.summary)),
      ("rules", .array([.string(bug.signature.rule)])), ("places", .array(bug.places.map(JSONValue.string))),
      ("difference", .string(bug.signature.difference)),
      ("events", .array(bug.signature.events.map(JSONValue.string))),
      ("spec", .string(bug.failure.divergence?.rule?.specification ?? "Conformance/SPEC.md#engine-protocol")),
      ("scenarios", .array(bug.scenarios.map(JSONValue.string))), ("walks", .number(bug.walks)),
      ("known", .bool(bug.isKnown)),
    ]
    if let reason = bug.knownReason { fields.append(("knownReason", .string(reason))) }
    let script = bug.witness.script
    fields.append(
      (
        "witness",
        .object([
          ("lifecycle", .string(script.lifecycle.rawValue)),
          ("sessions", .array(script.sessions.map { .string($0.rawValue) })),
          ("stimuli", .array(script.stimuli.map(\.traceJSON))), ("step", .number(bug.witness.step)),
          ("shrunk", .bool(bug.witness.isShrunk)), ("trace", .string("traces/bug-\(number).jsonl")),
        ])
      ))
    fields.append(("message", .string(bug.failure.headline)))
    fields.append(("diff", .array(bug.failure.divergence.map { $0.correctionDiff.map(JSONValue.string) } ?? [])))
    return .object(fields)
  }

  /// The exploration as `report.json` holds it: how it chose, how much it tried, what it covered.
  static func json(_ exploration: ExplorationReport) -> JSONValue {
    var fields: [(String, JSONValue)] = [("strategy", .string(exploration.strategy.rawValue))]
    if let seed = exploration.seed { fields.append(("seed", .string(String(seed)))) }
    if let budget = exploration.budget { fields.append(("budget", .number(budget))) }
    fields += [
      ("stimuli", .number(exploration.stimuli)), ("runs", .number(exploration.runs)),
      ("bugs", .number(exploration.counterexamples.count)),
      ("coverage", .array(exploration.coverage.map(json))),
    ]
    return .object(fields)
  }

  /// What an exploration covered of one lifecycle style, against the model's totals when known.
  static func json(_ coverage: Coverage) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("lifecycle", .string(coverage.lifecycle.rawValue)),
      ("scenes", .array(coverage.scenes.map { .string($0.rawValue) })),
      ("states", .number(coverage.states)), ("transitions", .number(coverage.transitions)),
    ]
    if let alternatives = coverage.alternatives { fields.append(("alternatives", .number(alternatives))) }
    if let totals = coverage.totals {
      fields.append(
        (
          "totals",
          .object([
            ("states", .number(totals.states)), ("transitions", .number(totals.transitions)),
            ("alternatives", .number(totals.alternatives)),
          ])
        ))
    }
    return .object(fields)
  }
}
