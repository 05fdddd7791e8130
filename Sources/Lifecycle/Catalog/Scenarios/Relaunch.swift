extension Scenario {
  /// Back to an app that ran before: from the background, after suspension, after a purge, after
  /// the system released its scene, after a force quit.
  static let relaunch: [Scenario] =
    [
      Scenario(
        id: "relaunch.from-background.app", family: .relaunch, lifecycle: .app,
        title: "Back from the background",
        narrative: """
          The user leaves an app-based app for the Home Screen and taps its icon again while it \
          still runs in the background. There is no launch: UIKit calls \
          `applicationWillEnterForeground(_:)` and posts `willEnterForegroundNotification` (a trace \
          may show them in either order), and the app then becomes active.
          """,
        steps: [
          .launchFromHomeScreen(.app),
          .pressHomeFromActive(.app),
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
        id: "relaunch.from-background.scene", family: .relaunch, lifecycle: .scene,
        title: "Back from the background",
        narrative: """
          The user leaves a scene-based app for the Home Screen and taps its icon again. The scene \
          is still connected, so there is no `scene(_:willConnectTo:options:)` and no \
          configuration: it enters the foreground and becomes active. The app's aggregate state \
          moves from background to foreground, so `willEnterForegroundNotification` is required \
          here, unlike at a launch.
          """,
        steps: [
          .launchFromHomeScreen(.scene),
          .pressHomeFromActive(.scene),
          Step(
            .tapIcon,
            [
              .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.applicationWillEnterForeground, Source.aggregateWillEnterForeground),
              .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
              .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
              .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
            ], then: .states(.active, ["main": .foregroundActive])),
        ]),

      Scenario(
        id: "relaunch.after-suspension.app", family: .relaunch, lifecycle: .app,
        title: "Back after suspension",
        narrative: """
          The app-based app goes to the background and the system suspends it, silently. When the \
          user taps the icon, the process resumes exactly as from the background: \
          `applicationWillEnterForeground(_:)`, then `applicationDidBecomeActive(_:)`. Nothing \
          announces the end of the suspension itself.
          """,
        steps: [
          .launchFromHomeScreen(.app),
          .pressHomeFromActive(.app),
          .suspended(.app),
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
        id: "relaunch.after-suspension.scene", family: .relaunch, lifecycle: .scene,
        title: "Back after suspension",
        narrative: """
          The scene-based app goes to the background and is suspended without a callback. A \
          suspended process keeps its scenes connected, so tapping the icon brings `main` back \
          with `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`: no reconnection, no \
          configuration, no launch.
          """,
        steps: [
          .launchFromHomeScreen(.scene),
          .pressHomeFromActive(.scene),
          .suspended(.scene),
          Step(
            .tapIcon,
            [
              .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.applicationWillEnterForeground, Source.aggregateWillEnterForeground),
              .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
              .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
              .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
            ], then: .states(.active, ["main": .foregroundActive])),
        ]),

      Scenario(
        id: "relaunch.after-purge.app", family: .relaunch, lifecycle: .app,
        title: "Relaunch after the system purged the app",
        narrative: """
          The app-based app is suspended in the background, and the system ends it to reclaim \
          memory; a suspended app is told nothing. The next tap on the icon is a full cold launch: \
          will and did finish launching, then active, and no `applicationWillEnterForeground(_:)`. \
          An app that opted in to state restoration gets its preserved state back before \
          `application(_:didFinishLaunchingWithOptions:)`.
          """,
        steps: [
          .launchFromHomeScreen(.app),
          .pressHomeFromActive(.app),
          .suspended(.app),
          .purged(.app),
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
        id: "relaunch.after-purge.scene", family: .relaunch, lifecycle: .scene,
        title: "Relaunch after the system purged the app",
        narrative: """
          The scene-based app is suspended, then purged without a callback. Its session `main` \
          survives the process, so the next tap on the icon is a cold launch that reconnects that \
          session: no configuration, and `scene(_:willConnectTo:options:)` finds the state it saved \
          in the session's `stateRestorationActivity`.
          """,
        steps: [
          .launchFromHomeScreen(.scene),
          .pressHomeFromActive(.scene),
          .suspended(.scene),
          .purged(.scene),
          .launchFromHomeScreen(.scene, restoring: true),
        ]),
    ] + relaunchReconnecting
}
