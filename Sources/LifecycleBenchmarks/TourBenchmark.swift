import Foundation
import Lifecycle
import LifecycleConformance

/// The transition tour of the scene-based model with two scenes against the reference engine:
/// how long it is, how long it takes (graph included), and what it covered.
struct TourBenchmark {
  let sceneCount: Int
  /// Whether to print the tour's report, coverage included, on standard error: for the figures'
  /// reader, not for the smoke test's log.
  var printsReport = true

  @MainActor
  func figures() async -> [BenchmarkSuite.Figure] {
    let start = ContinuousClock.now
    let graph = StateGraph(lifecycle: .scene, scenes: Array(["main", "second", "third"].prefix(sceneCount)))
    let graphSeconds = Stopwatch.since(start)
    let report = await Explorer(seed: 1).tour({ ReferenceEngine(lifecycle: .scene) }, sceneCount: sceneCount)
    let seconds = Stopwatch.since(start)
    precondition(report.counterexample == nil, "the reference engine must conform")
    let coverage = report.coverage[0]
    // What the tour covered, for the reader; standard output keeps the figures alone.
    if printsReport { FileHandle.standardError.write(Data("\(report)\n".utf8)) }
    return [
      .init(
        key: "tour_scene2_states", value: Double(graph.stateCount),
        label: "scene-based model, \(sceneCount) scenes: reachable states"),
      .init(key: "tour_scene2_transitions", value: Double(graph.transitionCount), label: "its transitions"),
      .init(
        key: "tour_scene2_length", value: Double(report.stimuli),
        label: "tour length against the reference engine, stimuli (\(report.runs) runs)"),
      .init(
        key: "tour_scene2_covered", value: Double(coverage.transitions),
        label: "transitions it took (the rest need answers the listed engine never gives)"),
      .init(key: "tour_scene2_s", value: seconds, label: "the tour's time, graph included, s (target: under 2)"),
      .init(key: "tour_scene2_graph_s", value: graphSeconds, label: "of which building the graph, s"),
      .init(
        key: "tour_steps_per_s", value: Double(report.stimuli) / (seconds - graphSeconds),
        label: "tour stimuli per second, engine against model"),
    ]
  }
}
