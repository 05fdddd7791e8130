extension Scenario.Step {
  // The steps that set a scenario up (a launch, a home press) recur in many families. Each is
  // written out once here, event by event, so a scenario can start from where its story begins.

  /// The app delegate's launch, common to every cold launch: will and did finish launching.
  static let launching: [ExpectedEvent] = [
    .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
    .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
    .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
  ]

  /// App-based: the app becomes active, at a launch or on its way back.
  static let appBecomesActive: [ExpectedEvent] = [
    .callback(.applicationDidBecomeActive, Source.appDidBecomeActive),
    .notification(.applicationDidBecomeActive, Source.appDidBecomeActive),
  ]

  /// App-based: from the background to the foreground, then active.
  static let appReturns: [ExpectedEvent] = [
    .notification(.applicationWillEnterForeground, Source.appWillEnterForeground),
    .callback(.applicationWillEnterForeground, Source.appWillEnterForeground),
  ] + appBecomesActive

  /// App-based: from active to the background.
  static let appLeaves: [ExpectedEvent] = [
    .callback(.applicationWillResignActive, Source.appWillResignActive),
    .notification(.applicationWillResignActive, Source.appWillResignActive),
    .notification(.applicationDidEnterBackground, Source.appDidEnterBackground),
    .callback(.applicationDidEnterBackground, Source.appDidEnterBackground),
  ]

  /// App-based: the user taps the icon of an app that is not running.
  static let appColdLaunch = Self(.tapIcon, launching + appBecomesActive, then: .states(.active))

  /// App-based: the user goes to the Home Screen from the active app.
  static let appHomePress = Self(.pressHome, appLeaves, then: .states(.background))

  /// Scene-based: `scene` connects, after a configuration if its session is new.
  static func sceneConnects(_ scene: SceneID, configured: Bool,
                            _ source: Provenance = Source.willConnect) -> [ExpectedEvent] {
    (configured ? [.callback(.applicationConfigurationForConnecting, about: [scene], Source.configuration)] : [])
      + [
        .callback(.sceneWillConnect, scene, source),
        .notification(.sceneWillConnect, scene, source),
      ]
  }

  /// Scene-based: the only scene comes to the foreground and becomes active, taking the app's
  /// aggregate state from the background to active. At a launch the app's
  /// `willEnterForegroundNotification` may be missing.
  static func sceneComesForward(_ scene: SceneID, atLaunch: Bool) -> [ExpectedEvent] {
    let appWillEnterForeground = atLaunch
      ? ExpectedEvent.notification(.applicationWillEnterForeground, Source.launchWillEnterForegroundNotification).optional
      : ExpectedEvent.notification(.applicationWillEnterForeground, Source.aggregateWillEnterForeground)
    return [
      .callback(.sceneWillEnterForeground, scene, Source.sceneWillEnterForeground),
      .notification(.sceneWillEnterForeground, scene, Source.sceneWillEnterForeground),
      appWillEnterForeground,
      .callback(.sceneDidBecomeActive, scene, Source.sceneDidBecomeActive),
      .notification(.sceneDidActivate, scene, Source.sceneDidBecomeActive),
      .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
    ]
  }

  /// Scene-based: the only scene resigns active and goes to the background, and the app's
  /// aggregate state with it.
  static func sceneGoesBack(_ scene: SceneID) -> [ExpectedEvent] {
    [
      .callback(.sceneWillResignActive, scene, Source.sceneWillResignActive),
      .notification(.sceneWillDeactivate, scene, Source.sceneWillResignActive),
      .notification(.applicationWillResignActive, Source.aggregateWillResignActive),
      .callback(.sceneDidEnterBackground, scene, Source.sceneDidEnterBackground),
      .notification(.sceneDidEnterBackground, scene, Source.sceneDidEnterBackground),
      .notification(.applicationDidEnterBackground, Source.aggregateDidEnterBackground),
      .callback(.stateRestorationActivity, scene, Source.stateRestoration).optional,
    ]
  }

  /// Scene-based: the user taps the icon of an app that is not running. `restoring`: the saved
  /// session `main` reconnects without a configuration; otherwise `main` is created and configured.
  static func sceneColdLaunch(restoring: Bool = false) -> Self {
    Self(.tapIcon,
         launching + sceneConnects("main", configured: !restoring, restoring ? Source.willConnectRestored : Source.willConnect)
           + sceneComesForward("main", atLaunch: true),
         then: .states(.active, ["main": .foregroundActive]))
  }

  /// Scene-based: the user goes to the Home Screen from the active scene `main`.
  static let sceneHomePress = Self(.pressHome, sceneGoesBack("main"), then: .states(.background, ["main": .background]))

  /// The system suspends the app in the background: no callback at all.
  static func suspended(_ lifecycle: LifecycleStyle) -> Self {
    Self(.suspend, alternatives: [
      Scenario.Outcome([], then: lifecycle == .app ? .states(.suspended) : .states(.suspended, ["main": .background]),
              because: Source.suspend),
    ])
  }

  /// The system ends the suspended app (a purge): no callback at all; a scene's session survives.
  static func purged(_ lifecycle: LifecycleStyle) -> Self {
    Self(.terminate, alternatives: [
      Scenario.Outcome([], then: lifecycle == .app ? .states(.notRunning) : .states(.notRunning, ["main": .unattached]),
              because: Source.suspendedGetsNothing),
    ])
  }
}

extension Scenario.Step {
  /// The first step of most scenarios: the user taps the icon of an app that is not running and
  /// has no saved session. The same events as `launch.first.app` and `launch.first.scene`.
  static func launchFromHomeScreen(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    lifecycle == .app ? appColdLaunch : sceneColdLaunch()
  }

  /// The user goes to the Home Screen from an active app (or its one active scene `main`).
  static func pressHomeFromActive(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    lifecycle == .app ? appHomePress : sceneHomePress
  }
}
