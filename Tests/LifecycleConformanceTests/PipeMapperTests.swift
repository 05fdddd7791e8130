import Foundation
import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

@testable import LifecycleConformance

extension PipeEngineTests {
  /// Mappers over the mapper protocol, in process: the Node fixture (the example's AppState
  /// mapper, well behaved or misbehaving in one way) started by `PipeProgram`, played iOS by
  /// `MappedEngine`, and each way it can break the protocol reported on the step where it
  /// happened (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper). Nested in `PipeEngineTests`,
  /// so that it runs serially with the tests that count the processes of this test process.
  @MainActor
  @Suite("Mappers over the mapper protocol")
  struct PipeMapperTests {
    static let fixture = PipeEngineTests.root.appendingPathComponent(
      "Tests/LifecycleConformanceTests/Fixtures/mapper.js"
    ).path

    /// Starts the fixture in `mode`; fails when Node is missing or the program is no mapper.
    func start(_ mode: String, limit: Duration = .seconds(10)) throws -> PipeMapper {
      let node = try #require(Node.path, Comment(rawValue: Node.missing))
      guard case .mapper(let mapper) = try PipeProgram.start(command: [node, Self.fixture, mode], limit: limit) else {
        throw Failure("the fixture in mode \(mode) did not say a mapper's hello")
      }
      return mapper
    }

    struct Failure: Error, CustomStringConvertible {
      let description: String
      init(_ description: String) { self.description = description }
    }

    /// Runs `scenario` on the fixture mapper in `mode`.
    func run(_ mode: String, _ scenario: String) async throws -> ScenarioResult {
      let mapper = try start(mode)
      defer { mapper.stop() }
      let driver = ConformanceDriver(timeout: mapper.driverTimeout, selection: .all)
      return await driver.verify(MappedEngine(mapper), against: Scenario.named(scenario)!)
    }

    @Test("PipeProgram tells a mapper by its hello: its name, format, projection and notifications")
    func startsMapper() throws {
      let mapper = try start("clean")
      #expect(PipeEngine.runningProcesses.count == 1)
      #expect(mapper.displayName == "fixture clean")
      #expect(mapper.format == .v1_1)
      #expect(mapper.capabilities.lifecycles == [.app, .scene])
      #expect(!mapper.capabilities.receivesNotifications)
      #expect(mapper.capabilities.projection.name == "react-native-appstate")
      #expect(mapper.capabilities.projection.states["suspended"] == "background")
      mapper.stop()
      #expect(PipeEngine.runningProcesses.isEmpty)
      let plain = try start("v1")
      defer { plain.stop() }
      #expect(plain.format == .v1)
      #expect(plain.capabilities.receivesNotifications)
    }

    @Test("PipeProgram tells an engine by its hello, and a command that cannot start by a launch error")
    func startsEngineOrFails() throws {
      guard case .engine(let engine) = try PipeProgram.start(command: [PipeEngineTests.fixture]) else {
        Issue.record("the engine fixture was taken for a mapper")
        return
      }
      #expect(engine.displayName == "fixture clean")
      engine.stop()
      #expect(throws: PipeEngine.LaunchError.self) {
        try PipeProgram.start(command: ["/nonexistent/mapper-\(UUID().uuidString)"])
      }
      #expect(PipeEngine.runningProcesses.isEmpty)
    }

    @Test("An engine's start refuses a mapper's hello, and ends its process")
    func engineRefusesMapper() throws {
      let node = try #require(Node.path, Comment(rawValue: Node.missing))
      do {
        _ = try PipeEngine(command: [node, Self.fixture], limit: .seconds(10))
        Issue.record("a mapper was taken for an engine")
      } catch let error as EngineMisbehaviour {
        #expect(error.kind == .noHello)
        #expect(
          "\(error)".contains(#"the first line is a mapper's hello; an engine says "protocol": "lifecycle-engine""#))
      }
      #expect(PipeEngine.runningProcesses.isEmpty)
    }

    @Test("The correct mapper passes the catalog in both lifecycles over the pipe, with the kit's projection too")
    func correctPasses() async throws {
      for mode in ["clean", "named"] {
        let mapper = try start(mode)
        defer { mapper.stop() }
        let results = await ConformanceDriver(timeout: mapper.driverTimeout, selection: .all)
          .verify({ MappedEngine(mapper) }, against: Scenario.all)
        let failed = results.filter(\.isFailure)
        #expect(failed.isEmpty, "\(mode): \(failed.prefix(3).map(\.description).joined(separator: "\n"))")
        #expect(
          results.count == Scenario.all.count
            && results.allSatisfy { if case .pass = $0.verdict { true } else { false } })
      }
      #expect(PipeEngine.runningProcesses.isEmpty)
    }

