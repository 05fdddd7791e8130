/// A lightweight stand-in for `UISceneSession`: a scene's persistent identity, which survives
/// the scene being disconnected and the process ending
/// (https://developer.apple.com/documentation/uikit/uiscenesession).
public struct SceneSession: Hashable, Sendable {
  /// The session's identifier, as traces spell it (`persistentIdentifier` in UIKit).
  public var persistentIdentifier: SceneID
  /// The configuration UIKit used to create the session's scene.
  public var configuration: SceneConfiguration

  /// Creates a session with its persistent identifier and configuration.
  public init(_ persistentIdentifier: SceneID, configuration: SceneConfiguration = SceneConfiguration()) {
    self.persistentIdentifier = persistentIdentifier
    self.configuration = configuration
  }
}
