/// The events of one state change of an app with a single scene, written out by hand for both
/// lifecycles: the app delegate and its notifications, or the scene `main`, its notifications
/// and the `UIApplication` notifications of the app's aggregate state.
///
/// Scenarios compose these: a return from the background is `enterForeground` then
/// `becomeActive`, with a payload between them when there is one.
///
/// ```swift
/// Step(.beginInterruption(.alert), Transition.resignActive(.scene, because: Source.panelResigns),
///      then: Transition.states(.inactive, .scene))
/// ```
enum Transition {
  /// Active to inactive. `source` backs the delegate's events; without it, the method's own page.
  static func resignActive(_ lifecycle: LifecycleStyle, because source: Provenance? = nil) -> [ExpectedEvent] {
    switch lifecycle {
    case .app:
      let source = source ?? Source.appWillResignActive
      return [
        .callback(.applicationWillResignActive, source),
        .notification(.applicationWillResignActive, source),
      ]
    case .scene:
      let source = source ?? Source.sceneWillResignActive
      return [
        .callback(.sceneWillResignActive, "main", source),
        .notification(.sceneWillDeactivate, "main", source),
        .notification(.applicationWillResignActive, Source.aggregateWillResignActive),
      ]
    }
  }

  /// Inactive to active.
  static func becomeActive(_ lifecycle: LifecycleStyle, because source: Provenance? = nil) -> [ExpectedEvent] {
    switch lifecycle {
    case .app:
      let source = source ?? Source.appDidBecomeActive
      return [
        .callback(.applicationDidBecomeActive, source),
        .notification(.applicationDidBecomeActive, source),
      ]
    case .scene:
      let source = source ?? Source.sceneDidBecomeActive
      return [
        .callback(.sceneDidBecomeActive, "main", source),
        .notification(.sceneDidActivate, "main", source),
        .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
      ]
    }
  }

  /// Inactive to the background; a scene may then be asked for its restoration activity.
  static func enterBackground(_ lifecycle: LifecycleStyle, because source: Provenance? = nil) -> [ExpectedEvent] {
    switch lifecycle {
    case .app:
      let source = source ?? Source.appDidEnterBackground
      return [
        .callback(.applicationDidEnterBackground, source),
        .notification(.applicationDidEnterBackground, source),
      ]
    case .scene:
      let source = source ?? Source.sceneDidEnterBackground
      return [
        .callback(.sceneDidEnterBackground, "main", source),
        .notification(.sceneDidEnterBackground, "main", source),
        .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
        .notification(.applicationDidEnterBackground, Source.aggregateDidEnterBackground),
      ]
    }
  }

  /// The background to inactive, on the way to active. App-based, the notification is posted
  /// shortly before the method.
  static func enterForeground(_ lifecycle: LifecycleStyle, because source: Provenance? = nil) -> [ExpectedEvent] {
    switch lifecycle {
    case .app:
      let source = source ?? Source.appWillEnterForeground
      return [
        .notification(.applicationWillEnterForeground, source),
        .callback(.applicationWillEnterForeground, source),
      ]
    case .scene:
      let source = source ?? Source.sceneWillEnterForeground
      return [
        .callback(.sceneWillEnterForeground, "main", source),
        .notification(.sceneWillEnterForeground, "main", source),
        .notification(.applicationWillEnterForeground, Source.aggregateWillEnterForeground),
      ]
    }
  }

  /// The states after a step: the app's, and for a scene-based app the matching state of `main`.
  static func states(_ app: AppState, _ lifecycle: LifecycleStyle) -> StateSnapshot {
    guard lifecycle == .scene else { return .states(app) }
    let main: SceneActivationState =
      switch app {
      case .active: .foregroundActive
      case .inactive: .foregroundInactive
      case .background, .suspended: .background
      case .notRunning: .unattached
      }
    return .states(app, ["main": main])
  }
}
