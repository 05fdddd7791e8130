import Lifecycle

/// A stimulus spelt on the command line: `pressHome`, `beginInterruption:call`,
/// `openScene:second`, `openURL:scene=second,url=https://example.com`.
enum StimulusArgument {
  static func parse(_ word: String) throws(UsageError) -> Stimulus {
    let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
    let rawName = parts.first ?? ""
    guard let name = Stimulus.Name(rawValue: rawName) else {
      let suggestion = NearestName.to(rawName, in: Stimulus.Name.allCases.map(\.rawValue))
      throw UsageError("unknown stimulus '\(rawName)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    var values: [String: String] = [:]
    for item in parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : [] {
      let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
      // A bare value is the stimulus's required parameter.
      let key = pair.count == 2 ? pair[0] : name.extraParameter?.presence == .required
        ? name.extraParameter!.key : name.sceneParameter == .required ? "scene" : ""
      guard isAllowed(key, on: name) else { throw UsageError("'\(item)' is not a parameter of \(rawName)") }
      values[key] = pair.last!
    }
    var scene: SceneID?
    if let raw = values["scene"] {
      scene = SceneID(raw)
      guard scene!.isWellFormed else { throw UsageError("bad scene id '\(raw)'; an id matches [a-z0-9][a-z0-9-]*") }
    }
    var kind: InterruptionKind?
    if let raw = values["kind"] {
      kind = InterruptionKind(rawValue: raw)
      guard kind != nil else { throw unknown("interruption kind", raw, InterruptionKind.allCases.map(\.rawValue)) }
    }
    var reason: BackgroundLaunchReason?
    if let raw = values["reason"] {
      reason = BackgroundLaunchReason(rawValue: raw)
      guard reason != nil else { throw unknown("background launch reason", raw, BackgroundLaunchReason.allCases.map(\.rawValue)) }
    }
    guard let stimulus = Stimulus(name: name, scene: scene, kind: kind, reason: reason, url: values["url"]) else {
      let key = name.sceneParameter == .required ? "scene" : name.extraParameter!.key
      throw UsageError("\(rawName) needs its \(key): \(rawName):\(key == "scene" ? "main" : example(key))")
    }
    return stimulus
  }

  private static func isAllowed(_ key: String, on name: Stimulus.Name) -> Bool {
    (key == "scene" && name.sceneParameter != .forbidden) || key == name.extraParameter?.key
  }

  private static func example(_ key: String) -> String {
    key == "kind" ? InterruptionKind.alert.rawValue : BackgroundLaunchReason.fetch.rawValue
  }

  private static func unknown(_ category: String, _ value: String, _ names: [String]) -> UsageError {
    let suggestion = NearestName.to(value, in: names)
    return UsageError("unknown \(category) '\(value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
  }
}
