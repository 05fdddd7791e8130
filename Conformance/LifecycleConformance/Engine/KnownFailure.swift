/// A failure an engine is known to have, and why: by what the bug is (its rule, where it shows,
/// the callback it is about), or by scenario. Reported as an expected failure while it fails,
/// and as no longer seen once it does not, so the list never goes stale.
///
/// ```swift
/// var knownFailures: [KnownFailure] {
///   [KnownFailure(rule: "required-event", callback: "application(_:willFinishLaunchingWithOptions:)",
///                 reason: "no willFinishLaunching yet (#7)"),
///    KnownFailure(scenario: "interruption.notification-center.*", reason: "we never flip active again (#42)")]
/// }
/// ```
///
/// A declaration by what the bug is covers only the failures it describes, in every scenario
/// its pattern matches and in every exploration walk: a scenario that shows it and something
/// else still fails for the rest. A scenario-wide declaration covers any failure of its
/// scenarios, and a pass of one of them is an unexpected pass (a failure).
public struct KnownFailure: Hashable, Sendable {
  /// A scenario id, or a pattern with `*` for any run of characters: `multi-scene.*`.
  public var scenario: String
  /// The rule the failure breaks (`ConformanceBug.rule`), or `nil` for any.
  public var rule: String?
  /// The stimulus it shows on (`pressHome`, `beginInterruption`), or `launch` for any launch
  /// (`ConformanceBug.places`); `nil` for any.
  public var stimulus: String?
  /// A callback selector or notification name the failure is about
  /// (`application(_:willFinishLaunchingWithOptions:)`, one a bug's `summary` names); `nil` for any.
  public var callback: String?
  /// Why it fails: a sentence, a bug link.
  public var reason: String

  /// Declares that a scenario fails, for `reason`: its failure is known, and a pass is reported.
  public init(scenario: String, reason: String) {
    self.scenario = scenario
    self.reason = reason
  }

  /// A bug by what it is: the failures that break `rule`, show on `stimulus` and are about
  /// `callback` (each `nil` for any, at least one given), in any scenario `scenario` matches
  /// (every scenario, and every exploration walk, by default).
  public init(
    rule: String? = nil, stimulus: String? = nil, callback: String? = nil, in scenario: String = "*",
    reason: String
  ) {
    precondition(
      rule != nil || stimulus != nil || callback != nil, "say what the bug is, or use init(scenario:reason:)")
    self.scenario = scenario
    self.rule = rule
    self.stimulus = stimulus
    self.callback = callback
    self.reason = reason
  }

  /// Whether it says what the bug is (a rule, a stimulus or a callback), rather than which
  /// scenarios fail.
  package var describesBug: Bool { rule != nil || stimulus != nil || callback != nil }

  /// Whether the declaration covers this scenario id.
  package func covers(_ id: String) -> Bool { ScenarioPattern(scenario).matches(id) }

  /// Whether the declaration covers this failure of the scenario `id` (`""` for a walk of an
  /// exploration, which only a declaration of every scenario covers).
  package func covers(_ failure: ConformanceFailure, in id: String) -> Bool {
    guard covers(id) else { return false }
    guard describesBug else { return true }
    return describes(failure)
  }

  /// Whether the declaration says what this failure is (its scenarios aside): its rule, where it
  /// shows and its callback, as far as the declaration says them.
  package func describes(_ failure: ConformanceFailure) -> Bool {
    guard describesBug else { return false }
    let signature = failure.signature
    if let rule, rule != signature.rule { return false }
    if let stimulus, stimulus != failure.place, stimulus != failure.stimulus?.name.rawValue { return false }
    if let callback, !signature.events.contains(callback) { return false }
    return true
  }
}

extension KnownFailure: CustomStringConvertible {
  /// The declaration in the words of a `--known` file entry:
  /// `rule required-event, callback applicationDidReceiveMemoryWarning(_:): not wired yet (#12)`.
  public var description: String {
    var parts: [String] = []
    if let rule { parts.append("rule \(rule)") }
    if let stimulus { parts.append("stimulus \(stimulus)") }
    if let callback { parts.append("callback \(callback)") }
    if scenario != "*" { parts.append(describesBug ? "in \(scenario)" : "scenario \(scenario)") }
    return parts.joined(separator: ", ") + ": \(reason)"
  }
}
