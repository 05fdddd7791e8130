/// How a framework that receives the lifecycle names its states: a map from the model's state
/// after a step to the state the framework reports then (Conformance/SPEC.md#projections).
///
/// A mapper (Flutter's embedding, React Native's `AppState`, SwiftUI's `ScenePhase`) is checked
/// against a projection: after each step, the state it reported last must be the projection of
/// the model's state.
///
/// ```swift
/// let flutter = Projection.named("flutter")!
/// let mine = Projection(name: "my-engine", of: .app, states: [
///   "notRunning": "detached", "inactive": "inactive", "active": "resumed",
///   "background": "paused", "suspended": "paused",
/// ], initial: "detached")
/// ```
public struct Projection: Hashable, Sendable {
  /// What a projection maps: the application's state, or each connected scene's.
  public enum Subject: String, Hashable, Sendable, CaseIterable {
    /// The application's state (`UIApplication.applicationState`; in a scene-based app, the
    /// aggregate of its scenes).
    case app
    /// Each connected scene's activation state; a scene that disconnects leaves the projection.
    case scene
  }

  /// The projection's name: a named projection's (`flutter`), or an inline one's own.
  public let name: String
  /// Whether it maps the app's state or each scene's.
  public let subject: Subject
  /// The framework's state for each of the model's states, by the model state's name
  /// (`AppState` names for `.app`, `SceneActivationState` names for `.scene`).
  public let states: [String: String]
  /// The framework's state before any launch, for a projection of the app; `nil` for a
  /// projection of scenes (no scene is connected yet).
  public let initial: String?
  /// Where the table comes from: the framework's documentation pages (empty for an inline one).
  public let sources: [String]

  /// A projection from a table that maps every state of `subject` (every `AppState` name, or
  /// every `SceneActivationState` name of a connected scene), starting from `initial`.
  public init(name: String, of subject: Subject, states: [String: String], initial: String?, sources: [String] = []) {
    self.name = name
    self.subject = subject
    self.states = states
    self.initial = initial
    self.sources = sources
  }
}
