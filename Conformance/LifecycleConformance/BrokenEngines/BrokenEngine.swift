/// A deliberately broken engine: the reference engine with one `EngineBug`. The kit tests itself
/// against these (each must fail the scenario that targets it, with the expected diagnostic),
/// and they double as classroom exercises.
///
/// ```swift
/// let result = await ConformanceDriver().verify(BrokenEngine(.swapsForegroundAndActive), against: scenario)
/// print(result)   // launch.first.scene › step 1 › tapIcon: … came before …
/// ```
package struct BrokenEngine: LifecycleEngine {
  /// The mistake this engine makes.
  package let bug: EngineBug
  private var reference: ReferenceEngine

  package init(_ bug: EngineBug) {
    self.bug = bug
    reference = ReferenceEngine(lifecycle: bug.lifecycle, postsNotifications: bug.postsNotifications)
  }

  package var capabilities: EngineCapabilities { reference.capabilities }

  package mutating func prepare(_ start: StartingConditions, delegates: LifecycleDelegates) async throws {
    try await reference.prepare(start, delegates: delegates)
  }

  package mutating func perform(_ stimulus: Stimulus) async throws {
    let before = reference.model
    if bug.hangs(stimulus, before) {
      // Waits for a resumption that never comes, and ignores cancellation: the worst kind of
      // hang. The driver gives up on it after its timeout.
      await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }
    var plan = try reference.plan(stimulus)
    bug.mutate(&plan, stimulus, before)
    reference.deliver(plan, answering: stimulus)
  }
}
