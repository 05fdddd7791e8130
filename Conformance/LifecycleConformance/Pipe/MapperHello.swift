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
    let framework = try Self.projection(projection, bad)
    // As a trace's header is refused (Conformance/SPEC.md#version-12): SwiftUI has no app-based app.
    for lifecycle in LifecycleStyle.allCases where lifecycles.contains(lifecycle) {
      guard framework.lifecycles.contains(lifecycle) else {
        throw bad("lists the \(lifecycle.rawValue) lifecycle, on which projection '\(framework.name)' does not run")
      }
    }
    capabilities = MapperCapabilities(
      lifecycles: lifecycles, projection: framework, receivesNotifications: notifications == .bool(true))
  }

  /// The projection a hello's `projection` gives: a name the kit defines, or an inline one as
  /// `Projection(parsing:)` reads it (Conformance/SPEC.md#projections).
  private static func projection(
    _ value: JSONValue, _ bad: (String) -> EngineMisbehaviour
  ) throws(EngineMisbehaviour) -> Projection {
    do {
      return try Projection(named: value)
    } catch {
      throw bad("has a 'projection' the kit cannot use: \(error)")
    }
  }
}