    @Test("A Swift mapper served by MapperHost gets the verdicts and the exploration it gets in process")
    func servedSwiftMapper() async throws {
      guard
        case .mapper(let served) = try PipeProgram.start(
          command: [PipeEngineTests.host, "mapper"], limit: .seconds(10))
      else { throw Failure("LifecycleEngineHost mapper did not say a mapper's hello") }
      defer { served.stop() }
      #expect(served.displayName == "DerivingMapper")
      #expect(served.capabilities.lifecycles == [.app, .scene] && served.capabilities.receivesNotifications)
      #expect(served.capabilities.projection.allowed == DerivingMapper.projection.allowed)
      let driver = ConformanceDriver(timeout: served.driverTimeout, selection: .all)
      let overPipe = await driver.verify({ MappedEngine(served) }, against: Scenario.all)
      let inProcess = await driver.verify({ MappedEngine(DerivingMapper()) }, against: Scenario.all)
      #expect(PipeEngineTests.verdicts(overPipe) == PipeEngineTests.verdicts(inProcess))
      #expect(overPipe.allSatisfy { if case .pass = $0.verdict { true } else { false } })
      let explorer = Explorer(seed: 5, budget: 400, timeout: served.driverTimeout)
      let walked = await explorer.explore { MappedEngine(served) }
      #expect(walked.counterexample == nil && walked.stimuli == 400, "\(walked)")
      #expect(walked.stimuli == (await explorer.explore { MappedEngine(DerivingMapper()) }).stimuli)
    }

    @Test("A broken mapper served with --bug gets the verdicts it gets in process; an unknown bug is refused")
    func servedBrokenMapper() async throws {
      guard
        case .mapper(let served) = try PipeProgram.start(
          command: [PipeEngineTests.host, "mapper", "--bug", "change-fired-twice"], limit: .seconds(10))
      else { throw Failure("LifecycleEngineHost mapper --bug did not say a mapper's hello") }
      defer { served.stop() }
      let driver = ConformanceDriver(timeout: served.driverTimeout, selection: .all)
      let overPipe = await driver.verify({ MappedEngine(served) }, against: Scenario.all)
      let inProcess = await driver.verify(
        { MappedEngine(DerivingMapper(bugs: [.changeFiredTwice])) }, against: Scenario.all)
      #expect(PipeEngineTests.verdicts(overPipe) == PipeEngineTests.verdicts(inProcess))
      #expect(overPipe.contains { $0.isFailure })
      let refused = Process()
      refused.executableURL = URL(fileURLWithPath: PipeEngineTests.host)
      refused.arguments = ["mapper", "--bug", "no-such-bug"]
      refused.standardError = FileHandle.nullDevice
      try refused.run()
      refused.waitUntilExit()
      #expect(refused.terminationStatus == 2)
    }

    @Test("Exploration over the pipe finds the wrong mapper's bug and shrinks its witness")
    func exploresWrong() async throws {
      let mapper = try start("wrong")
      defer { mapper.stop() }
      let explorer = Explorer(seed: 3, budget: 300, timeout: mapper.driverTimeout)
      let report = await explorer.explore { MappedEngine(mapper) }
      let found = try #require(report.counterexample)
      // A launch into the background, which the wrong mapper reports as 'inactive'.
      #expect(found.failure.rule == "mapper-state", "\(found.failure)")
      #expect("\(found.shrunk)" == "app-based: backgroundLaunch:fetch")
    }

    struct Fault: Sendable, CustomTestStringConvertible {
      let mode: String
      let scenario: String
      let rule: String
      let step: Int
      let says: String
      var testDescription: String { "\(mode) in \(scenario)" }
    }

