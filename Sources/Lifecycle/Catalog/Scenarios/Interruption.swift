extension Scenario {
  /// System overlays, calls, the app switcher and the lock: the app loses focus, and gets it back
  /// or goes to the background.
  static let interruption: [Scenario] = interruptionOverlays + interruptionSwitcherAndLock

  /// Alerts, calls, Control Center and Notification Center over an active app.
  static let interruptionOverlays: [Scenario] = [
    Scenario(
      id: "interruption.alert.app", family: .interruption, lifecycle: .app,
      title: "A system alert over the app",
      narrative: """
        A system alert appears over the active app, then the user dismisses it. The app resigns \
        active and stays in the foreground, inactive, while the alert is up; when it goes, the app \
        becomes active again. There is no background or foreground callback: the app never left \
        the screen.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .overlayAppears(.alert, .app, because: Source.panelResigns),
        .overlayGoes(.app, because: Source.panelReactivates),
      ]),

    Scenario(
      id: "interruption.alert.scene", family: .interruption, lifecycle: .scene,
      title: "A system alert over the app",
      narrative: """
        A system alert appears over the active scene, then the user dismisses it. `main` resigns \
        active and stays in the foreground, inactive; when the alert goes it becomes active again, \
        without `sceneWillEnterForeground(_:)`. The `UIApplication` notifications follow the scene: \
        will resign active, then did become active.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .overlayAppears(.alert, .scene, because: Source.panelResigns),
        .overlayGoes(.scene, because: Source.panelReactivates),
      ]),

    Scenario(
      id: "interruption.call-ignored.app", family: .interruption, lifecycle: .app,
      title: "An incoming call the user declines",
      narrative: """
        A call comes in over the active app and the user declines it. The full-screen call UI \
        makes the app inactive; declining it makes the app active again. Like an alert, the call \
        never sends the app to the background.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .overlayAppears(.call, .app, because: Source.panelResigns),
        .overlayGoes(.app, because: Source.callIgnored),
      ]),

    Scenario(
      id: "interruption.call-ignored.scene", family: .interruption, lifecycle: .scene,
      title: "An incoming call the user declines",
      narrative: """
        A call comes in over the active scene and the user declines it. `main` resigns active while \
        the call UI is up and becomes active again when it goes; it never enters the background, \
        so there is no `sceneDidEnterBackground(_:)` or `sceneWillEnterForeground(_:)`.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .overlayAppears(.call, .scene, because: Source.panelResigns),
        .overlayGoes(.scene, because: Source.callIgnored),
      ]),

    Scenario(
      id: "interruption.call-accepted.app", family: .interruption, lifecycle: .app,
      title: "An incoming call the user answers",
      narrative: """
        A call comes in over the active app and the user answers it. The app had already resigned \
        active when the call appeared; answering takes the screen, so the app enters the \
        background. It does not become active in between, and nothing brings it back when the call \
        ends: the user has to return to it.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .overlayAppears(.call, .app, because: Source.panelResigns),
        Step(.acceptCall, Transition.enterBackground(.app, because: Source.callAccepted),
             then: Transition.states(.background, .app)),
      ]),

    Scenario(
      id: "interruption.call-accepted.scene", family: .interruption, lifecycle: .scene,
      title: "An incoming call the user answers",
      narrative: """
        A call comes in over the active scene and the user answers it. `main` resigned active when \
        the call appeared; answering sends it to the background, and with it the app's aggregate \
        state, so `UIApplication` posts did enter background. The scene is not disconnected.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .overlayAppears(.call, .scene, because: Source.panelResigns),
        Step(.acceptCall, Transition.enterBackground(.scene, because: Source.callAccepted),
             then: Transition.states(.background, .scene)),
      ]),

    Scenario(
      id: "interruption.control-center.app", family: .interruption, lifecycle: .app,
      title: "Control Center pulled down and dismissed",
      narrative: """
        The user pulls Control Center over the active app, then dismisses it. Control Center is an \
        overlay: the app loses focus and resigns active, but stays on screen, so it does not enter \
        the background. Dismissing the overlay makes it active again.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .overlayAppears(.controlCenter, .app, because: Source.overlayResigns),
        .overlayGoes(.app, because: Source.overlayResigns),
      ]),

    Scenario(
      id: "interruption.control-center.scene", family: .interruption, lifecycle: .scene,
      title: "Control Center pulled down and dismissed",
      narrative: """
        The user pulls Control Center over the active scene, then dismisses it. `main` resigns \
        active and stays in the foreground under the overlay; dismissing it makes the scene active \
        again. No background or foreground callback is delivered.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .overlayAppears(.controlCenter, .scene, because: Source.overlayResigns),
        .overlayGoes(.scene, because: Source.overlayResigns),
      ]),

    Scenario(
      id: "interruption.notification-center.app", family: .interruption, lifecycle: .app,
      title: "Notification Center pulled down and dismissed",
      narrative: """
        The user pulls Notification Center over the active app, then dismisses it. Devices \
        disagree: the app may only resign active; since iOS 11 it may flip inactive, active and \
        inactive again as the sheet comes down; pulled fully down it may enter the background. \
        Dismissing the sheet makes the app active again, through the foreground if it had left it.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .notificationCenterAppears(.app),
        .notificationCenterGoes(.app),
      ]),

    Scenario(
      id: "interruption.notification-center.scene", family: .interruption, lifecycle: .scene,
      title: "Notification Center pulled down and dismissed",
      narrative: """
        The user pulls Notification Center over the active scene, then dismisses it. `main` may \
        only resign active; it may flip inactive, active and inactive again; or, with the sheet \
        fully down, it may enter the background. Dismissing the sheet makes it active again, \
        through `sceneWillEnterForeground(_:)` only if it had entered the background.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .notificationCenterAppears(.scene),
        .notificationCenterGoes(.scene),
      ]),
  ]
}

