import Foundation

/// How far a conformance run has got: its phase and counts, written by the driver, the explorer
/// and the shrinker as they go and read from another thread (the CLI's progress line), so every
/// access takes the lock.
///
/// The kit updates it only when given one (`ConformanceDriver.progress`, `Explorer.progress`), and
/// then once a scenario, a run or a shrinking candidate, never once a step: a run without one
/// pays nothing, a run with one a lock per run.
package final class ConformanceProgress: @unchecked Sendable {
  /// What a run is doing.
  package enum Phase: Hashable, Sendable {
    case catalog, exploration, shrinking
  }

  /// A copy of the counts at one moment.
  package struct State: Hashable, Sendable {
    /// `nil` until the catalog starts.
    package var phase: Phase?
    package var scenariosDone = 0
    package var scenariosTotal = 0
    /// Scenarios that showed a failure (a known failure is not one).
    package var scenariosFailed = 0
    package var stimuliDone = 0
    /// `nil` when the exploration has no fixed end (a tour goes on until every transition is taken).
    package var stimulusBudget: Int?
    /// Distinct bugs met so far, the catalog's among them.
    package var bugsFound = 0
    /// The bug being shrunk, from 1.
    package var bugsShrinking = 0
    package var bugsToShrink = 0
    /// Candidate scripts the shrinker has run, for every bug so far.
    package var candidatesTried = 0

    package init() {}
  }

  private let lock = NSLock()
  private var current = State()

  package init() {}

  /// The counts now.
  package var state: State { lock.withLock { current } }

  /// Changes the counts under the lock.
  package func update(_ change: (inout State) -> Void) { lock.withLock { change(&current) } }
}
