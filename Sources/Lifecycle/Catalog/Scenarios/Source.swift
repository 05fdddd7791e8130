/// The catalog's citations: each expected row's source, in the catalog's own words.
///
/// Written separately from the model's citations on purpose: the catalog is the reading of
/// Apple's pages a person does by hand, the model the rules. A reader still sees one provenance:
/// every row cites the same page, as sure, as the model's event that `lifecycle simulate` and the
/// checker show (CatalogProvenanceTests); only the sentence beside the link is the catalog's own.
enum Source {
  typealias Doc = AppleDocumentation

  // Launch
  static let willFinishLaunching = Provenance.documented(
    Doc.willFinishLaunching,
    "the launch process has begun: the first launch callback; an app with scenes gets no launch options")
  static let didFinishLaunching = Provenance.documented(
    Doc.didFinishLaunching, "called as soon as the process is done launching, after state restoration")
  static let didFinishLaunchingNotification = Provenance.documented(
    Doc.didFinishLaunching, "the system posts the notification shortly after the method returns")
  static let configuration = Provenance.documented(
    Doc.configurationForConnecting, "UIKit asks for a configuration shortly before creating a new scene")
  static let willConnect = Provenance.documented(
    Doc.sceneWillConnect, "UIKit connects the scene and posts UIScene.willConnectNotification")
  static let willConnectWithPayload = Provenance.documented(
    Doc.sceneWillConnect, "a scene that connects for a URL or activity finds it in its connection options")
  static let launchWillEnterForegroundNotification = Provenance.uncertain(
    Doc.willEnterForegroundNotification,
    """
    the page's current revision says an app that launches straight into the foreground gets it around \
    launch time, as the launching scene comes on screen; earlier revisions said nothing of launches, and \
    whether the behaviour or only the text changed is not known
    """)
  static let discardAtLaunch = Provenance.documented(
    Doc.didDiscardSceneSessions,
    "“If your app isn’t running, UIKit calls this method the next time your app launches.”")
  static let openURLAtLaunch = Provenance.documented(
    Doc.openURL, "a launch to open a URL hands it over once the app has finished launching, before it becomes active")
  static let openURLBeforeActive = Provenance.documented(
    Doc.openURL, "the URL is handed over before the app becomes active")
  static let willConnectForNotification = Provenance.documented(
    Doc.sceneWillConnect, "a scene launched by a tapped notification finds the response in its connection options")
  static let willConnectRestored = Provenance.documented(
    Doc.sceneWillConnect,
    """
    “called when your app creates or restores an instance of your user interface”: the reconnected session \
    carries the activity saved before its scene disconnected; no configuration, as the \
    configuration method's page speaks only of creating a new scene (Xcode's template: a new session)
    """)

  // Background launch
  static let backgroundLaunchDidEnterBackground = Provenance.uncertain(
    Doc.backgroundSequence,
    "Apple’s sequence calls applicationDidEnterBackground after a background launch or wake; logs lack it")
  static let backgroundLaunchWithoutScene = Provenance.uncertain(
    Doc.lifeCycle, "reports differ on whether any scene connects when the system launches the app in the background")
  static let backgroundLaunchWithScene = Provenance.documented(
    Doc.sceneWillConnect,
    "“called when your app creates or restores an instance of your user interface”, in the background too")
  static let backgroundLaunchConnectsScene = Provenance.uncertain(
    Doc.lifeCycle,
    """
    the system may launch a scene in the background “to process a location event”; reports differ on \
    whether one connects when the app is launched in the background
    """)
  static let backgroundSceneDidEnterBackground = Provenance.uncertain(
    Doc.lifeCycle,
    """
    a scene connected in the background never was on screen; whether it is told it entered the \
    background is not documented
    """)
  static let wakeFromSuspended = Provenance.documented(
    Doc.backgroundSequence, "a suspended app is resumed in the background for the event; no scene comes on screen")

