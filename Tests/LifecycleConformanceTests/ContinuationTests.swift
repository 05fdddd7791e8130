import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

@Suite("A run goes on past its failures", .cuedHangClock)
@MainActor
struct ContinuationTests {
  let driver = ConformanceDriver(timeout: .milliseconds(300), selection: .all)
  /// Two independent bugs that break different rules: one at every cold launch (an extra
  /// applicationWillEnterForeground), one when an alert ends (a missing applicationDidBecomeActive).
  static func twoBugs() -> BrokenEngine { BrokenEngine(bugs: [.entersForegroundOnColdLaunch, .unpairedResignOnAlert]) }

  @Test("a scenario reports every divergence, each with its rule")
  func everyDivergence() async throws {
    let scenario = try #require(Scenario.named("interruption.alert.app"))
    let result = await driver.verify(Self.twoBugs(), against: scenario)
    #expect(result.failures.map(\.step) == [1, 3])
    #expect(result.failures.map(\.rule) == ["allowed-events", "required-event"])
    #expect(result.run?.steps.count == scenario.steps.count)
  }

  @Test("stop-at-first ends the run at the first failure")
  func stopAtFirst() async throws {
    var stopping = driver
    stopping.mode = .stopAtFirst
    let scenario = try #require(Scenario.named("interruption.alert.app"))
    let result = await stopping.verify(Self.twoBugs(), against: scenario)
    #expect(result.failures.map(\.step) == [1])
    #expect(result.run?.steps.count == 1)
  }

  @Test("a catalog run ends with a per-rule summary, most scenarios first")
  func perRuleSummary() async throws {
    let results = await driver.verify { BrokenEngine(bugs: [.swapsForegroundAndActive, .pausesTheOtherScene]) }
    let summary = RuleSummary(results)
    // The swap also puts sceneDidBecomeActive before the URL's callback when a URL brings the
    // scene back: a consequence of the same bug, named by the rule it breaks there. What the
    // swapped callbacks read of the scene's state is not judged once the swap is corrected
    // (Conformance/SPEC.md#continuing-after-a-divergence): no argument-states line.
    #expect(
      summary.description == """
        delegate-sequence: 47 scenarios (first: launch.first.scene step 1)
        allowed-events: 2 scenarios (first: multi-scene.hide-one.scene step 3)
        payload-order: 1 scenario (first: other.open-url.scene step 4)
        """)
  }

  @Test("a known failure by rule unmasks the failures behind it")
  func knownByRule() async throws {
    let scenario = try #require(Scenario.named("interruption.alert.app"))
    let launch = KnownFailure(rule: "allowed-events", reason: "enters the foreground at launch (#1)")
    let unmasked = await driver.verify(Declaring(base: Self.twoBugs(), knownFailures: [launch]), against: scenario)
    guard case .fail(let failure) = unmasked.verdict else { Issue.record("\(unmasked.verdict)"); return }
    #expect(failure.step == 3 && failure.rule == "required-event")
    let alert = KnownFailure(rule: "required-event", in: "interruption.*", reason: "never active again (#2)")
    let both = await driver.verify(Declaring(base: Self.twoBugs(), knownFailures: [launch, alert]), against: scenario)
    guard case .knownFailure(_, let reason) = both.verdict else { Issue.record("\(both.verdict)"); return }
    #expect(reason == "enters the foreground at launch (#1); never active again (#2)")
    // A rule declared for other scenarios covers nothing here.
    let elsewhere = KnownFailure(rule: "required-event", in: "multi-scene.*", reason: "elsewhere")
    let other = await driver.verify(
      Declaring(base: Self.twoBugs(), knownFailures: [launch, elsewhere]), against: scenario)
    #expect(other.isFailure)
  }

  @Test("the reference engine passes in either mode")
  func referencePasses() async throws {
    for mode in [ConformanceDriver.Mode.stopAtFirst, .continuing] {
      var driver = driver
      driver.mode = mode
      let results = await driver.verify { ReferenceEngine(lifecycle: .scene, schedule: .shuffled(seed: 7)) }
      #expect(results.allSatisfy { !$0.isFailure })
    }
  }
}

/// An engine with known failures declared over another engine.
struct Declaring<Base: LifecycleEngine>: LifecycleEngine {
  var base: Base
  let knownFailures: [KnownFailure]
  var capabilities: EngineCapabilities { base.capabilities }
  // A stored property cannot be passed `inout` across a suspension: mutate a copy.
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
