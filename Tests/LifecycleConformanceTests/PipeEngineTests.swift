import Foundation
import LifecycleConformance
import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

/// The engine protocol from the kit's side: a Swift engine served over the pipe gets the
/// verdicts it gets in process, and each way an engine can break the protocol is reported on
/// the step where it happened, with the engine's log, and leaves no process behind.
@MainActor
@Suite("Engines over the engine protocol", .serialized)
struct PipeEngineTests {
  static let root = Repository.root
  static let fixture = root.appendingPathComponent("Tests/LifecycleConformanceTests/Fixtures/engine.py").path

  /// The `LifecycleEngineHost` executable built beside the tests.
  static var host: String {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [beside, beside.deletingLastPathComponent(), root.appendingPathComponent(".build/debug")] {
      let path = folder.appendingPathComponent("LifecycleEngineHost").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return root.appendingPathComponent(".build/debug/LifecycleEngineHost").path
  }

  /// Every scenario's verdict and rules, for comparing two runs.
  static func verdicts(_ results: [ScenarioResult]) -> [String] {
    results.map { "\($0.scenarioID): \(ConformanceReport.word($0.verdict)) \($0.failures.map(\.rule))" }
  }

  /// The reference engine in each style, a broken engine, and every broken engine whose bug is
  /// an argument of version 1.1: served at 1.1, each argument is checked over the pipe too.
  nonisolated static let served: [[String]] =
    [["scene"], ["app"]]
    + ([EngineBug.all[0]] + EngineBug.argumentBugs).map { [$0.lifecycle.rawValue, "--bug", $0.id] }

  @Test(
    "The reference engine and broken ones get the same verdicts in process and over the pipe, arguments included",
    arguments: served)
  func sameVerdicts(arguments: [String]) async throws {
    let engine = try PipeEngine(command: [Self.host] + arguments, limit: .seconds(10))
    defer { engine.stop() }
    let driver = ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
    let overPipe = await driver.verify({ engine }, against: Scenario.all)
    let lifecycle = LifecycleStyle(rawValue: arguments[0])!
    let inProcess: [ScenarioResult]
    if arguments.count > 1 {
      let bug = (EngineBug.all + EngineBug.argumentBugs).first { $0.id == arguments[2] }!
      #expect(engine.capabilities.format == .v1_1 && engine.capabilities.checkedArguments.count == 3)
      inProcess = await driver.verify({ BrokenEngine(bug) }, against: Scenario.all)
    } else {
      inProcess = await driver.verify({ ReferenceEngine(lifecycle: lifecycle) }, against: Scenario.all)
    }
    #expect(Self.verdicts(overPipe) == Self.verdicts(inProcess))
    if arguments.count > 1 {
      #expect(overPipe.contains { $0.isFailure })
    } else {
      #expect(
        overPipe.allSatisfy { !$0.isFailure }
          && overPipe.contains { if case .pass = $0.verdict { true } else { false } })
    }
  }

  @Test("Exploration over the pipe finds and shrinks the counterexample it finds in process")
  func sameCounterexample() async throws {
    let bug = EngineBug.all[0]
    let engine = try PipeEngine(command: [Self.host, "scene", "--bug", bug.id], limit: .seconds(10))
    defer { engine.stop() }
    let explorer = Explorer(seed: 7, budget: 2_000, timeout: engine.driverTimeout)
    let overPipe = await explorer.explore { engine }
    let inProcess = await explorer.explore { BrokenEngine(bug) }
    let found = try #require(overPipe.counterexample)
    #expect(found.shrunk == inProcess.counterexample?.shrunk)
    #expect(found.failure.rule == inProcess.counterexample?.failure.rule)
    #expect(overPipe.stimuli == inProcess.stimuli)
  }

  /// Runs one scenario on the fixture engine in `mode`.
  func run(_ mode: String, _ scenario: String = "home-press.scene") async throws -> ScenarioResult {
    // Long enough for python3 to start on a machine loaded by parallel builds; a hang costs this much.
    let engine = try PipeEngine(command: [Self.fixture, mode], limit: .seconds(6))
    defer { engine.stop() }
    let driver = ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
    return await driver.verify(engine, against: Scenario.named(scenario)!)
  }

