/// The catalog's one vocabulary: the rows of each state change, for either lifecycle, and the
/// steps that set a scenario up.
///
/// The rule: the step a scenario is about (its step under test) is written out row by row in
/// the scenario, so a reader sees every row where the story is told. Every other step, the setup
/// that brings a scenario to where its story begins (a launch, a Home press, a suspension), uses
/// the fragments and step helpers here, and so do the family helpers that compose a step under
/// test from plain transitions (an alert is `resignActive` then `becomeActive`).
///
/// One listing order per transition, everywhere: the delegate method first and its notification
/// right after; for a scene, then the `UIApplication` notification of the app's aggregate state;
/// last an optional callback that comes with the change (`stateRestorationActivity(for:)` after a
/// scene enters the background). The listing is for the reader: the order a trace must keep is
/// derived from the rules (`Response.order`), not from it. `CatalogListingOrderTests` holds every
/// scenario to this order.
///
/// ```swift
/// Step(.beginInterruption(.alert), Fragment.resignActive(.scene, because: Source.panelResigns),
///      then: Fragment.states(.inactive, .scene))
/// ```
enum Fragment {
  /// The app delegate's launch, common to every cold launch: will and did finish launching.
  static let launching: [ExpectedEvent] = [
    .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
    .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
    .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
  ]

  /// Scene-based: `scene` connects, after a configuration if its session is new.
  static func connect(
    _ scene: SceneID, configured: Bool, because source: Provenance = Source.willConnect
  )
    -> [ExpectedEvent]
  {
    (configured ? [.callback(.applicationConfigurationForConnecting, about: [scene], Source.configuration)] : [])
      + [
        .callback(.sceneWillConnect, scene, source),
        .notification(.sceneWillConnect, scene, source),
      ]
  }

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
        .notification(.applicationDidEnterBackground, Source.aggregateDidEnterBackground),
        .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
      ]
    }
  }

  /// The background (or, `atLaunch`, a new scene) to inactive, on the way to active. At a
  /// scene-based launch the app's `willEnterForegroundNotification` may be missing.
  static func enterForeground(
    _ lifecycle: LifecycleStyle, atLaunch: Bool = false,
    because source: Provenance? = nil
  ) -> [ExpectedEvent] {
    switch lifecycle {
    case .app:
      let source = source ?? Source.appWillEnterForeground
      return [
        .callback(.applicationWillEnterForeground, source),
        .notification(.applicationWillEnterForeground, source),
      ]
    case .scene:
      let source = source ?? Source.sceneWillEnterForeground
      let aggregate =
        atLaunch
        ? ExpectedEvent.notification(.applicationWillEnterForeground, Source.launchWillEnterForegroundNotification)
          .optional
        : ExpectedEvent.notification(.applicationWillEnterForeground, Source.aggregateWillEnterForeground)
      return [
        .callback(.sceneWillEnterForeground, "main", source),
        .notification(.sceneWillEnterForeground, "main", source),
        aggregate,
      ]
    }
  }

  /// A significant time change: the app-delegate method and its notification, unordered.
  static func timeChange(because source: Provenance) -> [ExpectedEvent] {
    [
      .callback(.applicationSignificantTimeChange, source),
      .notification(.applicationSignificantTimeChange, source),
    ]
  }

  /// A Handoff activity for a connected app or scene `main`: its type is announced, then it arrives.
  static func continueActivity(_ lifecycle: LifecycleStyle) -> [ExpectedEvent] {
    switch lifecycle {
    case .app:
      [
        .callback(.applicationWillContinueUserActivity, Source.willContinueActivity),
        .callback(.applicationContinueUserActivity, Source.continueActivity),
      ]
    case .scene:
      [
        .callback(.sceneWillContinueUserActivity, "main", Source.sceneWillContinueActivity),
        .callback(.sceneContinueUserActivity, "main", Source.sceneContinueActivity),
      ]
    }
  }

  /// Protected data going away at a lock: only for apps that use data protection.
  static let protectedDataGoes: [ExpectedEvent] = [
    .callback(.applicationProtectedDataWillBecomeUnavailable, Source.protectedDataLocked).optional,
    .notification(.applicationProtectedDataWillBecomeUnavailable, Source.protectedDataLocked).optional,
  ]

  /// Protected data available again at an unlock: only for apps that use data protection.
  static let protectedDataReturns: [ExpectedEvent] = [
    .callback(.applicationProtectedDataDidBecomeAvailable, Source.protectedDataUnlocked).optional,
    .notification(.applicationProtectedDataDidBecomeAvailable, Source.protectedDataUnlocked).optional,
  ]

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

