import Testing

@testable import Lifecycle

@Suite("The catalog's coverage of the model")
struct CatalogCoverageTests {
  @Test("the app-based scenarios pass through some of the model, and name what they never show")
  func appBased() throws {
    let coverage = Coverage.ofCatalog(lifecycle: .app)
    let totals = try #require(coverage.totals)
    #expect(coverage.states > 1 && coverage.states <= totals.states)
    #expect(coverage.transitions > 5 && coverage.transitions < totals.transitions)
    #expect(coverage.neverTaken.count == Coverage.listedLimit)
    #expect(coverage.description.contains("never taken ("))
    // Fewer scenarios show no more.
    let fewer = Coverage.ofCatalog(Array(Scenario.all.filter { $0.lifecycle == .app }.dropLast(3)), lifecycle: .app)
    #expect(fewer.transitions <= coverage.transitions)
  }

  @Test(
    "per stimulus, the counts add up to the totals, and the examples are transitions never taken",
    arguments: LifecycleStyle.allCases)
  func byStimulus(_ lifecycle: LifecycleStyle) throws {
    let coverage = Coverage.ofCatalog(lifecycle: lifecycle, stimulusExamples: 2)
    let totals = try #require(coverage.totals)
    #expect(coverage.byStimulus.reduce(0) { $0 + $1.total } == totals.transitions)
    #expect(coverage.byStimulus.reduce(0) { $0 + $1.transitions } == coverage.transitions)
    #expect(Set(coverage.byStimulus.map(\.name)).count == coverage.byStimulus.count)
    for stimulus in coverage.byStimulus {
      #expect(stimulus.neverTaken.count <= 2 && stimulus.transitions <= stimulus.total)
      #expect(stimulus.neverTaken.isEmpty == (stimulus.transitions == stimulus.total), "\(stimulus)")
      #expect(stimulus.neverTaken.allSatisfy { $0.contains(" — \(stimulus.name.rawValue)") }, "\(stimulus)")
    }
    // The catalog shows the stimuli of version 1.1 too: a crash, a background task's expiry.
    let shown = Set(coverage.byStimulus.filter { $0.transitions > 0 }.map(\.name))
    #expect(shown.isSuperset(of: [.crash, .beginBackgroundTask, .backgroundTimeExpires]))
    // A run's coverage leaves the breakdown out: it is one pass over the whole graph.
    #expect(CoverageRecorder(space: .model(lifecycle: lifecycle), graph: nil).coverage.byStimulus.isEmpty)
  }
}

@Suite("The model's graph")
struct StateGraphTests {
  @Test("the 1.1 stimuli are edges with their capabilities, and never without them")
  func versionOnePointOne() {
    let all = StateGraph.model(lifecycle: .app)
    let names = Set(all.states.indices.flatMap { all.transitions[$0].map { all.stimulus($0).name } })
    #expect(names.isSuperset(of: Set(Stimulus.version1_1.map(\.name))))
    let without = StateGraph(
      lifecycle: .app, capabilities: Set(Capability.all).subtracting([.abruptTermination, .backgroundTasks]))
    #expect(without.candidates.allSatisfy { !Stimulus.version1_1.contains($0) })
    #expect(without.stateCount < all.stateCount)
  }

  @Test("at most one background task is open in any state of the graph, so the graph is finite")
  func oneTaskAtMost() {
    let graph = StateGraph.model(lifecycle: .app)
    #expect(graph.states.allSatisfy { $0.openBackgroundTasks <= StimulusSpace.maximumBackgroundTasks })
    #expect(graph.states.contains { $0.openBackgroundTasks == 1 && $0.backgroundTimeExpired })
    for state in graph.states.indices where graph.states[state].openBackgroundTasks == 1 {
      #expect(graph.transitionIndex(state, .beginBackgroundTask) == nil)
    }
  }
}
