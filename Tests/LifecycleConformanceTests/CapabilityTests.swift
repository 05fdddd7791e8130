import LifecycleConformance
import Testing

@Suite("Capabilities say what the engine does")
@MainActor
struct CapabilityTests {
  let driver = ConformanceDriver(timeout: .seconds(1), selection: .all)

  @Test("memory warnings and time changes are declared apart")
  func memoryApartFromTime() async throws {
    let capabilities = EngineCapabilities(lifecycle: .app, supports: [.memoryWarnings])
    let memory = try #require(Scenario.named("other.memory-warning.app"))
    let time = try #require(Scenario.named("other.time-change.app"))
    #expect(capabilities.reasonToSkip(Script(memory)) == nil)
    #expect(
      capabilities.reasonToSkip(Script(time))
        == "the scenario needs timeChanges, which the engine does not declare")
    // Declared the old way, both.
    let old = EngineCapabilities(lifecycle: .app, supports: [.systemEvents])
    #expect(old.reasonToSkip(Script(memory)) == nil && old.reasonToSkip(Script(time)) == nil)
  }

  @Test("notifications are checked per name: the undeclared are left out, never assumed absent")
  func notificationsPerName() async throws {
    let posted: Set<LifecycleNotification.Name> = [
      .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
      .applicationWillEnterForeground,
    ]
    let capabilities = EngineCapabilities(lifecycle: .app, supports: Set(Capability.all), posts: posted)
    let results = await driver.verify { ReferenceEngine(lifecycle: .app, capabilities: capabilities) }
    #expect(results.allSatisfy { !$0.isFailure }, "\(results.filter(\.isFailure))")
    let home = try #require(Scenario.named("home-press.app"))
    let run = try #require(
      await driver.verify(ReferenceEngine(lifecycle: .app, capabilities: capabilities), against: home).run)
    let names = Set(run.steps.flatMap(\.events).compactMap(\.notification?.name))
    #expect(names == [.applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground])
    // A partial set does not fit the trace header: the trace holds the callbacks only.
    #expect(!run.traceText().contains("Notification"))
  }

  @Test("a declared notification the engine drops fails")
  func droppedNotificationFails() async throws {
    // The engine posts no notification, but declares didBecomeActive.
    let silent = ReferenceEngine(lifecycle: .app, postsNotifications: false)
    let capabilities = EngineCapabilities(
      lifecycle: .app, supports: Set(Capability.all), posts: [.applicationDidBecomeActive])
    let dropping = Claiming(base: silent, capabilities: capabilities)
    let launch = try #require(Scenario.named("launch.first.app"))
    let result = await driver.verify(dropping, against: launch)
    #expect(
      result.failures.first?.divergence?.message.contains("UIApplication.didBecomeActiveNotification") == true,
      "\(result)")
  }
}

/// An engine that claims capabilities its base does not have.
struct Claiming: LifecycleEngine {
  var base: ReferenceEngine
  let capabilities: EngineCapabilities
  mutating func prepare(_ start: StartingConditions, delegates: LifecycleDelegates) async throws {
    var base = self.base
    try await base.prepare(start, delegates: delegates)
    self.base = base
  }
  mutating func perform(_ stimulus: Stimulus) async throws {
    var base = self.base
    try await base.perform(stimulus)
    self.base = base
  }
}
