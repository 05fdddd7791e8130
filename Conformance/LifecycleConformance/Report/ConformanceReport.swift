/// A conformance report for one engine: its distinct bugs first, each with its witness, then
/// every scenario's verdict, the per-rule summary, the exploration, the kit version and the date,
/// as JSON for machines and Markdown for a README or a docs page.
///
/// ```swift
/// let report = await ConformanceReport(engine: "MyEngine 2.1", exploring: Explorer(.mixed(seed: 1))) {
///   MyEngine()
/// }
/// // The bugs, then a table per family: pass, fail, skip (why), known failure.
/// try report.markdown.write(toFile: "conformance.md", atomically: true, encoding: .utf8)
/// try report.jsonText.write(toFile: "conformance.json", atomically: true, encoding: .utf8)
/// ```
///
/// The date is a parameter, never read from the clock, so a report is the same on every run.
public struct ConformanceReport: Sendable {
  /// The version of the kit that judged the engine.
  package static let kitVersion = LifecycleKit.version

  /// The engine's name.
  public var engine: String
  /// Every scenario's result, in catalog order.
  package let results: [ScenarioResult]
  /// The exploration run after the catalog, if any: its bugs join the catalog's.
  package let exploration: ExplorationReport?
  /// When the report was made (`2026-11-25`), or `nil` for none.
  public var date: String?
  /// The trace format version the engine was run at (its `EngineCapabilities.format`, or the
  /// newest version its hello and the kit both speak): two reports of one engine compare only
  /// at the same version.
  public var format: FormatVersion
  /// The known bugs the engine declared (`LifecycleEngine.knownFailures`, or `lifecycle conform
  /// --known FILE`): those no failure matches are reported as no longer seen.
  public var knownFailures: [KnownFailure]

  /// Runs every scenario of the catalog on fresh engines from `makeEngine` and reports them for
  /// `engine`, at the trace format the engine declares, dated `date` (a parameter, so that a
  /// report is reproducible), with an exploration after the catalog when one is given.
  @MainActor
  public init<Engine: LifecycleEngine>(
    engine: String, date: String? = nil, exploring explorer: Explorer? = nil,
    running makeEngine: @MainActor () -> Engine
  ) async {
    let results = await ConformanceDriver(selection: .all).verify(makeEngine)
    let exploration = await explorer?.explore(makeEngine, after: results)
    let probe = makeEngine()
    self.init(
      engine: engine, format: probe.capabilities.format, results: results, exploration: exploration,
      knownFailures: probe.knownFailures, date: date)
  }

  /// A report of `results`, and of the `exploration` after them, for `engine`, run at trace
  /// format `format`, dated `date` (a parameter, so that a report is reproducible); give the
  /// `knownFailures` the engine declared and the report names those it no longer shows.
  package init(
    engine: String, format: FormatVersion = .v1, results: [ScenarioResult], exploration: ExplorationReport? = nil,
    knownFailures: [KnownFailure] = [], date: String? = nil
  ) {
    self.engine = engine
    self.format = format
    self.results = results
    self.exploration = exploration
    self.knownFailures = knownFailures
    self.date = date
    // Once: the summary, the document, the folder and the badge all number the same bugs.
    self.bugs = ConformanceBug.all(in: results, exploration: exploration)
  }

  /// The declared known bugs (by rule, stimulus or callback) that no failure of the catalog or
  /// the exploration matches: fixed, or declared wrongly. Reported so that the list is kept true.
  public var knownFailuresNotSeen: [KnownFailure] {
    // A consequence shows its cause: a declaration it alone matches is not seen.
    let failures =
      results.flatMap(\.failures).filter { $0.cause == nil } + (exploration?.knownBugs.map(\.original) ?? [])
    return knownFailures.filter { known in known.describesBug && !failures.contains(where: known.describes) }
  }

  /// The engine's distinct bugs, in the catalog and the exploration together, those nobody
  /// expects first.
  public let bugs: [ConformanceBug]

  /// Whether the engine conforms on everything run: no scenario failed or passed unexpectedly,
  /// and the exploration found no bug.
  public var isConformant: Bool {
    !results.contains(where: \.isFailure) && !bugs.contains { !$0.isKnown && $0.scenarios.isEmpty }
  }

  /// The number each bug goes by in the report (`bug 1`), by signature.
  package func number(of signature: BugSignature) -> Int? {
    bugs.firstIndex { $0.signature == signature }.map { $0 + 1 }
  }

