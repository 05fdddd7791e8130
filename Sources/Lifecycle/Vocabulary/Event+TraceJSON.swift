extension Event {
  /// The event as a trace line's JSON object: `{"callback": "sceneDidBecomeActive(_:)", "scene": "main"}`.
  package var traceJSON: JSONValue {
    var fields: [(String, JSONValue)] = [(kind.rawValue, .string(name))]
    if let scene { fields.append(("scene", .string(scene.rawValue))) }
    return .object(fields)
  }
}
