/// A failure an engine is known to have, and why: a scenario (or pattern of them), or a rule
/// wherever it is broken. Reported as an expected failure while it fails; a scenario-wide
/// declaration that passes is an unexpected pass (a failure), so the list never goes stale.
///
/// ```swift
/// var knownFailures: [KnownFailure] {
///   [KnownFailure(scenario: "interruption.notification-center.*", reason: "we never flip active again (#42)"),
///    KnownFailure(rule: "launch-first", reason: "no willFinishLaunching yet (#7)")]
/// }
/// ```
///
/// A declaration by rule covers only the failures of that rule (its id, or a fault's name such
/// as `duplicate`): a scenario that breaks it and something else still fails for the rest.
public struct KnownFailure: Hashable, Sendable {
  /// A scenario id, or a pattern with `*` for any run of characters: `multi-scene.*`.
  public var scenario: String
  /// The rule the failure breaks (`ConformanceFailure.rule`), or `nil` for any failure.
  public var rule: String?
  /// Why it fails: a sentence, a bug link.
  public var reason: String

  /// Declares that a scenario fails, for `reason`: its failure is known, and a pass is reported.
  public init(scenario: String, reason: String) {
    self.scenario = scenario
    self.rule = nil
    self.reason = reason
  }

  /// A failure of `rule` in any scenario `scenario` matches (every scenario by default).
  public init(rule: String, in scenario: String = "*", reason: String) {
    self.scenario = scenario
    self.rule = rule
    self.reason = reason
  }

  /// Whether the declaration covers this scenario id.
  public func covers(_ id: String) -> Bool { ScenarioPattern(scenario).matches(id) }

  /// Whether the declaration covers this failure of the scenario `id`.
  public func covers(_ failure: ConformanceFailure, in id: String) -> Bool {
    covers(id) && (rule == nil || rule == failure.rule)
  }
}
