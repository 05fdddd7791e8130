import Lifecycle

/// A mapper in any language, driven over the mapper protocol: a child process that reads the
/// events iOS delivers, as trace lines, and answers with the states its framework reports
/// (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
///
/// It is a `LifecycleMapper` like one written in Swift: `start` sends a trace header and reads
/// the initial state; the delegates it returns write down each event delivered to them; and
/// `endStep` sends the step (its stimulus, the events in the order delivered, `{"end": true}`)
/// and reports each state line of the answer, up to `done`, to the `StateReporter`. The
/// process, its limits, its faults and its log are the engine pipe's (`PipeConnection`):
/// whatever the mapper does wrong is thrown as an `EngineMisbehaviour` with its log, the process
/// is killed, and the next `start` starts a fresh one.
package struct PipeMapper: LifecycleMapper, FormatDeclaringMapper {
  /// What the mapper's hello says: its lifecycles, its projection, whether it wants notifications.
  package let capabilities: MapperCapabilities
  /// The newest trace format version both sides speak: at 1.1 each callback line carries its
  /// arguments.
  package let format: FormatVersion
  /// The hello's `mapper`, or the command.
  package let displayName: String
  /// The bugs the mapper is known to have (`lifecycle conform --known FILE`); none by default.
  package var knownFailures: [KnownFailure] = []
  private let connection: PipeConnection
  /// Writes down what the delegates are given during a step.
  private var recorder: Recorder?
  /// Where the reported states go in the current process.
  private var states: StateReporter?
  /// The lines of the current process's steps, as a trace writes them.
  private var writer: TraceWriter<Lines>?

  /// A mapper over `connection`, whose hello was a mapper's.
  init(connection: PipeConnection, hello: MapperHello) {
    self.connection = connection
    capabilities = hello.capabilities
    format = hello.format
    displayName = hello.mapper ?? connection.command.joined(separator: " ")
  }

  /// The timeout to give the driver and the explorer: longer than the mapper's own limit, so
  /// that a slow mapper is reported by the pipe, with its log, and never as a hang.
  package var driverTimeout: Duration { connection.limit * 2 + .seconds(2) }

  /// Asks the mapper to quit and makes sure its process is gone.
  package func stop() { connection.stop() }

  /// A new app process: sends the trace header (the process's lifecycle and saved sessions; at
  /// 1.1 the arguments every callback line carries) and reports the initial states the mapper
  /// answers with.
  package mutating func start(_ states: StateReporter) async throws -> LifecycleDelegates {
    let recorder = Recorder()
    let conditions = StartingConditions(lifecycle: states.lifecycle, savedSessions: states.savedSessions)
    let delegates = recorder.delegates(for: conditions, recordingNotifications: capabilities.receivesNotifications)
    let header = TraceHeader(
      lifecycle: states.lifecycle, sessions: states.savedSessions,
      recording: TraceRecording(callbacks: true, notifications: capabilities.receivesNotifications),
      arguments: format >= .v1_1 ? Set(TraceArgument.all) : [])
    let lines = Lines()
    writer = TraceWriter(header: header, to: lines)
    // The header is the connection's to send; the writer writes the steps.
    _ = lines.take()
    try connection.startMapper(header, report: report(to: states))
    recorder.beginStep()
    self.recorder = recorder
    self.states = states
    return delegates
  }

  /// Sends the step: `stimulus`, each event delivered since the last step, `{"end": true}`; then
  /// reports each state the mapper answers with.
  package mutating func endStep(_ stimulus: Stimulus) async throws {
    guard let recorder, let states, var writer else {
      throw EngineMisbehaviour(.exited, "the mapper has not started: a step before its start")
    }
    let delivered = recorder.endStep()
    writer.write(stimulus, delivered: delivered.events, arguments: delivered.arguments)
    self.writer = writer
    recorder.beginStep()
    let text = writer.output.take() + #"{"end": true}"# + "\n"
    try connection.mapperStep(stimulus, lines: text, report: report(to: states))
  }

  /// Catches a line the mapper writes after the run's last `done`: a line outside any step.
  package mutating func end() async throws {
    try connection.end()
  }

  /// Hands each state line to `states`, once it is sure the line names a scene exactly when the
  /// projection is of scenes.
  private func report(to states: StateReporter) -> (ReportedState) throws -> Void {
    let ofScenes = capabilities.projection.subject == .scene
    return { state in
      if ofScenes, state.scene == nil {
        throw EngineMisbehaviour(.badLine, "a state without a scene, for a projection of scenes")
      }
      if !ofScenes, state.scene != nil {
        throw EngineMisbehaviour(.badLine, "a state with a scene, for a projection of the app")
      }
      MainActor.assumeIsolated { states.report(state.state, scene: state.scene) }
    }
  }

  /// What a trace writer writes, taken step by step.
  final class Lines: TextOutputStream {
    private var text = ""
    func write(_ string: String) { text += string }
    /// The lines written since the last call.
    func take() -> String {
      defer { text = "" }
      return text
    }
  }
}

extension PipeMapper: DiagnosingEngine {
  func diagnosis() -> EngineDiagnosis { connection.diagnosis() }
}
