/// Why an inline projection, or a projection's name, names no projection: one line naming the
/// thing and quoting the value (Conformance/SPEC.md#projections).
///
/// ```swift
/// do {
///   _ = try Projection(parsing: #"{"name": "mine", "of": "window", "states": {}}"#)
/// } catch {
///   print(error)   // projection 'of' is 'window'; it is 'app' or 'scene'
/// }
/// ```
public enum ProjectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not JSON: why, at a column counted in bytes from 1.
  case malformedJSON(column: Int, reason: String)
  /// The JSON is not an object.
  case notAnObject
  /// A key the projection needs is missing.
  case missingKey(String)
  /// A key the inline form does not have.
  case unknownKey(String)
  /// A key holds a value of the wrong type: `expected` says what it must be.
  case wrongType(key: String, expected: String)
  /// `of` is neither `app` nor `scene`.
  case unknownSubject(String)
  /// A key of `states` names no model state of the projection's subject.
  case unknownModelState(String, subject: Projection.Subject, suggestion: String?)
  /// A model state of the projection's subject that `states` does not map.
  case unmappedModelState(String, subject: Projection.Subject)
  /// A projection of the app without `initial`, its state before any launch.
  case missingInitial
  /// A projection of scenes with an `initial`: no scene is connected before the launch.
  case initialForScenes
  /// A name that is no projection the kit defines.
  case unknownName(String, suggestion: String?)

  /// One line: `projection state 'foregroundActiv' is no scene state; did you mean 'foregroundActive'?`.
  public var description: String {
    switch self {
    case .malformedJSON(let column, let reason):
      return "projection is not JSON: column \(column): \(reason)"
    case .notAnObject: return "projection is not a JSON object"
    case .missingKey(let key): return "projection has no '\(key)'"
    case .unknownKey(let key): return "projection has an unknown key '\(key)'"
    case .wrongType(let key, let expected): return "projection '\(key)' is not \(expected)"
    case .unknownSubject(let subject): return "projection 'of' is '\(subject)'; it is 'app' or 'scene'"
    case .unknownModelState(let state, let subject, let suggestion):
      let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
      return "projection state '\(state)' is no \(subject.rawValue) state\(hint)"
    case .unmappedModelState(let state, let subject):
      return "projection does not map the \(subject.rawValue) state '\(state)'"
    case .missingInitial: return "projection of the app has no 'initial', its state before any launch"
    case .initialForScenes: return "projection of scenes has an 'initial'; no scene is connected before a launch"
    case .unknownName(let name, let suggestion):
      let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
      let names = Projection.all.map(\.name).joined(separator: ", ")
      return "unknown projection '\(name)'\(hint) (the kit defines \(names))"
    }
  }
}
