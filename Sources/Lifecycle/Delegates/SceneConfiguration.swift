/// A lightweight stand-in for `UISceneConfiguration`: what the app delegate returns from
/// `application(_:configurationForConnecting:options:)` to describe a new scene
/// (https://developer.apple.com/documentation/uikit/uisceneconfiguration).
public struct SceneConfiguration: Hashable, Sendable {
  /// The configuration's name, as in the app's Info.plist scene manifest.
  public var name: String?
  /// The role of the session: `UIWindowSceneSessionRoleApplication` for an app window.
  public var sessionRole: String

  /// Creates a scene configuration, by default the one UIKit names `Default Configuration`.
  public init(name: String? = "Default Configuration", sessionRole: String = "UIWindowSceneSessionRoleApplication") {
    self.name = name
    self.sessionRole = sessionRole
  }
}
