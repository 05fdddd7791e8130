import BuggyKit
import LifecycleConformanceTesting
import Testing

/// BuggyKit's engine with its three bugs declared, each by the rule it breaks: the run passes
/// while they stay as they are, and reports anything else.
struct DeclaredBuggyEngine: LifecycleEngine {
  var base = BuggyEngine()
  var capabilities: EngineCapabilities { base.capabilities }
  var displayName: String { base.displayName }
  var knownFailures: [KnownFailure] {
    [
      KnownFailure(rule: "launch-first", reason: "willFinishLaunching after didFinishLaunching"),
      KnownFailure(rule: "required-event", reason: "not active again after an interruption"),
      KnownFailure(rule: "allowed-events", reason: "hiding one scene pauses the others"),
    ]
  }
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

// Every scenario BuggyKit can run; the three bugs are known issues, anything else fails.
@Test(arguments: await Scenario.runnable(by: DeclaredBuggyEngine()))
func conforms(to scenario: Scenario) async throws {
  try await scenario.verify(DeclaredBuggyEngine())
}

// The others: one skipped test that lists each with the reason.
@Test(.skippedScenarios(of: DeclaredBuggyEngine()))
func skippedScenarios() {}

@Test("one catalog run shows all three bugs, each once in the per-rule summary")
@MainActor
func allThreeInOneRun() async throws {
  let results = await ConformanceDriver(selection: .all).verify { BuggyEngine() }
  let summary = RuleSummary(results)
  #expect(Set(summary.rules) == ["launch-first", "required-event", "allowed-events"], "\(summary)")
  #expect(summary.rules.count == 3)
  // Every scenario that runs starts with a launch, so the launch bug is in each of them.
  let ran = results.filter { $0.run != nil }.map(\.scenarioID)
  #expect(summary.entries.first { $0.rule == "launch-first" }?.scenarios == ran)
  #expect(
    summary.entries.first { $0.rule == "required-event" }?.scenarios.allSatisfy { $0.hasPrefix("interruption.") }
      == true)
  #expect(
    summary.entries.first { $0.rule == "allowed-events" }?.scenarios.allSatisfy { $0.hasPrefix("multi-scene.") } == true
  )
  // Declared, none of them fails the run.
  let declared = await ConformanceDriver(selection: .all).verify { DeclaredBuggyEngine() }
  #expect(declared.allSatisfy { !$0.isFailure }, "\(declared.filter(\.isFailure))")
}

@Test(
  "exploration finds one of the three bugs, shrunk to a script the engine can run, from every seed",
  arguments: UInt64(1)...20)
@MainActor
func onlyRealCounterexamples(seed: UInt64) async throws {
  let report = await Explorer(seed: seed, budget: 500).explore { BuggyEngine() }
  let found = try #require(report.counterexample)
  #expect(["launch-first", "required-event", "allowed-events"].contains(found.failure.rule), "\(found)")
  #expect(BuggyEngine().capabilities.reasonToSkip(found.shrunk) == nil && found.shrunk.isPossible, "\(found)")
}

@Test("with the three declared, exploration finds nothing else, from any seed", arguments: UInt64(1)...20)
@MainActor
func noFalseCounterexample(seed: UInt64) async {
  let report = await Explorer(seed: seed, budget: 500).explore { DeclaredBuggyEngine() }
  #expect(report.counterexample == nil, "\(report)")
}
