extension Scenario {
  /// Suspension, the purge of a suspended app, and waking it in the background.
  static let suspension: [Scenario] =
    [
      Scenario(
        id: "suspension.suspend.app", family: .suspension, lifecycle: .app,
        title: "Suspension in the background",
        narrative: """
          Shortly after an app-based app reaches the background, the system suspends it: the \
          process stays in memory but runs no code. Suspension has no callback and no \
          notification; `applicationDidEnterBackground(_:)` was the app's last chance to prepare.
          """,
        steps: [
          .launchFromHomeScreen(.app),
          .pressHomeFromActive(.app),
          Step(
            .suspend,
            alternatives: [
              Outcome([], then: .states(.suspended), because: Source.suspend)
            ]),
        ]),

      Scenario(
        id: "suspension.suspend.scene", family: .suspension, lifecycle: .scene,
        title: "Suspension in the background",
        narrative: """
          Shortly after the scene-based app's last scene reaches the background, the system \
          suspends its process: it stays in memory but runs no code. Suspension has no callback and \
          no notification; `sceneDidEnterBackground(_:)` was the app's last chance to prepare. \
          Suspension is a state of the process, not of the scene: `main` stays connected, in the \
          background.
          """,
        steps: [
          .launchFromHomeScreen(.scene),
          .pressHomeFromActive(.scene),
          Step(
            .suspend,
            alternatives: [
              Outcome([], then: .states(.suspended, ["main": .background]), because: Source.suspend)
            ]),
        ]),

      Scenario(
        id: "suspension.purge.app", family: .suspension, lifecycle: .app,
        title: "Purge of a suspended app",
        narrative: """
          The system ends a suspended app-based app to reclaim memory. A suspended app runs no \
          code, so it is told nothing: no `applicationWillTerminate(_:)`. Work must be saved when \
          the app enters the background, not when it ends.
          """,
        steps: [
          .launchFromHomeScreen(.app),
          .pressHomeFromActive(.app),
          .suspended(.app),
          Step(
            .terminate,
            alternatives: [
              Outcome([], then: .states(.notRunning), because: Source.suspendedGetsNothing)
            ]),
        ]),

      Scenario(
        id: "suspension.purge.scene", family: .suspension, lifecycle: .scene,
        title: "Purge of a suspended app",
        narrative: """
          The system ends a suspended scene-based app: no `sceneDidDisconnect(_:)`, no \
          `applicationWillTerminate(_:)`, nothing at all. The scene's session outlives the process \
          and stays unattached until the next launch reconnects it.
          """,
        steps: [
          .launchFromHomeScreen(.scene),
          .pressHomeFromActive(.scene),
          .suspended(.scene),
          Step(
            .terminate,
            alternatives: [
              Outcome([], then: .states(.notRunning, ["main": .unattached]), because: Source.suspendedGetsNothing)
            ]),
        ]),

      Scenario(
        id: "suspension.background-wake.app", family: .suspension, lifecycle: .app,
        title: "Woken in the background while suspended",
        narrative: """
          The system resumes a suspended app-based app in the background to fetch content. There \
          is no launch and nothing comes on screen. Apple's background sequence calls \
          `applicationDidEnterBackground(_:)` again on the way; many logs lack the call, so it may \
          appear.
          """,
        steps: [
          .launchFromHomeScreen(.app),
          .pressHomeFromActive(.app),
          .suspended(.app),
          Step(
            .backgroundLaunch(.fetch),
            [
              .callback(.applicationDidEnterBackground, Source.backgroundLaunchDidEnterBackground).optional,
              .notification(.applicationDidEnterBackground, Source.backgroundLaunchDidEnterBackground).optional,
            ], then: .states(.background)),
        ]),

      Scenario(
        id: "suspension.background-wake.scene", family: .suspension, lifecycle: .scene,
        title: "Woken in the background while suspended",
        narrative: """
          The system resumes a suspended scene-based app in the background to fetch content. The \
          process runs again, but no lifecycle callback says so: its scene was already in the \
          background and stays there, and the app delegate's background methods are not called \
          once an app adopts scenes.
          """,
        steps: [
          .launchFromHomeScreen(.scene),
          .pressHomeFromActive(.scene),
          .suspended(.scene),
          Step(
            .backgroundLaunch(.fetch),
            alternatives: [
              Outcome([], then: .states(.background, ["main": .background]), because: Source.wakeFromSuspended)
            ]),
        ]),
    ] + termination + silentEnd + backgroundTasks
}
