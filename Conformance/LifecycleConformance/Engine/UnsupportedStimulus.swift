/// What an engine throws from `perform` when it cannot perform a stimulus in its state: the
/// rest of the run is skipped with the reason, never failed and never passed.
///
/// ```swift
/// mutating func perform(_ stimulus: Stimulus) async throws {
///   guard stimulus != .openScene("second") else { throw UnsupportedStimulus(reason: "one window only") }
///   // …
/// }
/// ```
///
/// An engine over the engine protocol answers `{"unsupported": "one window only"}`.
public struct UnsupportedStimulus: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why, in the engine's words.
  public var reason: String

  /// Creates the error with the reason the engine cannot perform the stimulus.
  public init(reason: String) {
    self.reason = reason
  }

  /// The reason, as given.
  public var description: String { reason }
}
