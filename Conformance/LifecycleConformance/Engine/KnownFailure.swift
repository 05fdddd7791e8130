/// A scenario an engine is known to fail, and why: reported as an expected failure while it
/// fails, and as an unexpected pass (a failure) once it passes, so the list never goes stale.
///
/// ```swift
/// var knownFailures: [KnownFailure] {
///   [KnownFailure(scenario: "interruption.notification-center.*", reason: "we never flip active again (#42)")]
/// }
/// ```
public struct KnownFailure: Hashable, Sendable {
  /// A scenario id, or a pattern with `*` for any run of characters: `multi-scene.*`.
  public var scenario: String
  /// Why it fails: a sentence, a bug link.
  public var reason: String

  public init(scenario: String, reason: String) {
    self.scenario = scenario
    self.reason = reason
  }

  /// Whether the declaration covers this scenario id.
  public func covers(_ id: String) -> Bool { ScenarioPattern(scenario).matches(id) }
}
