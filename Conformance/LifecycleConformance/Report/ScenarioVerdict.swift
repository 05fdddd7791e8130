/// How one scenario of the catalog went for an engine, as a report lists it: its id, its
/// verdict, why, and the rules its failures broke.
///
/// ```swift
/// let report = await ConformanceReport(engine: "MyEngine") { MyEngine() }
/// for scenario in report.scenarios where scenario.verdict == .fail {
///   print(scenario)   // home-press.scene: fail: bug 1: missing sceneWillResignActive(_:) … [required-event]
/// }
/// ```
public struct ScenarioVerdict: Hashable, Sendable, CustomStringConvertible {
  /// How a scenario went: the words report.json, report.md and the badge write.
  public enum Verdict: String, CaseIterable, Hashable, Sendable {
    // In the order the counts are written.
    /// Every step matched an allowed response.
    case pass
    /// The engine failed the scenario with a bug it does not declare.
    case fail
    /// The scenario needs what the engine does not do; the reason says what.
    case skip
    /// The engine failed the scenario, with bugs it declares known (`KnownFailure`) only.
    case knownFailure = "known failure"
    /// The engine passed a scenario it declares a known failure: the declaration is stale.
    case unexpectedPass = "unexpected pass"

    /// The word for a scenario's result.
    package init(_ verdict: ScenarioResult.Verdict) {
      switch verdict {
      case .pass: self = .pass
      case .fail: self = .fail
      case .skip: self = .skip
      case .knownFailure: self = .knownFailure
      case .unexpectedPass: self = .unexpectedPass
      }
    }
  }

  /// The scenario's (or script's) id: `home-press.scene`.
  public var id: String
  /// How it went.
  public var verdict: Verdict
  /// Why, in one line: the bugs a failure shows, a skip's reason, a known failure's reason;
  /// empty for a pass.
  public var reason: String
  /// The rule of each failure it showed, in step order.
  public var rules: [String]

  /// A scenario's verdict.
  package init(id: String, verdict: Verdict, reason: String = "", rules: [String] = []) {
    self.id = id
    self.verdict = verdict
    self.reason = reason
    self.rules = rules
  }

  /// The id, the verdict and the reason, in one line: `launch.first.scene: skip: needs …`.
  public var description: String {
    reason.isEmpty ? "\(id): \(verdict.rawValue)" : "\(id): \(verdict.rawValue): \(reason)"
  }
}
