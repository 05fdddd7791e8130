extension Stimulus {
  /// The stimulus as a trace line's keys, in the order the format writes them:
  /// `["stimulus": "openScene", "scene": "second"]`.
  public var traceFields: [(key: String, value: String)] {
    var fields: [(key: String, value: String)] = [("stimulus", traceName)]
    switch self {
    case .beginInterruption(let kind): fields.append(("kind", kind.rawValue))
    case .backgroundLaunch(let reason): fields.append(("reason", reason.rawValue))
    case .openURL(let url?, _): fields.append(("url", url))
    default: break
    }
    if let scene { fields.append(("scene", scene.rawValue)) }
    return fields
  }

  /// The stimulus as a trace line's JSON object.
  public var traceJSON: JSONValue {
    .object(traceFields.map { ($0.key, .string($0.value)) })
  }
}

extension Event {
  /// The event as a trace line's JSON object: `{"callback": "sceneDidBecomeActive(_:)", "scene": "main"}`.
  public var traceJSON: JSONValue {
    var fields: [(String, JSONValue)] = [(kind.rawValue, .string(name))]
    if let scene { fields.append(("scene", .string(scene.rawValue))) }
    return .object(fields)
  }
}
