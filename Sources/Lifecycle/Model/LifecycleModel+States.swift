/// What `UIApplication.applicationState` and `UIScene.activationState` read inside each callback
/// (Conformance/SPEC.md#argument-states): one value where Apple says, or a public log shows,
/// what it is; every plausible value, marked uncertain, where nothing does.
extension LifecycleModel {
  /// Marks each callback of `alternative` with the states allowed inside it, this model being
  /// the state before the step.
  func addStates(to alternative: inout Alternative, answering stimulus: Stimulus) {
    let appSpan = applicationSpan(to: alternative.next, stimulus: stimulus, events: alternative.response.events)
    var spans = SceneSpans(before: self, after: alternative.next, events: alternative.response.events)
    for index in alternative.response.events.indices {
      guard let callback = alternative.response.events[index].event.callback else { continue }
      alternative.response.events[index].applicationState = applicationState(
        in: callback, span: appSpan, stimulus: stimulus)
      if callback.method.isSceneDelegateMethod, let scene = callback.scene {
        alternative.response.events[index].activationState = activationState(
          in: callback.method, of: scene, spans: &spans)
      }
    }
  }

  /// The state a launch starts in: a scene-based app and a background launch in the background,
  /// an app-based launch for the screen inactive.
  private func launchState(_ stimulus: Stimulus) -> AppState {
    if lifecycle == .scene { return .background }
    if case .backgroundLaunch = stimulus { return .background }
    return .inactive
  }

  /// Every `applicationState` the app has at some moment of the step, from the state before
  /// to the state after (inactive in between, and whenever a scene or the app passes through it).
  private func applicationSpan(to next: LifecycleModel, stimulus: Stimulus, events: [ExpectedEvent]) -> [AppState] {
    let start = appState == .notRunning ? launchState(stimulus) : appState.readable
    // A process that ends leaves through the background.
    let end = next.appState == .notRunning ? AppState.background : next.appState.readable
    let ladder: [AppState] = [.background, .inactive, .active]
    let low = min(ladder.firstIndex(of: start)!, ladder.firstIndex(of: end)!)
    let high = max(ladder.firstIndex(of: start)!, ladder.firstIndex(of: end)!)
    var span = Array(ladder[low...high])
    let passesInactive = events.contains { $0.event.callback?.method.passesThroughInactive == true }
    if passesInactive, !span.contains(.inactive) { span.append(.inactive) }
    return span.sorted { ladder.firstIndex(of: $0)! > ladder.firstIndex(of: $1)! }
  }

  private func applicationState(in callback: Callback, span: [AppState], stimulus: Stimulus) -> AllowedState<AppState> {
    switch callback.method {
    case .applicationWillFinishLaunching, .applicationDidFinishLaunching:
      let state = launchState(stimulus)
      if lifecycle == .scene { return AllowedState(values: [state], provenance: StateSources.sceneBasedLaunch) }
      if state == .background { return AllowedState(values: [state], provenance: StateSources.backgroundLaunch) }
      return AllowedState(values: [state], provenance: StateSources.appBasedLaunch)
    case .applicationDidBecomeActive, .sceneDidBecomeActive:
      // A scene that became active is the most active scene: the app reads active.
      return AllowedState(values: [.active], provenance: StateSources.becameActive)
    case .applicationDidEnterBackground:
      return AllowedState(values: [.background], provenance: StateSources.enteredBackground)
    case .applicationWillResignActive:
      return AllowedState(values: [.active, .inactive], provenance: StateSources.willResignActive)
    case .applicationWillEnterForeground:
      return AllowedState(values: [.background, .inactive], provenance: StateSources.willEnterForeground)
    default:
      return AllowedState(values: span, provenance: StateSources.duringStep)
    }
  }

