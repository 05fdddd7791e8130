/// The model's sources: one provenance per fact it relies on.
///
/// The catalog cites the same pages in its own words, row by row; these are the model's. Every
/// catalog row and the model's matching event cite the same page with the same kind
/// (CatalogProvenanceTests), so the site and `lifecycle simulate` never disagree on a source.
enum Cite {
  typealias Doc = AppleDocumentation

  static let willFinishLaunching = Provenance.documented(
    Doc.willFinishLaunching, "the first launch callback, while the app is inactive (or in the background)")
  static let didFinishLaunching = Provenance.documented(
    Doc.didFinishLaunching, "called as soon as the process is done launching; the notification follows shortly after")
  static let becomeActive = Provenance.documented(
    Doc.applicationDidBecomeActive, "the app moves to the active state; UIKit then posts the notification")
  static let resignActive = Provenance.documented(
    Doc.applicationWillResignActive, "the app is about to move from active to inactive")
  static let enterBackground = Provenance.documented(
    Doc.applicationDidEnterBackground, "the app is now in the background")
  static let enterForeground = Provenance.documented(
    Doc.applicationWillEnterForeground,
    "the app is about to leave the background; the notification comes shortly before")
  static let expirationHandler = Provenance.documented(
    Doc.beginBackgroundTask, "the handler is called shortly before the app's remaining background time reaches 0")
  static let willTerminate = Provenance.documented(
    Doc.applicationWillTerminate, "called when an app running in the background (not suspended) is ended")
  static let memoryWarning = Provenance.documented(
    Doc.memoryWarning, "the method and the notification announce memory pressure; their order is not documented")
  static let timeChange = Provenance.documented(
    Doc.significantTimeChange,
    "delivered while running; queued while suspended until the app returns to the foreground")
  static let protectedDataLocked = Provenance.documented(
    Doc.protectedDataWillBecomeUnavailable, "only for apps that use data protection, so it may be absent")
  static let protectedDataUnlocked = Provenance.documented(
    Doc.protectedDataDidBecomeAvailable, "only for apps that use data protection, so it may be absent")
  static let openURL = Provenance.documented(
    Doc.openURL, "the URL comes after launch (or after the move to the foreground), before the app becomes active")
  static let willContinueActivity = Provenance.documented(
    Doc.willContinueUserActivity, "the app is told which activity type is about to continue, before the activity")
  static let continueActivity = Provenance.documented(
    Doc.continueUserActivity, "the app is told the activity's type, then given the activity")
  static let configuration = Provenance.documented(
    Doc.configurationForConnecting, "asked shortly before UIKit creates a scene for a new session")
  static let externalConnect = Provenance.documented(
    Doc.connectedDisplay, "the system provides a window scene for a display the user connects")
  static let externalConnectConfiguration = Provenance.documented(
    Doc.configurationForConnecting, "asked for the new session of the external display's scene")
  static let externalNoScene = Provenance.documented(
    Doc.sceneTransition, "iOS 27: the external display's scene comes only once the app has registered a scene accessory"
  )
  static let externalForeground = Provenance.uncertain(
    Doc.connectedDisplay, "a scene that shows content on the display is in the foreground; Apple lists no order")
  static let externalActive = Provenance.uncertain(
    Doc.externalDisplayActivationLog,
    """
    Apple says a scene entering the foreground is invariably made active next; developers report that an \
    AirPlay display's scene enters the foreground and is never activated
    """)
  static let externalLeaves = Provenance.uncertain(
    Doc.externalDisplayRole, "Apple does not say whether the scene resigns and enters the background before it goes")
  static let externalDisconnect = Provenance.documented(
    Doc.sceneDidDisconnect, "the scene of a removed display is released")
  static let externalDiscard = Provenance.documented(
    Doc.didDiscardSceneSessions, "UIKit discards scenes it can no longer display")
  static let discardAtLaunch = Provenance.documented(
    Doc.didDiscardSceneSessions, "sessions discarded while the app was not running are reported at the next launch")
  static let discard = Provenance.documented(
    Doc.didDiscardSceneSessions, "called when the user removes a scene, before its session is discarded")

