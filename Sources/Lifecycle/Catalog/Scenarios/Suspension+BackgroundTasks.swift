extension Scenario {
  /// Background tasks and their expiry (Conformance/SPEC.md#background-tasks): an app that ends
  /// its task in time is suspended as usual; one that does not is killed without a word.
  static let backgroundTasks: [Scenario] = [
    Scenario(
      id: "suspension.background-task-ends.app", family: .suspension, lifecycle: .app,
      title: "A background task ended in time",
      narrative: """
        An active app-based app begins a background task, and the user goes home. Shortly before \
        its background time runs out, UIKit calls the task's expiration handler; the app ends the \
        task there, and the system suspends it as usual, with no callback.
        """,
      steps: Step.backgroundTaskSetup(.app) + [
        Step(
          .endBackgroundTask,
          alternatives: [
            Outcome([], then: Fragment.states(.background, .app), because: Source.endBackgroundTask)
          ]),
        .suspended(.app),
      ]),

    Scenario(
      id: "suspension.background-task-ends.scene", family: .suspension, lifecycle: .scene,
      title: "A background task ended in time",
      narrative: """
        A scene-based app begins a background task while `main` is active, and the user goes \
        home. The expiration handler is app-wide, not a scene's: UIKit calls it once for the \
        open task; the app ends the task, and is then suspended as usual.
        """,
      steps: Step.backgroundTaskSetup(.scene) + [
        Step(
          .endBackgroundTask,
          alternatives: [
            Outcome([], then: Fragment.states(.background, .scene), because: Source.endBackgroundTask)
          ]),
        .suspended(.scene),
      ]),

    Scenario(
      id: "suspension.background-time-kill.app", family: .suspension, lifecycle: .app,
      title: "Killed when the background time runs out, and the next launch",
      narrative: """
        An app-based app's expiration handler is called, but the app does not end its task. When \
        the time runs out the system kills it: nothing is delivered, not \
        `applicationWillTerminate(_:)`. The next tap on the icon is a cold launch.
        """,
      steps: Step.backgroundTaskSetup(.app) + [
        .endedWithoutAWord(.backgroundTimeRunsOut, .app, because: Source.backgroundTimeKill),
        .launchFromHomeScreen(.app),
      ]),

    Scenario(
      id: "suspension.background-time-kill.scene", family: .suspension, lifecycle: .scene,
      title: "Killed when the background time runs out, and the next launch",
      narrative: """
        A scene-based app leaves its background task open after the expiration handler. The \
        system kills it when the time runs out, with no `sceneDidDisconnect(_:)` and no \
        `applicationWillTerminate(_:)`; the session `main` survives, and the next launch \
        reconnects it without a configuration.
        """,
      steps: Step.backgroundTaskSetup(.scene) + [
        .endedWithoutAWord(.backgroundTimeRunsOut, .scene, because: Source.backgroundTimeKill),
        .launchFromHomeScreen(.scene, restoring: true),
      ]),
  ]
}

extension Scenario.Step {
  /// Launch, begin a background task, go home, and reach the expiry: the expiration handler is
  /// called once.
  static func backgroundTaskSetup(_ lifecycle: LifecycleStyle) -> [Scenario.Step] {
    [
      .launchFromHomeScreen(lifecycle),
      Scenario.Step(
        .beginBackgroundTask,
        alternatives: [
          Scenario.Outcome([], then: Fragment.states(.active, lifecycle), because: Source.beginBackgroundTask)
        ]),
      .pressHomeFromActive(lifecycle),
      Scenario.Step(
        .backgroundTimeExpires,
        [
          .callback(.expirationHandler, Source.expirationHandler)
        ], then: Fragment.states(.background, lifecycle)),
    ]
  }
}

extension Source {
  // Background tasks
  static let beginBackgroundTask = Provenance.documented(
    Doc.beginBackgroundTask, "the app marks the start of a task that should go on if it enters the background")
  static let expirationHandler = Provenance.documented(
    Doc.beginBackgroundTask, "UIKit calls the handler shortly before the app’s remaining background time reaches 0")
  static let endBackgroundTask = Provenance.documented(
    Doc.beginBackgroundTask, "the app ends the task it began; with none left open it can be suspended as usual")
  static let backgroundTimeKill = Provenance.documented(
    Doc.beginBackgroundTask, "an app that fails to end its task explicitly is terminated; it is told nothing")
}