    nonisolated static let faults: [Fault] = [
      Fault(
        mode: "wrong", scenario: "launch.background.app", rule: "mapper-state", step: 1,
        says: "the app is background, so 'background', but reported 'inactive'"),
      Fault(
        mode: "twice", scenario: "launch.first.app", rule: "phantom-change", step: 1,
        says: "the app reported 'active' again, a change that is no change"),
      Fault(
        mode: "scene", scenario: "launch.first.app", rule: "bad-line", step: 1,
        says: #"a state with a scene, for a projection of the app: {"state":"active","scene":"main"}"#),
      Fault(
        mode: "noscene", scenario: "launch.first.scene", rule: "bad-line", step: 0,
        says: #"a state without a scene, for a projection of scenes: {"state":"unknown"}"#),
      Fault(
        mode: "garbage", scenario: "launch.first.app", rule: "bad-line", step: 1,
        says: #"expected a JSON object, found a string: "garbage""#),
      Fault(
        mode: "unsupported", scenario: "launch.first.app", rule: "bad-line", step: 1,
        says:
          "the mapper answered tapIcon as unsupported ('no such callback here'); a mapper cannot refuse what iOS delivers"
      ),
      Fault(
        mode: "error", scenario: "launch.first.app", rule: "engine-error", step: 1,
        says: "the mapper reported an error: the bridge is gone"),
      Fault(
        mode: "exit", scenario: "launch.first.app", rule: "exited", step: 1,
        says: "the mapper exited with status 3 during tapIcon"),
      Fault(
        mode: "late", scenario: "launch.first.app", rule: "outside-response", step: 1,
        says: #"a line after the last response: {"state": "active"}"#),
      Fault(
        mode: "late", scenario: "home-press.app", rule: "outside-response", step: 2,
        says: #"a line outside any step, before pressHome: {"state": "active"}"#),
      // The kit sees it on writing the step or on waiting for its answer, whichever comes
      // first: "during step tapIcon" or "during tapIcon".
      Fault(
        mode: "deaf", scenario: "launch.first.app", rule: "exited", step: 1,
        says: "the mapper closed its standard input during "),
    ]

    @Test("Each way a mapper breaks the protocol is a fault of the step where it happened", arguments: faults)
    func fault(_ fault: Fault) async throws {
      let result = try await run(fault.mode, fault.scenario)
      let failure = try #require(result.failures.first, "\(result)")
      #expect(failure.rule == fault.rule, "\(failure)")
      #expect(failure.step == fault.step, "\(failure)")
      #expect(failure.description.contains(fault.says), "\(failure)")
      #expect(PipeEngine.runningProcesses.isEmpty)
    }

    @Test("A mapper that hangs is reported by the pipe, with its log, within its limit")
    func hangs() async throws {
      let mapper = try start("hang", limit: .seconds(3))
      defer { mapper.stop() }
      let result = await ConformanceDriver(timeout: mapper.driverTimeout, selection: .all)
        .verify(MappedEngine(mapper), against: Scenario.named("launch.first.app")!)
      let failure = try #require(result.failures.first, "\(result)")
      #expect(failure.rule == "no-done", "\(failure)")
      #expect(failure.description.contains(#"no {"done": true} for tapIcon within 3.0 seconds"#), "\(failure)")
      #expect(failure.description.contains("| step tapIcon"), "\(failure)")
      // The fault names what broke it: the mapper, not an engine.
      #expect(failure.description.contains("the mapper misbehaved (no-done)"), "\(failure)")
    }

    @Test("A step before any start, or after the mapper was stopped, is refused")
    func stepWithoutProcess() async throws {
      var mapper = try start("clean")
      defer { mapper.stop() }
      await #expect(throws: EngineMisbehaviour.self) { try await mapper.endStep(.tapIcon) }
      let reporter = StateReporter(lifecycle: .app, savedSessions: [])
      _ = try await mapper.start(reporter)
      #expect(reporter.take().map(\.state) == ["unknown"])
      mapper.stop()
      do {
        try await mapper.endStep(.tapIcon)
        Issue.record("a step was sent to a stopped mapper")
      } catch let error as EngineMisbehaviour {
        #expect(error.kind == .exited)
        #expect("\(error)".contains("the mapper is not running"), "\(error)")
      }
    }
  }
}
