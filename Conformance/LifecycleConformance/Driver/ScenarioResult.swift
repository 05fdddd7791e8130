/// How one scenario went for one engine.
public struct ScenarioResult: Sendable, CustomStringConvertible {
  /// The scenario.
  public var scenarioID: String
  public var verdict: Verdict
  /// What the engine delivered; `nil` when the scenario was skipped.
  public var run: RecordedRun?

  /// The five verdicts a scenario can get.
  public enum Verdict: Sendable {
    /// Every step matched an allowed response.
    case passed
    /// The engine failed the scenario.
    case failed(ConformanceFailure)
    /// The scenario does not apply to the engine; the reason says why.
    case skipped(reason: String)
    /// The engine failed a scenario it declares as a known failure.
    case expectedFailure(ConformanceFailure, reason: String)
    /// The engine passed a scenario it declares as a known failure: the declaration is stale.
    case unexpectedPass(reason: String)
  }

  /// Whether the result should fail a test run: a failure or an unexpected pass.
  public var isFailure: Bool {
    switch verdict {
    case .failed, .unexpectedPass: true
    case .passed, .skipped, .expectedFailure: false
    }
  }

  /// The message a test framework shows for this result, or `nil` for a pass.
  public var message: String? {
    switch verdict {
    case .passed:
      return nil
    case .failed(let failure):
      return failure.description
    case .skipped(let reason):
      return "\(scenarioID) skipped: \(reason)"
    case .expectedFailure(let failure, let reason):
      return "\(scenarioID) fails as declared (\(reason)):\n\(failure.description)"
    case .unexpectedPass(let reason):
      return "\(scenarioID) passed, but is declared a known failure (\(reason)); remove the declaration"
    }
  }

  public var description: String { message ?? "\(scenarioID) passed" }
}
