import Lifecycle

/// What the callback reference says about one delegate method, in the project's own words. The
/// Apple page it paraphrases is `AppleDocumentation.page(of:)`, the page the checker cites too.
struct CallbackGuide: Hashable, Sendable {
  /// The protocol that declares the method.
  let delegate: String

  /// Whether UIKit calls it on a delegate; otherwise it is a closure the app handed UIKit.
  var isDelegateMethod: Bool { delegate.hasSuffix("Delegate") }
  /// What the call tells the app.
  let meaning: String
  /// When UIKit makes the call.
  let when: String
  /// The life cycles in which UIKit calls the method.
  let lifecycles: [LifecycleStyle]
  /// Where the method stands in Apple's current SDKs.
  let status: DeprecationStatus

  private static let app = "UIApplicationDelegate"
  private static let scene = "UISceneDelegate"
  private static let windowScene = "UIWindowSceneDelegate"

  // Every case spelled out, so a method added to the vocabulary cannot go undescribed.
  static func of(_ method: Callback.Method) -> CallbackGuide {
    switch method {
    case .applicationWillFinishLaunching:
      CallbackGuide(
        app, "The process exists and launching has begun; state restoration has not run yet.",
        "First callback of every launch, into the foreground or the background, in both life cycles. An "
          + "app-based app is inactive here; a scene-based app is in the background and gets no launch options.",
        [.app, .scene], .current)
    case .applicationDidFinishLaunching:
      CallbackGuide(
        app, "Launching is done and state restoration has run: the place for app-wide setup.",
        "Right after `application(_:willFinishLaunchingWithOptions:)` at every launch; UIKit posts its "
          + "notification shortly after it returns. An app-based app's window appears only after it returns.",
        [.app, .scene], .current)
    case .applicationDidBecomeActive:
      CallbackGuide(
        app, "The app is on screen and receives events.",
        "App-based apps only: after a launch into the foreground, on the way back from the background, and "
          + "when an interruption or the app switcher lets go.",
        [.app],
        .deprecated(
          "Deprecated in iOS 26.0: Apple points to the scene life cycle instead, "
            + "`sceneDidBecomeActive(_:)` or `UIApplication.didBecomeActiveNotification`."))
    case .applicationWillResignActive:
      CallbackGuide(
        app, "The app is about to stop receiving events, though it is still on screen.",
        "App-based apps only: first on the way out (Home, lock, another app), and alone when an alert, a "
          + "call or the app switcher covers the app.",
        [.app],
        .deprecated(
          "Deprecated in iOS 26.0: Apple points to `sceneWillResignActive(_:)` or "
            + "`UIApplication.willResignActiveNotification`."))
    case .applicationDidEnterBackground:
      CallbackGuide(
        app,
        "The app is off screen and running in the background, with about five seconds "
          + "to save its state before it may be suspended.",
        "App-based apps only: after `applicationWillResignActive(_:)` when the user leaves the app, and "
          + "after the launch callbacks of a launch into the background.",
        [.app],
        .disputed(
          "Disputed: the method's own page marks it deprecated only in tvOS 26 and visionOS 26 "
            + "(not on iOS), while the current UIApplicationDelegate topic list labels it Deprecated. "
            + "Either way, scene-based apps use `sceneDidEnterBackground(_:)`."))
    case .applicationWillEnterForeground:
      CallbackGuide(
        app, "The app is leaving the background for the screen: inactive first, then active.",
        "App-based apps only: when an app that ran in the background or was suspended comes back; never at a "
          + "cold launch. Always followed by `applicationDidBecomeActive(_:)`.",
        [.app],
        .deprecated(
          "Deprecated in iOS 26.0: Apple points to `sceneWillEnterForeground(_:)` or "
            + "`UIApplication.willEnterForegroundNotification`."))
    case .applicationWillTerminate:
      CallbackGuide(
        app, "The process is about to end: the last chance to save, with about five seconds.",
        "It may come when the system ends an app that runs in the background (not suspended), and after the "
          + "last scene closes, after every scene callback; Apple says it \"may be called\", and a process "
          + "ended for memory gets nothing. A suspended app is ended without it. Scene-based apps get it too.",
        [.app, .scene], .current)
    case .applicationDidReceiveMemoryWarning:
      CallbackGuide(
        app, "The system is short of memory: free whatever can be rebuilt later.",
        "Any time the app runs (not suspended), in both life cycles; no order against the other callbacks.",
        [.app, .scene], .current)
    case .applicationProtectedDataWillBecomeUnavailable:
      CallbackGuide(
        app, "Files under data protection are about to become unreadable.",
        "When the device locks, if the app uses data protection; no order against the lifecycle callbacks.",
        [.app, .scene], .current)
    case .applicationProtectedDataDidBecomeAvailable:
      CallbackGuide(
        app, "Files under data protection can be read again.",
        "When the device unlocks, if the app uses data protection; no order against the lifecycle callbacks.",
        [.app, .scene], .current)
    case .applicationSignificantTimeChange:
      CallbackGuide(
        app,
        "The time changed in a way calendars care about: midnight, a carrier update, "
          + "a daylight-saving change.",
        "While the app runs; a change that happens while it is suspended is queued: it may come when a "
          + "background launch wakes the app, else it comes when the app next comes to the foreground. Apple "
          + "says the notification comes before the method.",
        [.app, .scene], .current)
    case .applicationOpenURL:
      CallbackGuide(
        app, "Open this URL (a custom scheme, a document, a link).",
        "App-based apps only: after `application(_:didFinishLaunchingWithOptions:)` at a launch for a URL, "
          + "or once the app is in the foreground again; before `applicationDidBecomeActive(_:)`. No notification.",
        [.app],
        .deprecated(
          "Deprecated in iOS 26.0, with its options keys: scene-based apps get "
            + "`scene(_:openURLContexts:)`, or the URL in the connection options."))
    case .applicationWillContinueUserActivity:
      CallbackGuide(
        app, "An activity of this type (Handoff) is about to be continued: show that it is coming.",
        "App-based apps only: before `application(_:continue:restorationHandler:)`.",
        [.app],
        .deprecated(
          "Deprecated in iOS 26.0: scene-based apps get "
            + "`scene(_:willContinueUserActivityWithType:)`."))
    case .applicationContinueUserActivity:
      CallbackGuide(
        app, "Here is the activity to continue (Handoff, a Spotlight result).",
        "App-based apps only: after `application(_:willContinueUserActivityWithType:)`; before or after "
          + "`applicationDidBecomeActive(_:)`, since UIKit calls it once all of the activity's data has arrived.",
        [.app],
        .deprecated(
          "Deprecated in iOS 26.0: scene-based apps get `scene(_:continue:)`, or the activity in "
            + "the connection options."))
    case .applicationConfigurationForConnecting:
      CallbackGuide(
        app,
        "UIKit is about to create a scene for a new session and asks which configuration "
          + "(delegate class, storyboard) to use.",
        "Scene-based apps: shortly before `scene(_:willConnectTo:options:)` of a new session; not when a saved "
          + "session reconnects.",
        [.scene], .current)
    case .applicationDidDiscardSceneSessions:
      CallbackGuide(
        app, "These sessions are gone for good: release whatever was kept for them.",
        "Scene-based apps: after the user closes a scene (its `sceneDidDisconnect(_:)` first); if the app was "
          + "not running then, at its next launch. Not when the system merely releases a scene.",
        [.scene], .current)
    case .sceneWillConnect:
      CallbackGuide(
        scene,
        "A scene object is created for a session and attached to the app: build its window. "
          + "A URL, activity or quick action that caused the connection comes in the options.",
        "When a scene connects: at a launch, when the user opens another window, when a released scene "
          + "comes back.",
        [.scene], .current)
    case .sceneDidDisconnect:
      CallbackGuide(
        scene, "The scene object is released; its session, and its restoration activity, may live on.",
        "When the system reclaims a background scene's memory, when the user closes the scene, and in some "
          + "force quits.",
        [.scene], .current)
    case .sceneWillEnterForeground:
      CallbackGuide(
        scene, "The scene is about to appear on screen; it does not receive events yet.",
        "After a scene connects for the foreground, and when a background scene comes back. Always followed "
          + "by `sceneDidBecomeActive(_:)`.",
        [.scene], .current)
    case .sceneDidBecomeActive:
      CallbackGuide(
        scene, "The scene is on screen and receives events.",
        "After `sceneWillEnterForeground(_:)`, and when an interruption or the app switcher lets go.",
        [.scene], .current)
    case .sceneWillResignActive:
      CallbackGuide(
        scene, "The scene is about to stop receiving events.",
        "When the user leaves the scene or locks the device, opens the app switcher, or an overlay takes focus.",
        [.scene], .current)
    case .sceneDidEnterBackground:
      CallbackGuide(
        scene, "The scene is off screen: save its state. UIKit snapshots it shortly after.",
        "After `sceneWillResignActive(_:)` when the scene leaves the screen; may follow a connection in the "
          + "background.",
        [.scene], .current)
    case .sceneOpenURLContexts:
      CallbackGuide(
        scene, "Open these URLs in this scene.",
        "For a scene that is already connected; a scene that connects for a URL finds it in its connection "
          + "options instead.",
        [.scene], .current)
    case .sceneWillContinueUserActivity:
      CallbackGuide(
        scene, "An activity of this type is about to be continued in this scene.",
        "Before `scene(_:continue:)`: for a scene already connected, and after `scene(_:willConnectTo:options:)` "
          + "for one that connects for the activity.",
        [.scene], .current)
    case .sceneContinueUserActivity:
      CallbackGuide(
        scene, "Here is the activity to continue in this scene.",
        "After `scene(_:willContinueUserActivityWithType:)`, before or after `sceneDidBecomeActive(_:)` (UIKit "
          + "calls it once all of the activity's data has arrived). A scene that connects for the activity finds "
          + "only its type in the connection options, and gets both callbacks after connecting.",
        [.scene], .current)
    case .stateRestorationActivity:
      CallbackGuide(
        scene,
        "UIKit asks for an activity that describes the scene's state, to hand back when "
          + "the session reconnects.",
        "May come once as the scene goes to the background, after `sceneDidEnterBackground(_:)`, and before "
          + "`sceneDidDisconnect(_:)` when the scene is disconnected; it may not come at all.",
        [.scene], .current)
    case .windowSceneDidUpdateEffectiveGeometry:
      CallbackGuide(
        windowScene, "The window scene's size, place or orientation changed.",
        "When the user resizes the scene (Split View divider, Stage Manager), rotates the device, or moves "
          + "the scene to another screen.",
        [.scene],
        .introduced("New in iOS 26, in place of `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`."))
    case .windowSceneDidUpdateCoordinateSpace:
      CallbackGuide(
        windowScene, "The window scene's coordinate space, orientation or traits changed.",
        "Before iOS 26, when the user resizes or rotates the scene.",
        [.scene],
        .deprecated("Deprecated in iOS 26.0: use `windowScene(_:didUpdateEffectiveGeometry:)`."))
    case .expirationHandler:
      CallbackGuide(
        "UIApplication",
        "The background time is about to run out: end the task now, or the system "
          + "kills the app without `applicationWillTerminate(_:)`.",
        "Once for each open background task, in the background, shortly before the time reaches zero. Not a "
          + "delegate method: the closure the app passed to `beginBackgroundTask(expirationHandler:)`, which traces "
          + "record from version 1.1 of the format.",
        [.app, .scene], .current)
    }
  }

  private init(
    _ delegate: String, _ meaning: String, _ when: String,
    _ lifecycles: [LifecycleStyle], _ status: DeprecationStatus
  ) {
    self.delegate = delegate
    self.meaning = meaning
    self.when = when
    self.lifecycles = lifecycles
    self.status = status
  }
}
