extension Stimulus {
  /// The stimulus as one command-line word: its trace-format name, then, after a colon, its
  /// parameters separated by commas: `tapIcon`, `beginInterruption:call`, `openScene:second`,
  /// `continueUserActivity:scene=second`, `openURL:url=https://example.com,scene=second`.
  ///
  /// The one spelling the kit prints (exploration's scripts, `lifecycle record` lines) and
  /// every command reads: `lifecycle record`, `lifecycle simulate` and `Stimulus(parsing:)`.
  ///
  /// Built from the values themselves, not from `summary`, which cuts and escapes them for
  /// messages: a `lifecycle record` line must give back the same stimulus.
  package var argument: String {
    let parameters: [String]
    switch self {
    case .beginInterruption(let kind): parameters = [kind.rawValue]
    case .backgroundLaunch(let reason): parameters = [reason.rawValue]
    case .openURL(let url, let scene):
      parameters = [url.map { "url=\($0)" }, scene.map { "scene=\($0)" }].compactMap { $0 }
    case .tapNotification(let scene?), .continueUserActivity(let scene?): parameters = ["scene=\(scene)"]
    default: parameters = isSceneStimulus ? scene.map { ["\($0)"] } ?? [] : []
    }
    return parameters.isEmpty ? traceName : traceName + ":" + parameters.joined(separator: ",")
  }
}
