import Foundation
import LifecycleConformance
import Testing

/// A kit upgrade never fails an engine that passed: an engine written for one trace format
/// version, in Swift or over the engine protocol, passes the whole catalog and an exploration,
/// and is never sent what a later version adds; the scenarios that need it are skipped, saying
/// which version they need. Each engine here refuses what its version lacks, from a list frozen
/// with that version, so these tests stay green through every later version only if the kit
/// keeps its word.
@MainActor
@Suite("Engines written for an older trace format pass a newer kit", .serialized)
struct FormatCompatibilityTests {
  /// Trace format 1's stimuli, as the specification's version 1 lists them. Never extended.
  static let version1Stimuli: Set<String> = [
    "tapIcon", "tapNotification", "openURL", "continueUserActivity", "pressHome", "openAppSwitcher",
    "returnToApp", "switchToOtherApp", "swipeAwayInAppSwitcher", "beginInterruption", "endInterruption",
    "acceptCall", "lockDevice", "unlockDevice", "suspend", "terminate", "backgroundLaunch",
    "memoryWarning", "significantTimeChange", "openScene", "showScene", "hideScene", "resizeScene",
    "closeScene", "disconnectScene",
  ]

  /// The fixture that speaks engine protocol version 1 with a hello of no `stimuli` and no `trace`.
  static let version1Fixture = PipeEngineTests.root
    .appendingPathComponent("Tests/LifecycleConformanceTests/Fixtures/version1.py").path

  /// A Swift engine written before trace format 1.1: it declares `everything()` and knows no
  /// stimulus of a later version (the reference engine's answers, for the rest).
  struct Version1Engine: LifecycleEngine {
    struct UnknownStimulus: Error { let name: String }
    let capabilities = EngineCapabilities.everything()
    var reference = ReferenceEngine(lifecycle: .scene, capabilities: .everything())

    mutating func prepare(_ delegates: LifecycleDelegates) async throws {
      try await reference.prepare(delegates)
    }

    mutating func perform(_ stimulus: Stimulus) async throws {
      guard FormatCompatibilityTests.version1Stimuli.contains(stimulus.name.rawValue) else {
        throw UnknownStimulus(name: stimulus.name.rawValue)
      }
      try await reference.perform(stimulus)
    }
  }

  /// The scenarios that need a capability trace format 1 does not have.
  static var version11Scenarios: Set<String> {
    Set(Scenario.all.filter { Script($0).requirements.contains { $0.introduced > .v1 } }.map(\.id))
  }

  /// Asserts that `results` pass every scenario of version 1 and skip, for their version, the rest.
  static func expectVersion1Verdicts(_ results: [ScenarioResult], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(results.filter(\.isFailure).map(\.scenarioID) == [], sourceLocation: sourceLocation)
    let skipped = results.filter { if case .skip = $0.verdict { true } else { false } }
    #expect(Set(skipped.map(\.scenarioID)) == version11Scenarios, sourceLocation: sourceLocation)
    for result in skipped {
      #expect(result.message?.contains("needs trace format 1.1") == true, sourceLocation: sourceLocation)
    }
    #expect(!version11Scenarios.isEmpty && results.count == Scenario.all.count, sourceLocation: sourceLocation)
  }

  @Test("A Swift engine declared for trace format 1 passes the catalog and an exploration")
  func swiftVersion1() async {
    #expect(Version1Engine().capabilities.format == .v1)
    #expect(Version1Engine().capabilities.checkedArguments.isEmpty)
    let results = await ConformanceDriver(selection: .all).verify { Version1Engine() }
    Self.expectVersion1Verdicts(results)
    let exploration = await Explorer(seed: 1, budget: 3_000).explore { Version1Engine() }
    #expect(exploration.counterexample == nil)
    #expect(exploration.stimuli >= 3_000)
  }

  @Test("An engine over the pipe whose hello lists no trace and no stimuli passes the catalog and an exploration")
  func pipeVersion1() async throws {
    let engine = try PipeEngine(command: ["python3", Self.version1Fixture, PipeEngineTests.host], limit: .seconds(10))
    defer { engine.stop() }
    #expect(engine.capabilities.format == .v1)
    let results = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
      .verify({ engine }, against: Scenario.all)
    Self.expectVersion1Verdicts(results)
    let exploration = await Explorer(seed: 1, budget: 2_000, timeout: engine.driverTimeout).explore { engine }
    #expect(exploration.counterexample == nil, "\(exploration)")
    #expect(exploration.stimuli >= 2_000)
  }

  @Test("An engine over the pipe that lists 1.1 runs every scenario, its arguments checked, and an exploration")
  func pipeVersion11() async throws {
    let engine = try PipeEngine(command: [PipeEngineTests.host, "scene"], limit: .seconds(10))
    defer { engine.stop() }
    #expect(engine.capabilities.format == .v1_1)
    #expect(engine.capabilities.checkedArguments == Set(TraceArgument.all))
    let results = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
      .verify({ engine }, against: Scenario.all)
    #expect(results.filter(\.isFailure).map(\.scenarioID) == [])
    // Every scene-based scenario runs, those of version 1.1 included (the host runs one style).
    for result in results where Scenario.named(result.scenarioID)?.lifecycle == .scene {
      #expect(ConformanceReport.word(result.verdict) == "pass", "\(result.scenarioID): \(result.message ?? "")")
    }
    // Every kind of argument was recorded and checked (SPEC.md's conversation at version 1.1
    // shows the header; the broken engines over the pipe show each kind failing).
    let run = try #require(results.first { $0.scenarioID == "launch.first.scene" }?.run)
    #expect(run.arguments == Set(TraceArgument.all))
    let exploration = await Explorer(seed: 1, budget: 2_000, timeout: engine.driverTimeout).explore { engine }
    #expect(exploration.counterexample == nil)
  }
}
