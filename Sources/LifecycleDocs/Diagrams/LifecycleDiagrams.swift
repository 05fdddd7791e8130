import Lifecycle

/// The three state machines of the reference: the app-based app, a scene, and the scene-based
/// app's aggregate state.
enum LifecycleDiagrams {
  private typealias T = StateDiagram.Transition
  private typealias M = Callback.Method
  private typealias N = LifecycleNotification.Name

  static let all = [appBased, scene, sceneBasedApp]

  static let appBased = StateDiagram(
    title: "App-based app",
    summary: "`UIApplication.State` of an app without scenes; `notRunning` and `suspended` describe the process. "
      + "The app always passes through `inactive` between the foreground and the background.",
    transitions: [
      T("[*]", "notRunning", [], "before the first launch"),
      T("notRunning", "inactive", [M.applicationWillFinishLaunching.rawValue, M.applicationDidFinishLaunching.rawValue],
        "a launch into the foreground"),
      T("inactive", "active", [M.applicationDidBecomeActive.rawValue],
        "launch done, back from the background, an interruption ends"),
      T("active", "inactive", [M.applicationWillResignActive.rawValue], "leaving, an interruption, the app switcher"),
      T("inactive", "background", [M.applicationDidEnterBackground.rawValue], "the app leaves the screen"),
      T("background", "inactive", [M.applicationWillEnterForeground.rawValue], "the app comes back on screen"),
      T("notRunning", "background",
        [M.applicationWillFinishLaunching.rawValue, M.applicationDidFinishLaunching.rawValue],
        "a launch into the background (`applicationDidEnterBackground(_:)` may follow)"),
      T("background", "suspended", [], "the system suspends the app"),
      T("suspended", "background", [], "the system resumes the app (`applicationDidEnterBackground(_:)` may come)"),
      T("background", "notRunning", [M.applicationWillTerminate.rawValue], "the system ends a running app"),
      T("suspended", "notRunning", [], "the system purges a suspended app"),
    ])

  static let scene = StateDiagram(
    title: "Scene",
    summary: "`UIScene.ActivationState` of one scene session. There is no suspended scene state: suspension "
      + "belongs to the process. `foregroundInactive` is a transit state.",
    transitions: [
      T("[*]", "unattached", [], "a new session, or one saved from an earlier run"),
      T("unattached", "foregroundInactive", [M.sceneWillConnect.rawValue, M.sceneWillEnterForeground.rawValue],
        "the scene connects for the screen (a new session is configured first)"),
      T("unattached", "background", [M.sceneWillConnect.rawValue], "the system connects the scene in the background"),
      T("foregroundInactive", "foregroundActive", [M.sceneDidBecomeActive.rawValue], "the scene gets focus"),
      T("foregroundActive", "foregroundInactive", [M.sceneWillResignActive.rawValue],
        "leaving, an interruption, the app switcher"),
      T("foregroundInactive", "background", [M.sceneDidEnterBackground.rawValue], "the scene leaves the screen"),
      T("background", "foregroundInactive", [M.sceneWillEnterForeground.rawValue], "the scene comes back on screen"),
      T("background", "unattached", [M.sceneDidDisconnect.rawValue],
        "the system releases the scene; its session stays"),
      T("foregroundInactive", "unattached", [M.sceneDidDisconnect.rawValue],
        "a force quit from the app switcher (observed on devices)"),
      T("unattached", "[*]", [M.applicationDidDiscardSceneSessions.rawValue], "the user closed the scene for good"),
    ])

  static let sceneBasedApp = StateDiagram(
    title: "Scene-based app",
    summary: "The app's aggregate state in a scene-based app: the state of its most active scene. The app "
      + "delegate's foreground and background methods are not called; `UIApplication` notifications announce "
      + "the changes.",
    transitions: [
      T("[*]", "notRunning", [], "before the first launch"),
      T("notRunning", "background",
        [M.applicationWillFinishLaunching.rawValue, M.applicationDidFinishLaunching.rawValue],
        "every launch: a scene-based app launches in the background"),
      T("background", "inactive", [N.applicationWillEnterForeground.rawValue], "the first scene comes on screen"),
      T("inactive", "active", [N.applicationDidBecomeActive.rawValue], "a scene becomes active"),
      T("active", "inactive", [N.applicationWillResignActive.rawValue], "the last active scene resigns"),
      T("inactive", "background", [N.applicationDidEnterBackground.rawValue], "no scene is left on screen"),
      T("background", "suspended", [], "the system suspends the app"),
      T("suspended", "background", [], "the system resumes the app"),
      T("background", "notRunning", [M.applicationWillTerminate.rawValue], "the system ends a running app"),
      T("suspended", "notRunning", [], "the system purges a suspended app"),
    ])
}
