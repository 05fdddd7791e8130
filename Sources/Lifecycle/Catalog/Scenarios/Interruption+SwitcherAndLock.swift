extension Scenario {
  /// The app switcher, and locking the device with the app in front or behind.
  static let interruptionSwitcherAndLock: [Scenario] = [
    Scenario(
      id: "interruption.switcher-return.app", family: .interruption, lifecycle: .app,
      title: "Open the app switcher and come back",
      narrative: """
        The user opens the app switcher from the active app, then picks the same app again. While \
        the switcher shows, the app is inactive but still in the foreground; picking it makes it \
        active again. It never reaches the background, so there is no \
        `applicationWillEnterForeground(_:)` on the way back.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .switcherOpens(.app),
        Step(
          .returnToApp, Fragment.becomeActive(.app),
          then: Fragment.states(.active, .app)),
      ]),

    Scenario(
      id: "interruption.switcher-return.scene", family: .interruption, lifecycle: .scene,
      title: "Open the app switcher and come back",
      narrative: """
        The user opens the app switcher from the active scene, then picks the app again. `main` \
        resigns active while the switcher shows and becomes active again when picked, without \
        entering the background or the foreground: the scene stayed in the foreground throughout.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .switcherOpens(.scene),
        Step(
          .returnToApp, Fragment.becomeActive(.scene),
          then: Fragment.states(.active, .scene)),
      ]),

    Scenario(
      id: "interruption.switcher-away.app", family: .interruption, lifecycle: .app,
      title: "Open the app switcher and pick another app",
      narrative: """
        The user opens the app switcher from the active app, then picks another app. The app \
        resigned active when the switcher opened; picking another app moves it on to the \
        background. It is not asked to resign a second time, and it is not terminated.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .switcherOpens(.app),
        Step(
          .switchToOtherApp, Fragment.enterBackground(.app),
          then: Fragment.states(.background, .app)),
      ]),

    Scenario(
      id: "interruption.switcher-away.scene", family: .interruption, lifecycle: .scene,
      title: "Open the app switcher and pick another app",
      narrative: """
        The user opens the app switcher from the active scene, then picks another app. `main`, \
        inactive since the switcher opened, enters the background; the app's aggregate state goes \
        with it. The scene stays connected: switching apps does not disconnect it.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .switcherOpens(.scene),
        Step(
          .switchToOtherApp, Fragment.enterBackground(.scene),
          then: Fragment.states(.background, .scene)),
      ]),

    Scenario(
      id: "interruption.lock.app", family: .interruption, lifecycle: .app,
      title: "Lock and unlock the device",
      narrative: """
        The user locks the device while the app is active, then unlocks it. Locking resigns active \
        and sends the app to the background, as a Home press does; an app that uses data protection \
        is also told protected data is going away. The app was frontmost, so unlocking brings it \
        back through the foreground to active.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .deviceLocksOverActiveApp(.app),
        .deviceUnlocksToActiveApp(.app),
      ]),

    Scenario(
      id: "interruption.lock.scene", family: .interruption, lifecycle: .scene,
      title: "Lock and unlock the device",
      narrative: """
        The user locks the device while `main` is active, then unlocks it. `main` resigns active and \
        enters the background, and the app's aggregate state follows; the protected-data callback \
        and notification come only with data protection. The app was frontmost, so unlocking brings \
        `main` back to the foreground and active; the scene is never disconnected.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .deviceLocksOverActiveApp(.scene),
        .deviceUnlocksToActiveApp(.scene),
      ]),

    Scenario(
      id: "interruption.lock-background.app", family: .interruption, lifecycle: .app,
      title: "Lock and unlock while the app is in the background",
      narrative: """
        The app is in the background, not suspended, when the user locks and unlocks the device. \
        Its state does not change: it was not frontmost, so unlocking does not bring it back. At \
        most it hears about protected data, if it uses data protection.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .pressHomeFromActive(.app),
        .deviceLocksBehindApp(.app),
        .deviceUnlocksBehindApp(.app),
      ]),

    Scenario(
      id: "interruption.lock-background.scene", family: .interruption, lifecycle: .scene,
      title: "Lock and unlock while the app is in the background",
      narrative: """
        `main` is in the background, the process running, when the user locks and unlocks the \
        device. No scene callback comes: the app was not frontmost, so unlocking leaves it in the \
        background. Only the app-level protected-data events may arrive, with data protection.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .pressHomeFromActive(.scene),
        .deviceLocksBehindApp(.scene),
        .deviceUnlocksBehindApp(.scene),
      ]),
  ]
}

extension Scenario.Step {
  /// The app switcher opens over the active app, which resigns active and stays in the foreground.
  static func switcherOpens(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .openAppSwitcher, Fragment.resignActive(lifecycle),
      then: Fragment.states(.inactive, lifecycle))
  }

  /// The device locks over the active app: it resigns active and enters the background.
  static func deviceLocksOverActiveApp(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .lockDevice,
      Fragment.resignActive(lifecycle, because: Source.lockBackground)
        + Fragment.enterBackground(lifecycle, because: Source.lockBackground)
        + Fragment.protectedDataGoes,
      then: Fragment.states(.background, lifecycle))
  }

  /// The device unlocks and the app, frontmost when it locked, comes back to active.
  static func deviceUnlocksToActiveApp(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .unlockDevice,
      Fragment.enterForeground(lifecycle)
        + Fragment.becomeActive(lifecycle)
        + Fragment.protectedDataReturns,
      then: Fragment.states(.active, lifecycle))
  }

  /// The device locks while the app runs in the background: only protected data may be announced.
  static func deviceLocksBehindApp(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(.lockDevice, Fragment.protectedDataGoes, then: Fragment.states(.background, lifecycle))
  }

  /// The device unlocks; the app was not frontmost and stays in the background.
  static func deviceUnlocksBehindApp(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(.unlockDevice, Fragment.protectedDataReturns, then: Fragment.states(.background, lifecycle))
  }
}
