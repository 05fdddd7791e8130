extension Scenario {
  /// Cold launches: first launch, a restored session, a URL, a notification, into the background.
  static let launch: [Scenario] =
    [
      Scenario(
        id: "launch.first.app", family: .launch, lifecycle: .app,
        title: "First launch from the Home Screen",
        narrative: """
          The user taps the icon of an app that is not running. UIKit creates the process, tells the \
          app delegate it will and did finish launching, and the app becomes active. There is no \
          `applicationWillEnterForeground(_:)`: the app was never in the background.
          """,
        steps: [
          Step(
            .tapIcon,
            [
              .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
              .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
              .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
              .callback(.applicationDidBecomeActive, Source.appDidBecomeActive),
              .notification(.applicationDidBecomeActive, Source.appDidBecomeActive),
            ], then: .states(.active))
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
          Step(
            .tapIcon,
            [
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
        ]),

      Scenario(
        id: "launch.restored.scene", family: .launch, lifecycle: .scene,
        title: "Launch restoring a saved session",
        narrative: """
          The user taps the icon of a scene-based app whose session `main` survives from an earlier \
          run. UIKit reconnects that session instead of creating one, so it asks for no \
          configuration; `scene(_:willConnectTo:options:)` finds the saved state in the session's \
          `stateRestorationActivity`. The scene still gets `sceneWillEnterForeground(_:)`, as every \
          scene reaching the screen does.
          """,
        sessions: ["main"],
        steps: [
          Step(
            .tapIcon,
            [
              .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
              .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
              .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
              .callback(.sceneWillConnect, "main", Source.willConnectRestored),
              .notification(.sceneWillConnect, "main", Source.willConnectRestored),
              .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.applicationWillEnterForeground, Source.launchWillEnterForegroundNotification).optional,
              .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
              .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
              .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
            ], then: .states(.active, ["main": .foregroundActive]))
        ]),

      Scenario(
        id: "launch.url.app", family: .launch, lifecycle: .app,
        title: "Launch to open a URL",
        narrative: """
          A link opens an app-based app that is not running. The URL is in the launch options, and \
          UIKit also hands it to `application(_:open:options:)` once the app has finished \
          launching, before the app becomes active. (A finish-launching method that returns `false` \
          would refuse the URL; the kit assumes both return `true`, so the URL is always delivered.) \
          No notification announces the URL, and there is no \
          `applicationWillEnterForeground(_:)`: the app was never in the background.
          """,
        steps: [
          Step(
            .openURL(url: "myapp://item/42"),
            [
              .callback(.applicationWillFinishLaunching, Source.willFinishLaunching).carrying(.url),
              .callback(.applicationDidFinishLaunching, Source.didFinishLaunching).carrying(.url),
              .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
              .callback(.applicationOpenURL, Source.openURLAtLaunch),
              .callback(.applicationDidBecomeActive, Source.appDidBecomeActive),
              .notification(.applicationDidBecomeActive, Source.appDidBecomeActive),
            ], then: .states(.active))
        ]),

      Scenario(
        id: "launch.url.scene", family: .launch, lifecycle: .scene,
        title: "Launch to open a URL",
        narrative: """
          A link opens a scene-based app that is not running. The new scene `main` finds the URL in \
          the `urlContexts` of its connection options when it connects; UIKit calls neither \
          `scene(_:openURLContexts:)` nor the app delegate's `application(_:open:options:)` for it. \
          Otherwise the launch is a first launch: a configuration, the connection, the foreground, \
          active.
          """,
        steps: [
          Step(
            .openURL(url: "myapp://item/42"),
            [
              .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
              .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
              .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
              .callback(.applicationConfigurationForConnecting, about: ["main"], Source.configuration),
              .callback(.sceneWillConnect, "main", Source.willConnectWithPayload).carrying(.url),
              .notification(.sceneWillConnect, "main", Source.willConnectWithPayload),
              .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.applicationWillEnterForeground, Source.launchWillEnterForegroundNotification).optional,
              .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
              .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
              .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
            ], then: .states(.active, ["main": .foregroundActive]))
        ]),

      Scenario(
        id: "launch.notification.app", family: .launch, lifecycle: .app,
        title: "Launch from a tapped notification",
        narrative: """
          The user taps a notification of an app-based app that is not running. The launch is the \
          same as from the icon: will and did finish launching, then active. The notification's \
          response reaches the app through the user-notification center's delegate, which is not \
          a lifecycle callback, so no extra event appears here.
          """,
        steps: [
          Step(
            .tapNotification(),
            [
              .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
              .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
              .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
              .callback(.applicationDidBecomeActive, Source.appDidBecomeActive),
              .notification(.applicationDidBecomeActive, Source.appDidBecomeActive),
            ], then: .states(.active))
        ]),

      Scenario(
        id: "launch.notification.scene", family: .launch, lifecycle: .scene,
        title: "Launch from a tapped notification",
        narrative: """
          The user taps a notification of a scene-based app that has never run. The new scene \
          `main` connects with the notification's response in its connection options; otherwise \
          the launch is a first launch, configuration included. No callback of its own announces \
          the notification.
          """,
        steps: [
          Step(
            .tapNotification(),
            [
              .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
              .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
              .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
              .callback(.applicationConfigurationForConnecting, about: ["main"], Source.configuration),
              .callback(.sceneWillConnect, "main", Source.willConnectForNotification),
              .notification(.sceneWillConnect, "main", Source.willConnectForNotification),
              .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
              .notification(.applicationWillEnterForeground, Source.launchWillEnterForegroundNotification).optional,
              .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
              .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
              .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
            ], then: .states(.active, ["main": .foregroundActive]))
        ]),
    ] + launchInBackground
}
