/// A conformance report for one engine: every scenario's verdict, the per-rule summary, the kit
/// version and the date, as JSON for machines and Markdown for a README or a docs page.
///
/// ```swift
/// let results = await ConformanceDriver(selection: .all).verify { MyEngine() }
/// let report = ConformanceReport(engine: "MyEngine 2.1", results: results, date: "2026-11-25")
/// try report.markdown.write(…)   // a table per family: pass, fail, skip (why), known failure
/// ```
///
/// The date is a parameter, never read from the clock, so a report is the same on every run.
public struct ConformanceReport: Sendable {
  /// The version of the kit that judged the engine.
  public static let kitVersion = LifecycleKit.version

  /// The engine's name.
  public var engine: String
  /// Every scenario's result, in catalog order; `lifecycle conform` adds an exploration's
  /// counterexample as one more result (`exploration.seed-N`).
  public var results: [ScenarioResult]
  /// When the report was made (`2026-11-25`), or `nil` for none.
  public var date: String?
  /// The trace format version the engine was run at (its `EngineCapabilities.format`, or the
  /// newest version its hello and the kit both speak): two reports of one engine compare only
  /// at the same version.
  public var format: FormatVersion

  /// A report of `results` for `engine`, run at trace format `format`, dated `date` (a
  /// parameter, so that a report is reproducible).
  public init(engine: String, format: FormatVersion = .v1, results: [ScenarioResult], date: String? = nil) {
    self.engine = engine
    self.format = format
    self.results = results
    self.date = date
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
  public var badge: String {
    let parts = counts.filter { $0.count > 0 || $0.verdict == "pass" }.map { "\($0.count) \($0.verdict)" }
    return "\(engine): \(parts.joined(separator: ", ")) (LifecycleKit \(Self.kitVersion), trace format \(format))"
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
    var fields: [(String, JSONValue)] = [
      ("format", .string("lifecycle-conformance-report")), ("engine", .string(engine)),
      ("kitVersion", .string(Self.kitVersion)), ("traceFormat", .string(format.description)),
      ("date", date.map(JSONValue.string) ?? .null),
      ("counts", .object(counts.map { ($0.verdict, .number($0.count)) })),
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
            let reason = Self.reason(result)
            if !reason.isEmpty { scenario.append(("reason", .string(reason))) }
            if !result.failures.isEmpty { scenario.append(("rules", .array(result.failures.map { .string($0.rule) }))) }
            return .object(scenario)
          })
      ))
    return .object(fields)
  }
}
