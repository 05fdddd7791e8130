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
        .overlayGoes(.app),
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
        .overlayGoes(.scene),
      ]),

    Scenario(
      id: "interruption.call-ignored.app", family: .interruption, lifecycle: .app,
      title: "An incoming call the user declines",
      narrative: """
        A call comes in over the active app and the user declines it. The full-screen call UI \
        makes the app inactive; declining it makes the app active again. Like an alert, the call \
        never sends the app to the background. Since iOS 14 the call may instead show as a \
        compact banner that leaves the app active: then nothing at all is delivered, and \
        declining it delivers nothing either.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .callAppears(.app),
        .callDeclined(.app),
      ]),

    Scenario(
      id: "interruption.call-ignored.scene", family: .interruption, lifecycle: .scene,
      title: "An incoming call the user declines",
      narrative: """
        A call comes in over the active scene and the user declines it. `main` resigns active while \
        the call UI is up and becomes active again when it goes; it never enters the background, \
        so there is no `sceneDidEnterBackground(_:)` or `sceneWillEnterForeground(_:)`. A compact \
        call banner (iOS 14 and later) leaves `main` active: nothing is delivered then, or when \
        the call is declined.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .callAppears(.scene),
        .callDeclined(.scene),
      ]),

    Scenario(
      id: "interruption.call-accepted.app", family: .interruption, lifecycle: .app,
      title: "An incoming call the user answers",
      narrative: """
        A call comes in over the active app and the user answers it. The app had already resigned \
        active when the full-screen call appeared; answering takes the screen, so the app enters \
        the background without becoming active in between. If the call showed as a compact \
        banner, the app was still active: answering makes it resign active, then enter the \
        background. What happens when the call ends is outside this scenario.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .callAppears(.app),
        .callAccepted(.app),
      ]),

    Scenario(
      id: "interruption.call-accepted.scene", family: .interruption, lifecycle: .scene,
      title: "An incoming call the user answers",
      narrative: """
        A call comes in over the active scene and the user answers it. `main` resigned active when \
        the full-screen call appeared; answering sends it to the background, and with it the \
        app's aggregate state, so `UIApplication` posts did enter background. Under a compact \
        call banner `main` was still active, so answering makes it resign first. The scene is \
        not disconnected.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .callAppears(.scene),
        .callAccepted(.scene),
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
        .overlayGoes(.app),
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
        .overlayGoes(.scene),
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
  static func overlayAppears(
    _ kind: InterruptionKind, _ lifecycle: LifecycleStyle,
    because source: Provenance
  ) -> Scenario.Step {
    Scenario.Step(
      .beginInterruption(kind), Fragment.resignActive(lifecycle, because: source),
      then: Fragment.states(.inactive, lifecycle))
  }

  /// The overlay goes and the app, still on screen, becomes active again: the callbacks' own
  /// pages are the rows' source, as they are for the model.
  static func overlayGoes(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .endInterruption, Fragment.becomeActive(lifecycle),
      then: Fragment.states(.active, lifecycle))
  }

  /// A call comes in over the active app: the full-screen call UI makes it resign active; a
  /// compact banner leaves it active and delivers nothing.
  static func callAppears(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .beginInterruption(.call),
      alternatives: [
        Scenario.Outcome(
          Fragment.resignActive(lifecycle, because: Source.panelResigns),
          then: Fragment.states(.inactive, lifecycle), because: Source.panelResigns),
        Scenario.Outcome([], then: Fragment.states(.active, lifecycle), because: Source.callBanner),
      ])
  }

  /// The user declines the call: after the full-screen UI the app is active again; after the
  /// banner (second outcome, following the banner of the step before) nothing happens.
  static func callDeclined(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .endInterruption,
      alternatives: [
        Scenario.Outcome(
          Fragment.becomeActive(lifecycle),
          then: Fragment.states(.active, lifecycle), because: Source.callIgnored),
        Scenario.Outcome([], then: Fragment.states(.active, lifecycle), because: Source.callBannerGoes),
      ])
  }

  /// The user answers: the app enters the background, resigning first if a banner had left it
  /// active (second outcome, following the banner).
  static func callAccepted(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .acceptCall,
      alternatives: [
        Scenario.Outcome(
          Fragment.enterBackground(lifecycle, because: Source.callAccepted),
          then: Fragment.states(.background, lifecycle), because: Source.callAccepted),
        Scenario.Outcome(
          Fragment.resignActive(lifecycle, because: Source.callAccepted)
            + Fragment.enterBackground(lifecycle, because: Source.callAccepted),
          then: Fragment.states(.background, lifecycle), because: Source.callBannerAccepted),
      ])
  }

  /// Notification Center comes down over the active app: three outcomes, as devices differ.
  static func notificationCenterAppears(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    let resign = Fragment.resignActive(lifecycle, because: Source.notificationCenterResignOnly)
    // Each alternative starts as the plain resign; only what follows rests on its own source.
    let flip =
      resign + Fragment.becomeActive(lifecycle)
      + Fragment.resignActive(lifecycle, because: Source.notificationCenterFlip)
    let background = resign + Fragment.enterBackground(lifecycle, because: Source.notificationCenterBackground)
    return Scenario.Step(
      .beginInterruption(.notificationCenter),
      alternatives: [
        Scenario.Outcome(
          resign, then: Fragment.states(.inactive, lifecycle),
          because: Source.notificationCenterResignOnly),
        Scenario.Outcome(flip, then: Fragment.states(.inactive, lifecycle), because: Source.notificationCenterFlip),
        Scenario.Outcome(
          background, then: Fragment.states(.background, lifecycle),
          because: Source.notificationCenterBackground),
      ])
  }

  /// Notification Center goes: active again, through the foreground if the app had left it.
  static func notificationCenterGoes(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(
      .endInterruption,
      alternatives: [
        Scenario.Outcome(
          Fragment.becomeActive(lifecycle),
          then: Fragment.states(.active, lifecycle), because: Source.overlayResigns),
        Scenario.Outcome(
          Fragment.enterForeground(lifecycle) + Fragment.becomeActive(lifecycle),
          then: Fragment.states(.active, lifecycle), because: Source.notificationCenterBackground),
      ])
  }
}
