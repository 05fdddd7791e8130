import Lifecycle
import LifecycleConformance

/// How fast exploration finds each broken engine's bug: the kit's own broken engines and the
/// deep ones (a bug that needs ten stimuli or more, one on the eighth interruption, one with
/// three scenes), by transition tour (two scenes), swarm runs and plain random runs (seed 1).
/// Stimuli until found, and seconds including shrinking; a bug not found within the budget
/// counts the whole budget.
struct BugsBenchmark {
  let budget: Int
  let bugs: [EngineBug]

  enum Method: String, CaseIterable {
    case tour, swarm, random
  }

  @MainActor
  func figures() async -> [BenchmarkSuite.Figure] {
    var figures: [BenchmarkSuite.Figure] = []
    var withinOneSecond: [Method: Int] = [:]
    for bug in bugs {
      for method in Method.allCases {
        let explorer = Explorer(seed: 1, budget: budget, timeout: .milliseconds(200), swarm: method == .swarm)
        let start = ContinuousClock.now
        let report: ExplorationReport =
          switch method {
          case .tour: await explorer.tour { BrokenEngine(bug) }
          case .swarm, .random: await explorer.explore { BrokenEngine(bug) }
          }
        let seconds = Stopwatch.since(start)
        let found = report.counterexample != nil
        if found, seconds < 1 { withinOneSecond[method, default: 0] += 1 }
        let key = "bug_\(bug.id.replacingOccurrences(of: "-", with: "_"))_\(method.rawValue)"
        let shrunk = report.counterexample.map { " (shrunk to \($0.shrunk.stimuli.count))" } ?? ""
        figures.append(
          .init(
            key: key + "_stimuli", value: Double(report.stimuli),
            label: found
              ? "\(bug.id), \(method.rawValue): stimuli until found\(shrunk)"
              : "\(bug.id), \(method.rawValue): NOT FOUND in \(report.stimuli) stimuli"))
        figures.append(.init(key: key + "_s", value: seconds, label: "the same, seconds (shrinking included)"))
      }
    }
    // Counts, which may be 0: only in the full run (the smoke test wants every figure positive).
    for method in Method.allCases where bugs.count > 1 {
      figures.append(
        .init(
          key: "bugs_found_within_1s_\(method.rawValue)", value: Double(withinOneSecond[method] ?? 0),
          label: "of \(bugs.count) broken engines, found within 1 s by \(method.rawValue) (target: all)"))
    }
    return figures
  }
}
