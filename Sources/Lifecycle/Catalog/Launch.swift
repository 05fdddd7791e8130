extension Scenario {
  /// Cold launches: first launch, a restored session, a URL, into the background.
  static let launch: [Scenario] = [
    Scenario(
      id: "launch.first.app", family: .launch, lifecycle: .app,
      title: "First launch from the Home Screen",
      narrative: """
        The user taps the icon of an app that is not running. UIKit creates the process, tells the \
        app delegate it will and did finish launching, and the app becomes active. There is no \
        `applicationWillEnterForeground(_:)`: the app was never in the background.
        """,
      steps: [
        Step(.tapIcon, [
          .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
          .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
          .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
          .callback(.applicationDidBecomeActive, Source.appDidBecomeActive),
          .notification(.applicationDidBecomeActive, Source.appDidBecomeActive),
        ], then: .states(.active)),
      ]),

    Scenario(
      id: "launch.first.scene", family: .launch, lifecycle: .scene,
      title: "First launch from the Home Screen",
      narrative: """
        The user taps the icon of a scene-based app that has never run. After the two launch \
        callbacks UIKit asks the app delegate for a configuration for the new session `main`, \
        connects its scene, and brings it to the foreground. The app delegate's foreground \
        methods are not called.
        """,
      steps: [
        Step(.tapIcon, [
          .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
          .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
          .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
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
