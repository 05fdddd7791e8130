import Lifecycle

/// Reads a student's answer lines: a callback by its selector (`sceneDidBecomeActive(_:)`),
/// its short name (`sceneDidBecomeActive`) or its Swift case name (`sceneWillConnect`),
/// then the scene it concerns when more than one is in play.
struct AnswerReader {
  /// The scene a scene callback concerns when the line names none; `nil` when several scenes
  /// are in play, so the line must say which.
  let onlyScene: SceneID?

  init(scenario: Scenario) {
    let scenes = Set(scenario.sessions + scenario.steps.compactMap(\.stimulus.scene) + [.main])
    onlyScene = scenes.count == 1 ? scenes.first : nil
  }

  /// The callback a line names, or a one-line reason why it names none.
  func callback(from line: String) -> Result<Callback, StimulusSyntaxError> {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let name = words.first, words.count <= 2 else {
      return .failure(StimulusSyntaxError("write one callback per line, then its scene if it has one"))
    }
    guard let method = Self.methods[name] ?? Self.methods[name.lowercased()] ?? Self.onlyMethod(containing: name) else {
      let suggestion = NearestName.to(name, in: Callback.Method.allCases.map(\.shortName))
      return .failure(StimulusSyntaxError("unknown callback '\(Quoted(name))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
    }
    guard method.isSceneDelegateMethod else {
      if words.count == 2 { return .failure(StimulusSyntaxError("\(method.shortName) is an app-delegate method: it has no scene")) }
      return .success(Callback(method))
    }
    guard let scene = words.count == 2 ? SceneID(words[1]) : onlyScene else {
      return .failure(StimulusSyntaxError("which scene? write its id after the name: \(method.shortName) main"))
    }
    return .success(Callback(method, scene: scene))
  }

  /// The one method whose case name contains `fragment` (`willFinish`), if only one does.
  private static func onlyMethod(containing fragment: String) -> Callback.Method? {
    let matches = Callback.Method.allCases.filter { String(describing: $0).lowercased().contains(fragment.lowercased()) }
    return matches.count == 1 ? matches[0] : nil
  }

  /// Every way to name a method: selector, short name, case name, and their lowercase forms.
  private static let methods: [String: Callback.Method] = {
    var names: [String: Callback.Method] = [:]
    for method in Callback.Method.allCases {
      for name in [method.rawValue, method.shortName, String(describing: method)] {
        names[name] = method
        names[name.lowercased()] = method
      }
    }
    return names
  }()
}