  static let sceneWillConnect = Provenance.documented(
    Doc.sceneWillConnect, "the scene is created or reconnected; payloads arrive in its connection options")
  static let sceneDidDisconnect = Provenance.documented(
    Doc.sceneDidDisconnect, "the scene is released; a system disconnection keeps the session")
  static let sceneWillEnterForeground = Provenance.documented(
    Doc.sceneWillEnterForeground, "the scene is about to come on screen, whether new or from the background")
  static let sceneDidBecomeActive = Provenance.documented(
    Doc.sceneDidBecomeActive, "the scene is active; UIKit also posts the scene and app notifications")
  static let sceneWillResignActive = Provenance.documented(
    Doc.sceneWillResignActive, "the scene is about to become inactive (an overlay, or on its way to the background)")
  static let sceneDidEnterBackground = Provenance.documented(
    Doc.sceneDidEnterBackground, "the scene is no longer on screen")
  static let sceneOpenURL = Provenance.documented(
    Doc.sceneOpenURLContexts, "a URL for a scene that is already connected")
  static let sceneWillContinueActivity = Provenance.documented(
    Doc.sceneWillContinueUserActivity, "a connected scene is told the activity's type before the activity arrives")
  static let sceneContinueActivity = Provenance.documented(
    Doc.sceneContinueUserActivity, "a Handoff activity for a scene that is already connected")
  static let stateRestoration = Provenance.uncertain(
    Doc.sessionStateRestorationActivity,
    """
    “Before disconnecting a scene, the system asks your delegate” for it; when else UIKit asks is not \
    documented: allowed once, after the scene enters the background and before it disconnects
    """)
  static let effectiveGeometry = Provenance.documented(
    Doc.didUpdateEffectiveGeometry, "iOS 26 and later: the scene's geometry changed")
  static let coordinateSpace = Provenance.documented(
    Doc.didUpdateCoordinateSpace, "iOS 13 to 25: the scene's coordinate space changed (deprecated in iOS 26)")
  static let neighbourGeometry = Provenance.uncertain(
    Doc.didUpdateEffectiveGeometry,
    "a scene beside one that opens, moves or is resized may get a geometry update; no page says it must")

  static let appWillEnterForeground = Provenance.documented(
    Doc.willEnterForegroundNotification, "posted when the app's aggregate state moves from background to foreground")
  static let appWillEnterForegroundAtLaunch = Provenance.uncertain(
    Doc.willEnterForegroundNotification,
    """
    the page's current revision: posted around launch time when the app launches straight into the \
    foreground; earlier revisions did not say so, and whether releases before it post it is not known
    """)
  static let aggregateNotification = Provenance.documented(
    Doc.applicationState, "UIApplication notifications follow the app's aggregate state, the most active scene's")