  /// The rules the engine broke, most scenarios first.
  package var rules: RuleSummary { RuleSummary(results) }

  /// How one scenario went, in a word: `pass`, `fail`, `skip`, `known failure`, `unexpected pass`.
  package static func word(_ verdict: ScenarioResult.Verdict) -> String {
    ReportDocument.Verdict(verdict).rawValue
  }

  /// The counts of each verdict, in a fixed order.
  package var counts: [ReportDocument.Count] { Self.counts(of: results) }

  /// How many of `results` got each verdict, in a fixed order: the badge's and XCTest's counts.
  package static func counts(of results: [ScenarioResult]) -> [ReportDocument.Count] {
    ReportDocument.Verdict.allCases.map { verdict in
      ReportDocument.Count(verdict, results.filter { ReportDocument.Verdict($0.verdict) == verdict }.count)
    }
  }

  /// One line for a README: the engine's distinct bugs (how many of them it declares known),
  /// then how many scenarios got each verdict:
  /// `MyEngine: 3 bugs, 2 known; scenarios: 40 pass, 3 fail, 5 skip, 1 known failure (LifecycleKit 3.0.0, trace format 1.1)`.
  public var badge: String { "\(engine): \(tally)" }

  /// The badge after the engine's name.
  var tally: String {
    let tally = ReportDocument.Tally(bugs: bugs.count, known: bugs.filter(\.isKnown).count, counts: counts)
    return "\(tally.description) (LifecycleKit \(Self.kitVersion), trace format \(format))"
  }

  /// Why the scenario got its verdict, in one line, naming its failures by the bugs they show
  /// (`bug 1: missing … at a launch [required-event]`); a skip's reason, a known failure's
  /// reason.
  package func why(_ result: ScenarioResult) -> String {
    switch result.verdict {
    case .fail, .knownFailure:
      var named: [String] = []
      for failure in result.failures {
        let signature = failure.signature
        guard let number = bugs.firstIndex(where: { $0.signature == signature }) else { continue }
        let known = bugs[number].isKnown ? " (known)" : ""
        let text = "bug \(number + 1)\(known): \(bugs[number].summary) [\(signature.rule)]"
        if !named.contains(text) { named.append(text) }
      }
      let list = named.joined(separator: "; ")
      if case .knownFailure(_, let reason) = result.verdict { return "\(reason): \(list)" }
      return list
    default:
      return Self.reason(result)
    }
  }

  /// Why the scenario got its verdict, in one line: the skip's reason, the failure's headline
  /// and rule, the known failure's reason.
  package static func reason(_ result: ScenarioResult) -> String {
    switch result.verdict {
    case .pass: ""
    case .skip(let reason): reason
    case .fail(let failure): "\(failure.headline) [\(failure.rule)]"
    case .knownFailure(let failure, let reason): "\(reason): \(failure.headline) [\(failure.rule)]"
    case .unexpectedPass(let reason): "declared a known failure (\(reason)) but passed"
    }
  }

  /// The report as a JSON document, one key a line, for a file an engine commits or a CI
  /// publishes: engine, kit version, trace format version, date, counts, rules, and each
  /// scenario's verdict.
  public var jsonText: String { json.pretty }

  /// The report as the document `report.json` holds (`ReportDocument`): the summary, each
  /// scenario's verdict with why, and the details of the bugs and the exploration.
  package var document: ReportDocument {
    ReportDocument(
      engine: engine, kitVersion: Self.kitVersion, traceFormat: format.description, date: date,
      counts: counts, bugs: bugs.enumerated().map { ReportDocument.json($0.element, number: $0.offset + 1) },
      rules: rules.entries.map {
        ReportDocument.Rule(
          rule: $0.rule, scenarios: $0.scenarios.count, firstScenario: $0.firstScenario, firstStep: $0.firstStep)
      },
      scenarios: scenarios,
      exploration: exploration.map(ReportDocument.json), knownNotSeen: knownFailuresNotSeen.map(ReportDocument.json))
  }

  /// Every scenario's verdict, in catalog order, its failures named by their number among
  /// `bugs`: what report.json's `scenarios` holds.
  public var scenarios: [ScenarioVerdict] {
    results.map { result in
      ScenarioVerdict(
        id: result.scenarioID, verdict: ScenarioVerdict.Verdict(result.verdict), reason: why(result),
        rules: result.failures.filter { $0.cause == nil }.map(\.rule))
    }
  }

  /// The report as a JSON value.
  package var json: JSONValue { document.json }
}
