extension Projection {
  /// The projection an inline JSON object defines (Conformance/SPEC.md#projections, the inline form): `name`,
  /// `of` (`app` or `scene`), `states` mapping every model state of that subject to a framework
  /// state (or to an array of the states allowed), and for `of: app` the `initial` state.
  ///
  /// ```swift
  /// let mine = try Projection(parsing: """
  ///   {"name": "mine", "of": "scene", "states": {"foregroundInactive": "paused",
  ///    "foregroundActive": "running", "background": ["paused", "stopped"]}}
  ///   """)
  /// print(mine.allowed["background"]!)   // ["paused", "stopped"]
  /// ```
  public init(parsing text: String) throws(ProjectionError) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw .malformedJSON(column: error.column, reason: error.message)
    }
    try self.init(json: value)
  }

  /// The projection a header's or a hello's `projection` value gives: the name of one the kit
  /// defines, or an inline object.
  package init(named value: JSONValue) throws(ProjectionError) {
    guard case .string(let name) = value else {
      try self.init(json: value)
      return
    }
    guard let named = Projection.named(name) else {
      throw .unknownName(name, suggestion: NearestName.to(name, in: Projection.all.map(\.name)))
    }
    self = named
  }

  /// The projection an inline JSON object defines.
  package init(json: JSONValue) throws(ProjectionError) {
    guard let members = json.objectMembers else { throw .notAnObject }
    if let key = members.map(\.0).first(where: { !Self.inlineKeys.contains($0) }) { throw .unknownKey(key) }
    let name = try Self.string("name", in: json)
    let subjectName = try Self.string("of", in: json)
    guard let subject = Subject(rawValue: subjectName) else { throw .unknownSubject(subjectName) }
    guard let table = json["states"] else { throw .missingKey("states") }
    guard let pairs = table.objectMembers else { throw .wrongType(key: "states", expected: "an object") }
    var allowed: [String: [String]] = [:]
    for (state, value) in pairs {
      // `unattached` may be mapped, as the mapper protocol lists it; it is never checked.
      guard subject.modelStates.contains(state) || (subject == .scene && state == "unattached") else {
        throw .unknownModelState(
          state, subject: subject, suggestion: NearestName.to(state, in: subject.modelStates))
      }
      allowed[state] = try Self.states(value, key: "states.\(state)")
    }
    if let missing = subject.modelStates.first(where: { allowed[$0] == nil }) {
      throw .unmappedModelState(missing, subject: subject)
    }
    var initial: [String] = []
    switch (subject, json["initial"]) {
    case (.app, nil): throw .missingInitial
    case (.app, let value?): initial = try Self.states(value, key: "initial")
    case (.scene, nil): break
    case (.scene, _?): throw .initialForScenes
    }
    self.init(name: name, of: subject, allowing: allowed, initial: initial)
  }

  private static let inlineKeys: Set<String> = ["name", "of", "states", "initial"]

  private static func string(_ key: String, in json: JSONValue) throws(ProjectionError) -> String {
    guard let value = json[key] else { throw .missingKey(key) }
    guard let string = value.stringValue else { throw .wrongType(key: key, expected: "a string") }
    return string
  }

  /// A framework state, or a non-empty array of the states allowed.
  private static func states(_ value: JSONValue, key: String) throws(ProjectionError) -> [String] {
    if let state = value.stringValue { return [state] }
    let states = value.arrayValue?.compactMap(\.stringValue) ?? []
    guard !states.isEmpty, states.count == value.arrayValue?.count else {
      throw .wrongType(key: key, expected: "a string or an array of strings")
    }
    return states
  }
}

extension Projection {
  /// The projection as a header's `projection` writes it: a named one by its name, any other
  /// as the inline object `init(json:)` reads.
  package var headerJSON: JSONValue {
    if Projection.named(name) == self { return .string(name) }
    let entries: [(String, JSONValue)] = subject.modelStates.map { state in
      let states = allowed[state] ?? []
      return (state, states.count == 1 ? .string(states[0]) : .array(states.map(JSONValue.string)))
    }
    var fields: [(String, JSONValue)] = [
      ("name", .string(name)), ("of", .string(subject.rawValue)), ("states", .object(entries)),
    ]
    if subject == .app {
      fields.append(
        (
          "initial",
          allowedInitial.count == 1 ? .string(allowedInitial[0]) : .array(allowedInitial.map(JSONValue.string))
        ))
    }
    return .object(fields)
  }
}
