extension Scenario {
  /// The end of the process: ended by the system while running in the background, or swiped away
  /// by the user from the foreground, the background, or suspension.
  static let termination: [Scenario] = [
    Scenario(
      id: "suspension.terminate-background.app", family: .suspension, lifecycle: .app,
      title: "Termination while running in the background",
      narrative: """
        The system ends an app-based app that is still running in the background, not yet \
        suspended (for an update, or under memory pressure). Unlike a purge, the app is running \
        code, and Apple says `applicationWillTerminate(_:)` \"may be called\" then, with its \
        notification after it; a process killed for memory pressure gets nothing at all, so the \
        pair may be absent (both or neither).
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .pressHomeFromActive(.app),
        Step(
          .terminate,
          [
            .callback(.applicationWillTerminate, Source.willTerminateMay).optional,
            .notification(.applicationWillTerminate, Source.willTerminateNotificationMay).optional,
          ], then: .states(.notRunning)),
      ]),

    Scenario(
      id: "suspension.terminate-background.scene", family: .suspension, lifecycle: .scene,
      title: "Termination while running in the background",
      narrative: """
        The system ends a scene-based app that is still running in the background. As for an \
        app-based app, `applicationWillTerminate(_:)` \"may be called\" (a kill for memory pressure \
        gets nothing). Whether the scene is disconnected first is not documented, so \
        `sceneDidDisconnect(_:)` may come, after the scene may be asked for its restoration \
        activity, and always before the termination. The session survives.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .pressHomeFromActive(.scene),
        Step(
          .terminate,
          [
            .callback(.stateRestorationActivity, "main", Source.stateRestorationBeforeDisconnect).optional,
            .callback(.sceneDidDisconnect, "main", Source.terminationDisconnect).optional,
            .notification(.sceneDidDisconnect, "main", Source.terminationDisconnect).optional,
            .callback(.applicationWillTerminate, Source.willTerminateMay).optional.afterSceneEvents,
            .notification(.applicationWillTerminate, Source.willTerminateNotificationMay).optional.afterSceneEvents,
          ], then: .states(.notRunning, ["main": .unattached])),
      ]),

    Scenario(
      id: "suspension.force-quit.app", family: .suspension, lifecycle: .app,
      title: "Force quit from the foreground",
      narrative: """
        The user opens the app switcher from an active app-based app and swipes its card away. \
        The switcher makes the app resign active; then the process ends. Whether \
        `applicationDidEnterBackground(_:)` and `applicationWillTerminate(_:)` come first is not \
        settled (Apple says the latter is generally not called when the user quits), so both may \
        appear, in that order.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .appForceQuit,
      ]),

    Scenario(
      id: "suspension.force-quit.scene", family: .suspension, lifecycle: .scene,
      title: "Force quit from the foreground",
      narrative: """
        The user swipes an active scene-based app away in the app switcher. Only \
        `sceneWillResignActive(_:)` is certain; devices differ on whether the scene then enters \
        the background, is disconnected, and whether the app hears `applicationWillTerminate(_:)`, \
        which comes after every scene event if it comes. The session is discarded: UIKit reports \
        it now, or, if the process ends first, at the next launch. One logged quick swipe also \
        shows a second, short-lived scene object entering the foreground and the background after \
        the disconnection; a trace names a scene by its session and cannot tell the two apart, so \
        the reference does not allow those calls.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .sceneForceQuit,
      ]),

    Scenario(
      id: "suspension.force-quit-background.app", family: .suspension, lifecycle: .app,
      title: "Force quit from the background",
      narrative: """
        The user swipes away an app-based app that is still running in the background. It is \
        already out of the foreground, so there is no resign or background call; the process \
        ends, with `applicationWillTerminate(_:)` possible but not certain.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .pressHomeFromActive(.app),
        Step(
          .swipeAwayInAppSwitcher,
          [
            .callback(.applicationWillTerminate, Source.appForceQuitTerminate).optional,
            .notification(.applicationWillTerminate, Source.appForceQuitTerminate).optional,
          ], then: .states(.notRunning)),
      ]),

    Scenario(
      id: "suspension.force-quit-background.scene", family: .suspension, lifecycle: .scene,
      title: "Force quit from the background",
      narrative: """
        The user swipes away a scene-based app that is running in the background. The scene is \
        not on screen, so nothing resigns; it may be asked for its state restoration activity and \
        disconnected, its session is discarded now or at the next launch, and \
        `applicationWillTerminate(_:)` may close the step, after every scene event.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .pressHomeFromActive(.scene),
        Step(
          .swipeAwayInAppSwitcher,
          alternatives: [
            Outcome(
              [
                .callback(.stateRestorationActivity, "main", Source.stateRestorationBeforeDisconnect).optional,
                .callback(.sceneDidDisconnect, "main", Source.forceQuitDisconnect).optional,
                .notification(.sceneDidDisconnect, "main", Source.forceQuitDisconnect).optional,
                .callback(.applicationDidDiscardSceneSessions, about: ["main"], Source.forceQuitDiscard),
                .callback(.applicationWillTerminate, Source.forceQuitTerminate).optional.afterSceneEvents,
                .notification(.applicationWillTerminate, Source.forceQuitTerminate).optional.afterSceneEvents,
              ], then: .states(.notRunning), because: Source.forceQuitDiscard),
            Outcome(
              [
                .callback(.stateRestorationActivity, "main", Source.stateRestorationBeforeDisconnect).optional,
                .callback(.sceneDidDisconnect, "main", Source.forceQuitDisconnect).optional,
                .notification(.sceneDidDisconnect, "main", Source.forceQuitDisconnect).optional,
                .callback(.applicationWillTerminate, Source.forceQuitTerminate).optional.afterSceneEvents,
                .notification(.applicationWillTerminate, Source.forceQuitTerminate).optional.afterSceneEvents,
              ], then: .states(.notRunning), because: Source.forceQuitDiscardAtNextLaunch),
          ]),
      ]),

    Scenario(
      id: "suspension.force-quit-suspended.app", family: .suspension, lifecycle: .app,
      title: "Force quit while suspended",
      narrative: """
        The user swipes away an app-based app that the system has suspended. A suspended app runs \
        no code, so the process ends with no callback at all, `applicationWillTerminate(_:)` \
        included.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .pressHomeFromActive(.app),
        .suspended(.app),
        Step(
          .swipeAwayInAppSwitcher,
          alternatives: [
            Outcome([], then: .states(.notRunning), because: Source.suspendedGetsNothing)
          ]),
      ]),

    Scenario(
      id: "suspension.force-quit-suspended.scene", family: .suspension, lifecycle: .scene,
      title: "Force quit while suspended, and the next launch",
      narrative: """
        The user swipes away a suspended scene-based app: the process ends silently, and the \
        discard of its session cannot be reported. The next launch reports it with \
        `application(_:didDiscardSceneSessions:)` after finishing launching, then asks for a \
        configuration for a new `main`, since no session is left to restore.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .pressHomeFromActive(.scene),
        .suspended(.scene),
        Step(
          .swipeAwayInAppSwitcher,
          alternatives: [
            Outcome([], then: .states(.notRunning), because: Source.suspendedGetsNothing)
          ]),
        Step(
          .tapIcon,
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
          ], then: .states(.active, ["main": .foregroundActive])),
      ]),
  ]
}

