/// An engine in any language, driven over the engine protocol: a child process that reads the
/// kit's lines on standard input and answers on standard output (Conformance/SPEC.md#engine-protocol).
///
/// ```swift
/// let engine = try PipeEngine(command: ["python3", "engine.py"])
/// let results = await ConformanceDriver(timeout: engine.driverTimeout).verify({ engine }, against: Scenario.all)
/// engine.stop()
/// ```
///
/// One process serves every run: each `prepare` sends a start line, each `perform` a stimulus,
/// and the events the engine writes are delivered to the kit's delegates, so the driver, the
/// explorer and the shrinker judge them as they judge a Swift engine. Whatever the engine does
/// wrong (no `done` within the limit, an exit, a line the protocol does not allow, a flood, an
/// `error` line) is thrown as an `EngineMisbehaviour` with the engine's log; the process is then
/// killed, and the next `prepare` starts a fresh one. `{"unsupported": …}` is thrown as
/// `UnsupportedStimulus`, which skips the rest of the run.
package struct PipeEngine: LifecycleEngine {
  /// What the engine's hello offers: its lifecycles, stimuli and recorded kinds.
  package let capabilities: EngineCapabilities
  /// The hello's `engine`, or the command.
  package let displayName: String
  /// The bugs the engine is known to have (`lifecycle conform --known FILE`); none by default.
  package var knownFailures: [KnownFailure] = []
  private let connection: PipeConnection
  private var delegates: LifecycleDelegates?

  /// Starts the engine and reads its hello.
  ///
  /// - Parameters:
  ///   - command: the program and its arguments; the program is looked up on `PATH`.
  ///   - limit: how long the hello, a start or a step may take (5 s unless told).
  /// - Throws: `PipeEngine.LaunchError` when the command cannot be started at all;
  ///   `EngineMisbehaviour` when it starts but gives no usable hello.
  package init(command: [String], limit: Duration = .seconds(5)) throws {
    let connection = try PipeConnection(command: command, limit: limit)
    guard case .engine(let hello) = connection.hello else {
      connection.stop()
      throw EngineMisbehaviour(
        .noHello, #"the first line is a mapper's hello; an engine says "protocol": "lifecycle-engine""#)
    }
    self.init(connection: connection, hello: hello)
  }

  /// An engine over `connection`, whose hello was an engine's.
  init(connection: PipeConnection, hello: EngineHello) {
    self.connection = connection
    capabilities = hello.capabilities
    displayName = hello.engine ?? connection.command.joined(separator: " ")
  }

  /// A command that could not be started: not found, not executable.
  package struct LaunchError: Error, CustomStringConvertible {
    /// What failed, with the command: `cannot start 'x': No such file or directory`.
    package let description: String
  }

  /// The timeout to give the driver and the explorer: longer than the engine's own limit, so
  /// that a slow engine is reported by the pipe, with its log, and never as a hang.
  package var driverTimeout: Duration { connection.limit * 2 + .seconds(2) }

  /// Asks the engine to quit and makes sure its process is gone.
  package func stop() { connection.stop() }

  /// The ids of the engine processes this program started that are still running: none once
  /// every `PipeEngine` was stopped or ended by a misbehaviour.
  package nonisolated static var runningProcesses: Set<Int32> { EngineProcess.runningProcesses }

  /// Kills every engine process still running, and its process group: call it from a signal
  /// dispatch source (as `lifecycle conform` does) or any thread, never from a raw signal handler,
  /// since it takes a lock.
  package nonisolated static func killAll() { EngineProcess.killAll() }

  /// Sends the start line for the delegates' lifecycle and saved sessions (starting the process
  /// first if none is running) and waits for the engine's `done`.
  package mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    self.delegates = delegates
    try connection.start(
      StartingConditions(lifecycle: delegates.lifecycle, savedSessions: delegates.savedSessions),
      notifications: capabilities.postsNotifications, arguments: capabilities.checkedArguments)
  }

  /// Sends `stimulus` and delivers the lines the engine answers with to `delegates`, up to `done`,
  /// each callback given the arguments its line records.
  package mutating func perform(_ stimulus: Stimulus) async throws {
    let delegates = delegates
    // Each event reaches the delegates with what the engine says its callback was given and
    // saw, so the kit checks the engine's arguments as it checks a Swift engine's.
    try connection.step(stimulus) { event, arguments in
      delegates?.deliver(event, answering: stimulus, as: arguments)
    }
  }

  /// Catches a line the engine writes after the run's last `done`: a line outside any response.
  package mutating func end() async throws {
    try connection.end()
  }
}

extension PipeEngine: DiagnosingEngine {
  func diagnosis() -> EngineDiagnosis { connection.diagnosis() }
}
