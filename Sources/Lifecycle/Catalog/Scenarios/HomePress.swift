extension Scenario {
  /// Going to the Home Screen from an active app.
  static let homePress: [Scenario] = [
    Scenario(
      id: "home-press.app", family: .homePress, lifecycle: .app,
      title: "Home press from the active app",
      narrative: """
        The user goes to the Home Screen from an active app-based app. The app first resigns \
        active, passing through the inactive state, then enters the background; each method has \
        its notification. The app is not terminated and not yet suspended: suspension comes later, \
        without any callback.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        Step(
          .pressHome,
          [
            .callback(.applicationWillResignActive, Source.appWillResignActive),
            .notification(.applicationWillResignActive, Source.appWillResignActive),
            .callback(.applicationDidEnterBackground, Source.appDidEnterBackground),
            .notification(.applicationDidEnterBackground, Source.appDidEnterBackground),
          ], then: .states(.background)),
      ]),

    Scenario(
      id: "home-press.scene", family: .homePress, lifecycle: .scene,
      title: "Home press from an active scene",
      narrative: """
        The user goes to the Home Screen from a scene-based app. The scene resigns active and \
        enters the background, and since it was the app's only scene, the app's aggregate state \
        follows: UIKit posts the `UIApplication` notifications, but calls none of the app \
        delegate's foreground or background methods. UIKit may then ask for the scene's state \
        restoration activity. The scene stays connected: going home does not disconnect it.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        Step(
          .pressHome,
          [
            .callback(.sceneWillResignActive, "main", Source.sceneWillResignActive),
            .notification(.sceneWillDeactivate, "main", Source.sceneWillResignActive),
            .notification(.applicationWillResignActive, Source.aggregateWillResignActive),
            .callback(.sceneDidEnterBackground, "main", Source.sceneDidEnterBackground),
            .notification(.sceneDidEnterBackground, "main", Source.sceneDidEnterBackground),
            .notification(.applicationDidEnterBackground, Source.aggregateDidEnterBackground),
            .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
          ], then: .states(.background, ["main": .background])),
      ]),
  ]
}
