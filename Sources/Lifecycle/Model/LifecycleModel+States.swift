/// What `UIApplication.applicationState` and `UIScene.activationState` read inside each callback
/// (Conformance/SPEC.md#argument-states): one value where Apple says, or a public log shows,
/// what it is; every plausible value, marked uncertain, where nothing does.
extension LifecycleModel {
  /// Marks each callback of `alternative` with the states allowed inside it, this model being
  /// the state before the step.
  func addStates(to alternative: inout Alternative, answering stimulus: Stimulus) {
    let appSpan = applicationSpan(to: alternative.next, stimulus: stimulus, events: alternative.response.events)
    var spans = SceneSpans(before: self, after: alternative.next)
    for index in alternative.response.events.indices {
      guard let callback = alternative.response.events[index].event.callback else { continue }
      alternative.response.events[index].applicationState = applicationState(
        in: callback, span: appSpan, stimulus: stimulus)
      if callback.method.isSceneDelegateMethod, let scene = callback.scene {
        // The events are lent to the spans, not kept: kept, the write here would copy them all.
        alternative.response.events[index].activationState = activationState(
          in: callback.method, of: scene, spans: &spans, events: alternative.response.events)
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
    func rung(_ state: AppState) -> Int { state == .background ? 0 : state == .inactive ? 1 : 2 }
    var low = min(rung(start), rung(end))
    var high = max(rung(start), rung(end))
    // A span from background to active holds inactive already.
    if low == high, low != 1,
      events.indices.contains(where: { index in
        events[index].event.callback?.method.passesThroughInactive == true
      })
    {
      low = min(low, 1)
      high = max(high, 1)
    }
    // Top of the ladder first; made once, since every callback of every step reads one.
    return Self.applicationSpans[low][high]
  }

  /// The states from `applicationSpans[low][high]`: the ladder's rungs `low` through `high`
  /// (background, inactive, active), the highest first.
  private static let applicationSpans: [[[AppState]]] = {
    let ladder: [AppState] = [.background, .inactive, .active]
    return (0..<3).map { low in (0..<3).map { high in low <= high ? Array(ladder[low...high].reversed()) : [] } }
  }()

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
    in method: Callback.Method, of scene: SceneID, spans: inout SceneSpans, events: [ExpectedEvent]
  ) -> AllowedState<SceneActivationState> {
    // The values are made once: every scene callback of every step reads one.
    switch method {
    case .sceneDidBecomeActive:
      return AllowedState(values: SceneValues.active, provenance: StateSources.sceneBecameActive)
    case .sceneDidEnterBackground:
      return AllowedState(values: SceneValues.background, provenance: StateSources.sceneEnteredBackground)
    case .sceneWillResignActive:
      return AllowedState(values: SceneValues.activeOrInactive, provenance: StateSources.sceneWillResign)
    case .sceneWillEnterForeground:
      let unattached = (session(scene)?.state ?? .unattached) == .unattached
      return AllowedState(
        values: unattached ? SceneValues.enteringFromUnattached : SceneValues.entering,
        provenance: StateSources.sceneWillEnterForeground)
    case .sceneWillConnect:
      return AllowedState(values: SceneValues.connecting, provenance: StateSources.sceneWillConnect)
    case .sceneDidDisconnect:
      return AllowedState(
        values: spans.disconnection(of: scene, events: events), provenance: StateSources.sceneDidDisconnect)
    default:
      return AllowedState(values: spans.span(of: scene, events: events), provenance: StateSources.sceneDuringStep)
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

/// The values a scene callback may read where they do not depend on the step.
private enum SceneValues {
  static let active: [SceneActivationState] = [.foregroundActive]
  static let background: [SceneActivationState] = [.background]
  static let activeOrInactive: [SceneActivationState] = [.foregroundActive, .foregroundInactive]
  static let entering: [SceneActivationState] = [.background, .foregroundInactive]
  static let enteringFromUnattached: [SceneActivationState] = [.background, .unattached, .foregroundInactive]
  static let connecting: [SceneActivationState] = [.unattached, .background]
}

/// Every `activationState` each scene has at some moment of one step, worked out once per
/// scene: a step of many scenes calls every scene's delegate, and looking each scene up in the
/// sessions and the events per callback made such a step quadratic.
private struct SceneSpans {
  private let before: LifecycleModel
  private let after: LifecycleModel
  /// Whether the tables below are built: at the first scene asked about (most steps ask about
  /// none). Each is read in place, never copied: a copy retains and releases its arrays.
  private var isIndexed = false
  /// Each scene's state before and after the step: the ids, their states, and their slots by id.
  private var ids: [SceneID] = []
  private var was: [SceneActivationState] = []
  private var now: [SceneActivationState] = []
  private var slots = IndexTable()
  /// The positions of the callbacks of the step that pass their scene through
  /// `foregroundInactive`, by scene.
  private var passingInactive = IndexTable()
  init(before: LifecycleModel, after: LifecycleModel) {
    self.before = before
    self.after = after
  }

  /// What a scene's `sceneDidDisconnect(_:)` may read: unattached first, then its span.
  mutating func disconnection(of scene: SceneID, events: [ExpectedEvent]) -> [SceneActivationState] {
    let (old, new, passing) = states(of: scene, events: events)
    return Self.table[32 + Self.key(old, new, passing: passing)]
  }

  /// A scene's state before and after the step, and whether a callback of the step passes it
  /// through `foregroundInactive`.
  private mutating func states(
    of scene: SceneID, events: [ExpectedEvent]
  ) -> (SceneActivationState, SceneActivationState, passing: Bool) {
    // A few sessions and events are searched: a table and a set cost more to make than a step of
    // a few scenes asks of them.
    if before.sessions.count <= 16, after.sessions.count <= 16, events.count <= 64 {
      let was = before.sessionIndex(scene).map { before.sessions[$0].state }
      let now = after.sessionIndex(scene).map { after.sessions[$0].state }
      let passing = events.indices.contains { index in
        guard let callback = events[index].event.callback else { return false }
        return callback.scene == scene && callback.method.passesThroughInactive
      }
      guard was != nil || now != nil else { return (before.displayState(scene), after.displayState(scene), passing) }
      return (was ?? .unattached, now ?? .unattached, passing)
    }
    if !isIndexed {
      isIndexed = true
      slots = IndexTable(capacity: max(before.sessions.count, after.sessions.count))
      for session in before.sessions {
        let id = session.id
        if slots.insert(ids.count, hash: id.digest, where: { ids[$0] == id }) == nil {
          ids.append(id)
          was.append(session.state)
          now.append(.unattached)
        }
      }
      for session in after.sessions {
        let id = session.id
        if let slot = slots.insert(ids.count, hash: id.digest, where: { ids[$0] == id }) {
          now[slot] = session.state
        } else {
          ids.append(id)
          was.append(.unattached)
          now.append(session.state)
        }
      }
      passingInactive = IndexTable(capacity: events.count / 4)
      // By index: iterating would copy each event.
      events.withUnsafeBufferPointer { events in
        for index in events.indices {
          if case .callback(let callback) = events[index].event, let scene = callback.scene,
            callback.method.passesThroughInactive
          {
            _ = passingInactive.insert(index, hash: scene.digest, where: { events[$0].event.scene == scene })
          }
        }
      }
    }
    let isPassing = passingInactive.find(hash: scene.digest, where: { events[$0].event.scene == scene }) != nil
    guard let slot = slots.find(hash: scene.digest, where: { ids[$0] == scene }) else {
      return (before.displayState(scene), after.displayState(scene), isPassing)
    }
    return (was[slot], now[slot], isPassing)
  }

  mutating func span(of scene: SceneID, events: [ExpectedEvent]) -> [SceneActivationState] {
    let (old, new, passing) = states(of: scene, events: events)
    return Self.table[Self.key(old, new, passing: passing)]
  }

  /// Every span, by the states that decide it (`key(_:_:passing:)`), then the same with
  /// `unattached` first, for a disconnection: a span depends on the two states alone, so every
  /// scene of every step shares these few arrays.
  private static let table: [[SceneActivationState]] = {
    let states: [SceneActivationState] = [.unattached, .foregroundActive, .foregroundInactive, .background]
    var spans = Array(repeating: [SceneActivationState](), count: 32)
    for old in states {
      for new in states {
        for passing in [false, true] { spans[key(old, new, passing: passing)] = span(old, new, passing: passing) }
      }
    }
    return spans + spans.map { [.unattached] + $0.filter { $0 != .unattached } }
  }()

  /// The states a scene has at some moment of a step from `old` to `new`, passing through
  /// `foregroundInactive` or not.
  private static func span(
    _ old: SceneActivationState, _ new: SceneActivationState, passing: Bool
  ) -> [SceneActivationState] {
    let ladder: [SceneActivationState] = [.foregroundActive, .foregroundInactive, .background]
    let rank = { (state: SceneActivationState) in ladder.firstIndex(of: state) ?? ladder.count - 1 }
    var span = Array(ladder[min(rank(old), rank(new))...max(rank(old), rank(new))])
    if passing, !span.contains(.foregroundInactive) { span.append(.foregroundInactive) }
    if old == .unattached || new == .unattached { span.append(.unattached) }
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
