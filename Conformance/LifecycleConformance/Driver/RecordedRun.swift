/// What an engine delivered in one run, step by step, and where it first went wrong.
///
/// Write it out with `traceText(source:)` to check it again with `lifecycle verify`, or to keep it
/// as classroom material.
public struct RecordedRun: Sendable {
  /// One stimulus and what the engine delivered in answer.
  public struct Step: Hashable, Sendable {
    public var stimulus: Stimulus
    public var events: [Event]
  }

  /// What was run.
  public var script: Script
  /// Whether notifications were recorded along with callbacks.
  public var recordsNotifications: Bool
  /// The steps performed, up to and including the first failing one.
  public var steps: [Step]
  /// The first failure, or `nil` if the run conforms.
  public var failure: ConformanceFailure?

  /// Whether every step matched an allowed response and the engine never faulted.
  public var conforms: Bool { failure == nil }
}
