/// A bug exploration found, shrunk to a minimal script that still shows it (a failure of the
/// same `BugSignature`): its witness, with how to replay it. `ConformanceBug` reports it.
package struct Counterexample: Sendable {
  /// The seed that found it (`nil` for an exhaustive search or a tour).
  package var seed: UInt64?
  /// The Swift of the explorer that found it (`Explorer.description`), which replays its
  /// walks: `Explorer(.random(seed: 7))`; `nil` when no explorer is known.
  package var replay: String?
  /// The script as first found, up to the failing stimulus.
  package var found: Script
  /// The shortest script found that still fails.
  package var shrunk: Script
  /// The shrunk run: what the engine delivered, and its failure.
  package var run: RecordedRun
  /// The failure as first found, before shrinking.
  package var original: ConformanceFailure
  /// How many of the exploration's walks showed the bug.
  package var walks = 1
  /// Where the walks showed it (`ConformanceFailure.place`), in the order seen.
  package var places: [String] = []
  /// For each place but the one the witness shows, the shortest script found that shows the
  /// bug there, unshrunk.
  package var elsewhere: [ConformanceBug.PlaceWitness] = []
  /// What follows from the bug in later steps (`ConformanceBug.consequences`).
  package var consequences: [String] = []
  /// How long into the exploration a walk first showed it, shrinking apart; `nil` for a bug
  /// a catalog run showed first. What the benchmark times exploration by.
  package var metAfter: Duration?

  /// The bug the counterexample shows.
  package var signature: BugSignature { original.signature }

  /// Creates a counterexample from the script exploration found, its shrunk form and the run of it.
  package init(seed: UInt64?, found: Script, shrunk: Script, run: RecordedRun, original: ConformanceFailure) {
    self.seed = seed
    self.found = found
    self.shrunk = shrunk
    self.run = run
    self.original = original
  }

  /// The shrunk script's failure: the bug's, at the witness's last step.
  package var failure: ConformanceFailure {
    let signature = signature
    return run.failures.last { $0.signature == signature && $0.cause == nil } ?? run.failures.last
      ?? original
  }

  /// The shrunk run as a trace file (`lifecycle verify` reads it), to attach or save as
  /// `counterexample.jsonl`.
  package func traceText(source: String? = nil) -> String { run.traceText(source: source) }
}
