/// What an exploration did: how much it tried, what it covered of the model, and every distinct
/// bug it found, each shrunk to a witness.
public struct ExplorationReport: Sendable, CustomStringConvertible {
  /// The seed of a random exploration; `nil` for an exhaustive one or a tour.
  package var seed: UInt64?
  /// Stimuli performed in all, shrinking excluded.
  public var stimuli: Int
  /// Runs started, each from a fresh engine.
  public var runs: Int
  /// The stimuli the exploration could perform, when it had a budget.
  package var budget: Int?
  /// Every distinct bug found (`BugSignature`), each shrunk to a minimal witness, in the order
  /// found; empty if none was found.
  package var counterexamples: [Counterexample] = []
  /// Each bug the engine declares known that the runs met (a catalog run before them
  /// included), with the shortest script found that shows it, not shrunk, and the walks that
  /// met it: listed among the engine's known bugs, and so that a declaration no run matches any
  /// more can be told.
  package var knownBugs: [Counterexample] = []
  /// The first bug found, shrunk; `nil` if none was found.
  package var counterexample: Counterexample? { counterexamples.first }
  /// How the stimuli were chosen.
  package var strategy: Strategy = .random
  /// What the runs exercised of the model, one entry per lifecycle style explored.
  package var coverage: [Coverage] = []
  /// How many runs in a row broke the engine protocol when the exploration ended early for it
  /// (`Explorer.faultedRunLimit`); `nil` when it did not.
  package var faultedRuns: Int?

  /// How an exploration chose its stimuli (`Explorer.Strategy` without its parameters).
  package enum Strategy: String, Sendable, Hashable {
    /// Each next stimulus at random among those possible, runs of a fixed length.
    case random
    /// Each run at random among a random subset of the stimulus families, its length drawn
    /// from a few to a few hundred stimuli.
    case swarm
    /// Random runs and swarm runs in turn.
    case mixed
    /// Every sequence up to a depth.
    case exhaustive
    /// A transition tour: every transition of the model's graph at least once.
    case tour
  }

  /// Every distinct bug found, each with its shrunk witness, those met by the most walks first,
  /// then the known bugs the runs met, each with its witness unshrunk; empty if none was found.
  public var bugs: [ConformanceBug] { ConformanceBug.all(in: [], exploration: self) }

  /// Each bug as every report of the kit prints it (`ConformanceBug.reportLines`), a known one
  /// named so, then the `summary`.
  public var description: String {
    let bugs = bugs.enumerated().map { offset, bug in
      let lines = bug.reportLines(number: offset + 1)
      guard let reason = bug.knownReason else { return lines }
      return ["known (\(reason)): " + lines[0]] + lines.dropFirst()
    }
    return (bugs.flatMap { $0 } + [summary]).joined(separator: "\n")
  }

  /// The exploration in one line (strategy, stimuli, runs, whether it found a counterexample),
  /// then its coverage: what a caller prints beside a counterexample it shows elsewhere.
  public var summary: String {
    var lines: [String] = []
    let how: String =
      switch strategy {
      case .random: "seed \(seed.map(String.init) ?? "-")"
      case .swarm: "swarm, seed \(seed.map(String.init) ?? "-")"
      case .mixed: "random and swarm, seed \(seed.map(String.init) ?? "-")"
      case .exhaustive: "exhaustive"
      case .tour: "transition tour"
      }
    let verdict =
      switch counterexamples.count {
      case 0: "no failure"
      case 1: "1 bug (above)"
      default: "\(counterexamples.count) bugs (above)"
      }
    // Runs that performed nothing: no stimulus the engine offers is possible from its start.
    let idle = stimuli == 0 && runs > 0 ? " (none could perform a stimulus)" : ""
    // Each such run ended the engine's process: more would have shown the same fault again.
    let faulted =
      faultedRuns.map { "; ended early: the last \($0) runs each broke its protocol (engine or mapper)" } ?? ""
    lines.append(
      "exploration (\(how)): \(stimuli) stimuli in \(runs) run\(runs == 1 ? "" : "s")\(idle), \(verdict)\(faulted)")
    lines += coverage.map(\.description)
    return lines.joined(separator: "\n")
  }
}
