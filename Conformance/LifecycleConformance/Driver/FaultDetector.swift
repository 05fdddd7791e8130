/// Watches the recorded events of each step for faults the order check would report less
/// clearly: duplicates, callbacks after the end of the process, callbacks for scenes never
/// connected.
struct FaultDetector {
  /// Scenes a `scene(_:willConnectTo:options:)` connected and no `sceneDidDisconnect(_:)` released.
  private var connected: Set<SceneID> = []
  /// Whether the process has ended and not launched again.
  private var terminated = false

  /// The first fault in one step's events, given the models the run was consistent with before
  /// the step.
  mutating func inspect(
    _ events: [Event], answering stimulus: Stimulus,
    from models: [LifecycleModel]
  ) -> EngineFault? {
    // Asked only when an event repeats: most steps have no repeat.
    var allowed: [Event: Int]?
    for (position, event) in events.enumerated() {
      // Counted by comparing with the earlier events: a step holds a handful, and hashing each
      // into a dictionary cost more than the comparisons.
      let count = 1 + events[..<position].count { $0 == event }
      if count > 1 {
        allowed = allowed ?? Self.mostOccurrences(answering: stimulus, from: models)
        if count > allowed![event, default: 1] { return .duplicate(event, count: count) }
      }
      guard let callback = event.callback else { continue }
      switch callback.method {
      case .applicationWillFinishLaunching, .applicationDidFinishLaunching:
        terminated = false
      default:
        if terminated { return .afterTermination(event) }
      }
      if callback.method == .applicationWillTerminate { terminated = true }
      if let scene = callback.scene, callback.method.isSceneDelegateMethod {
        switch callback.method {
        case .sceneWillConnect: connected.insert(scene)
        case .sceneDidDisconnect:
          if connected.remove(scene) == nil { return .neverConnected(event) }
        default:
          if !connected.contains(scene) { return .neverConnected(event) }
        }
      }
    }
    return nil
  }

  /// After a conformant step: the process has ended if every consistent model says so.
  mutating func settle(_ models: [LifecycleModel]) {
    if models.allSatisfy({ $0.appState == .notRunning }) {
      terminated = true
      connected = []
    }
  }

  /// How often each event may appear in the step at most, over every allowed response.
  private static func mostOccurrences(answering stimulus: Stimulus, from models: [LifecycleModel]) -> [Event: Int] {
    var most: [Event: Int] = [:]
    for model in models {
      for alternative in (try? model.respond(to: stimulus)) ?? [] {
        var counts: [Event: Int] = [:]
        for expected in alternative.response.events { counts[expected.event, default: 0] += 1 }
        most.merge(counts, uniquingKeysWith: max)
      }
    }
    return most
  }
}
