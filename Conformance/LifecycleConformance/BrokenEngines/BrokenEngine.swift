/// A deliberately broken engine: the reference engine with one `EngineBug`. The kit tests itself
/// against these (each must fail the scenario that targets it, with the expected diagnostic),
/// and they double as classroom exercises.
///
/// ```swift
/// let result = await ConformanceDriver().verify(BrokenEngine(.swapsForegroundAndActive), against: scenario)
/// print(result)   // launch.first.scene › step 1 › tapIcon: … came before …
/// ```
package struct BrokenEngine: LifecycleEngine {
  /// The mistake this engine makes (the first, when it makes several).
  package let bug: EngineBug
  /// Every mistake it makes, applied in order to each response.
  package let bugs: [EngineBug]
  private var reference: ReferenceEngine

  package init(_ bug: EngineBug) {
    self.init(bugs: [bug])
  }

  /// An engine with several independent bugs, all of one lifecycle style: what a real engine
  /// looks like, for checking that one run shows every bug.
  package init(bugs: [EngineBug]) {
    precondition(!bugs.isEmpty && Set(bugs.map(\.lifecycle)).count == 1, "one or more bugs of one lifecycle style")
    bug = bugs[0]
    self.bugs = bugs
    reference = ReferenceEngine(lifecycle: bug.lifecycle, postsNotifications: bugs.contains(where: \.postsNotifications))
  }

  package var capabilities: EngineCapabilities { reference.capabilities }

  package mutating func prepare(_ start: StartingConditions, delegates: LifecycleDelegates) async throws {
    try await reference.prepare(start, delegates: delegates)
  }

  package mutating func perform(_ stimulus: Stimulus) async throws {
    let before = reference.model
    if bugs.contains(where: { $0.hangs(stimulus, before) }) {
      // Waits for a resumption that never comes, and ignores cancellation: the worst kind of
      // hang. The driver gives up on it after its timeout.
      await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }
    var plan = try reference.plan(stimulus)
    for bug in bugs { bug.mutate(&plan, stimulus, before) }
    reference.deliver(plan, answering: stimulus)
  }
}
