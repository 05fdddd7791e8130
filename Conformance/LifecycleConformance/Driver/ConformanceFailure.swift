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
  /// Why the failure is expected, when the engine declares it a known failure
  /// (`LifecycleEngine.knownFailures`); `nil` for a failure nobody expected.
  package var knownReason: String?
  /// What the engine adds under the details (over the engine protocol: its log, and lines of
  /// the response that came before the stimulus was sent).
  var notes: [String] = []

  /// The rule the failure breaks: the divergence's rule id (`launch-first`, `required-event`),
  /// else the fault's name (`hang`, `duplicate`), else `nonconformant`. The per-rule summary and
  /// `KnownFailure(rule:in:reason:)` use it.
  package var rule: String {
    fault?.name ?? divergence?.rule?.id ?? "nonconformant"
  }

  /// Every rule a failure may break, as `rule` names it: the checker's rules, the order rules,
  /// the argument rules, the engine's faults, and `nonconformant`.
  package static let rules: [String] =
    ["required-event", "allowed-events"] + OrderRule.all.map(\.id) + TraceArgument.all.map { "argument-\($0.name)" }
    + EngineFault.names + ["nonconformant"]

  /// What the failure is, whichever scenario, walk or stimulus shows it
  /// (Conformance/SPEC.md#bug-signatures): the divergence's signature, or for a fault its name
  /// and the event it concerns.
  package var signature: BugSignature {
    guard let fault else {
      return divergence?.signature ?? BugSignature(rule: rule, difference: "nonconformant")
    }
    switch fault {
    case .duplicate(let event, _), .afterTermination(let event), .neverConnected(let event),
      .wrongThread(let event), .outsideStep(let event, _):
      return BugSignature(rule: fault.name, difference: "\(fault.name) \(event.name)", events: [event.name])
    case .threw, .hung, .misbehaved:
      return BugSignature(rule: fault.name, difference: fault.name)
    }
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
    let what = fault?.description ?? divergence.map(\.message) ?? "failed"
    return "\(place): \(what)"
  }

  /// The headline, then the divergence's details as `lifecycle verify` prints them
  /// (`Divergence.details(namingStep:)`, the one rendering of a failure), indented by two spaces.
  package var description: String {
    var lines = [headline]
    if let divergence {
      if fault != nil { lines.append("  " + divergence.message) }
      lines += divergence.details(namingStep: false).map { "  " + $0 }
    }
    lines += notes.map { "  " + $0 }
    return lines.joined(separator: "\n")
  }
}
