/// What an engine delivered in one run, step by step, and where it first went wrong.
///
/// Write it out with `traceText(source:)` to check it again with `lifecycle verify`, or to keep it
/// as classroom material.
package struct RecordedRun: Sendable {
  /// One stimulus and what the engine delivered in answer.
  package struct Step: Hashable, Sendable {
    /// The stimulus the step performed.
    package var stimulus: Stimulus
    /// The callbacks (and notifications, if recorded) the engine delivered, in order.
    package var events: [Event]
    /// What each event was given, of the kinds the run checks; empty when it checks none.
    package var arguments: [EventArguments] = []
    /// The changes of state a mapper reported in the step, in order; after a step that ends the
    /// process, those of the new process's start. Empty for an engine.
    package var states: [ReportedState] = []
  }

  /// What was run.
  package var script: Script
  /// Whether notifications were recorded along with callbacks.
  package var recordsNotifications: Bool
  /// The kinds of callback argument recorded and checked (Conformance/SPEC.md#version-11).
  /// `traceText` writes only those a failure is about, so that the trace shows them: a run
  /// without such a failure writes a version 1 trace.
  package var arguments: Set<TraceArgument> = []
  /// The projection a mapper's states follow; `nil` for an engine's run, whose trace has no
  /// state lines.
  package var projection: Projection?
  /// The states a mapper reported as its process started.
  package var startStates: [ReportedState] = []
  /// The steps performed: up to and including the first failing one, or, for a run that
  /// continues past its failures, every step it could perform.
  package var steps: [Step]
  /// Every failure, in step order: only the first unless the run continued past it.
  package var failures: [ConformanceFailure] = []
  /// The first failure, or `nil` if the run conforms.
  package var failure: ConformanceFailure? { failures.first }
  /// Whether the engine broke the engine protocol in the run, which ended its process there.
  var brokeProtocol: Bool { failures.contains { $0.fault?.isMisbehaviour == true } }
  /// Why the rest of the run was skipped: the engine answered a step with `UnsupportedStimulus`
  /// (over the engine protocol, `{"unsupported": …}`); `nil` when it performed every step.
  package var skipReason: String?

  /// Creates a record of a run.
  package init(script: Script, recordsNotifications: Bool, steps: [Step], failures: [ConformanceFailure] = []) {
    self.script = script
    self.recordsNotifications = recordsNotifications
    self.steps = steps
    self.failures = failures
  }

  /// Whether every step matched an allowed response and the engine never faulted.
  package var conforms: Bool { failure == nil }
}
