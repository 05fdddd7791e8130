/// The one map from a delegate method, a notification or an event to its Apple page: the page
/// the checker quotes when an event arrives that no allowed response holds, and the page the
/// callback reference links.
extension AppleDocumentation {
  /// The delegate method's own page.
  package static func page(of method: Callback.Method) -> StaticString {
    switch method {
    case .applicationWillFinishLaunching: willFinishLaunching
    case .applicationDidFinishLaunching: didFinishLaunching
    case .applicationDidBecomeActive: applicationDidBecomeActive
    case .applicationWillResignActive: applicationWillResignActive
    case .applicationDidEnterBackground: applicationDidEnterBackground
    case .applicationWillEnterForeground: applicationWillEnterForeground
    case .applicationWillTerminate: applicationWillTerminate
    case .applicationDidReceiveMemoryWarning: memoryWarning
    case .applicationProtectedDataWillBecomeUnavailable: protectedDataWillBecomeUnavailable
    case .applicationProtectedDataDidBecomeAvailable: protectedDataDidBecomeAvailable
    case .applicationSignificantTimeChange: significantTimeChange
    case .applicationOpenURL: openURL
    case .applicationWillContinueUserActivity: willContinueUserActivity
    case .applicationContinueUserActivity: continueUserActivity
    case .applicationConfigurationForConnecting: configurationForConnecting
    case .applicationDidDiscardSceneSessions: didDiscardSceneSessions
    case .sceneWillConnect: sceneWillConnect
    case .sceneDidDisconnect: sceneDidDisconnect
    case .sceneWillEnterForeground: sceneWillEnterForeground
    case .sceneDidBecomeActive: sceneDidBecomeActive
    case .sceneWillResignActive: sceneWillResignActive
    case .sceneDidEnterBackground: sceneDidEnterBackground
    case .sceneOpenURLContexts: sceneOpenURLContexts
    case .sceneWillContinueUserActivity: sceneWillContinueUserActivity
    case .sceneContinueUserActivity: sceneContinueUserActivity
    case .stateRestorationActivity: stateRestorationActivity
    case .windowSceneDidUpdateEffectiveGeometry: didUpdateEffectiveGeometry
    case .windowSceneDidUpdateCoordinateSpace: didUpdateCoordinateSpace
    case .expirationHandler: beginBackgroundTask
    }
  }

  /// The page of a `UIApplication` or `UIScene` notification.
  package static func page(of name: LifecycleNotification) -> String {
    switch name {
    case .applicationDidBecomeActive: return didBecomeActiveNotification.description
    case .applicationWillEnterForeground: return willEnterForegroundNotification.description
    default:
      // `UIApplication.didEnterBackgroundNotification` lives at uiapplication/didenterbackgroundnotification.
      let parts = name.rawValue.split(separator: ".")
      return uikit.description + parts[0].lowercased() + "/" + parts[1].lowercased()
    }
  }

  /// The page that says when UIKit delivers `event`: a callback's method page; for a
  /// notification, the page of the method it accompanies, or the life-cycle overview.
  package static func page(of event: Event) -> String {
    let method =
      event.callback?.method
      ?? event.notification.flatMap { notification in
        Callback.Method.allCases.first { $0.notification == notification.name }
      }
    return method.map { page(of: $0).description } ?? lifeCycle.description
  }
}