  // Alternatives
  static let forceQuit = Provenance.observed(
    Doc.forceQuitForumLog,
    """
    force quit: the forum's log shows the resign and the disconnection; the background call and \
    applicationWillTerminate vary between reports, so all but the resign are optional
    """)
  static let lastSceneClosed = Provenance.uncertain(
    Doc.lastSceneTerminationLog,
    """
    the log shows that closing the last scene ends the process, not which callbacks come: each may \
    appear, applicationWillTerminate after every scene event (SPEC.md, termination-last)
    """)
  static let discardReportedNow = Provenance.documented(
    Doc.didDiscardSceneSessions, "“When the user removes a scene from the app switcher, UIKit calls this method”")
  static let discardReportedLater = Provenance.documented(
    Doc.didDiscardSceneSessions, "the discard is reported at the next launch instead")
  static let backgroundLaunchEnterBackground = Provenance.uncertain(
    Doc.backgroundSequence,
    "Apple lists applicationDidEnterBackground after a background launch; logs lack it (Open Radar 14295449)")
  static let backgroundLaunchNoScene = Provenance.uncertain(
    Doc.lifeCycle, "no scene connects during a background launch (reported on several iOS versions)")
  static let backgroundLaunchScene = Provenance.uncertain(
    Doc.lifeCycle,
    "the system may connect a scene in the background; whether it is told it entered the background is not documented")
  static let overlay = Provenance.documented(
    Doc.didBecomeActiveNotification, "the app loses focus when an overlay appears and regains it when it goes away")
  static let notificationCenterResign = Provenance.documented(
    Doc.didBecomeActiveNotification, "Notification Center is an overlay: the app resigns active")
  static let notificationCenterFlip = Provenance.observed(
    Doc.notificationCenterLog, "pulling Notification Center down flips the app inactive, active, inactive")
  static let notificationCenterBackground = Provenance.uncertain(
    Doc.backgroundPreparation,
    "on some iOS versions a fully pulled Notification Center sends the app to the background")
  static let acceptCall = Provenance.observed(
    Doc.acceptedCallLog, "answering a call moves the app to the background")
  static let lock = Provenance.observed(
    Doc.lockLog, "logs since iOS 5: locking resigns active, then sends the app to the background")
  static let disconnectWhileSuspended = Provenance.uncertain(
    Doc.lifeCycle,
    "UIKit may disconnect a suspended scene at any time; whether the suspended app is told is not documented")
  static let recencyTie = Provenance.uncertain(
    Doc.multipleWindows, "scenes active at the same latest moment are equally recent: each may be the one chosen")
  static let callBanner = Provenance.uncertain(
    Doc.applicationWillResignActive, "since iOS 14 a call may show as a compact banner that leaves the app active")
  static let terminateMayCall = Provenance.documented(
    Doc.applicationWillTerminate,
    "“this method may be called” when the system ends an app running in the background; a kill for memory gets nothing")
  static let terminateMayDisconnect = Provenance.uncertain(
    Doc.sceneDidDisconnect,
    "when the system ends the process, its scenes may be told they disconnect first, or nothing at all")
  static let stateRestorationBeforeDisconnect = Provenance.documented(
    Doc.sessionStateRestorationActivity,
    "“Before disconnecting a scene, the system asks your delegate” for the activity to restore; may be absent")
  static let neighbourPassingResign = Provenance.uncertain(
    Doc.multipleWindows,
    "a scene beside one that comes on screen may resign and become active again while the screen rearranges")
  static let aggregateBesideActive = Provenance.uncertain(
    Doc.sceneDidBecomeActive,
    """
    UIKit posts the UIApplication notification with the scene's; whether it does when the app stays \
    active is not documented
    """)
  static let aggregateResignBesideActive = Provenance.uncertain(
    Doc.sceneWillResignActive,
    """
    UIKit posts the UIApplication notification with the scene's; whether it does when another scene keeps \
    the app active is not documented
    """)
  static let sceneContinueAtConnection = Provenance.documented(
    Doc.connectionOptions,
    "at a connection the options carry only the activity's type; the scene delegate then receives the activity")
  static let queuedTimeChangeAtWake = Provenance.documented(
    Doc.queuedNotifications,
    "queued notifications are delivered as soon as the app runs again, in the foreground or the background")
  static let queuedTimeChangeLater = Provenance.documented(
    Doc.significantTimeChange, "“queued until your app returns to the foreground, at which point it is delivered”")
  static let resize = Provenance.documented(
    Doc.didUpdateEffectiveGeometry, "iOS 26 and later report a resize with windowScene(_:didUpdateEffectiveGeometry:)")
  static let resizeBefore26 = Provenance.documented(
    Doc.didUpdateCoordinateSpace, "iOS 13 to 25 report a resize with the coordinate-space callback")
}
