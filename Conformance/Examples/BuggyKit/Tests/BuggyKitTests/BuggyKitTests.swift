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

// Every scenario BuggyKit can run; the three bugs are known issues, anything else fails.
@Test(arguments: await Scenario.runnable(by: DeclaredBuggyEngine()))
func conforms(to scenario: Scenario) async throws {
  try await scenario.verify(DeclaredBuggyEngine())
}

// The others: one skipped test that lists each with the reason.
@Test(.skippedScenarios(of: DeclaredBuggyEngine()))
func skippedScenarios() {}

@Test("one catalog run shows all three bugs, each once in the report")
@MainActor
func allThreeInOneRun() async throws {
  let report = await ConformanceReport(engine: "BuggyKit") { BuggyEngine() }
  let rules = report.bugs.map(\.rule)
  #expect(Set(rules) == ["launch-first", "required-event", "allowed-events"], "\(report.bugs)")
  #expect(rules.count == 3)
  #expect(!report.isConformant)
  // Every scenario that runs starts with a launch, so the launch bug is in each of them.
  let launch = try #require(report.bugs.first { $0.rule == "launch-first" })
  #expect(launch.scenarios.count >= report.bugs.map(\.scenarios.count).max()!)
  #expect(
    report.bugs.first { $0.rule == "required-event" }?.scenarios.allSatisfy { $0.hasPrefix("interruption.") } == true)
  #expect(
    report.bugs.first { $0.rule == "allowed-events" }?.scenarios.allSatisfy { $0.hasPrefix("multi-scene.") } == true)
  // Declared, none of them fails the run.
  let declared = await ConformanceReport(engine: "BuggyKit") { DeclaredBuggyEngine() }
  #expect(declared.isConformant, "\(declared.bugs)")
  #expect(declared.bugs.allSatisfy { $0.isKnown })
}

@Test(
  "exploration finds one of the three bugs, shrunk to a script the engine can run, from every seed",
  arguments: UInt64(1)...20)
@MainActor
func onlyRealCounterexamples(seed: UInt64) async throws {
  let report = await Explorer(.random(seed: seed), budget: 500).explore { BuggyEngine() }
  let found = try #require(report.bugs.first)
  #expect(["launch-first", "required-event", "allowed-events"].contains(found.rule), "\(found)")
  #expect(found.isShrunk && !found.stimuli.isEmpty, "\(found)")
  // Shrunk to stimuli the engine performs: replayed, none is refused.
  var engine = BuggyEngine()
  let quiet = QuietDelegate()
  try await engine.prepare(LifecycleDelegates(appDelegate: quiet, lifecycle: .scene) { _ in quiet })
  for stimulus in found.stimuli { try await engine.perform(stimulus) }
}

@Test("with the three declared, exploration finds nothing else, from any seed", arguments: UInt64(1)...20)
@MainActor
func noFalseCounterexample(seed: UInt64) async {
  let report = await Explorer(.random(seed: seed), budget: 500).explore { DeclaredBuggyEngine() }
  // The declared bugs it meets are listed as known, with the walks that met them.
  #expect(report.bugs.allSatisfy { $0.isKnown && $0.walks > 0 }, "\(report)")
}

/// Delegates that only listen: what a replay needs.
@MainActor
final class QuietDelegate: ApplicationDelegate, SceneDelegate {}
