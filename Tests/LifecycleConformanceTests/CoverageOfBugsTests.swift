import LifecycleConformanceFixtures
import Testing

@testable import Lifecycle
@testable import LifecycleConformance

/// Coverage counts the transitions a run took, whether the engine answered them correctly or
/// not: a transition where a bug was found was taken, and a tour never lists it as never taken.
@Suite("Coverage of the transitions that showed a bug", .cuedHangClock)
@MainActor
struct CoverageOfBugsTests {
  @Test("an exhaustive search takes as many transitions of a broken engine as of a correct one")
  func exhaustive() async throws {
    let explorer = Explorer(seed: 0, scenes: ["main"])
    let correct = await explorer.exhaust({ ReferenceEngine(lifecycle: .app) }, depth: 3)
    let broken = await explorer.exhaust({ BrokenEngine(.unpairedResignOnAlert) }, depth: 3)
    // The bug shows on the third step, so every sequence is the same for both engines.
    let found = try #require(broken.counterexample, "\(broken)")
    #expect(found.shrunk.stimuli == [.tapIcon, .beginInterruption(.alert), .endInterruption])
    #expect(broken.coverage[0].transitions == correct.coverage[0].transitions, "\(broken.summary)\n\(correct.summary)")
  }

  @Test("a tour's never-taken list leaves out the transition where it found the bug")
  func tour() async throws {
    let graph = StateGraph(lifecycle: .app)
    let report = await Explorer(seed: 0).tour { BrokenEngine(.unpairedResignOnAlert) }
    let correct = await Explorer(seed: 0).tour { ReferenceEngine(lifecycle: .app) }
    let found = try #require(report.counterexample)
    var model = LifecycleModel(lifecycle: .app)
    for stimulus in found.shrunk.stimuli.dropLast() { model = try model.respond(to: stimulus)[0].next }
    let state = try #require(graph.ids[model])
    let failing = "\(graph.describe(state)) — \(found.shrunk.stimuli.last!.argument)"
    #expect(!report.coverage[0].neverTaken.contains(failing), "\(report.coverage[0].neverTaken)")
    #expect(report.coverage[0].transitions == correct.coverage[0].transitions, "\(report.summary)\n\(correct.summary)")
  }
}
