/// The members of one trace line's JSON object, read key by key with the format's errors.
package struct TraceFields {
  /// The `"key": value` pairs in the line's order.
  package let members: [(String, JSONValue)]
  let line: Int

  /// Every key the format defines, on any line: the candidates for "did you mean".
  static let knownKeys = [
    "format", "version", "lifecycle", "sessions", "callbacks", "notifications", "source",
    "stimulus", "callback", "notification", "scene", "kind", "reason", "url",
    "arguments", "session", "applicationState", "activationState", "payload",
    "projection", "state",
  ]

  /// Parses a line into its members; throws unless it is a JSON object without duplicate keys.
  package init(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(TraceError) {
    self.line = line
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw TraceError(line: line, .malformedJSON(column: error.column, detail: error.message))
    }
    guard case .object(let members) = value else {
      throw TraceError(line: line, .notAnObject(found: value.typeName))
    }
    if members.count <= 16 {
      // A real line has a handful of keys: comparing each with those before it beats hashing.
      for (index, (key, _)) in members.enumerated() where members[..<index].contains(where: { $0.0 == key }) {
        throw TraceError(line: line, .duplicateKey(key))
      }
    } else {
      var seen = Set<String>(minimumCapacity: members.count)
      for (key, _) in members where !seen.insert(key).inserted {
        throw TraceError(line: line, .duplicateKey(key))
      }
    }
    self.members = members
  }

  package func contains(_ key: String) -> Bool { members.contains { $0.0 == key } }

  func value(_ key: String) -> JSONValue? {
    for (name, value) in members where name == key { return value }
    return nil
  }

  /// Throws for the first key outside `allowed`: unknown to the format, or not allowed on `name`.
  func checkKeys(allowed: Set<String>, on name: String) throws(TraceError) {
    for (key, _) in members where !allowed.contains(key) {
      // Reached only for a line that breaks the rules.
      guard Self.knownKeys.contains(key) else {
        throw error(.unknownKey(key, suggestion: TraceFields.suggestion(for: key, in: Self.knownKeys)))
      }
      throw error(.keyNotAllowed(key, on: name))
    }
  }

  package func string(_ key: String) throws(TraceError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let string) = value else { throw wrongType(key, "a string", value) }
    return string
  }

  package func bool(_ key: String) throws(TraceError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let bool) = value else { throw wrongType(key, "true or false", value) }
    return bool
  }

  func number(_ key: String) throws(TraceError) -> Double? {
    guard let value = value(key) else { return nil }
    switch value {
    case .number(let whole): return Double(whole)
    case .decimal(let number): return number
    default: throw wrongType(key, "a number", value)
    }
  }

  func strings(_ key: String) throws(TraceError) -> [String]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else { throw wrongType(key, "an array of strings", value) }
    var strings: [String] = []
    for element in elements {
      guard case .string(let string) = element else {
        throw error(
          .wrongType(
            key: key, expected: "an array of strings",
            found: "an array holding \(element.typeName)"))
      }
      strings.append(string)
    }
    return strings
  }

  /// A scene id that has the format's shape.
  func sceneID(_ key: String = "scene") throws(TraceError) -> SceneID? {
    guard let raw = try string(key) else { return nil }
    let id = SceneID(raw)
    guard id.isWellFormed else { throw error(.badSceneID(raw)) }
    return id
  }

  /// The nearest known name, for "did you mean". Nothing for a word far longer than any name:
  /// the edit distance costs the product of the lengths, and a line may be a megabyte long.
  static func suggestion(for word: String, in candidates: [String]) -> String? {
    guard word.utf8.count <= 100 else { return nil }
    return NearestName.to(word, in: candidates)
  }

  package func error(_ problem: TraceError.Problem) -> TraceError { TraceError(line: line, problem) }

  private func wrongType(_ key: String, _ expected: String, _ value: JSONValue) -> TraceError {
    error(.wrongType(key: key, expected: expected, found: value.typeName))
  }
}
