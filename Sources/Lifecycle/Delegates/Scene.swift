/// A lightweight stand-in for `UIScene` and `UIWindowScene`: one instance of the app's UI, with
/// its session and its activation state (https://developer.apple.com/documentation/uikit/uiscene).
/// Every scene in LifecycleKit is a window scene, so the window-scene delegate methods take one.
///
/// An engine passes a value describing the scene at the moment of the call. `activationState`
/// is the state the scene is in while the callback runs: the new one in a `did…` callback
/// (`sceneDidBecomeActive(_:)` sees `.foregroundActive`, as `UIScene.ActivationState`'s page
/// implies). Apple does not say what a `will…` callback sees: the kit's reference engine
/// passes the old state (`sceneWillEnterForeground(_:)` sees `.background`), and the checker
/// allows the old or the new one (Conformance/SPEC.md#argument-states).
public struct Scene: Hashable, Sendable, Identifiable {
  /// The scene's session, which outlives it.
  public var session: SceneSession
  /// The scene's state while the callback runs.
  public var activationState: SceneActivationState

  /// Creates a scene for a session, in an activation state.
  public init(session: SceneSession, activationState: SceneActivationState) {
    self.session = session
    self.activationState = activationState
  }

  /// A scene of a session with the default configuration: `Scene("main", .foregroundActive)`.
  public init(_ id: SceneID, _ activationState: SceneActivationState) {
    self.init(session: SceneSession(id), activationState: activationState)
  }

  /// The session's identifier, which traces use to name the scene.
  public var id: SceneID { session.persistentIdentifier }
}