  private func activationState(
    in method: Callback.Method, of scene: SceneID, spans: inout SceneSpans
  ) -> AllowedState<SceneActivationState> {
    switch method {
    case .sceneDidBecomeActive:
      return AllowedState(values: [.foregroundActive], provenance: StateSources.sceneBecameActive)
    case .sceneDidEnterBackground:
      return AllowedState(values: [.background], provenance: StateSources.sceneEnteredBackground)
    case .sceneWillResignActive:
      return AllowedState(values: [.foregroundActive, .foregroundInactive], provenance: StateSources.sceneWillResign)
    case .sceneWillEnterForeground:
      let old: SceneActivationState = (session(scene)?.state ?? .unattached) == .unattached ? .unattached : .background
      let values: [SceneActivationState] =
        old == .unattached
        ? [.background, .unattached, .foregroundInactive]
        : [.background, .foregroundInactive]
      return AllowedState(values: values, provenance: StateSources.sceneWillEnterForeground)
    case .sceneWillConnect:
      return AllowedState(values: [.unattached, .background], provenance: StateSources.sceneWillConnect)
    case .sceneDidDisconnect:
      let span = spans.span(of: scene)
      return AllowedState(
        values: [.unattached] + span.filter { $0 != .unattached },
        provenance: StateSources.sceneDidDisconnect)
    default:
      return AllowedState(values: spans.span(of: scene), provenance: StateSources.sceneDuringStep)
    }
  }

  /// The state of the external display's scene, which is no session: in the foreground while
  /// connected, active or not (`sceneDidBecomeActive(_:)` is optional when it connects, and the
  /// model does not keep which), so the top of that range; unattached for any other id.
  fileprivate func displayState(_ scene: SceneID) -> SceneActivationState {
    guard let externalDisplay, externalDisplay.scene == scene, externalDisplay.isConnected else { return .unattached }
    return .foregroundActive
  }
}

/// Every `activationState` each scene has at some moment of one step, worked out once per
/// scene: a step of many scenes calls every scene's delegate, and looking each scene up in the
/// sessions and the events per callback made such a step quadratic.
private struct SceneSpans {
  private let before: LifecycleModel
  private let after: LifecycleModel
  /// Each scene's state before and after the step, by id; built at the first scene asked about.
  private var states: [SceneID: (before: SceneActivationState, after: SceneActivationState)]?
  /// The scenes with a callback in the step that passes through `foregroundInactive`.
  private let passingInactive: Set<SceneID>
  /// The spans already worked out, by the states that decide them (`key(_:_:passing:)`): a
  /// span depends on the two states alone, so a thousand scenes share a few arrays.
  private var spans: [[SceneActivationState]?] = Array(repeating: nil, count: 32)

  init(before: LifecycleModel, after: LifecycleModel, events: [ExpectedEvent]) {
    self.before = before
    self.after = after
    var passing = Set<SceneID>(minimumCapacity: before.sessions.count + 1)
    for event in events {
      if let callback = event.event.callback, let scene = callback.scene, callback.method.passesThroughInactive {
        passing.insert(scene)
      }
    }
    passingInactive = passing
  }

  mutating func span(of scene: SceneID) -> [SceneActivationState] {
    if states == nil {
      var states: [SceneID: (before: SceneActivationState, after: SceneActivationState)] = [:]
      states.reserveCapacity(max(before.sessions.count, after.sessions.count))
      for session in before.sessions { states[session.id] = (session.state, .unattached) }
      for session in after.sessions { states[session.id, default: (.unattached, .unattached)].after = session.state }
      self.states = states
    }
    let (old, new) = states?[scene] ?? (before.displayState(scene), after.displayState(scene))
    let passing = passingInactive.contains(scene)
    let key = Self.key(old, new, passing: passing)
    if let span = spans[key] { return span }
    let ladder: [SceneActivationState] = [.foregroundActive, .foregroundInactive, .background]
    let rank = { (state: SceneActivationState) in ladder.firstIndex(of: state) ?? ladder.count - 1 }
    var span = Array(ladder[min(rank(old), rank(new))...max(rank(old), rank(new))])
    if passing, !span.contains(.foregroundInactive) { span.append(.foregroundInactive) }
    if old == .unattached || new == .unattached { span.append(.unattached) }
    spans[key] = span
    return span
  }

