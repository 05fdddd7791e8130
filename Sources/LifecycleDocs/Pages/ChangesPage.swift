import Lifecycle

/// `changes.md`: what changed for the lifecycle in iOS 13 (scenes), iOS 14 (the SwiftUI app),
/// iOS 26 (app-delegate methods deprecated) and iOS 27 (scenes required); each app-delegate
/// method with its scene-delegate replacement; SwiftUI's `scenePhase` against the scene states.
enum ChangesPage {
  static let page = SitePath.changes

  static let scenePhaseURL = "https://developer.apple.com/documentation/swiftui/scenephase"
  static let delegateAdaptorURL = "https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor"

  /// The scene-delegate method that takes over an app-delegate method in a scene-based app, or
  /// nil when the app delegate keeps it; with a word on what differs.
  static func replacement(_ method: Callback.Method) -> (Callback.Method?, String)? {
    switch method {
    case .applicationDidFinishLaunching:
      (
        .sceneWillConnect,
        "still called; the window and its launch options (URL, activity, notification) move to "
          + "the scene's connection options"
      )
    case .applicationDidBecomeActive: (.sceneDidBecomeActive, "per scene")
    case .applicationWillResignActive: (.sceneWillResignActive, "per scene")
    case .applicationDidEnterBackground: (.sceneDidEnterBackground, "per scene")
    case .applicationWillEnterForeground: (.sceneWillEnterForeground, "per scene; also for a new scene")
    case .applicationOpenURL: (.sceneOpenURLContexts, "a set of URL contexts instead of one URL")
    case .applicationWillContinueUserActivity: (.sceneWillContinueUserActivity, "the scene that will show it")
    case .applicationContinueUserActivity: (.sceneContinueUserActivity, "no restoration handler")
    case .applicationWillTerminate:
      (
        nil,
        "stays on the app delegate: a scene's disconnection ends the scene, not "
          + "the process"
      )
    default: nil
    }
  }

  static func render(_ site: SiteCatalog) -> String {
    let deprecated = Callback.Method.allCases.filter {
      if case .deprecated = CallbackGuide.of($0).status { return true }
      return false
    }
    let doc = { (name: String, url: StaticString) in Markdown.link(name, url.description) }
    return Markdown.page(
      [
        DocsSite.marker,
        localized("# What changed, release by release"),
        Markdown.link(localized("Index"), SitePath.index) + " › " + localized("what changed"),
        localized(
          "The lifecycle an app hears depends on its release and on whether it uses scenes. This page puts the "
            + "changes in order, maps each app-delegate method to the scene-delegate method that replaced it, and "
            + "relates SwiftUI's scene phases to the states on the \(Markdown.link(localized("state diagrams"), SitePath.states)). "
            + "The wording is ours; each row links the Apple page it rests on."),
        localized("## Releases"),
        Markdown.table(
          [localized("Release"), localized("What changed"), "Apple"],
          [
            [
              "iOS 13",
              localized(
                "Scenes: an app with a scene manifest hears foreground and background changes through each "
                  + "scene's delegate; the app delegate keeps launch, scene configuration, discarded sessions and "
                  + "termination."), doc(localized("Managing your app's life cycle"), AppleDocumentation.lifeCycle),
            ],
            [
              "iOS 14",
              localized(
                "The SwiftUI app life cycle: `scenePhase` in the environment, an app delegate through "
                  + "`UIApplicationDelegateAdaptor`."), Markdown.link("ScenePhase", scenePhaseURL),
            ],
            [
              "iOS 26",
              localized(
                "Deprecated: \(Inline.list(deprecated.map { Inline.event($0.rawValue, from: page) })); "
                  + "`windowScene(_:didUpdateEffectiveGeometry:)` replaces the coordinate-space callback."),
              doc("UIApplicationDelegate", AppleDocumentation.applicationDelegate),
            ],
            [
              "iOS 27",
              localized(
                "Apps built with the iOS 27 SDK must adopt scenes or they fail to launch; an app built with "
                  + "an older SDK still launches."), doc("TN3187", AppleDocumentation.sceneMigration),
            ],
            [
              "iOS 27",
              localized(
                "An external display's `windowExternalDisplayNonInteractive` scene connects only for an app "
                  + "that registered a scene accessory for it; before, every scene-based app got one. The catalog allows both "
                  + "(\(LaunchOrder.scenario("multi-scene.external-display.scene", from: SitePath.changes, in: site))); "
                  + "an app-based app uses the older `UIScreen` notifications, which the format "
                  + "leaves out."), doc("UISceneAccessory", AppleDocumentation.sceneAccessory),
            ],
          ]),
      ] + destructionConditions + [
        localized("## From the app delegate to the scene delegate"),
        localized(
          "In a scene-based app UIKit calls the scene-delegate method instead of the app-delegate one. The "
            + "`UIApplication` notifications are posted in both life cycles; in a scene-based app they follow the most "
            + "active scene."),
        Markdown.table(
          [localized("App delegate"), localized("Scene delegate"), localized("What differs")],
          Callback.Method.allCases.compactMap { method in
            guard let (replacement, note) = replacement(method) else { return nil }
            return [
              Inline.event(method.rawValue, from: page),
              replacement.map { Inline.event($0.rawValue, from: page) } ?? localized("none"), localized(key: note),
            ]
          }),
        localized(
          "The rest of the app delegate is the same in both life cycles: "
            + "\(Inline.list([Callback.Method.applicationWillFinishLaunching, .applicationConfigurationForConnecting, .applicationDidDiscardSceneSessions, .applicationDidReceiveMemoryWarning, .applicationSignificantTimeChange].map { Inline.event($0.rawValue, from: page) }))."
        ),
        "## SwiftUI",
        localized(
          "A SwiftUI app is scene-based: each `WindowGroup` window is a `UIScene`. Read in a view, "
            + "\(Markdown.link("`scenePhase`", scenePhaseURL)) is the phase of the view's scene; read in the `App`, it "
            + "sums up all scenes: `active` when any scene is active, `inactive` when none is."),
        Markdown.table(
          ["`ScenePhase`", localized("Scene state"), localized("Announced to a scene delegate by")],
          [
            [
              "`active`", "`foregroundActive`", Inline.event(Callback.Method.sceneDidBecomeActive.rawValue, from: page),
            ],
            [
              "`inactive`", "`foregroundInactive`",
              Inline.event(Callback.Method.sceneWillResignActive.rawValue, from: page) + ", "
                + Inline.event(Callback.Method.sceneWillEnterForeground.rawValue, from: page),
            ],
            [
              "`background`", "`background`",
              Inline.event(Callback.Method.sceneDidEnterBackground.rawValue, from: page),
            ],
            [
              localized("no phase"), "`unattached`",
              Inline.event(Callback.Method.sceneDidDisconnect.rawValue, from: page),
            ],
          ]),
        localized(
          "\(Markdown.link("`UIApplicationDelegateAdaptor`", delegateAdaptorURL)) gives a SwiftUI app an app "
            + "delegate: declare it once, in the `App`, and SwiftUI creates the delegate and calls it. It hears what a "
            + "scene-based app delegate hears (launch, scene configuration, discarded sessions, memory warnings), "
            + "never the foreground and background methods. For scene-delegate callbacks, return a "
            + "`UISceneConfiguration` whose `delegateClass` is your scene delegate from "
            + "\(Inline.event(Callback.Method.applicationConfigurationForConnecting.rawValue, from: page))."),
      ])
  }

