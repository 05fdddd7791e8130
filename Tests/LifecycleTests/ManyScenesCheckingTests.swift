import Testing

@testable import Lifecycle

/// A trace that opens scene after scene: each step's allowed response holds every scene on
/// screen (a neighbour may be resized, may resign and become active again), thousands of events
/// near the format's limit of scenes, and no state comes back. The checker's memory must not grow
/// with the steps' sizes: `lifecycle verify` of 999 scenes held 1.94 GB.
@Suite("Checking a trace of many scenes")
struct ManyScenesCheckingTests {
  /// `tapIcon`, then `openScene` for `scenes` scenes, each delivering the required callbacks of
  /// the model's first answer.
  static func steps(scenes: Int) throws -> [(stimulus: Stimulus, events: [Event])] {
    var model = LifecycleModel(lifecycle: .scene)
    var steps: [(stimulus: Stimulus, events: [Event])] = []
    for stimulus in [Stimulus.tapIcon] + (1...scenes).map({ Stimulus.openScene(SceneID("x\($0)")) }) {
      let alternative = try model.respond(to: stimulus)[0]
      steps.append((stimulus, alternative.linearised(recording: .callbacks)))
      model = alternative.next
    }
    return steps
  }

  @Test("the alternatives a checker keeps hold at most its cache's capacity of events")
  func boundedCache() throws {
    var checker = TraceChecker(lifecycle: .scene)
    var held: [Int] = []
    for (stimulus, events) in try Self.steps(scenes: 200) {
      try checker.begin(stimulus)
      for event in events { try checker.observe(event) }
      held.append(checker.cache.heldEvents)
    }
    try checker.finish()
    // The 200 steps' alternatives hold some 160,000 events: kept all, they grew with the
    // square of the scenes.
    #expect(held.max()! <= checker.cache.eventCapacity)
    #expect(held.allSatisfy { $0 > 0 }, "the cache still keeps alternatives")
  }

  @Test("a conformant step of many scenes is matched without the closure of its order")
  func noClosure() throws {
    var checker = TraceChecker(lifecycle: .scene)
    for (stimulus, events) in try Self.steps(scenes: 100) {
      try checker.begin(stimulus)
      for event in events { try checker.observe(event) }
      // The closure holds a set of the step's events for each of them: for 800 events, 80 KB
      // of sets; for the 8,000 of a step at the limit, 8 MB, once more for the recorded kinds.
      #expect(checker.step!.candidates.allSatisfy { !$0.hasClosure })
    }
    try checker.finish()
  }

  @Test("a step of many scenes is delivered in the order its closure gives, without the closure")
  func linearisedWithoutClosure() throws {
    var model = LifecycleModel(lifecycle: .scene)
    for stimulus in [Stimulus.tapIcon] + (1...100).map({ Stimulus.openScene(SceneID("x\($0)")) }) {
      model = try model.respond(to: stimulus)[0].next
    }
    let response = try model.respond(to: .openScene("last"))[0].response
    // The required events, about a hundredth of the step's, are placed by walking back
    // along the edges from each; the whole order's closure places them the same way.
    let chosen = response.choosing { _ in false }
    #expect(chosen.count * 64 < response.events.count)
    let closed = Linearisation.order(response.order.predecessors, placed: [], inserting: chosen)
    #expect(response.linearExtension(of: chosen) == closed)
    #expect(
      response.linearExtension(of: chosen, pick: { $0 - 1 })
        == Linearisation.order(
          response.order.predecessors, placed: [], inserting: chosen, pick: { $0 - 1 }))
  }

  @Test("a divergence in a step of many scenes is diagnosed as in a step of a few")
  func diagnosis() throws {
    var checker = TraceChecker(lifecycle: .scene)
    let steps = try Self.steps(scenes: 40)
    for (stimulus, events) in steps.dropLast() {
      try checker.check(stimulus, delivered: events)
    }
    // The last scene becomes active before it enters the foreground.
    var events = steps.last!.events
    events.swapAt(events.count - 1, events.count - 2)
    let error = #expect(throws: Divergence.self) { try checker.check(steps.last!.stimulus, delivered: events) }
    #expect(
      error?.message
        == "sceneDidBecomeActive(_:) x40 came before sceneWillEnterForeground(_:) x40, which must come first")
  }
}
