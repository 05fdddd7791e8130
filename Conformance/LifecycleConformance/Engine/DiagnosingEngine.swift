/// An engine that can say more about a step the kit found wrong in what it delivered: an engine
/// over the engine protocol shows its log, and where the lines of the response came from.
@MainActor
protocol DiagnosingEngine {
  /// Lines a failure of the last step shows under its details; none when there is nothing to add.
  func diagnosis() -> [String]
}
