import Lifecycle

/// A conformance report as the kit writes it (`ConformanceReport.jsonText`), read back for the
/// Engines pages: the engine, the counts, the rules broken and each scenario's verdict.
///
/// ```swift
/// let report = try EngineReport(name: "reference-scene", json: text)
/// DocsSite.render(Scenario.all, engines: [report])
/// ```
public struct EngineReport: Hashable, Sendable {
  /// The report's file name without `.json`: the name of its page (`engines/reference-scene.md`).
  public var name: String
  /// The engine, as the report names it.
  public var engine: String
  /// The kit version that judged it.
  public var kitVersion: String
  /// How many scenarios got each verdict, in the report's order (`pass`, `fail`, …).
  public var counts: [Count]
  /// The rules broken, most scenarios first.
  public var rules: [Rule]
  /// Every scenario the report judges, with its verdict and why.
  public var scenarios: [Verdict]

  /// How many scenarios got one verdict.
  public struct Count: Hashable, Sendable {
    public var verdict: String
    public var count: Int
  }

  /// One line of the per-rule summary.
  public struct Rule: Hashable, Sendable {
    public var rule: String
    public var scenarios: Int
    public var firstScenario: String
    public var firstStep: Int
  }

  /// One scenario's verdict and the reason for it (empty for a pass).
  public struct Verdict: Hashable, Sendable {
    public var id: String
    public var verdict: String
    public var reason: String
  }

  /// Why a file is not a conformance report.
  public struct NotAReport: Error, CustomStringConvertible {
    public var name: String
    public var reason: String
    public var description: String { "\(Quoted(name)).json: not a conformance report: \(reason)" }
  }

  /// Reads a report from its JSON text; `name` is its file name without `.json`.
  public init(name: String, json text: String) throws(NotAReport) {
    func fail(_ reason: String) -> NotAReport { NotAReport(name: name, reason: reason) }
    // The name makes a page's path and its links: an id, or the link around it is rewritten.
    guard Self.isIdentifier(name) else {
      throw fail("its file name is not an id (letters, digits, '.', '-' and '_', at most 200)")
    }
    guard let json = JSONValue(parsing: text) else { throw fail("not JSON") }
    guard json["format"]?.stringValue == "lifecycle-conformance-report" else {
      throw fail("its format is not 'lifecycle-conformance-report'")
    }
    guard let engine = json["engine"]?.stringValue, let kitVersion = json["kitVersion"]?.stringValue,
      let counts = json["counts"]?.objectMembers, let rules = json["rules"]?.arrayValue,
      let scenarios = json["scenarios"]?.arrayValue
    else { throw fail("it lacks engine, kitVersion, counts, rules or scenarios") }
    // The pages put these in headings, links and code spans: a value that is not one short
    // line of text, or a word the kit never writes, would rewrite the page around it.
    for (key, value) in [("engine", engine), ("kitVersion", kitVersion)] where !Self.isName(value) {
      throw fail(
        "its \(key) \(JSONValue.string(String(value.prefix(80))).compact) is not one line of at most 200 characters")
    }
    self.name = name
    self.engine = engine
    self.kitVersion = kitVersion
    self.counts = try counts.map { (verdict, count) throws(NotAReport) in
      guard Self.verdicts.contains(verdict) else { throw fail("it counts the unknown verdict '\(verdict)'") }
      guard let count = count.intValue, count >= 0 else {
        throw fail("the count of '\(verdict)' is not a whole number, 0 or more")
      }
      return Count(verdict: verdict, count: count)
    }
    self.rules = try rules.map { (rule) throws(NotAReport) in
      guard let id = rule["rule"]?.stringValue, let count = rule["scenarios"]?.intValue,
        let first = rule["firstScenario"]?.stringValue, let step = rule["firstStep"]?.intValue
      else { throw fail("a rule lacks rule, scenarios, firstScenario or firstStep") }
      guard Self.isIdentifier(id), Self.isIdentifier(first), count >= 1, step >= 0 else {
        throw fail("the rule entry for '\(id.prefix(80))' is not one the kit writes")
      }
      return Rule(rule: id, scenarios: count, firstScenario: first, firstStep: step)
    }
    self.scenarios = try scenarios.map { (scenario) throws(NotAReport) in
      guard let id = scenario["id"]?.stringValue, let verdict = scenario["verdict"]?.stringValue else {
        throw fail("a scenario lacks id or verdict")
      }
      guard Self.isIdentifier(id) else { throw fail("the scenario id '\(id.prefix(80))' is not an id") }
      guard Self.verdicts.contains(verdict) else { throw fail("scenario '\(id)' has the unknown verdict '\(verdict)'") }
      return Verdict(id: id, verdict: verdict, reason: scenario["reason"]?.stringValue ?? "")
    }
  }

  /// The verdicts a report writes (`ConformanceReport`).
  static let verdicts: Set<String> = ["pass", "fail", "skip", "known failure", "unexpected pass"]

  /// A name for a heading: one line, printable, not empty, at most 200 characters.
  private static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 200 && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
      && !text.contains(where: \.isNewline)
  }

  /// A scenario or rule id: letters, digits, `.`, `-` and `_`, at most 200 of them.
  private static func isIdentifier(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 200
      && text.utf8.allSatisfy {
        $0.isASCIILetterOrDigit || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
      }
  }

  /// The badge line, as the report's Markdown writes it (`ConformanceReport.badge`): the
  /// passes, and each other verdict that some scenario got.
  /// `MiniUIKit: 40 pass, 35 skip (LifecycleKit 1.0.0)`.
  var badge: String {
    let parts = counts.filter { $0.count > 0 || $0.verdict == "pass" }.map { "\($0.count) \($0.verdict)" }
    return "\(pageName): \(parts.joined(separator: ", ")) (LifecycleKit \(kitVersion))"
  }

  /// The engine's name on a page, in the edition's language. A translation is the site's own
  /// text; the name itself is the engine's words, so escaped to read as text (never a link, a
  /// tag or emphasis) and quoted (no control character).
  var pageName: String {
    let translated = localized(key: engine)
    return translated != engine ? translated : Quoted(engine, limit: nil).markdown
  }

  /// The badge line in the language of the edition being rendered.
  var localizedBadge: String {
    guard Language.current != .english else { return badge }
    let parts = counts.filter { $0.count > 0 || $0.verdict == "pass" }.map {
      "\(localized(key: $0.verdict)) \($0.count)"
    }
    return localized("\(pageName): \(parts.joined(separator: ", ")) (LifecycleKit \(kitVersion))")
  }

  /// How many scenarios got `verdict`.
  func count(_ verdict: String) -> Int { counts.first { $0.verdict == verdict }?.count ?? 0 }
}

extension UInt8 {
  fileprivate var isASCIILetterOrDigit: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
