/// Why a run failed: the scenario, the step, and what the engine did wrong, as a fault the
/// recorder saw, a divergence from every allowed response, or both.
///
/// Its description is the diagnostic both adapters print, its lines under the headline those of
/// `lifecycle verify` (`Divergence.details(namingStep:)`):
///
/// ```
/// launch.first.scene › step 1 › tapIcon: sceneDidBecomeActive(_:) main came before sceneWillEnterForeground(_:) main, which must come first
///   - expected, + actual:
///     application(_:willFinishLaunchingWithOptions:)
///     application(_:didFinishLaunchingWithOptions:)
///     application(_:configurationForConnecting:options:) session main
///     scene(_:willConnectTo:options:) main
///   - sceneWillEnterForeground(_:) main
///     sceneDidBecomeActive(_:) main
///   + sceneWillEnterForeground(_:) main
///   rule: delegate-sequence: each delegate's callbacks come one after another, in the order of the state changes they announce
///   spec: Conformance/SPEC.md#delegate-sequence
///   response: Conformance/SPEC.md#foregrounding
///   see: https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
/// ```
package struct ConformanceFailure: Error, Sendable, CustomStringConvertible {
  /// The scenario, when the run was one.
  package var scenarioID: String?
  /// The step that failed, from 1; 0 when `prepare` failed.
  package var step: Int
  /// The stimulus of that step (`nil` when `prepare` failed).
  package var stimulus: Stimulus?
  /// What the recorder saw the engine do wrong, if anything.
  package var fault: EngineFault?
  /// Where the step departs from every allowed response, if it does.
  package var divergence: Divergence?
  /// Where the states a mapper reported depart from its projection, if they do
  /// (`MappedEngine`).
  package var stateDivergence: StateDivergence?
  /// What the mapper reported in the step, and the projection they follow, with a
  /// `stateDivergence`.
  package var stateCheck: StateCheck?
  /// The response the step sent the mapper, when it was not the canonical one.
  package var response: ResponseChoice?
  /// Why the failure is expected, when the engine declares it a known failure
  /// (`LifecycleEngine.knownFailures`); `nil` for a failure nobody expected.
  package var knownReason: String?
  /// What the engine adds under the details (over the engine protocol: that lines of the
  /// response came before the stimulus was sent).
  package var notes: [String] = []
  /// The engine's log in the scenario, when it adds one to a divergence (over the engine
  /// protocol: its standard error); a protocol fault carries its own.
  package var log = ""

  /// How many of the log's last lines a summary of bugs shows (`lifecycle conform`, report.md).
  package static let summaryLogLines = 10

  /// The rule the failure breaks: the divergence's rule id (`launch-first`, `required-event`),
  /// else the fault's name (`hang`, `duplicate`), else `nonconformant`. The per-rule summary and
  /// `KnownFailure(rule:in:reason:)` use it.
  package var rule: String {
    fault?.name ?? divergence?.rule?.id ?? stateDivergence?.rule.rawValue ?? "nonconformant"
  }

  /// Every rule a failure may break, as `rule` names it: the checker's rules, the order rules,
  /// the argument rules, the engine's faults, and `nonconformant`.
  package static let rules: [String] =
    ["required-event", "allowed-events"] + OrderRule.all.map(\.id) + TraceArgument.all.map { "argument-\($0.name)" }
    + EngineFault.names + StateDivergence.Rule.allCases.map(\.rawValue) + ["nonconformant"]

  /// What the failure is, whichever scenario, walk or stimulus shows it
  /// (Conformance/SPEC.md#bug-signatures): the divergence's signature, or for a fault its name
  /// and the event it concerns.
  package var signature: BugSignature {
    guard let fault else {
      return divergence?.signature ?? stateDivergence?.signature
        ?? BugSignature(rule: rule, difference: "nonconformant")
    }
    switch fault {
    case .duplicate(let event, _), .afterTermination(let event), .neverConnected(let event),
      .wrongThread(let event), .outsideStep(let event, _):
      return BugSignature(rule: fault.name, difference: "\(fault.name) \(event.name)", events: [event.name])
    case .threw, .hung, .misbehaved:
      return BugSignature(rule: fault.name, difference: fault.name)
    }
  }

  /// The bug of an earlier step this failure follows from, when it is that bug's consequence
  /// (`Divergence.consequence`): reported with it, not as a bug of its own.
  package var cause: BugSignature? {
    fault == nil ? divergence?.consequence?.signature : nil
  }

  /// Where the failure shows: `launch` for a launch, whatever the stimulus; otherwise the
  /// stimulus's name, without its parameters; `prepare` when the engine failed before any.
  package var place: String {
    divergence?.place ?? stimulus?.name.rawValue ?? "prepare"
  }

  /// The first line: where, then what.
  package var headline: String {
    let place = [scenarioID, "step \(step)", stimulus?.summary ?? "prepare"].compactMap { $0 }
      .joined(separator: " › ")
    let what = fault?.description ?? divergence.map(\.message) ?? stateDivergence?.message ?? "failed"
    return "\(place): \(what)"
  }

  /// Where the specification states the failure's rule: a protocol fault's own section, else
  /// the divergence's rule's.
  package var specification: String? {
    fault?.specification ?? divergence?.rule?.specification
      ?? stateDivergence.map { Divergence.Rule(state: $0.rule).specification }
  }

  /// The engine's log (standard error) in the scenario, over the engine protocol: a protocol
  /// fault's own, else the one the engine added to a divergence; empty for none.
  package var engineLog: String {
    if case .misbehaved(let misbehaviour) = fault { misbehaviour.log } else { log }
  }

  /// The headline, then the details indented by two spaces.
  package var description: String {
    ([headline] + details().map { "  " + $0 }).joined(separator: "\n")
  }

  /// The lines under the headline: the divergence's details as `lifecycle verify` prints them
  /// (`Divergence.details(namingStep:)`, the one rendering of a failure), after its message when
  /// a fault led to it; a protocol fault's rule and section; then what the engine adds (the
  /// notes, its log).
  ///
  /// - Parameters:
  ///   - correctionOnly: the diff of this divergence alone (`correctionDiff`), as a list of bugs
  ///     shows each.
  ///   - references: the rule, its section and the pages; without them, the diff alone (a report
  ///     names the rule beside it).
  ///   - logLines: how many of the log's last lines to show, each cut short; `nil` for all of it.
  package func details(correctionOnly: Bool = false, references: Bool = true, logLines: Int? = nil) -> [String] {
    var lines: [String] = []
    // A protocol fault cut the step short: the divergence shows what came before it, and the
    // rule and section are the fault's.
    let faultRule = fault.flatMap { fault in fault.specification.map { ["rule: \(fault.name)", "spec: \($0)"] } }
    if let divergence {
      if fault != nil { lines.append(divergence.message) }
      if references {
        lines += divergence.details(namingStep: false, correctionOnly: correctionOnly, ruleLines: faultRule)
      } else {
        lines += correctionOnly ? divergence.correctionDiff : divergence.diff.split(separator: "\n").map(String.init)
      }
    } else if references, let faultRule {
      lines += faultRule
    }
    if let stateDivergence {
      if divergence != nil || fault != nil { lines.append(stateDivergence.message) }
      lines += stateLines(stateDivergence, references: references)
    }
    lines += notes
    lines += EngineMisbehaviour.logLines(engineLog, last: logLines)
    return lines
  }
}
