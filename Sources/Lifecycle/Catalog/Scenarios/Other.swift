extension Scenario {
  /// System events and payloads: memory warnings, time changes, URLs and Handoff.
  static let other: [Scenario] = otherSystemEvents + otherPayloads

  /// Memory warnings and significant time changes, which change no state.
  static let otherSystemEvents: [Scenario] = [
    Scenario(
      id: "other.memory-warning.app", family: .other, lifecycle: .app,
      title: "A memory warning, in front and behind",
      narrative: """
        The system warns of memory pressure twice: while the app is active, and again after the \
        user has gone home. Each time the app delegate gets `applicationDidReceiveMemoryWarning(_:)` \
        and UIKit posts the matching notification, in no documented order. A warning changes no \
        state: the app is neither deactivated nor terminated by it.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .memoryWarning(then: Fragment.states(.active, .app)),
        .pressHomeFromActive(.app),
        .memoryWarning(then: Fragment.states(.background, .app)),
      ]),

    Scenario(
      id: "other.memory-warning.scene", family: .other, lifecycle: .scene,
      title: "A memory warning, in front and behind",
      narrative: """
        The system warns of memory pressure while `main` is active, and again once it is in the \
        background. A memory warning is app-wide: the app delegate gets it with its notification, \
        in no documented order, and no scene delegate hears of it. No scene changes state and none \
        is disconnected by the warning itself.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .memoryWarning(then: Fragment.states(.active, .scene)),
        .pressHomeFromActive(.scene),
        .memoryWarning(then: Fragment.states(.background, .scene)),
      ]),

    Scenario(
      id: "other.time-change.app", family: .other, lifecycle: .app,
      title: "Midnight passes while the app is active",
      narrative: """
        A significant time change (midnight, a carrier time update, a daylight-saving change) \
        happens while the app runs. The app delegate gets `applicationSignificantTimeChange(_:)` \
        at once, with its notification; Apple posts the notification first, but the format gives \
        no order between them. The app stays active.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        Step(
          .significantTimeChange, Fragment.timeChange(because: Source.timeChange),
          then: Fragment.states(.active, .app)),
      ]),

    Scenario(
      id: "other.time-change.scene", family: .other, lifecycle: .scene,
      title: "Midnight passes while the app is active",
      narrative: """
        A significant time change happens while `main` is active. It is app-wide even in a \
        scene-based app: the app delegate gets `applicationSignificantTimeChange(_:)` and UIKit \
        posts the notification, in either order; no scene delegate is told and no state changes.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        Step(
          .significantTimeChange, Fragment.timeChange(because: Source.timeChange),
          then: Fragment.states(.active, .scene)),
      ]),

    Scenario(
      id: "other.time-change-queued.app", family: .other, lifecycle: .app,
      title: "Midnight passes while the app is suspended",
      narrative: """
        The app is suspended when a significant time change happens, so nothing is delivered then: \
        UIKit queues it. When the user taps the icon, the change arrives once, somewhere in the \
        step that brings the app back to the foreground, with no order against the foreground \
        callbacks. Had the process ended first, it would be lost.
        """,
      steps: [
        .launchFromHomeScreen(.app),
        .pressHomeFromActive(.app),
        Step(.suspend, [], then: Fragment.states(.suspended, .app)),
        Step(.significantTimeChange, [], then: Fragment.states(.suspended, .app)),
        Step(
          .tapIcon,
          Fragment.enterForeground(.app) + Fragment.becomeActive(.app)
            + Fragment.timeChange(because: Source.timeChangeQueued),
          then: Fragment.states(.active, .app)),
      ]),

    Scenario(
      id: "other.time-change-queued.scene", family: .other, lifecycle: .scene,
      title: "Midnight passes while the app is suspended",
      narrative: """
        The app is suspended, `main` in the background, when a significant time change happens: \
        UIKit queues it and delivers nothing. Tapping the icon brings `main` back to the foreground \
        and active, and the queued change arrives once in that step, through the app delegate and \
        its notification, unordered against the scene's callbacks.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        .pressHomeFromActive(.scene),
        Step(.suspend, [], then: Fragment.states(.suspended, .scene)),
        Step(.significantTimeChange, [], then: Fragment.states(.suspended, .scene)),
        Step(
          .tapIcon,
          Fragment.enterForeground(.scene) + Fragment.becomeActive(.scene)
            + Fragment.timeChange(because: Source.timeChangeQueued),
          then: Fragment.states(.active, .scene)),
      ]),
  ]
}

extension Scenario.Step {
  /// A memory warning: the app-delegate method and its notification, unordered, no state change.
  static func memoryWarning(then states: StateSnapshot) -> Scenario.Step {
    Scenario.Step(
      .memoryWarning,
      [
        .callback(.applicationDidReceiveMemoryWarning, Source.memoryWarning),
        .notification(.applicationDidReceiveMemoryWarning, Source.memoryWarning),
      ], then: states)
  }
}