extension Scenario.Step {
  /// A system overlay of `kind` takes focus from the active app: it resigns active and stays on screen.
  static func overlayAppears(_ kind: InterruptionKind, _ lifecycle: LifecycleStyle,
                             because source: Provenance) -> Scenario.Step {
    Scenario.Step(.beginInterruption(kind), Transition.resignActive(lifecycle, because: source),
                  then: Transition.states(.inactive, lifecycle))
  }

  /// The overlay goes and the app, still on screen, becomes active again.
  static func overlayGoes(_ lifecycle: LifecycleStyle, because source: Provenance) -> Scenario.Step {
    Scenario.Step(.endInterruption, Transition.becomeActive(lifecycle, because: source),
                  then: Transition.states(.active, lifecycle))
  }

  /// Notification Center comes down over the active app: three outcomes, as devices differ.
  static func notificationCenterAppears(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    let resign = Transition.resignActive(lifecycle, because: Source.notificationCenterResignOnly)
    let flip = Transition.resignActive(lifecycle, because: Source.notificationCenterFlip)
      + Transition.becomeActive(lifecycle, because: Source.notificationCenterFlip)
      + Transition.resignActive(lifecycle, because: Source.notificationCenterFlip)
    let background = Transition.resignActive(lifecycle, because: Source.notificationCenterBackground)
      + Transition.enterBackground(lifecycle, because: Source.notificationCenterBackground)
    return Scenario.Step(.beginInterruption(.notificationCenter), alternatives: [
      Scenario.Outcome(resign, then: Transition.states(.inactive, lifecycle),
                       because: Source.notificationCenterResignOnly),
      Scenario.Outcome(flip, then: Transition.states(.inactive, lifecycle), because: Source.notificationCenterFlip),
      Scenario.Outcome(background, then: Transition.states(.background, lifecycle),
                       because: Source.notificationCenterBackground),
    ])
  }

  /// Notification Center goes: active again, through the foreground if the app had left it.
  static func notificationCenterGoes(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(.endInterruption, alternatives: [
      Scenario.Outcome(Transition.becomeActive(lifecycle, because: Source.overlayResigns),
                       then: Transition.states(.active, lifecycle), because: Source.overlayResigns),
      Scenario.Outcome(
        Transition.enterForeground(lifecycle, because: Source.notificationCenterBackground)
          + Transition.becomeActive(lifecycle, because: Source.notificationCenterBackground),
        then: Transition.states(.active, lifecycle), because: Source.notificationCenterBackground),
    ])
  }
}
