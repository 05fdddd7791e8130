extension Scenario {
  /// Launches the user does not see: the system starts the app in the background.
  static let launchInBackground: [Scenario] = [
    Scenario(
      id: "launch.background.app", family: .launch, lifecycle: .app,
      title: "Launch in the background",
      narrative: """
        The system launches an app-based app that is not running to fetch new content. The \
        launch callbacks run, but the app never comes on screen: no \
        `applicationDidBecomeActive(_:)`, no `applicationWillEnterForeground(_:)`. Apple's \
        background sequence then calls `applicationDidEnterBackground(_:)`; logs of real devices \
        often lack it, so it may appear.
        """,
      steps: [
        Step(
          .backgroundLaunch(.fetch),
          [
            .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
            .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
            .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
            .callback(.applicationDidEnterBackground, Source.backgroundLaunchDidEnterBackground).optional,
            .notification(.applicationDidEnterBackground, Source.backgroundLaunchDidEnterBackground).optional,
          ], then: .states(.background))
      ]),

    Scenario(
      id: "launch.background.scene", family: .launch, lifecycle: .scene,
      title: "Launch in the background",
      narrative: """
        The system launches a scene-based app that has never run to fetch new content. The app \
        delegate finishes launching; whether a scene connects is not settled: either none does, \
        or a new session `main` is configured and connects straight into the background, with no \
        foreground callbacks. The app's `willEnterForegroundNotification` is not posted: the app \
        did not reach the foreground.
        """,
      steps: [
        Step(
          .backgroundLaunch(.fetch),
          alternatives: [
            Outcome(
              [
                .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
                .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
                .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
              ], then: .states(.background), because: Source.backgroundLaunchWithoutScene),
            Outcome(
              [
                .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
                .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
                .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
                .callback(.applicationConfigurationForConnecting, about: ["main"], Source.configuration),
                .callback(.sceneWillConnect, "main", Source.backgroundLaunchWithScene),
                .notification(.sceneWillConnect, "main", Source.backgroundLaunchWithScene),
                .callback(.sceneDidEnterBackground, "main", Source.backgroundSceneDidEnterBackground).optional,
                .notification(.sceneDidEnterBackground, "main", Source.backgroundSceneDidEnterBackground).optional,
                .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
              ], then: .states(.background, ["main": .background]), because: Source.backgroundLaunchConnectsScene),
          ])
      ]),

    Scenario(
      id: "launch.background-restored.scene", family: .launch, lifecycle: .scene,
      title: "Launch in the background with a saved session",
      narrative: """
        The system launches a scene-based app in the background to fetch content; its session \
        `main` survives from an earlier run. Either no scene connects and `main` stays \
        unattached, or `main` reconnects in the background, without a configuration since the \
        session is not new. No foreground callback and no `UIApplication` state notification \
        besides the launch's.
        """,
      sessions: ["main"],
      steps: [
        Step(
          .backgroundLaunch(.fetch),
          alternatives: [
            Outcome(
              [
                .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
                .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
                .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
              ], then: .states(.background, ["main": .unattached]), because: Source.backgroundLaunchWithoutScene),
            Outcome(
              [
                .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
                .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
                .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
                .callback(.sceneWillConnect, "main", Source.willConnectRestored),
                .notification(.sceneWillConnect, "main", Source.willConnectRestored),
                .callback(.sceneDidEnterBackground, "main", Source.backgroundSceneDidEnterBackground).optional,
                .notification(.sceneDidEnterBackground, "main", Source.backgroundSceneDidEnterBackground).optional,
                .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
              ], then: .states(.background, ["main": .background]), because: Source.backgroundLaunchConnectsScene),
          ])
      ]),

    Scenario(
      id: "launch.background-then-icon.app", family: .launch, lifecycle: .app,
      title: "Opening an app that was launched in the background",
      narrative: """
        The system launches an app-based app in the background, and later the user taps its \
        icon. The process is already running, so there is no second launch: the app comes back \
        from the background like any other, with `applicationWillEnterForeground(_:)` and its \
        notification (in no required order) and then `applicationDidBecomeActive(_:)`.
        """,
      steps: [
        .launchedInBackground(.app),
        Step(
          .tapIcon,
          [
            .callback(.applicationWillEnterForeground, Source.appWillEnterForeground),
            .notification(.applicationWillEnterForeground, Source.appWillEnterForeground),
            .callback(.applicationDidBecomeActive, Source.appDidBecomeActive),
            .notification(.applicationDidBecomeActive, Source.appDidBecomeActive),
          ], then: .states(.active)),
      ]),

    Scenario(
      id: "launch.background-then-icon.scene", family: .launch, lifecycle: .scene,
      title: "Opening an app that was launched in the background",
      narrative: """
        The system launches a scene-based app in the background, then the user taps its icon. \
        If no scene connected in the background, `main` is configured and connects now; if it \
        did, it only comes to the foreground. Either way this is no launch: the app's aggregate \
        state goes from background to foreground, so `willEnterForegroundNotification` is \
        required.
        """,
      steps: [
        .launchedInBackground(.scene),
        Step(
          .tapIcon,
          alternatives: [
            Outcome(
              [
                .callback(.applicationConfigurationForConnecting, about: ["main"], Source.configuration),
                .callback(.sceneWillConnect, "main", Source.willConnect),
                .notification(.sceneWillConnect, "main", Source.willConnect),
                .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
                .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
                .notification(.applicationWillEnterForeground, Source.aggregateWillEnterForeground),
                .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
                .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
                .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
              ], then: .states(.active, ["main": .foregroundActive]), because: Source.backgroundLaunchWithoutScene),
            Outcome(
              [
                .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
                .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
                .notification(.applicationWillEnterForeground, Source.aggregateWillEnterForeground),
                .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
                .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
                .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
              ], then: .states(.active, ["main": .foregroundActive]), because: Source.backgroundLaunchConnectsScene),
          ]),
      ]),
  ]
}
