/// One change of state a mapper reported: its framework's new state, and for a projection of
/// scenes the scene it concerns.
public struct ReportedState: Hashable, Sendable, CustomStringConvertible {
  /// The framework's state, in the projection's vocabulary.
  public var state: String
  /// The scene, for a projection of scenes; `nil` for a projection of the app.
  public var scene: SceneID?

  /// A reported change to `state`, of `scene` for a projection of scenes.
  public init(_ state: String, scene: SceneID? = nil) {
    self.state = state
    self.scene = scene
  }

  /// `resumed`, or `main active` for a scene.
  public var description: String { scene.map { "\($0) \(state)" } ?? state }
}
