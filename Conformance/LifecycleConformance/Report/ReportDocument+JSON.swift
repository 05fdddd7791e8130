// The document's JSON: the encoder and the decoder side by side, one key at a time, so that a
// key renamed on one side is renamed on the other (the round-trip tests hold them together).

extension ReportDocument {
  /// The document as JSON, one key a line in `pretty`: the format, engine, kit version, trace
  /// format version, date, counts, bugs, rules, each scenario's verdict, then the exploration and
  /// the known failures no longer seen when there are any.
  package var json: JSONValue {
    var fields: [(String, JSONValue)] = [("format", .string(Self.format)), ("engine", .string(engine))]
    fields.append(("kitVersion", .string(kitVersion)))
    if let traceFormat { fields.append(("traceFormat", .string(traceFormat))) }
    fields.append(("date", date.map(JSONValue.string) ?? .null))
    fields.append(("counts", .object(counts.map { ($0.verdict.rawValue, .number($0.count)) })))
    fields.append(("bugs", .array(bugs)))
    fields.append(("rules", .array(rules.map(\.json))))
    fields.append(("scenarios", .array(scenarios.map(\.json))))
    if let exploration { fields.append(("exploration", exploration)) }
    if !knownNotSeen.isEmpty { fields.append(("knownNotSeen", .array(knownNotSeen))) }
    return .object(fields)
  }

  /// Why a text is not a conformance report.
  package struct Invalid: Error, CustomStringConvertible {
    /// What is wrong, naming the key and quoting the value.
    package var reason: String
    /// `not a conformance report: ` and the reason.
    package var description: String { "not a conformance report: \(reason)" }
  }

  /// Reads a document from its JSON text, as `json` writes it. A report file may come from
  /// anywhere and its values end up in pages: a value of the wrong kind, a verdict or an id
  /// the kit never writes, or a count below 0 is refused, named and quoted.
  package init(json text: String) throws(Invalid) {
    func fail(_ reason: String) -> Invalid { Invalid(reason: reason) }
    guard let json = JSONValue(parsing: text) else { throw fail("not JSON") }
    guard json["format"]?.stringValue == Self.format else { throw fail("its format is not '\(Self.format)'") }
    guard let engine = json["engine"]?.stringValue, let kitVersion = json["kitVersion"]?.stringValue,
      let counts = json["counts"]?.objectMembers, let rules = json["rules"]?.arrayValue,
      let scenarios = json["scenarios"]?.arrayValue
    else { throw fail("it lacks engine, kitVersion, counts, rules or scenarios") }
    let traceFormat = try Self.optionalString(json, "traceFormat")
    // Versions are shown on pages as they are: one that is not a version could be a tag or a link.
    for (key, value) in [("kitVersion", kitVersion), ("traceFormat", traceFormat)] {
      if let value, !Self.isVersion(value) {
        throw fail("its \(key) '\(Quoted(value))' is not a version (a digit, then letters, digits, '.', '-', '+')")
      }
    }
    self.engine = engine
    self.kitVersion = kitVersion
    self.traceFormat = traceFormat
    self.date = try Self.optionalString(json, "date")
    self.counts = try counts.map { (word, count) throws(Invalid) in
      guard let verdict = Verdict(rawValue: word) else { throw fail("it counts the unknown verdict '\(Quoted(word))'") }
      guard let count = count.intValue, count >= 0 else {
        throw fail("the count of '\(Quoted(word))' is not a whole number, 0 or more")
      }
      return Count(verdict, count)
    }
    self.rules = try rules.map { (entry) throws(Invalid) in try Rule(json: entry) }
    self.scenarios = try scenarios.map { (entry) throws(Invalid) in try ScenarioVerdict(json: entry) }
    self.bugs = try Self.list(json, "bugs")
    self.listsBugs = json["bugs"] != nil
    self.exploration = json["exploration"]
    self.knownNotSeen = try Self.list(json, "knownNotSeen")
  }

  /// A string the document may leave out or set to `null`.
  private static func optionalString(_ json: JSONValue, _ key: String) throws(Invalid) -> String? {
    switch json[key] {
    case nil, .null?: return nil
    case .string(let value)?: return value
    case let value?: throw Invalid(reason: "its \(key) \(Quoted(value.compact)) is not a string or null")
    }
  }

