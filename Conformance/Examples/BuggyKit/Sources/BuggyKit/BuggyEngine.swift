import LifecycleConformance

/// A scene-based engine with three independent bugs, built on the kit's public API only: the
/// reference engine plans each response, and BuggyKit gets three things wrong on the way out.
///
/// 1. At launch it never calls `application(_:willFinishLaunchingWithOptions:)`.
/// 2. When an interruption ends it forgets `sceneDidBecomeActive(_:)`.
/// 3. When one scene of several is hidden, it makes the others resign active too.
public struct BuggyEngine: LifecycleEngine {
  public let capabilities = EngineCapabilities(
    lifecycle: .scene,
    supports: [.multipleScenes, .sceneManagement, .interruptions, .appSwitcher, .deviceLock, .suspension])
  private var reference: ReferenceEngine

  public init() {
    reference = ReferenceEngine(lifecycle: .scene, capabilities: capabilities)
  }

  public var displayName: String { "BuggyKit" }

  public mutating func prepare(_ start: StartingConditions, delegates: LifecycleDelegates) async throws {
    var reference = self.reference
    try await reference.prepare(start, delegates: delegates)
    self.reference = reference
  }

  public mutating func perform(_ stimulus: Stimulus) async throws {
    let before = reference.model
    var plan = try reference.plan(stimulus)
    // Bug 1, at launch: no willFinishLaunching.
    plan.removeAll { $0.event.callback?.method == .applicationWillFinishLaunching }
    // Bug 2, under an interruption: the scene never becomes active again.
    if stimulus == .endInterruption {
      plan.removeAll { $0.event.callback?.method == .sceneDidBecomeActive }
    }
    // Bug 3, with several scenes: hiding one pauses the others.
    if case .hideScene(let hidden) = stimulus {
      for other in before.sessions where other.id != hidden && other.state == .foregroundActive {
        plan.append(Delivery(.callback(.sceneWillResignActive, other.id)))
      }
    }
    reference.deliver(plan, answering: stimulus)
  }
}
