extension Scenario.Step {
  /// The first step of most scenarios: the user taps the icon of an app that is not running and
  /// has no saved session. The same events as `launch.first.app` and `launch.first.scene`.
  static func launchFromHomeScreen(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    switch lifecycle {
    case .app:
      Scenario.Step(.tapIcon, [
        .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
        .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
        .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
        .callback(.applicationDidBecomeActive, Source.appDidBecomeActive),
        .notification(.applicationDidBecomeActive, Source.appDidBecomeActive),
      ], then: .states(.active))
    case .scene:
      Scenario.Step(.tapIcon, [
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
      ], then: .states(.active, ["main": .foregroundActive]))
    }
  }

  /// The user goes to the Home Screen from an active app (or its one active scene `main`).
  static func pressHomeFromActive(_ lifecycle: LifecycleStyle) -> Scenario.Step {
    Scenario.Step(.pressHome, Transition.resignActive(lifecycle) + Transition.enterBackground(lifecycle),
                  then: Transition.states(.background, lifecycle))
  }
}
