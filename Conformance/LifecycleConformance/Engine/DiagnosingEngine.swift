/// An engine that can say more about a step the kit found wrong in what it delivered: an engine
/// over the engine protocol shows its log, and where the lines of the response came from.
@MainActor
protocol DiagnosingEngine {
  /// What a failure of the last step shows under its details; nothing when there is nothing to add.
  func diagnosis() -> EngineDiagnosis
}

/// What an engine adds to a failure of its last step.
struct EngineDiagnosis {
  /// Lines about the step itself (over the pipe: lines of the response that came before its
  /// stimulus was sent), each one line.
  var notes: [String] = []
  /// The engine's log in the scenario (over the pipe: its standard error), as it wrote it; a
  /// protocol fault carries its own.
  var log = ""
}
