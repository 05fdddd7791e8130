/// The catalog's citations: each expected row's source, in the catalog's own words.
///
/// Written separately from the model's citations on purpose: the catalog is the reading of
/// Apple's pages a person does by hand, the model the rules; a test checks that they agree.
enum Source {
  typealias Doc = AppleDocumentation

  // Launch
  static let willFinishLaunching = Provenance.documented(
    Doc.willFinishLaunching, "“When the system calls this method, your app is in the inactive state.”")
  static let didFinishLaunching = Provenance.documented(
    Doc.didFinishLaunching, "called as soon as the process is done launching, after state restoration")
  static let didFinishLaunchingNotification = Provenance.documented(
    Doc.didFinishLaunching, "the system posts the notification shortly after the method returns")
  static let configuration = Provenance.documented(
    Doc.configurationForConnecting, "UIKit asks for a configuration shortly before creating a new scene")
  static let willConnect = Provenance.documented(
    Doc.sceneWillConnect, "UIKit connects the scene and posts UIScene.willConnectNotification")
  static let willConnectWithPayload = Provenance.documented(
    Doc.connectionOptions, "a scene that connects for a URL or activity finds it in its connection options")
  static let launchWillEnterForegroundNotification = Provenance.uncertain(
    Doc.willEnterForegroundNotification,
    "iOS 27-era text: posted around launch time for a launch into the foreground; earlier pages did not say so")
  static let discardAtLaunch = Provenance.documented(
    Doc.didDiscardSceneSessions, "“If your app isn’t running, UIKit calls this method the next time your app launches.”")

  // Foreground
  static let appDidBecomeActive = Provenance.documented(
    Doc.applicationDidBecomeActive, "the app is active; UIKit then posts didBecomeActiveNotification")
  static let appWillEnterForeground = Provenance.documented(
    Doc.applicationWillEnterForeground, "back from the background; the notification is posted shortly before the method")
  static let sceneWillEnterForeground = Provenance.documented(
    Doc.sceneWillEnterForeground, "for new scenes and for scenes coming back from the background")
  static let sceneDidBecomeActive = Provenance.documented(
    Doc.sceneDidBecomeActive, "the scene is active; UIKit posts UIScene.didActivateNotification")
  static let aggregateDidBecomeActive = Provenance.documented(
    Doc.sceneDidBecomeActive, "UIKit also posts UIApplication.didBecomeActiveNotification")
  static let aggregateWillEnterForeground = Provenance.documented(
    Doc.willEnterForegroundNotification, "posted when the app’s aggregate state moves from background to foreground")

  // Background
  static let appWillResignActive = Provenance.documented(
    Doc.applicationWillResignActive, "the app is about to become inactive; the notification follows the method")
  static let appDidEnterBackground = Provenance.documented(
    Doc.applicationDidEnterBackground, "the app is in the background; the notification is posted around the same time")
  static let sceneWillResignActive = Provenance.documented(
    Doc.sceneWillResignActive, "the scene is about to stop being active")
  static let sceneDidEnterBackground = Provenance.documented(
    Doc.sceneDidEnterBackground, "the scene is off screen; UIKit snapshots it shortly after")
  static let aggregateWillResignActive = Provenance.documented(
    Doc.applicationWillResignActive, "UIKit posts willResignActiveNotification whether or not the app uses scenes")
  static let aggregateDidEnterBackground = Provenance.documented(
    Doc.applicationState, "the app’s state is its most active scene’s: with no scene on screen it is in the background")
  static let stateRestoration = Provenance.observed(
    Doc.stateRestorationActivity, "asked for the scene’s activity as it goes to the background; may be absent")

  // Termination
  static let willTerminate = Provenance.documented(
    Doc.applicationWillTerminate, "called when an app running in the background, not suspended, is ended")
  static let suspendedGetsNothing = Provenance.documented(
    Doc.applicationWillTerminate, "a suspended app is ended without a call")
  static let sceneDidDisconnect = Provenance.documented(
    Doc.sceneDidDisconnect, "the scene is released; UIKit posts UIScene.didDisconnectNotification")
}
