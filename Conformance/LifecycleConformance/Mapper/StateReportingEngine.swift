/// An engine whose run checks states as well as callbacks: it plays iOS for a mapper, sending
/// the response a script chooses, and says what the mapper reported (`MappedEngine`).
@MainActor
package protocol StateReportingEngine: LifecycleEngine {
  /// Sends `choice` in answer to the next stimulus `perform` is given.
  mutating func respond(with choice: ResponseChoice)
  /// What the mapper reported in the last `prepare` or `perform`, checked.
  var stateCheck: StateCheck { get }
  /// Whether the mapper is sent UIKit's notifications as well as the delegates' calls.
  var receivesNotifications: Bool { get }
  /// The state the model is in after the response the last step sent (`nil` before the first
  /// step): the kit chose that response from the model's own answers, so the run goes on from it
  /// without checking the kit's own deliveries again.
  var played: LifecycleModel? { get }
}

extension LifecycleEngine {
  /// What a verdict calls this engine: "the mapper" for a mapper run as an engine
  /// (`MappedEngine`, in process or over the pipe), "the engine" for any other.
  package var kindName: String { self is any StateReportingEngine ? "the mapper" : "the engine" }
}

/// What a mapper reported in one step (or when its process started), and where that departs
/// from its projection of the model's state.
package struct StateCheck: Hashable, Sendable {
  /// The projection the states follow.
  package var projection: Projection
  /// The changes the mapper reported, in order; after a step that ended the process, those of
  /// the new process's start.
  package var reported: [ReportedState] = []
  /// Where they depart from the projection, in the order found.
  package var divergences: [StateDivergence] = []
  /// The projection of the model's state that was expected (`nil` for a projection of scenes,
  /// or when nothing was checked).
  package var expected: String?

  /// A check of nothing yet.
  package init(projection: Projection) {
    self.projection = projection
  }
}

/// A mapper that reads one trace format version, as its hello says (`PipeMapper`): the kit sends
/// it no stimulus and no callback of a later version.
package protocol FormatDeclaringMapper {
  /// The newest trace format version it reads.
  var format: FormatVersion { get }
}
