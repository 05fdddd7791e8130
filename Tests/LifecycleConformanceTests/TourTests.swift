import LifecycleConformanceFixtures
import Testing

@testable import Lifecycle
@testable import LifecycleConformance

@Suite("Transition tour, swarm runs and coverage", .cuedHangClock)
@MainActor
struct TourTests {
  @Test("the app-based graph: every transition is a stimulus the model allows, from a reachable state")
  func appGraph() {
    let graph = StateGraph(lifecycle: .app)
    #expect(graph.stateCount > 10)
    #expect(graph.starts == [0])
    for state in 0..<graph.stateCount {
      for transition in graph.transitions[state] {
        #expect(graph.states[state].canHappen(graph.stimulus(transition)))
        #expect(transition.next.allSatisfy { $0 < graph.stateCount })
      }
    }
    #expect(graph.transitionCount > graph.stateCount)
    #expect(graph.alternativeCount >= graph.transitionCount)
  }

  @Test("a tour of the reference engine takes every transition its answers reach, and says what it left")
  func tourOfTheReferenceEngine() async {
    let graph = StateGraph(lifecycle: .app)
    let listed = await Explorer(seed: 0).tour { ReferenceEngine(lifecycle: .app) }
    #expect(listed.counterexample == nil, "\(listed)")
    #expect(listed.strategy == .tour)
    let coverage = try! #require(listed.coverage.first)
    #expect(coverage.totals?.transitions == graph.transitionCount)
    #expect(coverage.transitions > graph.transitionCount / 2 && coverage.transitions < graph.transitionCount)
    #expect(listed.stimuli >= coverage.transitions)
    #expect(listed.description.contains("transitions: \(Coverage.grouped(coverage.transitions)) / "))
    #expect(coverage.neverTaken.count == min(Coverage.listedLimit, graph.transitionCount - coverage.transitions))
    // An engine that picks among the answers at random reaches what the listed one never does.
    var seed: UInt64 = 0
    let shuffled = await Explorer(seed: 0).tour {
      seed += 1
      return ReferenceEngine(lifecycle: .app, schedule: .shuffled(seed: seed))
    }
    #expect(shuffled.counterexample == nil, "\(shuffled)")
    #expect(shuffled.coverage[0].transitions > coverage.transitions, "\(shuffled)")
  }

  @Test("a tour cut into short runs takes the same transitions, each run starting afresh")
  func shortRuns() async {
    let whole = await Explorer(seed: 0).tour { ReferenceEngine(lifecycle: .app) }
    var explorer = Explorer(seed: 0)
    explorer.tourRunLength = 40
    let cut = await explorer.tour { ReferenceEngine(lifecycle: .app) }
    #expect(cut.counterexample == nil, "\(cut)")
    #expect(cut.runs >= cut.stimuli / 40, "\(cut)")
    #expect(cut.runs > whole.runs)
    #expect(cut.coverage[0].transitions == whole.coverage[0].transitions)
    #expect(cut.coverage[0].states == whole.coverage[0].states)
  }

  @Test("a tour finds a bug in one transition and shrinks it to the short way there")
  func tourFindsABug() async {
    let report = await Explorer(seed: 0).tour { BrokenEngine(.unpairedResignOnAlert) }
    let found = try! #require(report.counterexample)
    #expect(found.shrunk.stimuli == [.tapIcon, .beginInterruption(.alert), .endInterruption])
    #expect(found.failure.description.contains("- applicationDidBecomeActive(_:)"))
  }

  @Test("a bug behind the sixty-fifth callback needs ten stimuli or more, and the tour finds it")
  func deepBug() async {
    // Scenes and their management only: the tour of every capability's graph is over a million
    // stimuli, and runs to its end past the bug; this one is a few thousand.
    let scenes = EngineCapabilities(lifecycle: .scene, supports: [.multipleScenes, .sceneManagement])
    let report = await Explorer(seed: 0).tour { BrokenEngine(bugs: [.overflowsCallbackQueue], declaring: scenes) }
    let found = try! #require(report.counterexample)
    #expect(found.shrunk.stimuli.count >= 10, "\(found.shrunk): \(found.failure)")
  }

