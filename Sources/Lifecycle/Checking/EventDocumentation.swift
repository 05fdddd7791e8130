/// The Apple page that says when UIKit delivers an event: quoted when an event arrives that no
/// allowed response holds.
enum EventDocumentation {
  static func url(for event: Event) -> String {
    guard let method = event.callback?.method ?? event.notification.flatMap(method(for:)) else {
      return AppleDocumentation.lifeCycle.description
    }
    return page(of: method).description
  }

  /// The method's own page.
  static func page(of method: Callback.Method) -> StaticString {
    typealias Doc = AppleDocumentation
    switch method {
    case .applicationWillFinishLaunching: return Doc.willFinishLaunching
    case .applicationDidFinishLaunching: return Doc.didFinishLaunching
    case .applicationDidBecomeActive: return Doc.applicationDidBecomeActive
    case .applicationWillResignActive: return Doc.applicationWillResignActive
    case .applicationDidEnterBackground: return Doc.applicationDidEnterBackground
    case .applicationWillEnterForeground: return Doc.applicationWillEnterForeground
    case .applicationWillTerminate: return Doc.applicationWillTerminate
    case .applicationDidReceiveMemoryWarning: return Doc.memoryWarning
    case .applicationProtectedDataWillBecomeUnavailable: return Doc.protectedDataWillBecomeUnavailable
    case .applicationProtectedDataDidBecomeAvailable: return Doc.protectedDataDidBecomeAvailable
    case .applicationSignificantTimeChange: return Doc.significantTimeChange
    case .applicationOpenURL: return Doc.openURL
    case .applicationWillContinueUserActivity, .applicationContinueUserActivity: return Doc.continueUserActivity
    case .applicationConfigurationForConnecting: return Doc.configurationForConnecting
    case .applicationDidDiscardSceneSessions: return Doc.didDiscardSceneSessions
    case .sceneWillConnect: return Doc.sceneWillConnect
    case .sceneDidDisconnect: return Doc.sceneDidDisconnect
    case .sceneWillEnterForeground: return Doc.sceneWillEnterForeground
    case .sceneDidBecomeActive: return Doc.sceneDidBecomeActive
    case .sceneWillResignActive: return Doc.sceneWillResignActive
    case .sceneDidEnterBackground: return Doc.sceneDidEnterBackground
    case .sceneOpenURLContexts: return Doc.sceneOpenURLContexts
    case .sceneWillContinueUserActivity, .sceneContinueUserActivity: return Doc.sceneContinueUserActivity
    case .stateRestorationActivity: return Doc.stateRestorationActivity
    case .windowSceneDidUpdateEffectiveGeometry: return Doc.didUpdateEffectiveGeometry
    case .windowSceneDidUpdateCoordinateSpace: return Doc.didUpdateCoordinateSpace
    }
  }

  /// The delegate method a notification accompanies.
  private static func method(for notification: LifecycleNotification) -> Callback.Method? {
    Callback.Method.allCases.first { $0.notification == notification.name }
  }
}
