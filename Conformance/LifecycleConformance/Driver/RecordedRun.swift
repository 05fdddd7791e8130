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
  }

  /// What was run.
  package var script: Script
  /// Whether notifications were recorded along with callbacks.
  package var recordsNotifications: Bool
  /// The kinds of callback argument recorded and checked (Conformance/SPEC.md#version-11).
  package var arguments: Set<TraceArgument> = []
  /// The kinds of argument `traceText` writes: none (a version 1 trace) unless asked for
  /// (`lifecycle record --arguments`), or unless a failure is about an argument of that kind,
  /// so that the trace shows it.
  package var traceArguments: Set<TraceArgument> = []
  /// The steps performed: up to and including the first failing one, or, for a run that
  /// continues past its failures, every step it could perform.
  package var steps: [Step]
  /// The first failure, or `nil` if the run conforms.
  package var failure: ConformanceFailure?
  /// Every failure, in step order: only the first unless the run continued past it.
  package var failures: [ConformanceFailure] = []
  /// Why the rest of the run was skipped: the engine answered a step with `UnsupportedStimulus`
  /// (over the engine protocol, `{"unsupported": …}`); `nil` when it performed every step.
  package var skipReason: String?

  /// Creates a record of a run; `failures` defaults to the first failure alone.
  package init(
    script: Script, recordsNotifications: Bool, steps: [Step], failure: ConformanceFailure?,
    failures: [ConformanceFailure]? = nil
  ) {
    self.script = script
    self.recordsNotifications = recordsNotifications
    self.steps = steps
    self.failure = failure
    self.failures = failures ?? failure.map { [$0] } ?? []
  }

  /// Whether every step matched an allowed response and the engine never faulted.
  package var conforms: Bool { failure == nil }
}
