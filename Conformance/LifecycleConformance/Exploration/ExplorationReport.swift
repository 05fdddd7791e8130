/// What an exploration did: how much it tried and the first failure it found.
public struct ExplorationReport: Sendable, CustomStringConvertible {
  /// The seed of a random exploration; `nil` for an exhaustive one.
  public var seed: UInt64?
  /// Stimuli performed in all, shrinking excluded.
  public var stimuli: Int
  /// Runs started, each from a fresh engine.
  public var runs: Int
  /// The first failure, shrunk; `nil` if none was found.
  public var counterexample: Counterexample?

  /// How many sequences ran, and the counterexample if one was found.
  public var description: String {
    if let counterexample { return counterexample.description }
    let how = seed.map { "seed \($0)" } ?? "exhaustive"
    return "exploration (\(how)): \(stimuli) stimuli in \(runs) runs, no failure"
  }
}
