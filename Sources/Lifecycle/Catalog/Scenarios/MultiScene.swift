extension Scenario {
  /// Several scenes of one app: Split View, resizing, closing, hiding, reconnecting (iPad), and an
  /// external display's scene.
  static let multiScene: [Scenario] = multiSceneWindows + multiSceneSessions + externalDisplay

  /// Opening, resizing and closing windows, and leaving the app with two of them on screen.
  static let multiSceneWindows: [Scenario] = [
    Scenario(
      id: "multi-scene.open-second.scene", family: .multiScene, lifecycle: .scene,
      title: "Open a second window in Split View",
      narrative: """
        With `main` active, the user drags a second window of the app beside it. A new window is a \
        new session: UIKit asks the app delegate for a configuration for `second`, connects it and \
        brings it to the foreground and active. `main` stays active; it may be told its geometry \
        changed, and while the screen rearranges it may resign and become active again (both \
        callbacks, with their notifications, or neither). The app was already active, so any \
        `UIApplication` notification UIKit posts with the scenes' is optional: Apple's pages do \
        not say whether it posts them when the app's own state does not change.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .openSecondBesideMain,
      ]),

    Scenario(
      id: "multi-scene.resize.scene", family: .multiScene, lifecycle: .scene,
      title: "Drag the Split View divider",
      narrative: """
        Two windows share the screen and the user drags the divider. The resized scene gets exactly \
        one geometry callback: `windowScene(_:didUpdateEffectiveGeometry:)` from iOS 26, \
        `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` before. The scene beside it \
        may be told too, by the same version's callback. Nothing else happens: a resize changes no activation state.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .openSecondBesideMain,
        Step(
          .resizeScene("second"),
          alternatives: [
            Outcome(
              [
                .callback(.windowSceneDidUpdateEffectiveGeometry, "second", Source.effectiveGeometry),
                .callback(.windowSceneDidUpdateEffectiveGeometry, "main", Source.neighbourGeometry).optional,
              ], then: .states(.active, ["main": .foregroundActive, "second": .foregroundActive]),
              because: Source.effectiveGeometry),
            Outcome(
              [
                .callback(.windowSceneDidUpdateCoordinateSpace, "second", Source.coordinateSpace),
                .callback(.windowSceneDidUpdateCoordinateSpace, "main", Source.neighbourGeometry).optional,
              ], then: .states(.active, ["main": .foregroundActive, "second": .foregroundActive]),
              because: Source.coordinateSpace),
          ]),
      ]),

    Scenario(
      id: "multi-scene.close-one.scene", family: .multiScene, lifecycle: .scene,
      title: "Close one of two windows",
      narrative: """
        The user closes `second` for good while `main` stays on screen. `second` resigns active, may \
        skip the background callback, and disconnects; because the app is running, UIKit discards \
        its session at once with `application(_:didDiscardSceneSessions:)` rather than at the next \
        launch. The process lives on for `main`, so there is no `applicationWillTerminate(_:)`. \
        The id is free again: opening `second` afterwards creates a new session, configuration and all.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .openSecondBesideMain,
        Step(
          .closeScene("second"),
          [
            .callback(.sceneWillResignActive, "second", Source.sceneWillResignActive),
            .notification(.sceneWillDeactivate, "second", Source.sceneWillResignActive),
            .notification(.applicationWillResignActive, Source.aggregateResignBesideActive).optional,
            .callback(.sceneDidEnterBackground, "second", Source.closeWithoutBackground).optional,
            .notification(.sceneDidEnterBackground, "second", Source.closeWithoutBackground).optional,
            .callback(.stateRestorationActivity, "second", Source.stateRestoration).optional,
            .callback(.sceneDidDisconnect, "second", Source.closeDisconnects),
            .notification(.sceneDidDisconnect, "second", Source.closeDisconnects),
            .callback(.applicationDidDiscardSceneSessions, about: ["second"], Source.closeDiscards),
            .callback(.windowSceneDidUpdateEffectiveGeometry, "main", Source.neighbourGeometry).optional,
            .callback(.windowSceneDidUpdateCoordinateSpace, "main", Source.neighbourGeometry).optional,
          ], then: .states(.active, ["main": .foregroundActive])),
        .openSecondBesideMain,
      ]),

    Scenario(
      id: "multi-scene.home-both.scene", family: .multiScene, lifecycle: .scene,
      title: "Home press with two windows on screen",
      narrative: """
        Two windows are active and the user goes to the Home Screen. Each scene resigns active and \
        enters the background; the app's aggregate state follows its most active scene, so \
        `UIApplication` posts one did-enter-background for the pair and a will-resign-active when \
        the last scene resigns; a second will-resign-active, for the scene that resigns while the \
        other is still active, may appear (Apple does not say). Tapping the icon brings both \
        windows back, each through the foreground.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .openSecondBesideMain,
        Step(
          .pressHome,
          [
            .callback(.sceneWillResignActive, "main", Source.sceneWillResignActive),
            .notification(.sceneWillDeactivate, "main", Source.sceneWillResignActive),
            .notification(.applicationWillResignActive, Source.aggregateResignBesideActive).optional,
            .callback(.sceneWillResignActive, "second", Source.sceneWillResignActive),
            .notification(.sceneWillDeactivate, "second", Source.sceneWillResignActive),
            .notification(.applicationWillResignActive, Source.aggregateWillResignActive),
            .callback(.sceneDidEnterBackground, "main", Source.sceneDidEnterBackground),
            .notification(.sceneDidEnterBackground, "main", Source.sceneDidEnterBackground),
            .callback(.sceneDidEnterBackground, "second", Source.sceneDidEnterBackground),
            .notification(.sceneDidEnterBackground, "second", Source.sceneDidEnterBackground),
            .notification(.applicationDidEnterBackground, Source.aggregateDidEnterBackground),
            .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
            .callback(.stateRestorationActivity, "second", Source.stateRestoration).optional,
          ], then: .states(.background, ["main": .background, "second": .background])),
        .bothScenesReturn(.tapIcon),
      ]),
  ]
}

