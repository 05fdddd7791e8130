extension Scenario {
  /// URLs and Handoff activities delivered to a running app, and Handoff at a launch.
  static let otherPayloads: [Scenario] = [
    Scenario(
      id: "other.open-url.app", family: .other, lifecycle: .app,
      title: "Open a URL in the running app",
      narrative: """
        A URL is opened in the app twice: while it is active, and after the user has gone home. \
        While active, the app delegate just gets `application(_:open:options:)`; there is no \
        notification for it. From the background UIKit first brings the app to the foreground, \
        then delivers the URL, then makes the app active.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        Step(
          .openURL(), [.callback(.applicationOpenURL, Source.openURL)],
          then: Fragment.states(.active, .app)),
        .pressHomeFromActive(.app),
        Step(
          .openURL(),
          Fragment.enterForeground(.app) + [.callback(.applicationOpenURL, Source.openURL)]
            + Fragment.becomeActive(.app),
          then: Fragment.states(.active, .app)),
      ]),

    Scenario(
      id: "other.open-url.scene", family: .other, lifecycle: .scene,
      title: "Open a URL in the running app",
      narrative: """
        A URL is opened while `main` is active, and again after the user has gone home. A \
        connected scene receives it with `scene(_:openURLContexts:)`; the app delegate's \
        `application(_:open:options:)` is not called. From the background the scene first enters \
        the foreground, then receives the URL, then becomes active.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        Step(
          .openURL(), [.callback(.sceneOpenURLContexts, "main", Source.sceneOpenURL)],
          then: Fragment.states(.active, .scene)),
        .pressHomeFromActive(.scene),
        Step(
          .openURL(),
          Fragment.enterForeground(.scene) + [.callback(.sceneOpenURLContexts, "main", Source.sceneOpenURL)]
            + Fragment.becomeActive(.scene),
          then: Fragment.states(.active, .scene)),
      ]),

    Scenario(
      id: "other.handoff.app", family: .other, lifecycle: .app,
      title: "Continue a Handoff activity in the running app",
      narrative: """
        The user continues an activity from another device in the app, first while it is active, \
        then after going home. The app delegate is told the activity's type with \
        `application(_:willContinueUserActivityWithType:)`, then gets the activity with \
        `application(_:continue:restorationHandler:)`. From the background both come after the \
        foreground callback; the activity itself may come before or after \
        `applicationDidBecomeActive(_:)`, because UIKit hands it over only once all its data has \
        arrived.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        Step(.continueUserActivity(), Fragment.continueActivity(.app), then: Fragment.states(.active, .app)),
        .pressHomeFromActive(.app),
        Step(
          .continueUserActivity(),
          Fragment.enterForeground(.app) + Fragment.continueActivity(.app) + Fragment.becomeActive(.app),
          then: Fragment.states(.active, .app)),
      ]),

    Scenario(
      id: "other.handoff.scene", family: .other, lifecycle: .scene,
      title: "Continue a Handoff activity in the running app",
      narrative: """
        The user continues an activity from another device while `main` is active, then again \
        after going home. The connected scene gets `scene(_:willContinueUserActivityWithType:)` \
        then `scene(_:continue:)`; the app delegate's continue methods are not called. From the \
        background the pair comes after `sceneWillEnterForeground(_:)`; `scene(_:continue:)` may \
        come before or after `sceneDidBecomeActive(_:)`, because UIKit calls it only once all of \
        the activity's data has arrived.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        Step(
          .continueUserActivity(), Fragment.continueActivity(.scene),
          then: Fragment.states(.active, .scene)),
        .pressHomeFromActive(.scene),
        Step(
          .continueUserActivity(),
          Fragment.enterForeground(.scene) + Fragment.continueActivity(.scene)
            + Fragment.becomeActive(.scene),
          then: Fragment.states(.active, .scene)),
      ]),

    Scenario(
      id: "other.handoff-launch.app", family: .other, lifecycle: .app,
      title: "Handoff launches the app",
      narrative: """
        The user continues an activity in an app that is not running. UIKit launches it; after \
        `application(_:didFinishLaunchingWithOptions:)` the app delegate gets the type and then \
        the activity, which may come before or after `applicationDidBecomeActive(_:)` (UIKit \
        waits for all of the activity's data). There is no \
        `applicationWillEnterForeground(_:)`: the app was never in the background.
        """,
      steps: [
        Step(
          .continueUserActivity(),
          [
            .callback(.applicationWillFinishLaunching, Source.willFinishLaunching).carrying(.activity),
            .callback(.applicationDidFinishLaunching, Source.didFinishLaunching).carrying(.activity),
            .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
          ] + Fragment.continueActivity(.app) + Fragment.becomeActive(.app),
          then: Fragment.states(.active, .app))
      ]),

    Scenario(
      id: "other.handoff-launch.scene", family: .other, lifecycle: .scene,
      title: "Handoff launches the app",
      narrative: """
        The user continues an activity in a scene-based app that has never run. UIKit launches it, \
        configures and connects `main`; the connection options carry only the activity's type \
        (`handoffUserActivityType`). Once the scene has connected, UIKit hands it the activity \
        itself with `scene(_:willContinueUserActivityWithType:)` and `scene(_:continue:)`, which \
        may come before or after the scene becomes active. The app delegate's continue methods \
        are not called.
        """,
      steps: [
        Step(
          .continueUserActivity(),
          [
            .callback(.applicationWillFinishLaunching, Source.willFinishLaunching),
            .callback(.applicationDidFinishLaunching, Source.didFinishLaunching),
            .notification(.applicationDidFinishLaunching, Source.didFinishLaunchingNotification),
            .callback(.applicationConfigurationForConnecting, about: ["main"], Source.configuration),
            .callback(.sceneWillConnect, "main", Source.activityAtConnection).carrying(.activity),
            .notification(.sceneWillConnect, "main", Source.activityAtConnection),
            .callback(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
            .notification(.sceneWillEnterForeground, "main", Source.sceneWillEnterForeground),
            .notification(.applicationWillEnterForeground, Source.launchWillEnterForegroundNotification).optional,
            .callback(.sceneWillContinueUserActivity, "main", Source.continueAfterConnection),
            .callback(.sceneContinueUserActivity, "main", Source.continueAfterConnection),
            .callback(.sceneDidBecomeActive, "main", Source.sceneDidBecomeActive),
            .notification(.sceneDidActivate, "main", Source.sceneDidBecomeActive),
            .notification(.applicationDidBecomeActive, Source.aggregateDidBecomeActive),
          ], then: .states(.active, ["main": .foregroundActive]))
      ]),
  ]
}
