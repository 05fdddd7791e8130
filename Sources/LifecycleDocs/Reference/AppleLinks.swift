import Lifecycle

/// Apple documentation pages the reference cites that the catalog does not.
enum AppleLinks {
  static let uikit = "https://developer.apple.com/documentation/uikit/"

  static let applicationWillContinueUserActivity =
    uikit + "uiapplicationdelegate/application(_:willcontinueuseractivitywithtype:)"
  static let sceneWillContinueUserActivity =
    uikit + "uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)"
  static let applicationDelegate = uikit + "uiapplicationdelegate"
  static let sceneActivationState = uikit + "uiscene/activationstate-swift.enum"
  /// TN3187, Migrating to the UIKit scene-based life cycle: the iOS 27 requirement.
  static let sceneMigration =
    "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"

  /// The page of a `UIApplication` or `UIScene` notification.
  static func page(of name: LifecycleNotification.Name) -> String {
    switch name {
    case .applicationDidBecomeActive: return AppleDocumentation.didBecomeActiveNotification.description
    case .applicationWillEnterForeground: return AppleDocumentation.willEnterForegroundNotification.description
    default:
      // `UIApplication.didEnterBackgroundNotification` lives at uiapplication/didenterbackgroundnotification.
      let parts = name.rawValue.split(separator: ".")
      return uikit + parts[0].lowercased() + "/" + parts[1].lowercased()
    }
  }
}