  @Test("the third-scene bug is found by random runs over three scenes")
  func threeScenes() async {
    let report = await Explorer(seed: 1, budget: 5_000).explore { BrokenEngine(.loses3rdSceneActivation) }
    let found = try! #require(report.counterexample)
    #expect(
      found.shrunk.stimuli == [.tapIcon, .openScene("second"), .openScene("third")]
        || found.shrunk.stimuli.count == 3, "\(found.shrunk): \(found.failure)")
  }

  @Test("swarm runs draw their length from a few to a few hundred, and a subset of the families")
  func swarmDraws() {
    let walk = Walk(seed: 5)
    let lengths = (0..<300).map { _ in walk.swarmLength() }
    #expect(lengths.allSatisfy { (4...400).contains($0) })
    #expect(lengths.min()! < 10 && lengths.max()! > 200)
    let space = StimulusSpace(lifecycle: .app, capabilities: Set(Capability.all))
    let subsets = (0..<50).map { _ in walk.families(of: space) }
    let all = Set(space.candidates.map(\.name))
    #expect(subsets.allSatisfy { !$0.isEmpty && $0.isSubset(of: all) })
    #expect(Set(subsets).count > 40)
  }

  @Test("swarm exploration reports itself and its coverage")
  func swarmReport() async {
    let report = await Explorer(seed: 2, budget: 1_000, swarm: true).explore { ReferenceEngine(lifecycle: .app) }
    #expect(report.counterexample == nil, "\(report)")
    #expect(report.description.hasPrefix("exploration (swarm, seed 2): 1000 stimuli in"))
    let coverage = try! #require(report.coverage.first)
    #expect(coverage.transitions > 0 && coverage.totals != nil)
  }

  @Test("coverage reads as counts against totals and names what was never taken")
  func coverageText() {
    let coverage = Coverage(
      lifecycle: .app, scenes: [], states: 26, transitions: 200, alternatives: 210,
      totals: .init(states: 26, transitions: 238, alternatives: 252),
      neverTaken: ["app active — memoryWarning"])
    #expect(
      coverage.description == """
        coverage, app-based:
          states: 26 / 26 (100%)
          transitions: 200 / 238 (84%)
          alternatives: 210 / 252 (83%)
          never taken (38, first 1):
            app active — memoryWarning
        """)
    #expect(Coverage.fraction(412, 412) == "412 / 412 (100%)")
    #expect(Coverage.grouped(119_105) == "119,105")
  }

  @Test("without a graph (three scenes) coverage counts without totals")
  func coverageWithoutTotals() async {
    let report = await Explorer(seed: 1, budget: 300).explore { ReferenceEngine(lifecycle: .scene) }
    let coverage = try! #require(report.coverage.first)
    #expect(coverage.totals == nil && coverage.states > 1)
    #expect(coverage.description.contains("no totals"))
  }
}

@Suite("Planned tours", .cuedHangClock)
@MainActor
struct PlannedTourTests {
  /// An explorer whose tours plan as soon as no untaken transition is at hand.
  private var planning: Explorer {
    var explorer = Explorer(seed: 0)
    explorer.tourPlanningSearch = 0
    return explorer
  }

  @Test("a tour planned as soon as no untaken transition is at hand takes the same transitions")
  func plannedAtOnce() async {
    let greedy = await Explorer(seed: 0).tour { ReferenceEngine(lifecycle: .app) }
    let planned = await planning.tour { ReferenceEngine(lifecycle: .app) }
    #expect(planned.counterexample == nil, "\(planned)")
    #expect(planned.coverage[0].transitions == greedy.coverage[0].transitions)
    #expect(planned.coverage[0].states == greedy.coverage[0].states)
    #expect(planned.stimuli >= planned.coverage[0].transitions)
  }

  @Test("an engine that answers otherwise than the plan expects is walked back to it, and reaches more")
  func walkedBack() async {
    let explorer = planning
    let listed = await explorer.tour { ReferenceEngine(lifecycle: .app) }
    var seed: UInt64 = 0
    let shuffled = await explorer.tour {
      seed += 1
      return ReferenceEngine(lifecycle: .app, schedule: .shuffled(seed: seed))
    }
    #expect(shuffled.counterexample == nil, "\(shuffled)")
    #expect(shuffled.coverage[0].transitions > listed.coverage[0].transitions, "\(shuffled)")
  }

  @Test("a planned tour cut into short runs takes the same transitions")
  func plannedShortRuns() async {
    var explorer = planning
    let whole = await explorer.tour { ReferenceEngine(lifecycle: .app) }
    explorer.tourRunLength = 12
    let cut = await explorer.tour { ReferenceEngine(lifecycle: .app) }
    #expect(cut.counterexample == nil, "\(cut)")
    #expect(cut.runs > whole.runs)
    #expect(cut.coverage[0].transitions == whole.coverage[0].transitions, "\(cut) \(whole)")
  }

  @Test("a planned tour finds a bug in one transition and shrinks it")
  func plannedFindsABug() async {
    let report = await planning.tour { BrokenEngine(.unpairedResignOnAlert) }
    let found = try! #require(report.counterexample)
    #expect(found.shrunk.stimuli == [.tapIcon, .beginInterruption(.alert), .endInterruption])
  }
}
