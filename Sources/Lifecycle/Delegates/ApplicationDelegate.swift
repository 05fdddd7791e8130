/// The app delegate: what UIKit tells the app as a whole, shaped like `UIApplicationDelegate`
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate).
///
/// Each method has UIKit's name and argument labels, so its selector is the one a trace records.
/// Every method has a default that does nothing (and returns `true`, or a
/// default configuration), so a conformer implements only what it needs:
///
/// ```swift
/// final class AppDelegate: ApplicationDelegate {
///   func applicationDidBecomeActive(_ application: Application) { print("active") }
/// }
/// ```
///
/// In a scene-based app UIKit stops calling the four foreground and background methods
/// (`applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`,
/// `applicationDidEnterBackground(_:)`, `applicationWillEnterForeground(_:)`); scene delegates get
/// those changes instead:
/// https://developer.apple.com/documentation/uikit/transitioning-to-the-uikit-scene-based-life-cycle
@MainActor
public protocol ApplicationDelegate: AnyObject {
  /// The launch has begun; state restoration has not happened yet.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)
  func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool
  /// The launch is almost done: the last chance to prepare before the app is shown or runs in
  /// the background.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
  func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool
  /// App-based: the app became active.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)
  func applicationDidBecomeActive(_ application: Application)
  /// App-based: the app is about to become inactive (an interruption, the app switcher, leaving).
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)
  func applicationWillResignActive(_ application: Application)
  /// App-based: the app is now in the background.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)
  func applicationDidEnterBackground(_ application: Application)
  /// App-based: the app is about to leave the background for the foreground.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)
  func applicationWillEnterForeground(_ application: Application)
  /// The process is about to end; not called for a suspended app.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)
  func applicationWillTerminate(_ application: Application)
  /// The system is short of memory.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:)
  func applicationDidReceiveMemoryWarning(_ application: Application)
  /// Protected files are about to become unreadable (the device is locking).
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationprotecteddatawillbecomeunavailable(_:)
  func applicationProtectedDataWillBecomeUnavailable(_ application: Application)
  /// Protected files are readable again (the device unlocked).
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationprotecteddatadidbecomeavailable(_:)
  func applicationProtectedDataDidBecomeAvailable(_ application: Application)
  /// Midnight passed, the carrier updated the time, or daylight saving time changed.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationsignificanttimechange(_:)
  func applicationSignificantTimeChange(_ application: Application)
  /// App-based: open a URL. Returns whether the app handled it.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)
  func application(_ app: Application, open url: String, options: OpenURLOptions) -> Bool
  /// App-based: a Handoff activity is about to be continued. Returns whether the app tells the
  /// user itself.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willcontinueuseractivitywithtype:)
  func application(_ application: Application, willContinueUserActivityWithType userActivityType: String) -> Bool
  /// App-based: continue a Handoff activity. Returns whether the app handled it.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)
  func application(
    _ application: Application, continue userActivity: UserActivity,
    restorationHandler: @escaping ([Any]?) -> Void
  ) -> Bool
  /// Scene-based: the configuration for a new scene session (not asked for a restored one).
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
  func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration
  /// Scene-based: the user closed these sessions for good (reported at the next launch if the
  /// app was not running).
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)
  func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
  /// Version 1.1: the expiration handler the app passed to `beginBackgroundTask(expirationHandler:)`,
  /// called once for each open task shortly before the background time runs out; the app ends
  /// its tasks now, or is killed without `applicationWillTerminate(_:)`. (UIKit takes a closure;
  /// the kit calls this method in its place, so that a trace can record the call.)
  /// https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(expirationhandler:)
  func expirationHandler(_ application: Application)
}

extension ApplicationDelegate {
  /// Returns `true` by default: the launch goes ahead.
  public func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: LaunchOptions?
  ) -> Bool { true }
  /// Returns `true` by default: the launch goes ahead.
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: LaunchOptions?
  ) -> Bool { true }
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func applicationDidBecomeActive(_ application: Application) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func applicationWillResignActive(_ application: Application) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func applicationDidEnterBackground(_ application: Application) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func applicationWillEnterForeground(_ application: Application) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func applicationWillTerminate(_ application: Application) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func applicationDidReceiveMemoryWarning(_ application: Application) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func applicationProtectedDataWillBecomeUnavailable(_ application: Application) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func applicationProtectedDataDidBecomeAvailable(_ application: Application) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func applicationSignificantTimeChange(_ application: Application) {}
  /// Returns `true` by default: the URL is handled.
  public func application(_ app: Application, open url: String, options: OpenURLOptions) -> Bool { true }
  /// Returns `false` by default, leaving it to the system to tell the user, as UIKit does.
  public func application(
    _ application: Application,
    willContinueUserActivityWithType userActivityType: String
  ) -> Bool {
    false
  }
  /// Returns `true` by default: the activity is handled.
  public func application(
    _ application: Application, continue userActivity: UserActivity,
    restorationHandler: @escaping ([Any]?) -> Void
  ) -> Bool { true }
  /// Returns the session's own configuration by default.
  public func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration {
    connectingSceneSession.configuration
  }
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {}
  /// Does nothing by default: an app that begins no background task is never called here.
  public func expirationHandler(_ application: Application) {}
}
