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
      guard case .failed(let failure) = result.verdict else {
        Issue.record("\(row.mode): \(result)")
        return
      }
      // Found when it happens, never by waiting out the limit.
      #expect(ContinuousClock.now - started < .seconds(5), "\(row.mode)")
      #expect(failure.rule == row.rule, "\(failure)")
      #expect(failure.step == row.step, "\(failure)")
      #expect(failure.description.contains(row.says), "\(failure)")
    }

    @Test("killAll ends every engine process at once, as an interrupted lifecycle conform does")
    func killAll() async throws {
      let engine = try PipeEngine(command: [PipeEngineTests.fixture], limit: .seconds(10))
      defer { engine.stop() }
      #expect(PipeEngine.runningProcesses.count == 1)
      PipeEngine.killAll()
      let driver = ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
      let result = await driver.verify(engine, against: Scenario.named("home-press.scene")!)
      guard case .failed(let failure) = result.verdict else {
        Issue.record("not a failure: \(result)")
        return
      }
      #expect(failure.rule == "exited", "\(failure)")
      #expect(failure.description.contains("signal 9"), "\(failure)")
    }
  }
}
