import Lifecycle
import LifecycleConformance
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
  /// What the engine did since its last launch, for the bugs that depend on it.
  private var history = EngineBug.History()

  package init(_ bug: EngineBug) {
    self.init(bugs: [bug])
  }

  /// An engine with several independent bugs, all of one lifecycle style: what a real engine
  /// looks like, for checking that one run shows every bug.
  package init(bugs: [EngineBug]) {
    precondition(!bugs.isEmpty && Set(bugs.map(\.lifecycle)).count == 1, "one or more bugs of one lifecycle style")
    bug = bugs[0]
    self.bugs = bugs
    reference = ReferenceEngine(
      lifecycle: bug.lifecycle, postsNotifications: bugs.contains(where: \.postsNotifications))
  }

  /// An engine with `bugs` that declares `capabilities` rather than everything of its lifecycle:
  /// a smaller state graph, for a tour that must end in seconds.
  package init(bugs: [EngineBug], declaring capabilities: EngineCapabilities) {
    self.init(bugs: bugs)
    reference = ReferenceEngine(lifecycle: bug.lifecycle, capabilities: capabilities)
  }

  package var capabilities: EngineCapabilities { reference.capabilities }

  package mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    try await reference.prepare(delegates)
    history = EngineBug.History()
  }

  package mutating func perform(_ stimulus: Stimulus) async throws {
    let before = reference.model
    if bugs.contains(where: { $0.hangs(stimulus, before) }) {
      // Waits for a resumption that never comes, and ignores cancellation: the worst kind of
      // hang. The driver gives up on it after its timeout, at once on a cued clock.
      HangClock.current.engineHangs()
      await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }
    let planned = try reference.plan(stimulus)
    var plan = planned
    if plan.contains(where: { $0.event.callback?.method == .applicationWillFinishLaunching }) {
      history = EngineBug.History()
    }
    history.performed[stimulus.name, default: 0] += 1
    for bug in bugs {
      bug.mutate(&plan, stimulus, before)
      bug.mutateAfter?(&plan, stimulus, history)
    }
    history.delivered += plan.count
    if plan != planned {
      // The engine goes on in the state its own delivery implies, the one the checker explains
      // it by: its mistake shows where it is made, never again as a stimulus it thinks impossible.
      var checker = TraceChecker(resuming: [before], recording: reference.capabilities.recording)
      swap(&checker.cache, &cache)
      _ = checker.checkEvery(stimulus, delivered: plan.map(\.event))
      swap(&checker.cache, &cache)
      if let explained = checker.models.first { reference.resume(from: explained) }
    }
    reference.deliver(plan, answering: stimulus)
  }

  /// The model's answers, for explaining this engine's own mistakes.
  private var cache = AlternativeCache(capacity: 64)
}
