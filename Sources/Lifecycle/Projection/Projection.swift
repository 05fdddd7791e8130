/// How a framework that receives the lifecycle names its states: a map from the model's state
/// after a step to the states the framework may report then (Conformance/SPEC.md#projections).
///
/// A mapper (Flutter's embedding, React Native's `AppState`, SwiftUI's `ScenePhase`) is checked
/// against a projection: after each step, the state it reported last must be one the projection
/// allows for the model's state, and every change it reports must be a move its framework makes.
///
/// ```swift
/// let flutter = Projection.named("flutter")!
/// print(flutter.allowed["background"]!)   // ["paused", "detached"]
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

    /// The model states a projection of this subject maps: every `AppState` name for `.app`; for
    /// `.scene`, the `SceneActivationState` names of a connected scene (an `unattached` scene is
    /// not connected, so it has no framework state).
    public var modelStates: [String] {
      switch self {
      case .app: AppState.allCases.map(\.rawValue)
      case .scene: SceneActivationState.allCases.filter { $0 != .unattached }.map(\.rawValue)
      }
    }
  }

  /// The projection's name: a named projection's (`flutter`), or an inline one's own.
  public let name: String
  /// Whether it maps the app's state or each scene's.
  public let subject: Subject
  /// The framework states allowed after a step for each of the model's states, by the model
  /// state's name (`AppState` names for `.app`, `SceneActivationState` names for `.scene`); the
  /// first is the table's, the others what the documentation leaves open (see ``notes``).
  public let allowed: [String: [String]]
  /// The framework states allowed before any launch, for a projection of the app (the first is
  /// the table's); empty for a projection of scenes (no scene is connected yet).
  public let allowedInitial: [String]
  /// The lifecycles the framework runs on: SwiftUI's are scene-based only.
  public let lifecycles: Set<LifecycleStyle>
  /// The framework's own transition rules: states it reports only in passing, the moves it makes.
  public let rules: Rules
  /// Where the table and the rules come from: the framework's documentation pages (empty for an
  /// inline projection).
  public let sources: [String]
  /// One paragraph on what the projection follows and how, for a documentation page.
  public let summary: String
  /// The cases the documentation leaves open, and what the projection allows for each.
  public let notes: [String]

  /// The table: the framework's state for each of the model's states, the first allowed one.
  public var states: [String: String] { allowed.compactMapValues(\.first) }

  /// The framework's state before any launch, the first allowed one; `nil` for scenes.
  public var initial: String? { allowedInitial.first }

  /// A projection from a table that maps every state of `subject` (every `AppState` name, or
  /// every `SceneActivationState` name of a connected scene) to one state, starting from `initial`.
  public init(name: String, of subject: Subject, states: [String: String], initial: String?, sources: [String] = []) {
    self.init(
      name: name, of: subject, allowing: states.mapValues { [$0] }, initial: initial.map { [$0] } ?? [],
      sources: sources)
  }

  /// A projection that allows, after a step, any of several framework states for a model state
  /// (the first the table's), with the framework's transition `rules`.
  public init(
    name: String, of subject: Subject, allowing allowed: [String: [String]], initial: [String],
    lifecycles: Set<LifecycleStyle> = Set(LifecycleStyle.allCases), rules: Rules = .none,
    sources: [String] = [], summary: String = "", notes: [String] = []
  ) {
    self.name = name
    self.subject = subject
    self.allowed = allowed
    self.allowedInitial = initial
    self.lifecycles = lifecycles
    self.rules = rules
    self.sources = sources
    self.summary = summary
    self.notes = notes
  }

  /// Every state the projection names: its table's, its initial ones and its rules'.
  public var vocabulary: Set<String> {
    var names = Set(allowed.values.joined()).union(allowedInitial).union(rules.passing)
    for (from, to) in rules.moves ?? [:] { names.insert(from); names.formUnion(to) }
    return names
  }
}
