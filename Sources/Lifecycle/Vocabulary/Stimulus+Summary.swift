extension Stimulus {
  /// The stimulus in one line, as people read it: `beginInterruption notificationCenter`,
  /// `openScene second`, `openURL scene=second`.
  package var summary: String {
    switch self {
    case .beginInterruption(let kind): return "beginInterruption \(kind.rawValue)"
    case .backgroundLaunch(let reason): return "backgroundLaunch \(reason.rawValue)"
    case .openURL(let url, let scene):
      return ([traceName] + [url.map { "url=\(Quoted($0))" }, scene.map { "scene=\(Quoted($0))" }].compactMap { $0 })
        .joined(separator: " ")
    case .tapNotification(let scene?), .continueUserActivity(let scene?):
      return "\(traceName) scene=\(Quoted(scene))"
    default:
      if isSceneStimulus, let scene { return "\(traceName) \(Quoted(scene))" }
      return traceName
    }
  }
}

extension Stimulus: CustomStringConvertible {
  /// The stimulus as `lifecycle record` and the catalog write it, with its parameters.
  public var description: String { summary }
}
