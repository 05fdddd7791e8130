extension Scenario {
  /// One scene leaving while another stays, sessions the system releases or saved earlier, and
  /// a lock with two windows on screen.
  static let multiSceneSessions: [Scenario] = [
    Scenario(
      id: "multi-scene.hide-one.scene", family: .multiScene, lifecycle: .scene,
      title: "One window leaves the screen, the other stays active",
      narrative: """
        Two windows are active and `second` leaves the screen while `main` stays. Scenes change \
        state on their own: `second` resigns active and enters the background while `main` keeps \
        its state (it may be told its geometry changed). The app's aggregate state is still active: \
        `UIApplication`'s will-resign-active and did-become-active notifications may appear with \
        `second`'s own (Apple's scene pages say UIKit posts them with the scene's) but are not \
        required, since Apple does not say whether UIKit posts them when the app's state stays.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .openSecondBesideMain,
        .secondLeavesTheScreen,
        Step(
          .showScene("second"),
          [
            .callback(.sceneWillEnterForeground, "second", Source.sceneWillEnterForeground),
            .notification(.sceneWillEnterForeground, "second", Source.sceneWillEnterForeground),
            .callback(.sceneDidBecomeActive, "second", Source.sceneDidBecomeActive),
            .notification(.sceneDidActivate, "second", Source.sceneDidBecomeActive),
          ] + Step.besideActiveMain + [
            .callback(.windowSceneDidUpdateEffectiveGeometry, "main", Source.neighbourGeometry).optional,
            .callback(.windowSceneDidUpdateCoordinateSpace, "main", Source.neighbourGeometry).optional,
          ], then: .states(.active, ["main": .foregroundActive, "second": .foregroundActive])),
      ]),

    Scenario(
      id: "multi-scene.system-disconnect.scene", family: .multiScene, lifecycle: .scene,
      title: "The system releases a background scene",
      narrative: """
        `second` is in the background when the system releases it to reclaim memory. It gets \
        `sceneDidDisconnect(_:)`, after UIKit may ask it for its state restoration activity. \
        Nothing on screen moves, so `main` is told nothing. Its session is kept, so there is no \
        `application(_:didDiscardSceneSessions:)`. When the user shows it again UIKit connects a new \
        scene object to the kept session, without asking for a configuration.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .openSecondBesideMain,
        .secondLeavesTheScreen,
        Step(
          .disconnectScene("second"),
          [
            .callback(.stateRestorationActivity, "second", Source.stateRestorationBeforeDisconnect).optional,
            .callback(.sceneDidDisconnect, "second", Source.systemDisconnect),
            .notification(.sceneDidDisconnect, "second", Source.systemDisconnect),
          ], then: .states(.active, ["main": .foregroundActive, "second": .unattached])),
        .reconnectSecond,
      ]),

    Scenario(
      id: "multi-scene.show-saved.scene", family: .multiScene, lifecycle: .scene,
      title: "Bring back a window saved from an earlier run",
      narrative: """
        Two sessions survive from an earlier run. Tapping the icon reconnects the most recent one, \
        `main`, without asking for a configuration; `second` stays unattached. When the user brings \
        `second` on screen, UIKit reconnects its saved session, again without a configuration: only \
        a new session is configured.
        """,
      sessions: ["main", "second"],
      steps: [
        Step(
          .tapIcon,
          [
            .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
            .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
            .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
            .callback(.sceneWillConnect, "main", Source.reconnectSession),
            .notification(.sceneWillConnect, "main", Source.reconnectSession),
            .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
            .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
            .notification(.applicationWillEnterForeground, Source.launchWillEnterForegroundNotification).optional,
            .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
            .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
            .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
          ], then: .states(.active, ["main": .foregroundActive, "second": .unattached])),
        .reconnectSecond,
      ]),

    Scenario(
      id: "multi-scene.lock-split.scene", family: .multiScene, lifecycle: .scene,
      title: "Lock and unlock with two windows on screen",
      narrative: """
        Two windows are active when the user locks the device. Both scenes resign active and enter \
        the background, and the app's aggregate state goes with them; the protected-data callback \
        and notification come only to apps that use data protection. The app was frontmost, so \
        unlocking brings both windows back to the foreground and active.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .openSecondBesideMain,
        Step(
          .lockDevice,
          [
            .callback(.sceneWillResignActive, "main", Source.lockBackground),
            .notification(.sceneWillDeactivate, "main", Source.lockBackground),
            .notification(.applicationWillResignActive, Source.aggregateResignBesideActive).optional,
            .callback(.sceneWillResignActive, "second", Source.lockBackground),
            .notification(.sceneWillDeactivate, "second", Source.lockBackground),
            .notification(.applicationWillResignActive, Source.aggregateWillResignActive),
            .callback(.sceneDidEnterBackground, "main", Source.lockBackground),
            .notification(.sceneDidEnterBackground, "main", Source.lockBackground),
            .callback(.sceneDidEnterBackground, "second", Source.lockBackground),
            .notification(.sceneDidEnterBackground, "second", Source.lockBackground),
            .notification(.applicationDidEnterBackground, Source.aggregateDidEnterBackground),
            .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
            .callback(.stateRestorationActivity, "second", Source.stateRestoration).optional,
          ] + Fragment.protectedDataGoes, then: .states(.background, ["main": .background, "second": .background])),
        .bothScenesReturn(.unlockDevice, extra: Fragment.protectedDataReturns),
      ]),
  ]
}

extension Scenario.Step {
  /// `second` leaves the screen while `main` stays active.
  static let secondLeavesTheScreen = Scenario.Step(
    .hideScene("second"),
    [
      .callback(.sceneWillResignActive, "second", Source.sceneWillResignActive),
      .notification(.sceneWillDeactivate, "second", Source.sceneWillResignActive),
      .notification(.applicationWillResignActive, Source.aggregateResignBesideActive).optional,
      .callback(.sceneDidEnterBackground, "second", Source.independentScenes),
      .notification(.sceneDidEnterBackground, "second", Source.independentScenes),
      .callback(.stateRestorationActivity, "second", Source.stateRestoration).optional,
      .callback(.windowSceneDidUpdateEffectiveGeometry, "main", Source.neighbourGeometry).optional,
      .callback(.windowSceneDidUpdateCoordinateSpace, "main", Source.neighbourGeometry).optional,
    ], then: .states(.active, ["main": .foregroundActive, "second": .background]))

  /// The unattached session `second` is shown beside an active `main`: reconnected without a
  /// configuration, then brought to the foreground and active.
  static let reconnectSecond = Scenario.Step(
    .showScene("second"),
    [
      .callback(.sceneWillConnect, "second", Source.reconnectSession),
      .notification(.sceneWillConnect, "second", Source.reconnectSession),
      .callback(.sceneWillEnterForeground, "second", Source.sceneWillEnterForeground),
      .notification(.sceneWillEnterForeground, "second", Source.sceneWillEnterForeground),
      .callback(.sceneDidBecomeActive, "second", Source.sceneDidBecomeActive),
      .notification(.sceneDidActivate, "second", Source.sceneDidBecomeActive),
    ] + besideActiveMain + [
      .callback(.windowSceneDidUpdateEffectiveGeometry, "main", Source.neighbourGeometry).optional,
      .callback(.windowSceneDidUpdateCoordinateSpace, "main", Source.neighbourGeometry).optional,
    ], then: .states(.active, ["main": .foregroundActive, "second": .foregroundActive]))
}
