/// How a run starts: the app is not running; which lifecycle it uses and which scene sessions
/// survive from an earlier run (the trace header's `lifecycle` and `sessions`). An engine reads
/// them from `LifecycleDelegates`; an engine over the engine protocol, from the start line.
package struct StartingConditions: Hashable, Sendable {
  /// Which delegates the engine calls.
  package var lifecycle: LifecycleStyle
  /// Scene sessions saved before the run, most recent first; empty for a first launch.
  package var savedSessions: [SceneID]

  /// Creates the conditions of a run: the lifecycle style and the scene sessions saved beforehand.
  package init(lifecycle: LifecycleStyle, savedSessions: [SceneID] = []) {
    self.lifecycle = lifecycle
    self.savedSessions = savedSessions
  }
}