  static let destructionConditionsURL =
    "https://developer.apple.com/documentation/uikit/uiscene/destructionconditions-9rfrj"

  /// iOS 26's scene destruction conditions: what Apple documents, and what it would change in the
  /// order, marked uncertain where Apple is silent (issue 17, item 5).
  static var destructionConditions: [String] {
    let condition = AppleDocumentation.destructionCondition.description
    return [
      localized("## Scene destruction conditions (iOS 26)"),
      localized(
        "Since iOS 26 a scene can ask to be destroyed, not only disconnected, through "
          + "\(Markdown.link("`UIScene.destructionConditions`", destructionConditionsURL)). Apple documents two "
          + "\(Markdown.link(localized("conditions"), condition)) and no order of callbacks for either:"),
      Markdown.table(
        [
          localized("Condition"), localized("What Apple says"), localized("What it changes in the order"),
          localized("How sure"),
        ],
        [
          [
            "`userInitiatedDismissal`",
            localized(
              "destroy the scene when the user dismisses it, for example by swiping "
                + "home on iPhone"),
            localized(
              "A Home press no longer only sends the scene to the background: the scene is destroyed, so "
                + "`sceneDidDisconnect(_:)` and a discarded session would follow `sceneDidEnterBackground(_:)`, and the "
                + "next launch would ask for a configuration for a new scene instead of reconnecting the old one."),
            localized("uncertain: Apple gives no order"),
          ],
          [
            "`systemDisconnection`",
            localized(
              "destroy the scene when the system disconnects it, for example when the "
                + "process ends or the device restarts"),
            localized(
              "After a termination, a crash or a restart the session would not survive: the next launch would "
                + "report it discarded, then configure a new scene, as after a force quit while suspended."),
            localized("uncertain: Apple gives no order"),
          ],
        ]),
      localized(
        "The catalog and the model assume a scene with no destruction condition, the state of every app "
          + "written before iOS 26: its session survives a Home press, a termination and a restart "
          + "(\(SitePath.specLink(localized("choice 27"), anchor: "choices-the-model-makes"))). An app that sets "
          + "a condition leaves the catalog until devices show the order; the kit does not pick one for it."),
    ]
  }
}
