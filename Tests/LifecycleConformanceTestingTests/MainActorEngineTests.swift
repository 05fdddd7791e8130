import LifecycleConformanceTesting
import Testing

/// An engine as UIKit-shaped code often is: a class on the main actor, its initialiser and its
/// state isolated there, with no `nonisolated` anywhere.
@MainActor
final class MainActorEngine: LifecycleEngine {
  private var base = ReferenceEngine(lifecycle: .scene)
  var capabilities: EngineCapabilities { base.capabilities }
  func prepare(_ delegates: LifecycleDelegates) async throws {
    var engine = base
    try await engine.prepare(delegates)
    base = engine
  }
  func perform(_ stimulus: Stimulus) async throws {
    var engine = base
    try await engine.perform(stimulus)
    base = engine
  }
}

// Nonisolated, as the README's tests are: the engine is made on the main actor all the same.
@Test("Explorer.verify takes a @MainActor engine as it is, from a nonisolated test")
func mainActorEngine() async {
  let report = await Explorer(.random(seed: 5), budget: 300).verify { MainActorEngine() }
  #expect(report.bugs.isEmpty, "\(report)")
  #expect(report.stimuli == 300)
}
