/// The first line a mapper writes over the mapper protocol, read into what the kit needs: its
/// name, the lifecycles it handles, the trace format it reads, its projection and whether it
/// wants notifications (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
///
/// ```
/// {"protocol": "lifecycle-mapper", "version": 1, "mapper": "RN AppState 0.76",
///  "lifecycles": ["app", "scene"], "projection": "react-native"}
/// ```
struct MapperHello: Hashable, Sendable {
  /// The `mapper` key, when there is one.
  var mapper: String?
  /// Its lifecycles, its projection and whether it receives notifications.
  var capabilities: MapperCapabilities
  /// The newest trace format version both sides speak: a mapper that reads 1.1 is sent each
  /// callback's arguments.
  var format: FormatVersion

  static let protocolName = "lifecycle-mapper"
  static let keys: Set<String> = [
    "protocol", "version", "mapper", "lifecycles", "trace", "projection", "notifications",
  ]

  /// Reads a hello line; throws the misbehaviour it shows.
  init(_ text: String) throws(EngineMisbehaviour) {
    let bad = EngineHello.bad(text)
    let value = try EngineHello.open(text, protocol: Self.protocolName, keys: Self.keys, of: "mapper")
    format = try EngineHello.format(value["trace"], of: "mapper", bad)
    if let name = value["mapper"], name.stringValue == nil { throw bad("has a 'mapper' that is not a string") }
    mapper = value["mapper"]?.stringValue.map { Quoted($0).description }
    let lifecycles = try EngineHello.lifecycles(value["lifecycles"], bad)
    let notifications = value["notifications"] ?? .bool(true)
    guard notifications == .bool(true) || notifications == .bool(false) else {
      throw bad("has a 'notifications' that is not true or false")
    }
    guard let projection = value["projection"] else {
      throw bad(#"needs a "projection": the name of one the kit defines, or one written out"#)
    }
    capabilities = MapperCapabilities(
      lifecycles: lifecycles, projection: try Self.projection(projection, bad),
      receivesNotifications: notifications == .bool(true))
  }

  /// The projection the kit defines under `name` (Conformance/SPEC.md#projections).
  private static func named(_ name: String) -> Projection? { Projection.named(name) }

  /// The projection a hello's `projection` gives: a name the kit defines, or an inline one.
  private static func projection(
    _ value: JSONValue, _ bad: (String) -> EngineMisbehaviour
  ) throws(EngineMisbehaviour) -> Projection {
    if let name = value.stringValue {
      guard let named = Self.named(name) else {
        throw bad("names the projection '\(Quoted(name))', which the kit does not define")
      }
      return named
    }
    guard let members = value.objectMembers else {
      throw bad("has a 'projection' that is neither a name nor an object")
    }
    let keys: Set<String> = ["name", "of", "states", "initial"]
    if let unknown = members.first(where: { !keys.contains($0.0) }) {
      throw bad("has a projection with the unknown key '\(Quoted(unknown.0))'")
    }
    guard let name = value["name"]?.stringValue, !name.isEmpty else {
      throw bad("has a projection without a 'name'")
    }
    guard let of = value["of"]?.stringValue, let subject = Projection.Subject(rawValue: of) else {
      throw bad(#"has a projection whose 'of' is not "app" or "scene""#)
    }
    let modelStates =
      subject == .app ? AppState.allCases.map(\.rawValue) : SceneActivationState.allCases.map(\.rawValue)
    var states: [String: String] = [:]
    for (key, state) in value["states"]?.objectMembers ?? [] {
      guard modelStates.contains(key), let state = state.stringValue else {
        throw bad(
          "has a projection whose 'states' maps '\(Quoted(key))'; it maps \(modelStates.joined(separator: ", ")) to names"
        )
      }
      states[key] = state
    }
    if let missing = modelStates.first(where: { states[$0] == nil }) {
      throw bad("has a projection whose 'states' leaves out '\(missing)': every state of the \(of) is mapped")
    }
    let initial = value["initial"]
    switch subject {
    case .app:
      guard let initial = initial?.stringValue else {
        throw bad("has a projection of the app without its 'initial' state, before any launch")
      }
      return Projection(name: name, of: .app, states: states, initial: initial)
    case .scene:
      guard initial == nil else {
        throw bad("has a projection of scenes with an 'initial' state; no scene is connected yet")
      }
      return Projection(name: name, of: .scene, states: states, initial: nil)
    }
  }
}
