/// One delegate method called by UIKit, named by its selector, with the scene it concerns.
///
/// ```swift
/// let active = Callback(.sceneDidBecomeActive, scene: "main")
/// active.description  // "sceneDidBecomeActive(_:) main"
/// ```
public struct Callback: Hashable, Sendable {
  /// The delegate method.
  public var method: Method
  /// The scene a scene-delegate method concerns; `nil` for app-delegate methods.
  public var scene: SceneID?

  /// Creates a callback of a delegate method, for a scene if the method is a scene's.
  public init(_ method: Method, scene: SceneID? = nil) {
    self.method = method
    self.scene = scene
  }
}

extension Callback {
  /// A delegate method of trace format version 1; its raw value is the Swift selector, exactly
  /// as UIKit spells it.
  public enum Method: String, Hashable, Sendable, CaseIterable, Codable {
    // UIApplicationDelegate
    /// `UIApplicationDelegate`'s `application(_:willFinishLaunchingWithOptions:)`.
    case applicationWillFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    /// `UIApplicationDelegate`'s `application(_:didFinishLaunchingWithOptions:)`.
    case applicationDidFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    /// `UIApplicationDelegate`'s `applicationDidBecomeActive(_:)`.
    case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"
    /// `UIApplicationDelegate`'s `applicationWillResignActive(_:)`.
    case applicationWillResignActive = "applicationWillResignActive(_:)"
    /// `UIApplicationDelegate`'s `applicationDidEnterBackground(_:)`.
    case applicationDidEnterBackground = "applicationDidEnterBackground(_:)"
    /// `UIApplicationDelegate`'s `applicationWillEnterForeground(_:)`.
    case applicationWillEnterForeground = "applicationWillEnterForeground(_:)"
    /// `UIApplicationDelegate`'s `applicationWillTerminate(_:)`.
    case applicationWillTerminate = "applicationWillTerminate(_:)"
    /// `UIApplicationDelegate`'s `applicationDidReceiveMemoryWarning(_:)`.
    case applicationDidReceiveMemoryWarning = "applicationDidReceiveMemoryWarning(_:)"
    /// `UIApplicationDelegate`'s `applicationProtectedDataWillBecomeUnavailable(_:)`.
    case applicationProtectedDataWillBecomeUnavailable =
      "applicationProtectedDataWillBecomeUnavailable(_:)"
    /// `UIApplicationDelegate`'s `applicationProtectedDataDidBecomeAvailable(_:)`.
    case applicationProtectedDataDidBecomeAvailable = "applicationProtectedDataDidBecomeAvailable(_:)"
    /// `UIApplicationDelegate`'s `applicationSignificantTimeChange(_:)`.
    case applicationSignificantTimeChange = "applicationSignificantTimeChange(_:)"
    /// `UIApplicationDelegate`'s `application(_:open:options:)`.
    case applicationOpenURL = "application(_:open:options:)"
    /// `UIApplicationDelegate`'s `application(_:willContinueUserActivityWithType:)`.
    case applicationWillContinueUserActivity = "application(_:willContinueUserActivityWithType:)"
    /// `UIApplicationDelegate`'s `application(_:continue:restorationHandler:)`.
    case applicationContinueUserActivity = "application(_:continue:restorationHandler:)"
    /// `UIApplicationDelegate`'s `application(_:configurationForConnecting:options:)`.
    case applicationConfigurationForConnecting = "application(_:configurationForConnecting:options:)"
    /// `UIApplicationDelegate`'s `application(_:didDiscardSceneSessions:)`.
    case applicationDidDiscardSceneSessions = "application(_:didDiscardSceneSessions:)"
    // UISceneDelegate and UIWindowSceneDelegate
    /// `UISceneDelegate`'s `scene(_:willConnectTo:options:)`.
    case sceneWillConnect = "scene(_:willConnectTo:options:)"
    /// `UISceneDelegate`'s `sceneDidDisconnect(_:)`.
    case sceneDidDisconnect = "sceneDidDisconnect(_:)"
    /// `UISceneDelegate`'s `sceneWillEnterForeground(_:)`.
    case sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    /// `UISceneDelegate`'s `sceneDidBecomeActive(_:)`.
    case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    /// `UISceneDelegate`'s `sceneWillResignActive(_:)`.
    case sceneWillResignActive = "sceneWillResignActive(_:)"
    /// `UISceneDelegate`'s `sceneDidEnterBackground(_:)`.
    case sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    /// `UISceneDelegate`'s `scene(_:openURLContexts:)`.
    case sceneOpenURLContexts = "scene(_:openURLContexts:)"
    /// `UISceneDelegate`'s `scene(_:willContinueUserActivityWithType:)`.
    case sceneWillContinueUserActivity = "scene(_:willContinueUserActivityWithType:)"
    /// `UISceneDelegate`'s `scene(_:continue:)`.
    case sceneContinueUserActivity = "scene(_:continue:)"
    /// `UISceneDelegate`'s `stateRestorationActivity(for:)`.
    case stateRestorationActivity = "stateRestorationActivity(for:)"
    /// `UIWindowSceneDelegate`'s `windowScene(_:didUpdateEffectiveGeometry:)`.
    case windowSceneDidUpdateEffectiveGeometry = "windowScene(_:didUpdateEffectiveGeometry:)"
    /// `UIWindowSceneDelegate`'s `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.
    case windowSceneDidUpdateCoordinateSpace =
      "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"
    /// Version 1.1: the handler the app passed to `UIApplication.beginBackgroundTask(expirationHandler:)`,
    /// called once per open task shortly before the background time runs out.
    case expirationHandler = "expirationHandler(_:)"

