import Lifecycle

/// Reads a student's answer lines: a callback by its selector (`sceneDidBecomeActive(_:)`), its
/// short name (`sceneDidBecomeActive`), the label that names it inside its selector
/// (`willFinishLaunchingWithOptions`, `willConnectTo`) or its Swift case name
/// (`sceneWillConnect`), then the scene it concerns when more than one is in play.
struct AnswerReader {
  /// The scenario's lifecycle: a name both delegates have (`continue`) means its delegate's.
  let lifecycle: LifecycleStyle
  /// The scene a scene callback concerns when the line names none; `nil` when the scenario's
  /// callbacks concern several scenes, so the line must say which.
  let onlyScene: SceneID?

  /// A reader for any step of `scenario`: a line may leave out the scene only when the whole
  /// scenario concerns one.
  init(scenario: Scenario) {
    lifecycle = scenario.lifecycle
    onlyScene = Self.onlyScene(of: scenario.steps)
  }

  /// A reader for the step at `index`: a line may leave out the scene when the step's callbacks
  /// concern one scene, as at a launch of a scenario that opens a second scene later.
  init(scenario: Scenario, step index: Int) {
    lifecycle = scenario.lifecycle
    onlyScene = Self.onlyScene(of: [scenario.steps[index]])
  }

  /// The scenes the expected callbacks of `steps` concern, in order of their first callback.
  static func scenes(of steps: [Scenario.Step]) -> [SceneID] {
    var scenes: [SceneID] = []
    for step in steps {
      for outcome in step.outcomes {
        for scene in outcome.response.events.compactMap({ $0.event.callback?.scene }) where !scenes.contains(scene) {
          scenes.append(scene)
        }
      }
    }
    return scenes
  }

  /// The scene every scene callback of `steps` concerns: the only one, `main` when none does, or
  /// `nil` when they concern several, so that a line must say which.
  private static func onlyScene(of steps: [Scenario.Step]) -> SceneID? {
    let scenes = scenes(of: steps)
    return scenes.count == 1 ? scenes[0] : scenes.isEmpty ? .main : nil
  }

  /// The callback a line names, or a one-line reason why it names none.
  func callback(from line: String) -> Result<Callback, StimulusSyntaxError> {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let name = words.first, words.count <= 2 else {
      return .failure(StimulusSyntaxError("write one callback per line, then its scene if it has one"))
    }
    if LifecycleNotification.Name(rawValue: name) != nil || name.hasSuffix("Notification") {
      return .failure(
        StimulusSyntaxError(
          "'\(Quoted(name))' is a notification; the exercise asks for the delegate callbacks only"))
    }
    guard let method = method(named: name) else {
      return .failure(StimulusSyntaxError(NearestName.unknown("callback", name, suggesting: suggestion(for: name))))
    }
    guard method.isSceneDelegateMethod else {
      if words.count == 2 {
        return .failure(StimulusSyntaxError("\(method.shortName) is an app-delegate method: it has no scene"))
      }
      return .success(Callback(method))
    }
    guard let scene = words.count == 2 ? SceneID(words[1]) : onlyScene else {
      return .failure(StimulusSyntaxError("which scene? write its id after the name: \(method.shortName) main"))
    }
    return .success(Callback(method, scene: scene))
  }

  /// The method `name` names; where two do (`continue`), the one of this lifecycle's delegate.
  private func method(named name: String) -> Callback.Method? {
    let matches = Self.methods[name] ?? Self.methods[name.lowercased()] ?? Self.onlyMethod(containing: name)
    guard let matches, !matches.isEmpty else { return nil }
    guard matches.count > 1 else { return matches[0] }
    let preferred = matches.filter { $0.isSceneDelegateMethod == (lifecycle == .scene) }
    return preferred.count == 1 ? preferred[0] : nil
  }

  /// The selector a misspelt name most likely means: by the label it starts
  /// (`application(_:didFinishLaunching)` is `application(_:didFinishLaunchingWithOptions:)`), else
  /// the nearest selector or short name.
  private func suggestion(for name: String) -> String? {
    let label = name.split(separator: ":").dropFirst().first.map { $0.prefix { $0.isLetter } } ?? ""
    if !label.isEmpty, let method = method(named: String(label)) { return method.rawValue }
    return NearestName.to(name, in: Callback.Method.allCases.flatMap { [$0.rawValue, $0.shortName] })
  }

  /// The methods whose case name contains `fragment` (`willFinish`), if only one does.
  private static func onlyMethod(containing fragment: String) -> [Callback.Method]? {
    let matches = Callback.Method.allCases.filter {
      String(describing: $0).lowercased().contains(fragment.lowercased())
    }
    return matches.count == 1 ? matches : nil
  }

  /// Every way to name a method: selector, short name, case name, the label inside its selector
  /// that says what it is (`willConnectTo`), and their lowercase forms.
  private static let methods: [String: [Callback.Method]] = {
    var names: [String: [Callback.Method]] = [:]
    for method in Callback.Method.allCases {
      for name in [method.rawValue, method.shortName, String(describing: method)] + labels(method) {
        for key in Set([name, name.lowercased()]) where !(names[key]?.contains(method) ?? false) {
          names[key, default: []].append(method)
        }
      }
    }
    return names
  }()

  /// The labels after `_:` in a selector, as students write them: `application(_:open:options:)`
  /// gives `open`; `scene(_:willConnectTo:options:)` gives `willConnectTo`.
  private static func labels(_ method: Callback.Method) -> [String] {
    guard let open = method.rawValue.firstIndex(of: "(") else { return [] }
    let parts = method.rawValue[method.rawValue.index(after: open)...].split(separator: ":").map(String.init)
    guard parts.first == "_", parts.count > 1, parts[1] != ")" else { return [] }
    return [parts[1]]
  }
}
