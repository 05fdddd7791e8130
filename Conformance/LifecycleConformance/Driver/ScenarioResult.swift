/// How one scenario went for one engine.
package struct ScenarioResult: Sendable, CustomStringConvertible {
  /// The scenario.
  package var scenarioID: String
  /// Whether the scenario passed, failed, was skipped or failed as declared.
  package var verdict: Verdict
  /// What the engine delivered; `nil` when the scenario was skipped.
  package var run: RecordedRun?

  /// The five verdicts a scenario can get.
  package enum Verdict: Sendable {
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

  /// Creates the result of one scenario.
  package init(scenarioID: String, verdict: Verdict, run: RecordedRun?) {
    self.scenarioID = scenarioID
    self.verdict = verdict
    self.run = run
  }

  /// Judges a run against the engine's known failures: failures none covers fail the scenario;
  /// failures all covered are an expected failure; a pass of a scenario a scenario-wide
  /// declaration covers is an unexpected pass. A declaration by rule covers the failures of
  /// that rule only, and a scenario without them simply passes.
  package init(scenarioID: String, run: RecordedRun, knownFailures: [KnownFailure]) {
    self.scenarioID = scenarioID
    var run = run
    // Each failure says whether it is known, and why: a bug list keeps that.
    for index in run.failures.indices {
      // A consequence is known when its cause, the failure of its step, is.
      let consequence = run.failures[index].cause == nil ? nil : run.failures[index].divergence?.consequence
      let cause = consequence.flatMap { consequence in
        run.failures[..<index].first {
          $0.step == consequence.stepIndex + 1 && $0.divergence?.signature == consequence.signature
        }
      }
      run.failures[index].knownReason =
        cause.map(\.knownReason) ?? knownFailures.first { $0.covers(run.failures[index], in: scenarioID) }?.reason
    }
    self.run = run
    let failures = run.failures
    let uncovered = failures.filter { $0.knownReason == nil }
    if let first = uncovered.first {
      verdict = .failed(first)
    } else if let reason = run.skipReason {
      // What ran before the engine declined passed, but the scenario did not run whole.
      verdict = .skipped(reason: "the engine cannot perform step \(run.steps.count + 1): \(reason)")
    } else if let first = failures.first {
      let reasons = knownFailures.filter { known in failures.contains { known.covers($0, in: scenarioID) } }.map(
        \.reason)
      verdict = .expectedFailure(first, reason: Self.joined(reasons))
    } else if let stale = knownFailures.first(where: { !$0.describesBug && $0.covers(scenarioID) }) {
      verdict = .unexpectedPass(reason: stale.reason)
    } else {
      verdict = .passed
    }
  }

  private static func joined(_ reasons: [String]) -> String {
    // A set beside the list: thousands of declarations may cover one failure.
    var seen = Set<String>()
    let unique = reasons.filter { seen.insert($0).inserted }
    return unique.joined(separator: "; ")
  }

  /// Every failure of the run, in step order.
  package var failures: [ConformanceFailure] { run?.failures ?? [] }

  /// Whether the result should fail a test run: a failure or an unexpected pass.
  package var isFailure: Bool {
    switch verdict {
    case .failed, .unexpectedPass: true
    case .passed, .skipped, .expectedFailure: false
    }
  }

  /// The message a test framework shows for this result, or `nil` for a pass.
  package var message: String? {
    switch verdict {
    case .passed:
      return nil
    case .failed(let failure):
      return allFailures(first: failure)
    case .skipped(let reason):
      return "\(scenarioID) skipped: \(reason)"
    case .expectedFailure(let failure, let reason):
      return "\(scenarioID) fails as declared (\(reason)):\n\(allFailures(first: failure))"
    case .unexpectedPass(let reason):
      return "\(scenarioID) passed, but is declared a known failure (\(reason)); remove the declaration"
    }
  }

  /// The failure message, or `ID passed`.
  package var description: String { message ?? "\(scenarioID) passed" }

  /// Every failure's description, one after another; a single failure reads as before.
  private func allFailures(first: ConformanceFailure) -> String {
    let all = failures.isEmpty ? [first] : failures
    guard all.count > 1 else { return first.description }
    return "\(scenarioID): \(all.count) failures\n" + all.map(\.description).joined(separator: "\n")
  }
}
