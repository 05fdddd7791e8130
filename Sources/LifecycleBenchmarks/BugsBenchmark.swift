import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures

/// What exploration is for, measured on the held-out broken engines of both styles: engines of
/// one bug (the kit's own and the deep ones: a bug that needs ten stimuli or more, one on the
/// eighth interruption, one with three scenes) and engines of several bugs at once
/// (`EngineBug.several`), each explored by transition tour (two scenes), swarm runs and plain
/// random runs (seed 1) with the same budget of stimuli.
///
/// Exploration goes on past every failure to the end of its budget, so the time it takes is the
/// budget's. The figures are how soon it meets a bug (milliseconds from its start to the first
/// walk that shows one, shrinking apart) and how many of the planted bugs it names within the budget:
/// a planted bug is named when the witness of some bug found, replayed on an engine with that
/// bug alone, shows the same bug.
struct BugsBenchmark {
  let budget: Int
  /// The engines of one bug.
  let bugs: [EngineBug]
  /// The engines of several bugs.
  let several: [[EngineBug]]

  enum Method: String, CaseIterable {
    case tour, swarm, random
  }

  /// One engine explored one way.
  struct Outcome {
    /// Milliseconds until a walk first showed a bug; the whole exploration's when none did.
    var firstMilliseconds: Double
    /// Whether some walk showed a bug.
    var foundAny: Bool
    /// How many of the engine's planted bugs a witness names.
    var named: Int
  }

  @MainActor
  func figures() async -> [BenchmarkSuite.Figure] {
    var figures: [BenchmarkSuite.Figure] = []
    for method in Method.allCases {
      var oneBug: [Outcome] = []
      for bug in bugs {
        let outcome = await explore([bug], method)
        oneBug.append(outcome)
        figures.append(
          .init(
            key: "bug_\(Self.key(bug.id))_\(method.rawValue)_first_ms", value: outcome.firstMilliseconds,
            label: outcome.foundAny
              ? "\(bug.id), \(method.rawValue): ms to the bug"
              : "\(bug.id), \(method.rawValue): NOT FOUND in \(budget) stimuli (ms explored)"))
      }
      var severalBugs: [Outcome] = []
      for (index, engineBugs) in several.enumerated() {
        let outcome = await explore(engineBugs, method)
        severalBugs.append(outcome)
        let key = "bugs_several\(index + 1)_\(method.rawValue)"
        figures.append(
          .init(
            key: key + "_first_ms", value: outcome.firstMilliseconds,
            label: "\(engineBugs.count) bugs at once (\(engineBugs.map(\.id).joined(separator: ", "))), "
              + "\(method.rawValue): ms to the first bug"))
        figures.append(
          .init(
            key: key + "_named", value: Double(outcome.named),
            label: "the same: of its \(engineBugs.count) bugs, named within \(budget) stimuli"))
      }
      figures += summary(method, oneBug: oneBug, several: severalBugs)
    }
    return figures
  }

  /// Each style's figures for one method: the slowest to its first bug of the engines whose
  /// bugs were met, and the bugs named of those planted.
  private func summary(_ method: Method, oneBug: [Outcome], several: [Outcome]) -> [BenchmarkSuite.Figure] {
    let planted = self.several.reduce(0) { $0 + $1.count }
    return [
      .init(
        key: "one_bug_found_\(method.rawValue)", value: Double(oneBug.filter { $0.named > 0 }.count),
        label: "of \(bugs.count) one-bug engines, named within \(budget) stimuli by \(method.rawValue) (target: all)"),
      .init(
        key: "one_bug_first_ms_\(method.rawValue)",
        value: oneBug.filter(\.foundAny).map(\.firstMilliseconds).max() ?? 0,
        label: "the slowest of those found to its bug, ms"),
      .init(
        key: "several_bugs_named_\(method.rawValue)", value: Double(several.reduce(0) { $0 + $1.named }),
        label: "of \(planted) bugs planted in \(self.several.count) engines of several, named by \(method.rawValue)"),
      .init(
        key: "several_bugs_first_ms_\(method.rawValue)",
        value: several.filter(\.foundAny).map(\.firstMilliseconds).max() ?? 0,
        label: "the slowest of those engines to its first bug, ms"),
    ]
  }

  @MainActor
  private func explore(_ engineBugs: [EngineBug], _ method: Method) async -> Outcome {
    let explorer = Explorer(seed: 1, budget: budget, timeout: .milliseconds(200), swarm: method == .swarm)
    let start = ContinuousClock.now
    let report: ExplorationReport =
      switch method {
      case .tour: await explorer.tour { BrokenEngine(bugs: engineBugs) }
      case .swarm, .random: await explorer.explore { BrokenEngine(bugs: engineBugs) }
      }
    let first = report.counterexamples.compactMap(\.metAfter).min()
    var named = 0
    for engineBug in engineBugs {
      for counterexample in report.counterexamples {
        let alone = await ConformanceDriver().record(BrokenEngine(engineBug), counterexample.shrunk)
        if alone.failures.contains(where: { $0.signature == counterexample.signature }) {
          named += 1
          break
        }
      }
    }
    return Outcome(
      firstMilliseconds: 1000 * (first?.seconds ?? Stopwatch.since(start)), foundAny: first != nil, named: named)
  }

  private static func key(_ id: String) -> String { id.replacingOccurrences(of: "-", with: "_") }
}
