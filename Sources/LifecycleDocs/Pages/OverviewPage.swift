import Lifecycle

/// `overview.md`: the life cycle on one screen, as Apple's own page gives it: the two state
/// diagrams, what to do in each callback, and the other events in one table.
enum OverviewPage {
  static let page = "overview.md"

  /// A moment of the life cycle: when it comes, its callbacks (scene delegate first), what to do.
  struct Moment {
    let when: String
    let callbacks: [String]
    let note: String
  }

  static func render(_ site: SiteCatalog) -> String {
    let blocks = [
      DocsSite.marker,
      localized("# The life cycle on one screen"),
      Markdown.link(localized("Index"), SitePath.index) + " › " + localized("overview"),
      localized(
        "The states an app and its scenes go through, what to do in each callback, and the other events "
          + "UIKit tells an app about, on one page, as Apple's page "
          + "\(Markdown.link(localized("Managing your app's life cycle"), AppleDocumentation.lifeCycle.description)) "
          + "gives them. Each callback links to its reference; each scenario page shows the exact order of one "
          + "situation, with its sources."),
      localized("## States"),
      localized(
        "**Scene-based** (iOS 13 and later, and every app built with the iOS 27 SDK): each scene moves "
          + "through these states, and the app's own state follows its most active scene."),
      LifecycleDiagrams.scene.mermaid,
      localized("**App-based**: the app itself moves through these states."),
      LifecycleDiagrams.appBased.mermaid,
      localized(
        "The numbers are the rows of the tables on the \(Markdown.link(localized("states page"), SitePath.states)), "
          + "which name the callback announcing each change. Neither diagram has a callback for suspension: "
          + "a suspended app runs no code."),
      localized("## What to do in each callback"),
      localized(
        "Where two callbacks are given, the first is the scene delegate's (scene-based) and the second the "
          + "app delegate's (app-based); an app gets one set, never both."),
      table(moments),
      localized("## Other events"),
      table(others),
      localized("## Next"),
      [
        localized(
          "- \(Markdown.link(localized("Which life cycle an app gets"), WhichLifecyclePage.page)): the `Info.plist` "
            + "decides, not the delegates"),
        localized(
          "- \(Markdown.link(localized("Common mistakes"), MistakesPage.page)): what goes wrong when an app "
            + "relies on an order UIKit does not promise"),
        localized(
          "- \(Markdown.link(localized("State diagrams"), SitePath.states)) and the "
            + "\(Markdown.link(localized("callback reference"), SitePath.callbacks)): every change and every "
            + "callback in detail"),
      ].joined(separator: "\n"),
      localized(
        "Sources: Apple's \(Markdown.link(localized("Managing your app's life cycle"), AppleDocumentation.lifeCycle.description)), "
          + "\(Markdown.link(localized("Preparing your UI to run in the foreground"), AppleDocumentation.foregroundPreparation.description)) "
          + "and \(Markdown.link(localized("Preparing your UI to run in the background"), AppleDocumentation.backgroundPreparation.description)); "
          + "the advice is our summary of them."),
    ]
    return Markdown.page(blocks)
  }

  private static func table(_ moments: [Moment]) -> String {
    Markdown.table(
      [localized("When"), localized("Callback"), localized("What to do")],
      moments.map { moment in
        [
          localized(key: moment.when),
          moment.callbacks.isEmpty
            ? localized("no callback")
            : moment.callbacks.map { Inline.event($0, from: page) }.joined(separator: " · "),
          localized(key: moment.note),
        ]
      })
  }

  /// The moments every app goes through, in the order a launch, a trip to the background and an
  /// end bring them.
  static let moments = [
    Moment(
      when: "The app launches",
      callbacks: ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)"],
      note: "Set up what the whole app needs (data stores, services) and return quickly: the system times "
        + "a launch. An app-based app also makes its window here; a scene-based app waits for its scene."),
    Moment(
      when: "A scene connects (scene-based)",
      callbacks: ["scene(_:willConnectTo:options:)"],
      note: "Make the scene's window and first view; read a URL, a Handoff activity or a notification "
        + "response from the connection options."),
    Moment(
      when: "Back on screen",
      callbacks: ["sceneWillEnterForeground(_:)", "applicationWillEnterForeground(_:)"],
      note: "Undo what entering the background did: reload data that may have changed, restart timers. An "
        + "app-based app does not get it at a launch."),
    Moment(
      when: "Active: the user can use it",
      callbacks: ["sceneDidBecomeActive(_:)", "applicationDidBecomeActive(_:)"],
      note: "Start or resume what needs the user: animations, video, a game loop."),
    Moment(
      when: "About to lose focus",
      callbacks: ["sceneWillResignActive(_:)", "applicationWillResignActive(_:)"],
      note: "Pause animations, video and timers. An alert, a call or the app switcher may only cover the "
        + "app: the background need not follow."),
    Moment(
      when: "Off screen",
      callbacks: ["sceneDidEnterBackground(_:)", "applicationDidEnterBackground(_:)"],
      note: "Save data, release shared resources such as the camera, and hide sensitive content before the "
        + "system takes the snapshot the app switcher shows. The app may be suspended soon after: this is "
        + "its last callback before."),
    Moment(
      when: "Suspended",
      callbacks: [],
      note: "No code runs. For time to finish work, call `beginBackgroundTask(expirationHandler:)` when "
        + "entering the background."),
    Moment(
      when: "A scene is released",
      callbacks: ["sceneDidDisconnect(_:)"],
      note: "Release what the scene holds. Its session stays and may connect again: save what restores it "
        + "in `stateRestorationActivity(for:)`."),
    Moment(
      when: "The app ends",
      callbacks: ["applicationWillTerminate(_:)"],
      note: "Only an app still running hears it; a suspended app is ended without a word. Save earlier, "
        + "not here."),
  ]

  /// The events outside the states' cycle.
  static let others = [
    Moment(
      when: "Memory runs low",
      callbacks: ["applicationDidReceiveMemoryWarning(_:)"],
      note: "Release caches and whatever can be rebuilt, or the system may end the app."),
    Moment(
      when: "Midnight, a time zone or a clock change",
      callbacks: ["applicationSignificantTimeChange(_:)"],
      note: "Refresh what shows the date. A change while the app is suspended comes when it runs again."),
    Moment(
      when: "Protected files lock and unlock",
      callbacks: [
        "applicationProtectedDataWillBecomeUnavailable(_:)", "applicationProtectedDataDidBecomeAvailable(_:)",
      ],
      note: "Stop reading protected files when the device locks; resume when it unlocks."),
    Moment(
      when: "A URL to open",
      callbacks: ["scene(_:openURLContexts:)", "application(_:open:options:)"],
      note: "Show what the URL names. A scene connecting for it finds the URL in its connection options "
        + "instead."),
    Moment(
      when: "A Handoff activity",
      callbacks: ["scene(_:continue:)", "application(_:continue:restorationHandler:)"],
      note: "Restore the state the activity carries."),
    Moment(
      when: "The user closes a window for good",
      callbacks: ["application(_:didDiscardSceneSessions:)"],
      note: "Delete what was saved for those sessions."),
    Moment(
      when: "Background time runs out",
      callbacks: ["expirationHandler(_:)"],
      note: "End the background task at once, or the system ends the app."),
  ]
}
