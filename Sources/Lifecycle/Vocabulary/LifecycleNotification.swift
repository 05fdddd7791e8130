/// A `UIApplication` or `UIScene` notification UIKit posts on the default notification center, as
/// trace format version 1 names it; the raw value is its Swift spelling.
///
/// ```swift
/// delegates.post(.sceneDidActivate, scene: "main")
/// ```
public enum LifecycleNotification: String, Hashable, Sendable, CaseIterable, Codable {
  /// `UIApplication.didFinishLaunchingNotification`.
  case applicationDidFinishLaunching = "UIApplication.didFinishLaunchingNotification"
  /// `UIApplication.didBecomeActiveNotification`.
  case applicationDidBecomeActive = "UIApplication.didBecomeActiveNotification"
  /// `UIApplication.willResignActiveNotification`.
  case applicationWillResignActive = "UIApplication.willResignActiveNotification"
  /// `UIApplication.didEnterBackgroundNotification`.
  case applicationDidEnterBackground = "UIApplication.didEnterBackgroundNotification"
  /// `UIApplication.willEnterForegroundNotification`.
  case applicationWillEnterForeground = "UIApplication.willEnterForegroundNotification"
  /// `UIApplication.willTerminateNotification`.
  case applicationWillTerminate = "UIApplication.willTerminateNotification"
  /// `UIApplication.didReceiveMemoryWarningNotification`.
  case applicationDidReceiveMemoryWarning = "UIApplication.didReceiveMemoryWarningNotification"
  /// `UIApplication.protectedDataWillBecomeUnavailableNotification`.
  case applicationProtectedDataWillBecomeUnavailable =
    "UIApplication.protectedDataWillBecomeUnavailableNotification"
  /// `UIApplication.protectedDataDidBecomeAvailableNotification`.
  case applicationProtectedDataDidBecomeAvailable =
    "UIApplication.protectedDataDidBecomeAvailableNotification"
  /// `UIApplication.significantTimeChangeNotification`.
  case applicationSignificantTimeChange = "UIApplication.significantTimeChangeNotification"
  /// `UIScene.willConnectNotification`.
  case sceneWillConnect = "UIScene.willConnectNotification"
  /// `UIScene.didDisconnectNotification`.
  case sceneDidDisconnect = "UIScene.didDisconnectNotification"
  /// `UIScene.willEnterForegroundNotification`.
  case sceneWillEnterForeground = "UIScene.willEnterForegroundNotification"
  /// `UIScene.didActivateNotification`.
  case sceneDidActivate = "UIScene.didActivateNotification"
  /// `UIScene.willDeactivateNotification`.
  case sceneWillDeactivate = "UIScene.willDeactivateNotification"
  /// `UIScene.didEnterBackgroundNotification`.
  case sceneDidEnterBackground = "UIScene.didEnterBackgroundNotification"

  /// Whether the notification is a `UIScene.*` one (and so carries a scene).
  package var isSceneNotification: Bool {
    // By case rather than by the raw value's prefix: the order asks this of every
    // notification of every step, and the prefix is a string to build.
    switch self {
    case .sceneWillConnect, .sceneDidDisconnect, .sceneWillEnterForeground, .sceneDidActivate,
      .sceneWillDeactivate, .sceneDidEnterBackground:
      true
    default:
      false
    }
  }

  /// Whether the notification announces a change of the app's (aggregate) state.
  package var announcesAppStateChange: Bool {
    switch self {
    case .applicationDidFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
      .applicationDidEnterBackground, .applicationWillEnterForeground, .applicationWillTerminate:
      return true
    default:
      return false
    }
  }
}
