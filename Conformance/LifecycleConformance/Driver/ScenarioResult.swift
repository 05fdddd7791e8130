/// How one scenario went for one engine.
package struct ScenarioResult: Sendable, CustomStringConvertible {
  /// The scenario.
  package var scenarioID: String
  /// How it went, in the words of a report (`ScenarioVerdict.Verdict`), with what each needs.
  package var verdict: Verdict
  /// What the engine delivered; `nil` when the scenario was skipped.
  package var run: RecordedRun?

  /// The five verdicts a scenario can get, named as a report writes them.
  package enum Verdict: Sendable {
    /// Every step matched an allowed response.
    case pass
    /// The engine failed the scenario with a failure it does not declare.
    case fail(ConformanceFailure)
    /// The scenario does not apply to the engine; the reason says why.
    case skip(reason: String)
    /// The engine failed the scenario with failures it declares known (`KnownFailure`) only.
    case knownFailure(ConformanceFailure, reason: String)
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
  /// failures all covered are a known failure; a pass of a scenario a scenario-wide
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
      verdict = .fail(first)
    } else if let reason = run.skipReason {
      // What ran before the engine declined passed, but the scenario did not run whole.
      verdict = .skip(reason: "the engine cannot perform step \(run.steps.count + 1): \(reason)")
    } else if let first = failures.first {
      let reasons = knownFailures.filter { known in failures.contains { known.covers($0, in: scenarioID) } }.map(
        \.reason)
      verdict = .knownFailure(first, reason: Self.joined(reasons))
    } else if let stale = knownFailures.first(where: { !$0.describesBug && $0.covers(scenarioID) }) {
      verdict = .unexpectedPass(reason: stale.reason)
    } else {
      verdict = .pass
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
    case .fail, .unexpectedPass: true
    case .pass, .skip, .knownFailure: false
    }
  }

  /// The message a test framework shows for this result, or `nil` for a pass.
  package var message: String? {
    switch verdict {
    case .pass:
      return nil
    case .fail(let failure):
      return allFailures(first: failure)
    case .skip(let reason):
      return "\(scenarioID): skip: \(reason)"
    case .knownFailure(let failure, let reason):
      return "\(scenarioID): known failure (\(reason)):\n\(allFailures(first: failure))"
    case .unexpectedPass(let reason):
      return "\(scenarioID): unexpected pass: it is declared a known failure (\(reason)); remove the declaration"
    }
  }

  /// The failure message, or `ID: pass`.
  package var description: String { message ?? "\(scenarioID): pass" }

  /// Every failure's description, one after another; a single failure reads as before.
  private func allFailures(first: ConformanceFailure) -> String {
    let all = failures.isEmpty ? [first] : failures
    guard all.count > 1 else { return first.description }
    return "\(scenarioID): \(all.count) failures\n" + all.map(\.description).joined(separator: "\n")
  }
}