  // Foreground
  static let appDidBecomeActive = Provenance.documented(
    Doc.applicationDidBecomeActive, "the app is active; UIKit then posts didBecomeActiveNotification")
  static let appWillEnterForeground = Provenance.documented(
    Doc.applicationWillEnterForeground,
    "back from the background; the notification is posted shortly before the method")
  static let sceneWillEnterForeground = Provenance.documented(
    Doc.sceneWillEnterForeground, "for new scenes and for scenes coming back from the background")
  static let sceneDidBecomeActive = Provenance.documented(
    Doc.sceneDidBecomeActive, "the scene is active; UIKit posts UIScene.didActivateNotification")
  static let aggregateDidBecomeActive = Provenance.documented(
    Doc.applicationState,
    "the app’s state is its most active scene’s: once a scene is active, so is the app, and UIKit posts the notification"
  )
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
    Doc.applicationState,
    "the app’s state is its most active scene’s: when no scene is active any more, the app resigns and UIKit posts it")
  static let aggregateDidEnterBackground = Provenance.documented(
    Doc.applicationState,
    "the app’s state is its most active scene’s: with no scene on screen it is in the background")
  static let stateRestoration = Provenance.uncertain(
    Doc.sessionStateRestorationActivity,
    """
    “Before disconnecting a scene, the system asks your delegate” for it; when else UIKit asks is not \
    documented: allowed once, after the scene enters the background and before it disconnects
    """)
  static let suspend = Provenance.documented(
    Doc.backgroundSequence, "Apple’s sequences end with “the app may be suspended” and name no callback for it")
  static let systemDisconnect = Provenance.documented(
    Doc.sceneDidDisconnect,
    "UIKit may release a background scene to reclaim memory; the session is kept, not discarded")
  static let reconnectAfterDisconnect = Provenance.documented(
    Doc.sceneWillConnect,
    """
    “called when your app creates or restores an instance of your user interface”; a kept session needs no \
    configuration (Xcode's template: the configuration is for a new session)
    """)

  // Termination
  static let willTerminate = Provenance.documented(
    Doc.applicationWillTerminate, "called when an app running in the background, not suspended, is ended")
  static let suspendedGetsNothing = Provenance.documented(
    Doc.applicationWillTerminate, "a suspended app is ended without a call")
  static let sceneDidDisconnect = Provenance.documented(
    Doc.sceneDidDisconnect, "the scene is released; UIKit posts UIScene.didDisconnectNotification")
  static let willTerminateNotification = Provenance.documented(
    Doc.applicationWillTerminate, "UIKit posts willTerminateNotification after the method returns")
  static let willTerminateMay = Provenance.documented(
    Doc.applicationWillTerminate,
    "“this method may be called” for an app ended in the background; a kill for memory gets nothing")
  static let willTerminateNotificationMay = Provenance.documented(
    Doc.applicationWillTerminate, "posted with the method, after it returns, when the method is called")
  static let stateRestorationBeforeDisconnect = Provenance.documented(
    Doc.sessionStateRestorationActivity,
    "“Before disconnecting a scene, the system asks your delegate” for its activity; may be absent")
  static let terminationDisconnect = Provenance.uncertain(
    Doc.sceneDidDisconnect,
    "whether UIKit disconnects the scenes of a process it ends in the background is not documented")

  // Force quit
  static let forceQuitResign = Provenance.observed(
    Doc.forceQuitForumLog, "swiping away an app on screen first makes its scene resign active")
  static let forceQuitDidEnterBackground = Provenance.observed(
    Doc.forceQuitForumLog,
    "the forum’s log shows the swiped-away scene resign and disconnect without entering the background; optional")
  static let forceQuitDisconnect = Provenance.observed(
    Doc.forceQuitForumLog, "the forum’s log shows the swiped-away scene disconnected; the process may end first")
  static let forceQuitDiscard = Provenance.documented(
    Doc.didDiscardSceneSessions, "“When the user removes a scene from the app switcher, UIKit calls this method”")
  static let forceQuitDiscardAtNextLaunch = Provenance.uncertain(
    Doc.didDiscardSceneSessions, "when the process ends before the discard is reported, the next launch reports it")
  static let forceQuitTerminate = Provenance.observed(
    Doc.forceQuitForumLog,
    "the forum’s log ends without applicationWillTerminate; if it comes, it comes after every scene event (termination-last)"
  )
  static let appForceQuitResign = Provenance.observed(
    Doc.forceQuitForumLog, "swiping away the app on screen first makes it resign active")
  static let appForceQuitDidEnterBackground = Provenance.observed(
    Doc.forceQuitForumLog,
    "the forum’s report says a swiped-away app without scenes may be told it entered the background; optional")
  static let appForceQuitTerminate = Provenance.observed(
    Doc.forceQuitForumLog,
    """
    the forum’s report shows no applicationWillTerminate, and Apple says it is “generally not called when \
    the user quits the app”; optional
    """)
}
