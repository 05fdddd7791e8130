/// The states a person can observe after a step: the app's, and every scene session's.
///
/// The catalog writes these out by hand; the model computes them. Saved sessions without a
/// scene are listed as `unattached`; a discarded session is gone.
package struct StateSnapshot: Hashable, Sendable {
  /// The app's state (aggregate in a scene-based app).
  package var app: AppState
  /// Every scene session's state, by id.
  package var scenes: [SceneID: SceneActivationState]

  /// Creates a snapshot of the app's state and each scene's.
  package init(app: AppState, scenes: [SceneID: SceneActivationState] = [:]) {
    self.app = app
    self.scenes = scenes
  }
}

extension StateSnapshot: CustomStringConvertible {
  /// `app active; main foregroundActive, second background`.
  package var description: String {
    let scenes = scenes.keys.sorted().map { "\($0) \(self.scenes[$0]!.rawValue)" }
    return scenes.isEmpty ? "app \(app.rawValue)" : "app \(app.rawValue); " + scenes.joined(separator: ", ")
  }
}