extension Scenario.Step {
  // The setup steps: how a scenario gets to where its story begins.

  /// The user taps the icon of an app that is not running. Scene-based: with no saved session
  /// `main` is created and configured; `restoring`, the saved session `main` reconnects. The
  /// same events as `launch.first.app`, `launch.first.scene` and `launch.restored.scene`.
  static func launchFromHomeScreen(_ lifecycle: LifecycleStyle, restoring: Bool = false) -> Scenario.Step {
    let connection =
      lifecycle == .app
      ? []
      : Fragment.connect(
        "main", configured: !restoring,
        because: restoring ? Source.willConnectRestored : Source.willConnect)
    return Scenario.Step(
      .tapIcon,
      Fragment.launching + connection
        + (lifecycle == .app ? [] : Fragment.enterForeground(.scene, atLaunch: true))
        + Fragment.becomeActive(lifecycle),
      then: Fragment.states(.active, lifecycle))
  }

  /// The user goes to the Home Screen from an active app (or its one active scene `main`).
  static func pressHomeFromActive(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .pressHome, Fragment.resignActive(lifecycle) + Fragment.enterBackground(lifecycle),
      then: Fragment.states(.background, lifecycle))
  }

  /// The system suspends the app in the background: no callback at all.
  static func suspended(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .suspend,
      alternatives: [
        Scenario.Outcome([], then: Fragment.states(.suspended, lifecycle), because: Source.suspend)
      ])
  }

  /// The system ends the suspended app (a purge): no callback at all; a scene's session survives.
  static func purged(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .terminate,
      alternatives: [
        Scenario.Outcome([], then: Fragment.states(.notRunning, lifecycle), because: Source.suspendedGetsNothing)
      ])
  }

  /// The system launches an app that has never run in the background to fetch content. App-based:
  /// `applicationDidEnterBackground(_:)` may follow. Scene-based: no scene connects, or `main` is
  /// configured and connects straight into the background. The step `launch.background.*` is about.
  static func launchedInBackground(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    let launch = [
      Fragment.launching[0],
      .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
      Fragment.launching[2],
    ]
    guard lifecycle == .scene else {
      return Scenario.Step(
        .backgroundLaunch(.fetch),
        launch + [
          .callback(.applicationDidEnterBackground, Source.backgroundLaunchDidEnterBackground).optional,
          .notification(.applicationDidEnterBackground, Source.backgroundLaunchDidEnterBackground).optional,
        ], then: .states(.background))
    }
    return Scenario.Step(
      .backgroundLaunch(.fetch),
      alternatives: [
        Scenario.Outcome(launch, then: .states(.background), because: Source.backgroundLaunchWithoutScene),
        Scenario.Outcome(
          launch + Fragment.connect("main", configured: true, because: Source.backgroundLaunchWithScene)
            + [
              .callback(.sceneDidEnterBackground, "main", Source.backgroundSceneDidEnterBackground).optional,
              .notification(.sceneDidEnterBackground, "main", Source.backgroundSceneDidEnterBackground).optional,
              .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
            ], then: .states(.background, ["main": .background]), because: Source.backgroundLaunchConnectsScene),
      ])
  }
}