    /// The selector as a trace spells it.
    public var selector: String { rawValue }

    /// The trace format version that adds the name (Conformance/SPEC.md#callbacks).
    public var introduced: FormatVersion { self == .expirationHandler ? .v1_1 : .v1 }

    /// The selector's base name, as people say it: `sceneDidBecomeActive`, `application(_:open:options:)`
    /// stays whole where the base name alone (`application`) would say nothing.
    public var shortName: String {
      let base = rawValue.prefix { $0 != "(" }
      return base == "application" || base == "scene" || base == "windowScene"
        ? rawValue : String(base)
    }

    /// Whether the method belongs to a scene delegate (and so carries a scene).
    public var isSceneDelegateMethod: Bool {
      switch self {
      case .sceneWillConnect, .sceneDidDisconnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
        .sceneWillResignActive, .sceneDidEnterBackground, .sceneOpenURLContexts,
        .sceneWillContinueUserActivity, .sceneContinueUserActivity, .stateRestorationActivity,
        .windowSceneDidUpdateEffectiveGeometry, .windowSceneDidUpdateCoordinateSpace:
        return true
      default:
        return false
      }
    }

    /// Whether the method hands the app a payload: a URL or a user activity
    /// (Conformance/SPEC.md#payload-order).
    public var isPayload: Bool {
      switch self {
      case .applicationOpenURL, .applicationWillContinueUserActivity, .applicationContinueUserActivity,
        .sceneOpenURLContexts, .sceneWillContinueUserActivity, .sceneContinueUserActivity:
        return true
      default:
        return false
      }
    }

    /// The notification UIKit posts for the same change, if there is one.
    public var notification: LifecycleNotification.Name? {
      switch self {
      case .applicationDidFinishLaunching: .applicationDidFinishLaunching
      case .applicationDidBecomeActive: .applicationDidBecomeActive
      case .applicationWillResignActive: .applicationWillResignActive
      case .applicationDidEnterBackground: .applicationDidEnterBackground
      case .applicationWillEnterForeground: .applicationWillEnterForeground
      case .applicationWillTerminate: .applicationWillTerminate
      case .applicationDidReceiveMemoryWarning: .applicationDidReceiveMemoryWarning
      case .applicationProtectedDataWillBecomeUnavailable: .applicationProtectedDataWillBecomeUnavailable
      case .applicationProtectedDataDidBecomeAvailable: .applicationProtectedDataDidBecomeAvailable
      case .applicationSignificantTimeChange: .applicationSignificantTimeChange
      case .sceneWillConnect: .sceneWillConnect
      case .sceneDidDisconnect: .sceneDidDisconnect
      case .sceneWillEnterForeground: .sceneWillEnterForeground
      case .sceneDidBecomeActive: .sceneDidActivate
      case .sceneWillResignActive: .sceneWillDeactivate
      case .sceneDidEnterBackground: .sceneDidEnterBackground
      default: nil
      }
    }

    /// The four app-delegate methods UIKit stops calling once an app adopts scenes
    /// (https://developer.apple.com/documentation/uikit/transitioning-to-the-uikit-scene-based-life-cycle).
    public var isReplacedByScenes: Bool {
      switch self {
      case .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
        .applicationWillEnterForeground:
        return true
      default:
        return false
      }
    }

    /// Looks a method up by its selector.
    public init?(selector: String) { self.init(rawValue: selector) }
  }
}

extension Callback: CustomStringConvertible {
  /// The selector, then the scene: `sceneDidBecomeActive(_:) main`.
  public var description: String {
    scene.map { "\(method.rawValue) \(Quoted($0))" } ?? method.rawValue
  }
}
