/// The catalog's citations for the multi-scene, interruption and other-event families.
///
/// Kept apart from `Source.swift` so the two halves of the catalog grow without touching the
/// same lines. Each note is the catalog's own reading of the page it cites.
extension Source {
  // Multiple scenes
  static let newWindowConfiguration = Provenance.documented(
    Doc.configurationForConnecting,
    "a new window is a new session: UIKit asks for its configuration before connecting it")
  static let newWindowConnects = Provenance.documented(
    Doc.sceneWillConnect, "the new scene connects with the request’s activity in its connection options")
  static let neighbourGeometry = Provenance.uncertain(
    Doc.didUpdateEffectiveGeometry,
    "a scene beside one that opens, leaves or is resized may be told its geometry changed; no page says it must be")
  static let effectiveGeometry = Provenance.documented(
    Doc.didUpdateEffectiveGeometry, "iOS 26 and later: the window scene’s effective geometry changed")
  static let coordinateSpace = Provenance.documented(
    Doc.didUpdateCoordinateSpace, "iOS 13 to 18: resizing a scene reports a change of its coordinate space")
  static let independentScenes = Provenance.documented(
    Doc.sceneDidEnterBackground, "each scene goes to the background on its own, while another may stay active")
  static let closeWithoutBackground = Provenance.observed(
    Doc.forceQuitForumLog,
    "a scene swiped away in the switcher may resign and disconnect without entering the background")
  static let closeDisconnects = Provenance.documented(
    Doc.sceneDidDisconnect, "a scene the user closes is released: UIKit calls sceneDidDisconnect")
  static let closeDiscards = Provenance.documented(
    Doc.didDiscardSceneSessions,
    "a scene removed in the app switcher has its session discarded; the app runs, so at once")
  static let reconnectSession = Provenance.documented(
    Doc.sceneWillConnect,
    """
    “called when your app creates or restores an instance of your user interface”; a kept session needs no \
    configuration (Xcode's template: the configuration is for a new session)
    """)

  // Interruptions
  static let panelResigns = Provenance.documented(
    Doc.didBecomeActiveNotification,
    "an alert is an overlay window: the app loses focus, moving from active to inactive, not to the background")
  static let callIgnored = Provenance.documented(
    Doc.applicationDidBecomeActive, "the app becomes active again when the user ignores an interruption such as a call")
  static let callAccepted = Provenance.observed(
    Doc.acceptedCallLog, "answering the call sends the app to the background")
  static let overlayResigns = Provenance.documented(
    Doc.didBecomeActiveNotification, "the app loses focus when an overlay window appears and regains it when it goes")
  static let notificationCenterResignOnly = Provenance.documented(
    Doc.didBecomeActiveNotification,
    "the Notification Center overlay takes focus: the app resigns active and stays on screen")
  static let notificationCenterFlip = Provenance.observed(
    Doc.notificationCenterLog, "since iOS 11, pulling it down flips the app inactive, active, then inactive again")
  static let notificationCenterBackground = Provenance.uncertain(
    Doc.backgroundPreparation,
    "pulled fully down, the cover sheet may send the app to the background; no page says which iOS does so")
  static let lockBackground = Provenance.observed(
    Doc.lockLog, "logs since iOS 5: locking resigns active, then sends the app to the background")
  static let protectedDataLocked = Provenance.documented(
    Doc.protectedDataWillBecomeUnavailable,
    "the device is about to lock; only apps using data protection care, so optional")
  static let protectedDataUnlocked = Provenance.documented(
    Doc.protectedDataDidBecomeAvailable, "the device was unlocked and protected files can be read again; optional")

  // Other events
  static let memoryWarning = Provenance.documented(
    Doc.memoryWarning,
    "the method and UIApplication.didReceiveMemoryWarningNotification go together, in no stated order")
  static let timeChange = Provenance.documented(
    Doc.significantTimeChange,
    "midnight, a carrier time update or a daylight-saving change; the notification goes with it")
  static let timeChangeQueued = Provenance.documented(
    Doc.significantTimeChange,
    "while the app is suspended the change is queued and delivered when it returns to the foreground")
  static let openURL = Provenance.documented(
    Doc.openURL, "a URL for a running app; from the background the app comes to the foreground first")
  static let sceneOpenURL = Provenance.documented(
    Doc.sceneOpenURLContexts, "a connected scene receives the URLs to open")
  static let willContinueActivity = Provenance.documented(
    Doc.willContinueUserActivity, "UIKit announces the activity type before the activity’s data arrives")
  static let continueActivity = Provenance.documented(
    Doc.continueUserActivity, "the activity’s data arrives for the app to continue")
  static let sceneWillContinueActivity = Provenance.documented(
    Doc.sceneWillContinueUserActivity, "the scene is told which activity type is about to be continued")
  static let sceneContinueActivity = Provenance.documented(
    Doc.sceneContinueUserActivity, "the scene receives the activity to continue")
  static let activityAtConnection = Provenance.documented(
    Doc.sceneWillConnect, "a scene connecting for Handoff finds only the activity's type in its connection options")
  static let continueAfterConnection = Provenance.documented(
    Doc.connectionOptions, "after the scene connects, UIKit calls the scene delegate to deliver the activity itself")
  static let callBanner = Provenance.uncertain(
    Doc.applicationWillResignActive,
    "since iOS 14 an incoming call may show as a compact banner that leaves the app active")
  static let callBannerGoes = Provenance.uncertain(
    Doc.applicationWillResignActive, "a declined banner call changes nothing: the app never lost focus")
  static let callBannerAccepted = Provenance.uncertain(
    Doc.applicationWillResignActive,
    """
    what answering from the banner does is not documented or logged; taken as answering a full-screen call: \
    the app resigns and goes to the background
    """)
  static let neighbourPassingResign = Provenance.uncertain(
    Doc.multipleWindows,
    "a scene beside one that comes on screen may resign and become active again as the screen rearranges")
  static let aggregateBesideActive = Provenance.uncertain(
    Doc.sceneDidBecomeActive,
    "UIKit posts the app's notification with the scene's; whether it does while the app stays active is not documented")
  static let aggregateResignBesideActive = Provenance.uncertain(
    Doc.sceneWillResignActive,
    "UIKit posts the app's notification with the scene's; whether it does while another scene keeps the app active is not documented"
  )
}
