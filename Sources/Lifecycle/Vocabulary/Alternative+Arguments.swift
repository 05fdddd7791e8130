extension Alternative {
  /// The required events in an order that keeps every edge, as `linearised(recording:)` gives
  /// them, each with the arguments UIKit passes of the kinds in `kinds`: a correct version 1.1
  /// step, `before` being the model the step starts from.
  ///
  /// Where several `applicationState` values are allowed, each callback reads the one the app is
  /// in at that point of the step (`StepStates`): a scene-based launch reads `background` until
  /// its scene is active, as SPEC.md's example shows, rather than the first value allowed.
  package func linearised(
    recording: TraceRecording,
    arguments kinds: Set<TraceArgument>,
    from before: LifecycleModel
  ) -> (events: [Event], arguments: [EventArguments]) {
    let events = response.events
    let chosen = response.choosing { _ in false }.filter { recording.records(events[$0].event) }
    let ordered = response.linearExtension(of: chosen)
    var arguments = ordered.map { EventArguments(expected: events[$0], kinds: kinds) }
    if kinds.contains(.states) {
      var states = StepStates(before: before)
      for (position, index) in ordered.enumerated() {
        guard let callback = events[index].event.callback, let allowed = events[index].applicationState else {
          continue
        }
        arguments[position].applicationState = states.read(in: callback, allowed: allowed)
      }
    }
    return (ordered.map { events[$0].event }, arguments)
  }
}

/// The app's state as a step's callbacks come one after another, each announcing a change of
/// the app (app-based) or of a scene (scene-based: the app is in the state of its most active
/// scene): what `UIApplication.applicationState` most likely reads in each.
struct StepStates {
  private let lifecycle: LifecycleStyle
  /// App-based: the app's state; `nil` before a launch's first callback says it.
  private var app: AppState?
  /// Scene-based: each connected scene's state.
  private var scenes: [SceneID: SceneActivationState] = [:]

  init(before: LifecycleModel) {
    lifecycle = before.lifecycle
    app = before.appState == .notRunning ? nil : before.appState.readable
    for session in before.sessions where session.state != .unattached { scenes[session.id] = session.state }
  }

  /// The state the app reads in `callback`, among `allowed`; then follows what the callback says.
  /// A callback that announces a change made reads the state after it; any other, the state
  /// before (`…WillResignActive` is called while still active).
  mutating func read(in callback: Callback, allowed: AllowedState<AppState>) -> AppState {
    let before = current
    follow(callback)
    let reads = Self.announcesChangeMade.contains(callback.method) ? current : before
    let read = reads.flatMap { allowed.allows($0) ? $0 : nil } ?? allowed.values[0]
    // A launch's callback says the state the app launched in.
    if lifecycle == .app, app == nil { app = read }
    return read
  }

  private static let announcesChangeMade: Set<Callback.Method> = [
    .applicationDidBecomeActive, .applicationDidEnterBackground, .sceneDidBecomeActive, .sceneDidEnterBackground,
    .sceneDidDisconnect,
  ]

  private var current: AppState? {
    guard lifecycle == .scene else { return app }
    if scenes.values.contains(.foregroundActive) { return .active }
    if scenes.values.contains(.foregroundInactive) { return .inactive }
    return .background
  }

  private mutating func follow(_ callback: Callback) {
    switch callback.method {
    case .applicationWillResignActive, .applicationWillEnterForeground: app = .inactive
    case .applicationDidBecomeActive: app = .active
    case .applicationDidEnterBackground: app = .background
    default: break
    }
    guard let scene = callback.scene else { return }
    switch callback.method {
    case .sceneWillConnect, .sceneDidEnterBackground: scenes[scene] = .background
    case .sceneWillEnterForeground, .sceneWillResignActive: scenes[scene] = .foregroundInactive
    case .sceneDidBecomeActive: scenes[scene] = .foregroundActive
    case .sceneDidDisconnect: scenes[scene] = nil
    default: break
    }
  }
}