extension Scenario.Step {
  // The force quit from the foreground, kept as steps because the relaunch family starts from it.

  /// App-based: the user swipes the active app away in the app switcher.
  static let appForceQuit = Self(
    .swipeAwayInAppSwitcher,
    [
      .callback(.applicationWillResignActive, Source.appForceQuitResign),
      .notification(.applicationWillResignActive, Source.appForceQuitResign),
      .callback(.applicationDidEnterBackground, Source.appForceQuitDidEnterBackground).optional,
      .notification(.applicationDidEnterBackground, Source.appForceQuitDidEnterBackground).optional,
      .callback(.applicationWillTerminate, Source.appForceQuitTerminate).optional,
      .notification(.applicationWillTerminate, Source.appForceQuitTerminate).optional,
    ], then: .states(.notRunning))

  /// Scene-based: the user swipes the active app, its only scene `main`, away in the app
  /// switcher. The discard is reported now, or at the next launch.
  static let sceneForceQuit = Self(
    .swipeAwayInAppSwitcher,
    alternatives: [
      Scenario.Outcome(
        sceneForceQuitEvents(discarding: true), then: .states(.notRunning),
        because: Source.forceQuitDiscard),
      Scenario.Outcome(
        sceneForceQuitEvents(discarding: false), then: .states(.notRunning),
        because: Source.forceQuitDiscardAtNextLaunch),
    ])

  private static func sceneForceQuitEvents(discarding: Bool) -> [ExpectedEvent] {
    [
      .callback(.sceneWillResignActive, "main", Source.forceQuitResign),
      .notification(.sceneWillDeactivate, "main", Source.forceQuitResign),
      .notification(.applicationWillResignActive, Source.aggregateWillResignActive),
      .callback(.sceneDidEnterBackground, "main", Source.forceQuitDidEnterBackground).optional,
      .notification(.sceneDidEnterBackground, "main", Source.forceQuitDidEnterBackground).optional,
      .notification(.applicationDidEnterBackground, Source.aggregateDidEnterBackground).optional,
      .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
      .callback(.sceneDidDisconnect, "main", Source.forceQuitDisconnect).optional,
      .notification(.sceneDidDisconnect, "main", Source.forceQuitDisconnect).optional,
    ]
      + (discarding ? [.callback(.applicationDidDiscardSceneSessions, about: ["main"], Source.forceQuitDiscard)] : [])
      + [
        .callback(.applicationWillTerminate, Source.forceQuitTerminate).optional.afterSceneEvents,
        .notification(.applicationWillTerminate, Source.forceQuitTerminate).optional.afterSceneEvents,
      ]
  }
}
