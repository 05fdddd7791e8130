import LifecycleConformance
import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

@Suite("Exploration", .cuedHangClock)
@MainActor
struct ExplorerTests {
  @Test("finds nothing wrong with the reference engine, whatever it picks", arguments: LifecycleStyle.allCases)
  func referenceEngineSurvives(_ lifecycle: LifecycleStyle) async {
    var seed: UInt64 = 0
    let report = await Explorer(seed: 7, budget: 2_000).explore {
      seed += 1
      return ReferenceEngine(lifecycle: lifecycle, schedule: .shuffled(seed: seed))
    }
    #expect(report.counterexample == nil, "\(report)")
    #expect(report.stimuli == 2_000)
  }

  @Test("ends, and says so, when no stimulus the engine performs is possible from its start", arguments: [false, true])
  func nothingPossible(_ swarm: Bool) async {
    // `pressHome` needs a running app, and the engine performs nothing else: every run is idle.
    var capabilities = EngineCapabilities(lifecycle: .app)
    capabilities.stimuli = ["pressHome"]
    let report = await Explorer(seed: 3, budget: 50, swarm: swarm).explore {
      ReferenceEngine(lifecycle: .app, capabilities: capabilities)
    }
    #expect(report.stimuli == 0)
    #expect(report.runs == 100)
    #expect(report.counterexample == nil)
    #expect(report.summary.contains("0 stimuli in 100 runs (none could perform a stimulus), no failure"), "\(report)")
  }

  @Test("tries every sequence to a small depth")
  func exhaustive() async {
    let report = await Explorer(seed: 0, scenes: ["main", "second"]).exhaust(
      { ReferenceEngine(lifecycle: .scene) }, depth: 2)
    #expect(report.counterexample == nil, "\(report)")
    #expect(report.runs > 100)
  }
}

/// An engine that declares only some capabilities and throws on any stimulus that needs another,
/// as a real engine with no way to receive it does.
struct Restricted: LifecycleEngine {
  struct Unsupported: Error, CustomStringConvertible {
    let stimulus: Stimulus
    var description: String { "has no way to receive \(stimulus.summary)" }
  }
  var base: BrokenEngine
  let supported: Set<Capability>
  var capabilities: EngineCapabilities {
    EngineCapabilities(
      lifecycle: base.bug.lifecycle, supports: supported, postsNotifications: base.capabilities.postsNotifications)
  }
  mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    var base = self.base
    try await base.prepare(delegates)
    self.base = base
  }
  mutating func perform(_ stimulus: Stimulus) async throws {
    guard Capability.needed(for: stimulus).allSatisfy(supported.contains) else { throw Unsupported(stimulus: stimulus) }
    var base = self.base
    try await base.perform(stimulus)
    self.base = base
  }
}

@Suite("Exploration stays inside the engine's capabilities", .cuedHangClock)
@MainActor
struct ExplorerCapabilityTests {
  @Test("an app engine that throws on backgroundLaunch never shrinks to it", arguments: 1...20)
  func neverShrinksToUnsupported(seed: UInt64) async throws {
    let supported = Set(Capability.all).subtracting([.backgroundLaunch])
    let report = await Explorer(seed: seed, budget: 2_000, timeout: .milliseconds(200)).explore {
      Restricted(base: BrokenEngine(.unpairedResignOnAlert), supported: supported)
    }
    let found = try #require(report.counterexample)
    #expect(
      !found.shrunk.stimuli.contains { if case .backgroundLaunch = $0 { true } else { false } },
      "\(found.shrunk): \(found.failure)")
    #expect(found.failure.rule == "required-event", "\(found.shrunk): \(found.failure)")
    #expect(found.failure.fault == nil, "\(found.shrunk): \(found.failure)")
    #expect(found.shrunk.stimuli.last == .endInterruption, "\(found.shrunk): \(found.failure)")
  }

  // Seeds 1-10; 1-100 with LIFECYCLE_LONG_TESTS=1.
  @Test("over many seeds, every broken engine shrinks only to scripts it declares it can run")
  func everyBrokenEngine() async throws {
    for bug in EngineBug.all {
      let supported = bug.demonstrationScript.requirements
      for seed in UInt64(1)...LongTests.count(10, long: 100) {
        let report = await Explorer(seed: seed, budget: 300, runLength: 8, timeout: .milliseconds(30)).explore {
          Restricted(base: BrokenEngine(bug), supported: supported)
        }
        guard let found = report.counterexample else { continue }
        let engine = Restricted(base: BrokenEngine(bug), supported: supported)
        #expect(
          engine.capabilities.reasonToSkip(found.shrunk) == nil,
          "\(bug.id) seed \(seed): \(found.shrunk): \(found.failure)")
        #expect(found.shrunk.isPossible, "\(bug.id) seed \(seed)")
        if case .threw = found.failure.fault {
          Issue.record("\(bug.id) seed \(seed) shrank to a throw: \(found.shrunk): \(found.failure)")
        }
      }
    }
  }

  @Test("a shrunk script is 1-minimal: no single removal or simplification still fails the same rule")
  func oneMinimal() async throws {
    let report = await Explorer(seed: 3, budget: 2_000).explore { BrokenEngine(.pausesTheOtherScene) }
    let found = try #require(report.counterexample)
    let driver = ConformanceDriver(timeout: .seconds(1), selection: .all, mode: .stopAtFirst)
    for index in found.shrunk.stimuli.indices {
      var smaller = found.shrunk
      smaller.stimuli.remove(at: index)
      guard smaller.isPossible else { continue }
      let run = await driver.record(BrokenEngine(.pausesTheOtherScene), smaller)
      #expect(run.failure?.rule != found.failure.rule, "\(smaller) still fails")
    }
  }
}

@Suite("An exploration's report in the kit's words", .cuedHangClock)
@MainActor
struct ExplorationReportTextTests {
  @Test("print(report) shows each bug as conform does, a known one named so, then the summary")
  func bugsThenSummary() async throws {
    let explorer = Explorer(seed: 3, budget: 2_000)
    let report = await explorer.explore { BrokenEngine(.pausesTheOtherScene) }
    let bug = try #require(report.bugs.first)
    let text = report.description
    #expect(text.hasPrefix(bug.reportLines(number: 1).joined(separator: "\n")), "\(text)")
    #expect(text.hasSuffix("\n" + report.summary))
    #expect(!text.contains("exploration found a failure"), "the old second text of a bug")

    let known = KnownFailure(rule: bug.rule, reason: "#12")
    let declared = await explorer.explore {
      Declaring(base: BrokenEngine(.pausesTheOtherScene), knownFailures: [known])
    }
    #expect(declared.description.hasPrefix("known (#12): Bug 1: \(bug.summary)"), "\(declared)")
  }
}
