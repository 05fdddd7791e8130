extension Scenario {
  /// The process ends without a word (Conformance/SPEC.md#termination-without-a-word): a crash,
  /// a device restart, a kill for holding a shared resource. One scenario per cause, each ending
  /// with the next launch, which differs by what the end left behind.
  static let silentEnd: [Scenario] = [
    Scenario(
      id: "suspension.crash-foreground.app", family: .suspension, lifecycle: .app,
      title: "A crash in the foreground, and the next launch",
      narrative: """
        An active app-based app crashes. A crashed process runs no more code: nothing is \
        delivered, not `applicationWillResignActive(_:)`, not `applicationWillTerminate(_:)`. The \
        next tap on the icon is a cold launch, the same as the first.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .endedWithoutAWord(.crash, .app, because: Source.crashGetsNothing),
        .launchFromHomeScreen(.app),
      ]),

    Scenario(
      id: "suspension.crash-foreground.scene", family: .suspension, lifecycle: .scene,
      title: "A crash in the foreground, and the next launch",
      narrative: """
        An active scene-based app crashes: nothing is delivered, not even \
        `sceneWillResignActive(_:)` or `sceneDidDisconnect(_:)`. The session `main` is not \
        discarded, so the next launch reconnects it with its saved state and asks for no \
        configuration.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .endedWithoutAWord(.crash, .scene, because: Source.crashGetsNothing),
        .launchFromHomeScreen(.scene, restoring: true),
      ]),

    Scenario(
      id: "suspension.restart-device.app", family: .suspension, lifecycle: .app,
      title: "A device restart, and the next launch",
      narrative: """
        The device restarts while an app-based app is active. Nothing is delivered, and the \
        device comes back locked. Unlike a lock, the unlock brings nothing back: the process is \
        gone. The next tap on the icon is a cold launch.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .endedWithoutAWord(.restartDevice, .app, because: Source.restartGetsNothing),
        Step(
          .unlockDevice,
          alternatives: [
            Outcome([], then: .states(.notRunning), because: Source.unlockAfterRestart)
          ]),
        .launchFromHomeScreen(.app),
      ]),

    Scenario(
      id: "suspension.restart-device.scene", family: .suspension, lifecycle: .scene,
      title: "A device restart, and the next launch",
      narrative: """
        The device restarts while a scene-based app is active: nothing is delivered and the \
        device comes back locked; unlocking it brings nothing back. The session `main` survives \
        the restart (a scene is destroyed on a restart only if it asked to be, iOS 26), so the \
        next launch reconnects it without asking for a configuration.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .endedWithoutAWord(.restartDevice, .scene, because: Source.restartGetsNothing),
        Step(
          .unlockDevice,
          alternatives: [
            Outcome([], then: .states(.notRunning, ["main": .unattached]), because: Source.unlockAfterRestart)
          ]),
        .launchFromHomeScreen(.scene, restoring: true),
      ]),

    Scenario(
      id: "suspension.shared-resource-kill.app", family: .suspension, lifecycle: .app,
      title: "Killed for holding a shared resource, and the next launch",
      narrative: """
        An app-based app goes to the background still holding the camera and is suspended; a \
        significant time change arrives and is queued. The system kills the app for the \
        resource: nothing is delivered, and the queued time change is lost with the process. The \
        next launch is a cold launch with no `applicationSignificantTimeChange(_:)`.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .pressHomeFromActive(.app),
        .suspended(.app),
        .timeChangeQueued(.app),
        .endedWithoutAWord(.killForSharedResource, .app, because: Source.sharedResourceKill),
        .launchFromHomeScreen(.app),
      ]),

    Scenario(
      id: "suspension.shared-resource-kill.scene", family: .suspension, lifecycle: .scene,
      title: "Killed for holding a shared resource, and the next launch",
      narrative: """
        A scene-based app is suspended still holding the camera, with a significant time change \
        queued. The system kills it for the resource: nothing is delivered, the queued change \
        is lost, and the session `main` survives. The next launch reconnects `main` and delivers \
        no `applicationSignificantTimeChange(_:)`.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .pressHomeFromActive(.scene),
        .suspended(.scene),
        .timeChangeQueued(.scene),
        .endedWithoutAWord(.killForSharedResource, .scene, because: Source.sharedResourceKill),
        .launchFromHomeScreen(.scene, restoring: true),
      ]),
  ]
}

extension Scenario.Step {
  /// The process ends without a word: no callback at all; a scene's session survives.
  static func endedWithoutAWord(
    _ stimulus: Stimulus, _ lifecycle: LifecycleStyle,
    because source: Provenance
  ) -> Scenario.Step {
    Scenario.Step(
      stimulus,
      alternatives: [
        Scenario.Outcome([], then: Fragment.states(.notRunning, lifecycle), because: source)
      ])
  }

  /// A significant time change reaches a suspended app: it is queued, nothing is delivered.
  static func timeChangeQueued(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .significantTimeChange,
      alternatives: [
        Scenario.Outcome([], then: Fragment.states(.suspended, lifecycle), because: Source.timeChangeQueued)
      ])
  }
}

extension Source {
  // Termination without a word
  static let crashGetsNothing = Provenance.documented(
    Doc.terminations,
    """
    a crash is one of the terminations that stop the process; the app runs no more code, and it must \
    relaunch the next time it is used
    """)
  static let restartGetsNothing = Provenance.documented(
    Doc.destructionCondition,
    """
    Apple counts rebooting the device among the system disconnections; a scene is destroyed by one only if \
    it asked to be, so its session survives
    """)
  static let unlockAfterRestart = Provenance.documented(
    Doc.terminations, "a terminated app comes back only by a relaunch, the next time the user activates it")
  static let sharedResourceKill = Provenance.documented(
    Doc.exceptionTypes,
    """
    the system terminates an app that holds a shared lock when it is suspended (0xdead10cc), with no \
    callback; the process and what it queued are gone
    """)
}
