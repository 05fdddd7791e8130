import Lifecycle

/// The three state machines of the reference: the app-based app, a scene, and the scene-based
/// app's aggregate state.
enum LifecycleDiagrams {
  private typealias T = StateDiagram.Transition
  private typealias M = Callback.Method
  private typealias N = LifecycleNotification

  static let all = [appBased, scene, sceneBasedApp]

  /// How each life cycle launches for the screen, in the words the states page and the
  /// teacher's guide both use, so the two cannot disagree: `UIApplication.applicationState`
  /// says a scene-based app launches in the background (Conformance/SPEC.md lists the
  /// foreground notification at that launch among the optional events).
  static let launchPaths =
    "An app-based app launching for the screen goes from `notRunning` straight to "
    + "`inactive`: it never passes through the background, so its delegate gets no "
    + "`applicationWillEnterForeground(_:)`. A scene-based app is in the background while its launch callbacks "
    + "run; its first scene's `sceneWillEnterForeground(_:)` then brings it to the foreground. The current "
    + "revision of Apple's page says UIKit posts `UIApplication.willEnterForegroundNotification` around then; "
    + "earlier revisions did not, and whether older releases post it is not known, so the reference allows it "
    + "and does not require it."

  static let appBased = StateDiagram(
    title: "App-based app",
    summary: "`UIApplication.State` of an app without scenes; `notRunning` and `suspended` describe the process. "
      + "The app always passes through `inactive` between the foreground and the background.",
    transitions: [
      T("[*]", "notRunning", [], "before the first launch"),
      T(
        "notRunning", "inactive",
        [M.applicationWillFinishLaunching.rawValue, M.applicationDidFinishLaunching.rawValue],
        "a launch into the foreground"),
      T(
        "inactive", "active", [M.applicationDidBecomeActive.rawValue],
        "launch done, back from the background, an interruption ends"),
      T("active", "inactive", [M.applicationWillResignActive.rawValue], "leaving, an interruption, the app switcher"),
      T("inactive", "background", [M.applicationDidEnterBackground.rawValue], "the app leaves the screen"),
      T("background", "inactive", [M.applicationWillEnterForeground.rawValue], "the app comes back on screen"),
      T(
        "notRunning", "background",
        [M.applicationWillFinishLaunching.rawValue, M.applicationDidFinishLaunching.rawValue],
        "a launch into the background (`applicationDidEnterBackground(_:)` may follow)"),
      T("background", "suspended", [], "the system suspends the app"),
      T("suspended", "background", [], "the system resumes the app (`applicationDidEnterBackground(_:)` may come)"),
      T("background", "notRunning", [M.applicationWillTerminate.rawValue], "the system ends a running app"),
      T("suspended", "notRunning", [], "the system purges a suspended app"),
    ])

  static let scene = StateDiagram(
    title: "Scene",
    summary: "`UIScene.ActivationState` of one scene session. `foregroundInactive` is a transit state. The "
      + "diagram has no `suspended`: `UIScene.ActivationState` has no such case, because suspension belongs to "
      + "the process, not to a scene. When the system suspends the app, its scenes stay `background` and their "
      + "delegates hear nothing; when it resumes the app, they are still `background`.",
    transitions: [
      T("[*]", "unattached", [], "a new session, or one saved from an earlier run"),
      T(
        "unattached", "foregroundInactive", [M.sceneWillConnect.rawValue, M.sceneWillEnterForeground.rawValue],
        "the scene connects for the screen (a new session is configured first)"),
      T("unattached", "background", [M.sceneWillConnect.rawValue], "the system connects the scene in the background"),
      T("foregroundInactive", "foregroundActive", [M.sceneDidBecomeActive.rawValue], "the scene gets focus"),
      T(
        "foregroundActive", "foregroundInactive", [M.sceneWillResignActive.rawValue],
        "leaving, an interruption, the app switcher"),
      T("foregroundInactive", "background", [M.sceneDidEnterBackground.rawValue], "the scene leaves the screen"),
      T("background", "foregroundInactive", [M.sceneWillEnterForeground.rawValue], "the scene comes back on screen"),
      T(
        "background", "unattached", [M.sceneDidDisconnect.rawValue],
        "the system releases the scene; its session stays"),
      T(
        "foregroundInactive", "unattached", [M.sceneDidDisconnect.rawValue],
        "a force quit from the app switcher (observed on devices)"),
      T("unattached", "[*]", [M.applicationDidDiscardSceneSessions.rawValue], "the user closed the scene for good"),
    ],
    notes: [("background", "the process may be suspended here, the scene stays background")])

  static let sceneBasedApp = StateDiagram(
    title: "Scene-based app",
    summary: "The app's aggregate state in a scene-based app: the state of its most active scene. The app "
      + "delegate's foreground and background methods are not called; `UIApplication` notifications announce "
      + "the changes. " + launchPaths,
    transitions: [
      T("[*]", "notRunning", [], "before the first launch"),
      T(
        "notRunning", "background",
        [M.applicationWillFinishLaunching.rawValue, M.applicationDidFinishLaunching.rawValue],
        "every launch: a scene-based app launches in the background (`UIApplication.applicationState`)"),
      T(
        "background", "inactive", [N.applicationWillEnterForeground.rawValue],
        "the first scene comes on screen; at a launch the notification is optional (documented only lately)"),
      T("inactive", "active", [N.applicationDidBecomeActive.rawValue], "a scene becomes active"),
      T("active", "inactive", [N.applicationWillResignActive.rawValue], "the last active scene resigns"),
      T("inactive", "background", [N.applicationDidEnterBackground.rawValue], "no scene is left on screen"),
      T("background", "suspended", [], "the system suspends the app"),
      T("suspended", "background", [], "the system resumes the app"),
      T("background", "notRunning", [M.applicationWillTerminate.rawValue], "the system ends a running app"),
      T("suspended", "notRunning", [], "the system purges a suspended app"),
    ])
}