extension Scenario.Step {
  /// `second` opens beside an active `main` (Split View): a new session, configured, connected
  /// and brought to the foreground; `main` may get either geometry callback.
  static let openSecondBesideMain = Scenario.Step(
    .openScene("second"),
    [
      .callback(.applicationConfigurationForConnecting, about: ["second"], Source.newWindowConfiguration),
      .callback(.sceneWillConnect, "second", Source.newWindowConnects),
      .notification(.sceneWillConnect, "second", Source.newWindowConnects),
      .callback(.sceneWillEnterForeground, "second", Source.sceneWillEnterForeground),
      .notification(.sceneWillEnterForeground, "second", Source.sceneWillEnterForeground),
      .callback(.sceneDidBecomeActive, "second", Source.sceneDidBecomeActive),
      .notification(.sceneDidActivate, "second", Source.sceneDidBecomeActive),
    ] + besideActiveMain + [
      .callback(.windowSceneDidUpdateEffectiveGeometry, "main", Source.neighbourGeometry).optional,
      .callback(.windowSceneDidUpdateCoordinateSpace, "main", Source.neighbourGeometry).optional,
    ], then: .states(.active, ["main": .foregroundActive, "second": .foregroundActive]))

  /// What may come with a scene that becomes active beside an active `main`: the app's
  /// didBecomeActive notification again, and `main` resigning and becoming active once more
  /// while the screen rearranges (its four events together or not at all, the app's two
  /// notifications of that change only with them).
  static let besideActiveMain: [ExpectedEvent] = [
    .notification(.applicationDidBecomeActive, Source.aggregateBesideActive).optional,
    .callback(.sceneWillResignActive, "main", Source.neighbourPassingResign).optional.inGroup(0),
    .notification(.sceneWillDeactivate, "main", Source.neighbourPassingResign).optional.inGroup(0),
    .notification(.applicationWillResignActive, Source.aggregateResignBesideActive).optional.belonging(to: 0),
    .callback(.sceneDidBecomeActive, "main", Source.neighbourPassingResign).optional.inGroup(0),
    .notification(.sceneDidActivate, "main", Source.neighbourPassingResign).optional.inGroup(0),
    .notification(.applicationDidBecomeActive, Source.aggregateBesideActive).optional.belonging(to: 0),
  ]

  /// `main` and `second`, both connected in the background, come back to the foreground and
  /// become active; the app's aggregate state goes from background to active.
  static func bothScenesReturn(
    _ stimulus: Stimulus,
    extra: [ExpectedEvent] = []
  ) -> Scenario.Step {
    Scenario.Step(
      stimulus,
      [
        .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
        .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
        .callback(.sceneWillEnterForeground, "second", Source.sceneWillEnterForeground),
        .notification(.sceneWillEnterForeground, "second", Source.sceneWillEnterForeground),
        .notification(.applicationWillEnterForeground, Source.aggregateWillEnterForeground),
        .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
        .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
        .callback(.sceneDidBecomeActive, "second", Source.sceneDidBecomeActive),
        .notification(.sceneDidActivate, "second", Source.sceneDidBecomeActive),
        .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
        .notification(.applicationDidBecomeActive, Source.aggregateBesideActive).optional,
      ] + extra, then: .states(.active, ["main": .foregroundActive, "second": .foregroundActive]))
  }
}
