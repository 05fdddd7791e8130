import Foundation
import LifecycleConformance
import Testing

extension PipeEngineTests {
  /// More ways an engine can break the engine protocol, each reported as a fault of the step where
  /// it happened, in one sentence: an `error` line, a line longer than 64 KiB, a start answered with
  /// more than `done`. None of them waits for a timeout. Nested in `PipeEngineTests`, so that it
  /// runs serially with the tests that count the engine processes of this test process.
  @MainActor
  @Suite("Engine protocol faults")
  struct PipeProtocolFaultTests {
    struct Row: Sendable, CustomTestStringConvertible {
      let mode: String
      let rule: String
      let step: Int
      let says: String
      var testDescription: String { mode }
    }

    nonisolated static let rows: [Row] = [
      Row(mode: "error", rule: "engine-error", step: 1, says: "the engine reported an error: no icon to tap"),
      Row(mode: "crash", rule: "exited", step: 1, says: "the engine exited with status 3 during tapIcon"),
      Row(mode: "longline", rule: "flood", step: 1, says: "a line longer than 64 KiB in the response to tapIcon"),
      Row(mode: "startcallback", rule: "bad-line", step: 0, says: #"a start is answered by {"done": true} alone"#),
      Row(mode: "closestdin", rule: "exited", step: 0, says: "the engine closed its standard input during the start"),
      Row(
        mode: "closestdinlate", rule: "exited", step: 0, says: "the engine closed its standard input during the start"),
    ]

    @Test("each protocol fault is reported on its step, in its words", arguments: rows)
    func fault(_ row: Row) async throws {
      let engine = try PipeEngine(command: [PipeEngineTests.fixture, row.mode], limit: .seconds(10))
      defer { engine.stop() }
      let driver = ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
      let started = ContinuousClock.now
      let result = await driver.verify(engine, against: Scenario.named("home-press.scene")!)
      guard case .fail(let failure) = result.verdict else {
        Issue.record("\(row.mode): \(result)")
        return
      }
      // Found when it happens, never by waiting out the limit.
      #expect(ContinuousClock.now - started < .seconds(5), "\(row.mode)")
      #expect(failure.rule == row.rule, "\(failure)")
      #expect(failure.step == row.step, "\(failure)")
      #expect(failure.description.contains(row.says), "\(failure)")
      // The step it cut short lacks callbacks because of it: one failure, not one per callback.
      #expect(result.failures.count == 1, "\(result.failures)")
    }

    @Test("An engine that writes a line after every done is judged in a few runs, each line where it belongs")
    func lineAfterEveryDone() async throws {
      let engine = try PipeEngine(command: [PipeEngineTests.fixture, "lateline"], limit: .seconds(10))
      defer { engine.stop() }
      let catalog = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
        .verify({ engine }, against: Scenario.all)
      let budget = 2_000
      let report = await Explorer(.mixed(seed: 1), budget: budget, timeout: engine.driverTimeout)
        .explore({ engine }, after: catalog)
      // Every walk ends the engine's process: no more walks than the limit, each a fresh process.
      #expect(report.runs == Explorer.faultedRunLimit, "\(report.summary)")
      #expect(report.stimuli < budget, "\(report.summary)")
      #expect(report.summary.contains("ended early: the last 10 runs each broke its protocol (engine or mapper)"))
      // The line after the last done is the walk's fault, at its last step, never an empty script's.
      let outside = try #require(report.counterexamples.first { $0.failure.rule == "outside-response" })
      #expect(outside.shrunk.stimuli == [.tapIcon], "\(outside)")
      // A line after a done that the next stimulus follows is that stimulus's, and says so.
      let early = try #require(
        (catalog.flatMap(\.failures) + report.counterexamples.map(\.failure)).first {
          $0.rule == "allowed-events" && $0.stimulus == .pressHome
        })
      #expect(early.description.contains("arrived before pressHome was sent, after tapIcon's done"), "\(early)")
    }

    @Test("An engine that closes its standard input after its hello ends the exploration after a few runs")
    func inputClosedAfterHello() async throws {
      let engine = try PipeEngine(command: [PipeEngineTests.fixture, "closestdin"], limit: .seconds(10))
      defer { engine.stop() }
      let report = await Explorer(.mixed(seed: 1), budget: 20, timeout: engine.driverTimeout).explore { engine }
      #expect(report.runs == Explorer.faultedRunLimit, "\(report.summary)")
      #expect(report.counterexample?.failure.rule == "exited")
      #expect(report.counterexample?.failure.description.contains("closed its standard input") == true)
    }

    @Test("killAll ends every engine process at once, as an interrupted lifecycle conform does")
    func killAll() async throws {
      let engine = try PipeEngine(command: [PipeEngineTests.fixture], limit: .seconds(10))
      defer { engine.stop() }
      #expect(PipeEngine.runningProcesses.count == 1)
      PipeEngine.killAll()
      let driver = ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
      let result = await driver.verify(engine, against: Scenario.named("home-press.scene")!)
      guard case .fail(let failure) = result.verdict else {
        Issue.record("not a failure: \(result)")
        return
      }
      #expect(failure.rule == "exited", "\(failure)")
      #expect(failure.description.contains("signal 9"), "\(failure)")
    }
  }
}
