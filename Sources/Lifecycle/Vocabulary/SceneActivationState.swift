/// The state of one scene, as `UIScene.ActivationState` spells it.
///
/// There is no suspended case: suspension is a process state (`AppState.suspended`)
/// (https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum).
public enum SceneActivationState: String, Sendable, Hashable, CaseIterable, Codable {
  /// Not connected to the app: a saved session with no scene object, or never connected.
  case unattached
  /// On screen, not receiving events; a transit state on the way to or from another.
  case foregroundInactive
  /// On screen and receiving events.
  case foregroundActive
  /// Connected, not on screen.
  case background

  /// Whether the scene is on screen.
  public var isForeground: Bool { self == .foregroundActive || self == .foregroundInactive }
}
