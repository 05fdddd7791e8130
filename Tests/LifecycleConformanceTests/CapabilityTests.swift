import Foundation
import LifecycleConformance
import Testing

@Suite("Capabilities say what the engine does", .cuedHangClock)
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

  @Test("suspend and terminate are declared apart; suspension is both, as before")
  func suspendApartFromTerminate() async throws {
    let suspend = try #require(Scenario.named("suspension.suspend.app"))
    let terminate = try #require(Scenario.named("suspension.terminate-background.app"))
    let terminating = EngineCapabilities(lifecycle: .app, supports: [.systemTermination])
    #expect(terminating.reasonToSkip(Script(terminate)) == nil)
    #expect(
      terminating.reasonToSkip(Script(suspend))
        == "the scenario needs systemSuspension, which the engine does not declare")
    let suspending = EngineCapabilities(lifecycle: .app, supports: [.systemSuspension])
    #expect(suspending.reasonToSkip(Script(suspend)) == nil)
    #expect(
      suspending.reasonToSkip(Script(terminate))
        == "the scenario needs systemTermination, which the engine does not declare")
    let old = EngineCapabilities(lifecycle: .app, supports: [.suspension])
    #expect(old.reasonToSkip(Script(suspend)) == nil && old.reasonToSkip(Script(terminate)) == nil)
  }

  @Test("a call and the other interruptions are declared apart; interruptions is both, as before")
  func callsApartFromOverlays() async throws {
    let call = try #require(Scenario.named("interruption.call-accepted.scene"))
    let ignored = try #require(Scenario.named("interruption.call-ignored.scene"))
    let alert = try #require(Scenario.named("interruption.alert.scene"))
    let calls = EngineCapabilities(lifecycle: .scene, supports: [.calls])
    #expect(calls.reasonToSkip(Script(call)) == nil && calls.reasonToSkip(Script(ignored)) == nil)
    #expect(calls.reasonToSkip(Script(alert)) == "the scenario needs overlays, which the engine does not declare")
    let overlays = EngineCapabilities(lifecycle: .scene, supports: [.overlays])
    #expect(overlays.reasonToSkip(Script(alert)) == nil)
    #expect(overlays.reasonToSkip(Script(call)) == "the scenario needs calls, which the engine does not declare")
    let old = EngineCapabilities(lifecycle: .scene, supports: [.interruptions])
    #expect([call, ignored, alert].allSatisfy { old.reasonToSkip(Script($0)) == nil })
  }

  /// What each stimulus needed before `interruptions` and `suspension` were split, and what a
  /// declaration stood for then, frozen: an engine that declared the old names must run exactly
  /// what it ran then.
  static func neededBeforeTheSplit(_ stimulus: Stimulus) -> Set<Capability> {
    switch stimulus {
    case .beginInterruption, .endInterruption, .acceptCall: [.interruptions]
    case .suspend, .terminate: [.suspension]
    default: Set(Capability.needed(for: stimulus))
    }
  }
  static func expandedBeforeTheSplit(_ declared: Set<Capability>) -> Set<Capability> {
    declared.contains(.systemEvents) ? declared.union([.memoryWarnings, .timeChanges]) : declared
  }

  @Test(
    "an engine that declared the old capabilities runs exactly the scenarios it ran before the split",
    arguments: [Capability.interruptions, .suspension, .systemEvents])
  func oldDeclarationsKeepTheirMeaning(umbrella: Capability) async throws {
    // The capabilities an engine could name before the split.
    let parts: Set<Capability> = [.calls, .overlays, .systemSuspension, .systemTermination]
    let old = Set(Capability.all).subtracting(parts).union([.interruptions, .suspension, .systemEvents])
    let declarations: [Set<Capability>] = [
      [umbrella], old, old.subtracting([umbrella]), [umbrella, .multipleScenes, .sceneManagement, .appSwitcher],
    ]
    for declared in declarations {
      for lifecycle in LifecycleStyle.allCases {
        let capabilities = EngineCapabilities(lifecycle: lifecycle, supports: declared)
        for scenario in Scenario.all where scenario.lifecycle == lifecycle {
          let script = Script(scenario)
          var neededBefore = Set(script.stimuli.flatMap(Self.neededBeforeTheSplit))
          if script.requirements.contains(.multipleScenes) { neededBefore.insert(.multipleScenes) }
          let ranBefore = neededBefore.isSubset(of: Self.expandedBeforeTheSplit(declared))
          #expect(
            (capabilities.reasonToSkip(script) == nil) == ranBefore,
            "\(scenario.id) declaring \(declared.sorted()): \(capabilities.reasonToSkip(script) ?? "runs")")
        }
      }
    }
  }

  @Test("exploration of an engine that takes calls only is never sent another interruption, nor suspend")
  func explorationKeepsToTheFineCapabilities() async throws {
    let sent = SentStimuli()
    let supported: Set<Capability> = [.calls, .systemTermination, .appSwitcher]
    let report = await Explorer(seed: 7, budget: 1_500, timeout: .milliseconds(500)).explore {
      Refusing(base: ReferenceEngine(lifecycle: .app), supported: supported, sent: sent)
    }
    #expect(report.counterexample == nil, "\(report)")
    let names = Set(sent.all.map(\.argument))
    #expect(names.contains("beginInterruption:call") && names.contains("terminate"), "\(names.sorted())")
    #expect(
      !names.contains { $0.hasPrefix("beginInterruption:") && $0 != "beginInterruption:call" }, "\(names.sorted())")
    #expect(!names.contains("suspend"), "\(names.sorted())")
  }

  @Test("notifications are checked per name: the undeclared are left out, never assumed absent")
  func notificationsPerName() async throws {
    let posted: Set<LifecycleNotification> = [
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
  mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    var base = self.base
    try await base.prepare(delegates)
    self.base = base
  }
  mutating func perform(_ stimulus: Stimulus) async throws {
    var base = self.base
    try await base.perform(stimulus)
    self.base = base
  }
}

/// The stimuli an engine was sent, across the fresh engines of one exploration.
final class SentStimuli: @unchecked Sendable {
  private let lock = NSLock()
  private var stimuli: [Stimulus] = []
  var all: [Stimulus] { lock.withLock { stimuli } }
  func append(_ stimulus: Stimulus) { lock.withLock { stimuli.append(stimulus) } }
}

/// The reference engine, declaring only `supported`: it throws on a stimulus that needs anything
/// else, as an engine with no way to produce it does, and notes every stimulus it is sent.
struct Refusing: LifecycleEngine {
  struct Unsupported: Error { let stimulus: Stimulus }
  var base: ReferenceEngine
  let supported: Set<Capability>
  let sent: SentStimuli
  var capabilities: EngineCapabilities { EngineCapabilities(lifecycle: .app, supports: supported) }
  mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    var base = self.base
    try await base.prepare(delegates)
    self.base = base
  }
  mutating func perform(_ stimulus: Stimulus) async throws {
    sent.append(stimulus)
    guard capabilities.performs(stimulus) else { throw Unsupported(stimulus: stimulus) }
    var base = self.base
    try await base.perform(stimulus)
    self.base = base
  }
}