  /// A list the document may leave out.
  private static func list(_ json: JSONValue, _ key: String) throws(Invalid) -> [JSONValue] {
    guard let value = json[key] else { return [] }
    guard let elements = value.arrayValue else {
      throw Invalid(reason: "its \(key) \(Quoted(value.compact)) is not a list")
    }
    return elements
  }

  /// A version as the kit writes one (`2.0.0`, `1.1`, `2.1.0-beta.1+build.5`): a digit, then
  /// letters, digits, `.`, `-` and `+`, at most 64 of them.
  package static func isVersion(_ text: String) -> Bool {
    guard let first = text.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
    return text.utf8.count <= 64
      && text.utf8.allSatisfy {
        $0.isASCIILetterOrDigit || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
      }
  }

  /// A scenario or rule id as the kit writes them: letters, digits, `.`, `-` and `_`, at most
  /// 200 of them. Nothing in one can rewrite a page or a path it is put in.
  package static func isIdentifier(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 200
      && text.utf8.allSatisfy {
        $0.isASCIILetterOrDigit || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
      }
  }
}

extension ReportDocument.Rule {
  /// The rule's line as the document holds it.
  var json: JSONValue {
    .object([
      ("rule", .string(rule)), ("scenarios", .number(scenarios)), ("firstScenario", .string(firstScenario)),
      ("firstStep", .number(firstStep)),
    ])
  }

  /// Reads a rule's line, as `json` writes it.
  init(json: JSONValue) throws(ReportDocument.Invalid) {
    guard let rule = json["rule"]?.stringValue, let scenarios = json["scenarios"]?.intValue,
      let firstScenario = json["firstScenario"]?.stringValue, let firstStep = json["firstStep"]?.intValue
    else { throw ReportDocument.Invalid(reason: "a rule lacks rule, scenarios, firstScenario or firstStep") }
    guard ReportDocument.isIdentifier(rule), ReportDocument.isIdentifier(firstScenario), scenarios >= 1, firstStep >= 0
    else { throw ReportDocument.Invalid(reason: "the rule entry for '\(Quoted(rule))' is not one the kit writes") }
    self.init(rule: rule, scenarios: scenarios, firstScenario: firstScenario, firstStep: firstStep)
  }
}

extension ReportDocument.ScenarioVerdict {
  /// The scenario's verdict as the document holds it: the reason and the rules only when there
  /// are any.
  var json: JSONValue {
    var fields: [(String, JSONValue)] = [("id", .string(id)), ("verdict", .string(verdict.rawValue))]
    if !reason.isEmpty { fields.append(("reason", .string(reason))) }
    if !rules.isEmpty { fields.append(("rules", .array(rules.map(JSONValue.string)))) }
    return .object(fields)
  }

  /// Reads a scenario's verdict, as `json` writes it.
  init(json: JSONValue) throws(ReportDocument.Invalid) {
    func fail(_ reason: String) -> ReportDocument.Invalid { ReportDocument.Invalid(reason: reason) }
    guard let id = json["id"]?.stringValue, let word = json["verdict"]?.stringValue else {
      throw fail("a scenario lacks id or verdict")
    }
    guard ReportDocument.isIdentifier(id) else { throw fail("the scenario id '\(Quoted(id))' is not an id") }
    guard let verdict = ReportDocument.Verdict(rawValue: word) else {
      throw fail("scenario '\(Quoted(id))' has the unknown verdict '\(Quoted(word))'")
    }
    var reason = ""
    if let value = json["reason"] {
      guard let text = value.stringValue else {
        throw fail("scenario '\(Quoted(id))' has the reason \(Quoted(value.compact)), not a string")
      }
      reason = text
    }
    var rules: [String] = []
    if let value = json["rules"] {
      guard let list = value.arrayValue?.compactMap(\.stringValue), list.count == value.arrayValue?.count,
        list.allSatisfy(ReportDocument.isIdentifier)
      else { throw fail("scenario '\(Quoted(id))' has the rules \(Quoted(value.compact)), not a list of rule ids") }
      rules = list
    }
    self.init(id: id, verdict: verdict, reason: reason, rules: rules)
  }
}

extension UInt8 {
  fileprivate var isASCIILetterOrDigit: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
