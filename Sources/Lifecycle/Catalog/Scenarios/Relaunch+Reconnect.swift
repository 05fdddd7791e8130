extension Scenario {
  /// Back to an app whose scene was released by the system, or that the user swiped away.
  static let relaunchReconnecting: [Scenario] = [
    Scenario(
      id: "relaunch.after-disconnect.scene", family: .relaunch, lifecycle: .scene,
      title: "Back after the system released the scene",
      narrative: """
        The scene-based app is in the background and the system releases its scene to reclaim \
        memory: `sceneDidDisconnect(_:)`, but the session is kept and nothing is discarded. The \
        process still runs, so tapping the icon is no launch; UIKit reconnects the saved session \
        with `scene(_:willConnectTo:options:)` and no configuration, and the scene comes to the \
        foreground.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .pressHomeFromActive(.scene),
        Step(
          .disconnectScene("main"),
          [
            .callback(.stateRestorationActivity, "main", Source.stateRestorationBeforeDisconnect).optional,
            .callback(.sceneDidDisconnect, "main", Source.systemDisconnect),
            .notification(.sceneDidDisconnect, "main", Source.systemDisconnect),
          ], then: .states(.background, ["main": .unattached])),
        Step(
          .tapIcon,
          [
            .callback(.sceneWillConnect, "main", Source.reconnectAfterDisconnect),
            .notification(.sceneWillConnect, "main", Source.reconnectAfterDisconnect),
            .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
            .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
            .notification(.applicationWillEnterForeground, Source.aggregateWillEnterForeground),
            .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
            .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
            .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
          ], then: .states(.active, ["main": .foregroundActive])),
      ]),

    Scenario(
      id: "relaunch.after-force-quit.app", family: .relaunch, lifecycle: .app,
      title: "Relaunch after a force quit",
      narrative: """
        The user swipes the active app-based app away in the app switcher, which ends the \
        process; only `applicationWillResignActive(_:)` is certain on the way out. The next tap \
        on the icon is a full cold launch, with no `applicationWillEnterForeground(_:)`.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .appForceQuit,
        Step(
          .tapIcon,
          [
            .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
            .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
            .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
            .callback(.applicationDidBecomeActive, Source.appDidBecomeActive),
            .notification(.applicationDidBecomeActive, Source.appDidBecomeActive),
          ], then: .states(.active)),
      ]),

    Scenario(
      id: "relaunch.after-force-quit.scene", family: .relaunch, lifecycle: .scene,
      title: "Relaunch after a force quit",
      narrative: """
        The user swipes the active scene-based app away, which discards its session. If the \
        process ended before `application(_:didDiscardSceneSessions:)` reported it, the next \
        launch reports it first. Either way no session is left to restore: the launch asks for \
        a configuration for a new `main`, as a first launch does.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .sceneForceQuit,
        Step(
          .tapIcon,
          alternatives: [
            // The discard was reported before the process ended: a plain first launch.
            Outcome(
              [
                .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
                .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
                .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
                .callback(.applicationConfigurationForConnecting, about: ["main"], Source.configuration),
                .callback(.sceneWillConnect, "main", Source.willConnect),
                .notification(.sceneWillConnect, "main", Source.willConnect),
                .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
                .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
                .notification(.applicationWillEnterForeground, Source.launchWillEnterForegroundNotification).optional,
                .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
                .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
                .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
              ], then: .states(.active, ["main": .foregroundActive]), because: Source.forceQuitDiscard),
            Outcome(
              [
                .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
                .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
                .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
                .callback(.applicationDidDiscardSceneSessions, about: ["main"], Source.discardAtLaunch),
                .callback(.applicationConfigurationForConnecting, about: ["main"], Source.configuration),
                .callback(.sceneWillConnect, "main", Source.willConnect),
                .notification(.sceneWillConnect, "main", Source.willConnect),
                .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
                .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
                .notification(.applicationWillEnterForeground, Source.launchWillEnterForegroundNotification).optional,
                .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
                .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
                .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
              ], then: .states(.active, ["main": .foregroundActive]), because: Source.forceQuitDiscardAtNextLaunch),
          ]),
      ]),
  ]
}