  @Test("The well-behaved fixture passes what it can run and skips the rest")
  func cleanFixture() async throws {
    let engine = try PipeEngine(command: [Self.fixture], limit: .seconds(5))
    defer { engine.stop() }
    #expect(engine.displayName == "fixture clean")
    let results = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
      .verify(
        { engine },
        against: [
          "launch.first.scene", "home-press.scene", "relaunch.from-background.scene",
          "launch.first.app", "suspension.suspend.scene",
        ].map { Scenario.named($0)! })
    #expect(
      Self.verdicts(results) == [
        "launch.first.scene: pass []", "home-press.scene: pass []", "relaunch.from-background.scene: pass []",
        "launch.first.app: skip []", "suspension.suspend.scene: skip []",
      ])
    #expect(results[3].message!.contains("the engine runs scene-based only"))
    #expect(results[4].message!.contains("needs systemSuspension, which the engine does not declare"))
  }

  struct Misbehaviour: Sendable, CustomTestStringConvertible {
    let mode: String
    let scenario: String
    let rule: String
    let step: Int
    let says: [String]
    var testDescription: String { mode }
  }

  nonisolated static let misbehaviours: [Misbehaviour] = [
    Misbehaviour(
      mode: "hang", scenario: "home-press.scene", rule: "no-done", step: 1,
      says: ["no {\"done\": true} for tapIcon within", "| tapIcon in notRunning"]),
    Misbehaviour(
      mode: "ignoreterm", scenario: "home-press.scene", rule: "no-done", step: 1,
      says: ["no {\"done\": true} for tapIcon"]),
    Misbehaviour(
      mode: "crash", scenario: "home-press.scene", rule: "exited", step: 1,
      says: ["exited with status 3", "| about to crash"]),
    Misbehaviour(
      mode: "nonjson", scenario: "home-press.scene", rule: "bad-line", step: 1,
      says: ["malformed JSON", "launched!"]),
    Misbehaviour(
      mode: "flood", scenario: "home-press.scene", rule: "flood", step: 1,
      says: ["more than 1000 lines in the response to tapIcon"]),
    Misbehaviour(
      mode: "afterdone", scenario: "launch.first.scene", rule: "outside-response", step: 1,
      says: ["a line after the last response", "sceneDidBecomeActive"]),
    // By the engine protocol the line belongs to the next response; the failure says where it came from.
    Misbehaviour(
      mode: "afterdone", scenario: "home-press.scene", rule: "allowed-events", step: 2,
      says: [
        #"(the line {"callback": "sceneDidBecomeActive(_:)", "scene": "main"} arrived before pressHome was sent, "#
          + "after tapIcon's done: it belongs to pressHome's response by the engine protocol)",
        "| tapIcon in notRunning",
      ]),
    Misbehaviour(
      mode: "twice", scenario: "home-press.scene", rule: "duplicate", step: 1,
      says: ["sceneDidBecomeActive(_:) main was delivered 2 times"]),
    Misbehaviour(
      mode: "afterdonetwice", scenario: "home-press.scene", rule: "duplicate", step: 2,
      says: [
        #"(2 lines, the first {"callback": "sceneDidBecomeActive(_:)", "scene": "main"}, arrived before pressHome "#
          + "was sent, after tapIcon's done: they belong to pressHome's response by the engine protocol)"
      ]),
    // The log is shown beside a divergence too.
    Misbehaviour(
      mode: "swap", scenario: "home-press.scene", rule: "delegate-sequence", step: 1,
      says: ["  log (standard error):\n    | tapIcon in notRunning"]),
    Misbehaviour(
      mode: "noresign", scenario: "home-press.scene", rule: "required-event", step: 2,
      says: ["sceneWillResignActive(_:) main"]),
  ]

  @Test("Each misbehaviour is reported on its step, with the engine's log", arguments: misbehaviours)
  func misbehaviour(_ expected: Misbehaviour) async throws {
    let result = try await run(expected.mode, expected.scenario)
    guard case .fail(let failure) = result.verdict else {
      Issue.record("\(expected.mode): \(result)")
      return
    }
    #expect(failure.rule == expected.rule, "\(failure)")
    #expect(failure.step == expected.step, "\(failure)")
    for text in expected.says { #expect(failure.description.contains(text), "\(failure)") }
    #expect(PipeEngine.runningProcesses.isEmpty)
  }

  @Test("A crashed engine is restarted for the next scenario, which it is judged on afresh")
  func restart() async throws {
    let engine = try PipeEngine(command: [Self.fixture, "crash"], limit: .seconds(5))
    defer { engine.stop() }
    let results = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
      .verify({ engine }, against: ["home-press.scene", "launch.first.scene"].map { Scenario.named($0)! })
    #expect(results.map { $0.failures.first?.rule } == ["exited", "exited"])
    #expect(results.allSatisfy { $0.failures.first?.description.contains("status 3") == true })
  }

  @Test("An unsupported stimulus skips the scenario with the engine's reason")
  func unsupported() async throws {
    let result = try await run("unsupported")
    guard case .skip(let reason) = result.verdict else {
      Issue.record("\(result)")
      return
    }
    #expect(reason == "the engine cannot perform step 1: icons are not tapped here")
  }

  @Test("No hello, a second protocol version, a command that is not there")
  func cannotStart() throws {
    #expect { try PipeEngine(command: [Self.fixture, "nohello"], limit: .milliseconds(500)) } throws: {
      ($0 as? EngineMisbehaviour)?.kind == .noHello
    }
    #expect { try PipeEngine(command: [Self.fixture, "version2"]) } throws: {
      ($0 as? EngineMisbehaviour)?.description == "the engine speaks protocol version 2; the kit speaks version 1"
    }
    #expect { try PipeEngine(command: ["/nonexistent/engine"]) } throws: { $0 is PipeEngine.LaunchError }
    #expect(PipeEngine.runningProcesses.isEmpty)
  }

  @Test("A scene called quit is a scene: the Swift host quits only on the kit's quit line")
  func sceneCalledQuit() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.host)
    process.arguments = ["scene"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let lines = [
      #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene"}"#, #"{"stimulus": "tapIcon"}"#,
      #"{"stimulus": "openScene", "scene": "quit"}"#, #"{"quit": true}"#,
    ]
    input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let answers = text.split(separator: "\n")
    #expect(answers.contains { $0.contains("sceneDidBecomeActive(_:)") && $0.contains("\"quit\"") }, "\(text)")
    #expect(answers.filter { $0.contains("done") }.count == 3, "\(text)")
  }

  @Test("A stopped engine leaves no process behind")
  func noneLeftBehind() async throws {
    let engine = try PipeEngine(command: [Self.fixture], limit: .seconds(5))
    #expect(PipeEngine.runningProcesses.count == 1)
    engine.stop()
    #expect(PipeEngine.runningProcesses.isEmpty)
  }
}
