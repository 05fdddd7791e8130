import LifecycleConformance
import Testing

@testable import LifecycleCLI

/// When and what `conform`'s ticker draws: decided by the terminal flag and the counts, with
/// the time given (no waiting on a clock).
@Suite("lifecycle conform's progress ticker")
struct ProgressTickerTests {
  final class Output: @unchecked Sendable { var text = "" }

  static func console(_ output: Output, errorIsTerminal: Bool) -> Console {
    Console(
      out: { _ in Issue.record("progress written to standard output") }, err: { output.text += $0 },
      readLine: { nil }, isTerminal: true, isErrorTerminal: errorIsTerminal)
  }

  @Test("Standard error not a terminal: no ticker, nothing written")
  func notATerminal() {
    let output = Output()
    let progress = ConformanceProgress()
    progress.update { $0.phase = .catalog }
    #expect(ProgressTicker.start(progress, console: Self.console(output, errorIsTerminal: false)) == nil)
    #expect(output.text.isEmpty)
  }

  @Test("A terminal: each tick redraws the line in place, with the time since the run began")
  func redraws() {
    let output = Output()
    let progress = ConformanceProgress()
    let began = ContinuousClock.now
    let ticker = ProgressTicker(progress, write: { output.text += $0 }, began: began)
    ticker.tick(at: began + .seconds(1))
    // Before the catalog starts there is nothing to say, and so nothing to erase.
    #expect(output.text.isEmpty)
    #expect(ticker.clearing.isEmpty)
    progress.update {
      $0.phase = .catalog
      $0.scenariosTotal = 86
      $0.scenariosDone = 3
    }
    ticker.tick(at: began + .seconds(2))
    progress.update { $0.scenariosDone = 40 }
    ticker.tick(at: began + .seconds(3))
    #expect(
      output.text
        == "\r" + "catalog: 3 of 86 scenarios (0:02)" + "\u{1B}[K" + "\r" + "catalog: 40 of 86 scenarios (0:03)"
        + "\u{1B}[K")
    #expect(!output.text.contains("\n"))
    #expect(ticker.clearing == "\r\u{1B}[K")
    ticker.stop()
    #expect(output.text.hasSuffix("(0:03)\u{1B}[K\r\u{1B}[K"))
  }

  @Test("A running ticker, stopped: the line it drew is erased, and nothing follows")
  func stopErases() throws {
    let output = Output()
    let progress = ConformanceProgress()
    progress.update {
      $0.phase = .exploration
      $0.stimulusBudget = 200
    }
    let ticker = try #require(ProgressTicker.start(progress, console: Self.console(output, errorIsTerminal: true)))
    ticker.stop()
    let after = output.text
    // The thread may not have drawn before it was stopped; if it drew, the erasure is last.
    if !after.isEmpty {
      #expect(after.hasPrefix("\rexploration: 0 of 200 stimuli, 0 bugs so far"))
      #expect(after.hasSuffix("\u{1B}[K\r\u{1B}[K"))
    }
  }
}
