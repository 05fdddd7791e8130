extension Stimulus {
  /// The stimulus in one word, as messages quote it: `Stimulus.argument`'s spelling, each value
  /// quoted (`Quoted`), so that a long or odd value stays short and on one line:
  /// `beginInterruption:notificationCenter`, `openScene:second`, `openURL:scene=second`.
  package var summary: String { spelled { Quoted($0).description } }

  /// The trace-format name, then, after a colon, the parameters separated by commas, each
  /// value given by `value`.
  func spelled(_ value: (String) -> String) -> String {
    let parameters: [String]
    switch self {
    case .beginInterruption(let kind): parameters = [value(kind.rawValue)]
    case .backgroundLaunch(let reason): parameters = [value(reason.rawValue)]
    case .openURL(let url, let scene):
      parameters = [url.map { "url=\(value($0))" }, scene.map { "scene=\(value($0.rawValue))" }].compactMap { $0 }
    case .tapNotification(let scene?), .continueUserActivity(let scene?):
      parameters = ["scene=\(value(scene.rawValue))"]
    default: parameters = isSceneStimulus ? scene.map { [value($0.rawValue)] } ?? [] : []
    }
    return parameters.isEmpty ? traceName : traceName + ":" + parameters.joined(separator: ",")
  }
}

extension Stimulus: CustomStringConvertible {
  /// The stimulus as the kit spells it everywhere, in messages, bugs and reports, and as
  /// `lifecycle record` reads it: `tapIcon`, `beginInterruption:call`, `resizeScene:second`,
  /// `openURL:url=https://example.com,scene=second`.
  public var description: String { summary }
}