  /// A number below 32 for the two states (four each) and whether the scene passes through
  /// `foregroundInactive`.
  private static func key(_ old: SceneActivationState, _ new: SceneActivationState, passing: Bool) -> Int {
    func number(_ state: SceneActivationState) -> Int {
      switch state {
      case .unattached: 0
      case .foregroundActive: 1
      case .foregroundInactive: 2
      case .background: 3
      }
    }
    return (number(old) * 4 + number(new)) * 2 + (passing ? 1 : 0)
  }
}

extension AppState {
  /// The state as `UIApplication.applicationState` reads it: a suspended app is in the background.
  package var readable: AppState { self == .suspended ? .background : self }
}

extension Callback.Method {
  /// Whether the callback announces a change that passes through the inactive state.
  var passesThroughInactive: Bool {
    switch self {
    case .applicationDidBecomeActive, .applicationWillResignActive, .applicationWillEnterForeground,
      .sceneDidBecomeActive, .sceneWillResignActive, .sceneWillEnterForeground:
      true
    default:
      false
    }
  }
}

/// The sources of the states the model allows (Conformance/SPEC.md#argument-states).
enum StateSources {
  static let sceneBasedLaunch = Provenance.documented(
    AppleDocumentation.applicationState, "A scene-based app launches in the background state.")
  static let appBasedLaunch = Provenance.documented(
    AppleDocumentation.applicationState,
    "A sceneless app is inactive at launch; a public log prints inactive in both finish-launching callbacks.")
  static let backgroundLaunch = Provenance.documented(
    AppleDocumentation.lifeCycle,
    "At launch the system puts the app in the inactive or background state, depending on whether its UI appears.")
  static let becameActive = Provenance.documented(
    AppleDocumentation.applicationState,
    "The app has become active; a scene-based app reads the state of its most active scene, now active.")
  static let enteredBackground = Provenance.documented(
    AppleDocumentation.applicationDidEnterBackground, "The app is now in the background.")
  static let willResignActive = Provenance.uncertain(
    AppleDocumentation.applicationWillResignActive,
    "The app is about to become inactive; Apple does not say whether the callback already reads inactive.")
  static let willEnterForeground = Provenance.uncertain(
    AppleDocumentation.applicationWillEnterForeground,
    "The app is about to enter the foreground; Apple does not say whether the callback already reads inactive.")
  static let duringStep = Provenance.uncertain(
    AppleDocumentation.applicationState,
    "Apple does not say where in a change of state this callback comes; any state the app has during the step.")
  static let sceneBecameActive = Provenance.documented(
    AppleDocumentation.sceneActivationState, "The scene became active: foreground and receiving events.")
  static let sceneEnteredBackground = Provenance.documented(
    AppleDocumentation.sceneActivationState, "The scene is running in the background and is not onscreen.")
  static let sceneWillResign = Provenance.uncertain(
    AppleDocumentation.sceneActivationState,
    "The scene is about to resign the active state; Apple does not say whether it already reads inactive.")
  static let sceneWillEnterForeground = Provenance.uncertain(
    AppleDocumentation.sceneActivationState,
    "The scene is about to enter the foreground; Apple does not say whether it already reads foreground inactive.")
  static let sceneWillConnect = Provenance.uncertain(
    AppleDocumentation.sceneActivationState,
    "The scene is being connected; Apple does not say whether it still reads unattached or already background.")
  static let sceneDidDisconnect = Provenance.uncertain(
    AppleDocumentation.sceneActivationState,
    "UIKit removed the scene; Apple does not say whether it already reads unattached.")
  static let sceneDuringStep = Provenance.uncertain(
    AppleDocumentation.sceneActivationState,
    "Apple does not say where in a change of state this callback comes; any state the scene has during the step.")
}
