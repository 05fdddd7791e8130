/// A `UIApplication` or `UIScene` notification posted by UIKit, with the scene it concerns.
public struct LifecycleNotification: Hashable, Sendable {
  /// The notification's name.
  public var name: Name
  /// The scene a `UIScene.*` notification concerns; `nil` for `UIApplication.*`.
  public var scene: SceneID?

  public init(_ name: Name, scene: SceneID? = nil) {
    self.name = name
    self.scene = scene
  }
}

extension LifecycleNotification {
  /// A notification of trace format version 1; the raw value is its Swift spelling.
  public enum Name: String, Hashable, Sendable, CaseIterable, Codable {
    case applicationDidFinishLaunching = "UIApplication.didFinishLaunchingNotification"
    case applicationDidBecomeActive = "UIApplication.didBecomeActiveNotification"
    case applicationWillResignActive = "UIApplication.willResignActiveNotification"
    case applicationDidEnterBackground = "UIApplication.didEnterBackgroundNotification"
    case applicationWillEnterForeground = "UIApplication.willEnterForegroundNotification"
    case applicationWillTerminate = "UIApplication.willTerminateNotification"
    case applicationDidReceiveMemoryWarning = "UIApplication.didReceiveMemoryWarningNotification"
    case applicationProtectedDataWillBecomeUnavailable =
      "UIApplication.protectedDataWillBecomeUnavailableNotification"
    case applicationProtectedDataDidBecomeAvailable =
      "UIApplication.protectedDataDidBecomeAvailableNotification"
    case applicationSignificantTimeChange = "UIApplication.significantTimeChangeNotification"
    case sceneWillConnect = "UIScene.willConnectNotification"
    case sceneDidDisconnect = "UIScene.didDisconnectNotification"
    case sceneWillEnterForeground = "UIScene.willEnterForegroundNotification"
    case sceneDidActivate = "UIScene.didActivateNotification"
    case sceneWillDeactivate = "UIScene.willDeactivateNotification"
    case sceneDidEnterBackground = "UIScene.didEnterBackgroundNotification"

    /// Whether the notification is a `UIScene.*` one (and so carries a scene).
    public var isSceneNotification: Bool { rawValue.hasPrefix("UIScene.") }

    /// Whether the notification announces a change of the app's (aggregate) state.
    public var announcesAppStateChange: Bool {
      switch self {
      case .applicationDidFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
        .applicationDidEnterBackground, .applicationWillEnterForeground, .applicationWillTerminate:
        return true
      default:
        return false
      }
    }
  }
}

extension LifecycleNotification: CustomStringConvertible {
  public var description: String {
    scene.map { "\(name.rawValue) \(Quoted($0))" } ?? name.rawValue
  }
}
