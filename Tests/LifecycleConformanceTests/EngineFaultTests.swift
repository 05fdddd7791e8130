import LifecycleConformance
import Testing

/// Every kind of engine fault in the words a user reads: the rule name a report counts it under
/// and the sentence of its failure; and a throw from `prepare`, which fails the scenario before
/// its first step or, for an unsupported start, skips it.
@Suite("Engine faults", .cuedHangClock)
@MainActor
struct EngineFaultTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let fault: EngineFault
    let name: String
    let text: String
    var testDescription: String { name }
  }

  nonisolated static let rows: [Row] = [
    Row(fault: .threw("StartError()"), name: "error", text: "the engine threw: StartError()"),
    Row(
      fault: .hung(.seconds(2)), name: "hang",
      text: "the engine did not return within 2.0 seconds (a hang?); it was abandoned"),
    Row(
      fault: .duplicate(.callback(.sceneDidBecomeActive, "main"), count: 2), name: "duplicate",
      text: "sceneDidBecomeActive(_:) main was delivered 2 times; UIKit delivers it at most once here"),
    Row(
      fault: .afterTermination(.callback(.applicationDidBecomeActive)), name: "after-termination",
      text: "applicationDidBecomeActive(_:) was delivered after the process ended"),
    Row(
      fault: .neverConnected(.callback(.sceneWillEnterForeground, "second")), name: "never-connected",
      text: "sceneWillEnterForeground(_:) second was delivered for scene 'second', which was never connected"),
    Row(
      fault: .wrongThread(.callback(.sceneDidEnterBackground, "main")), name: "wrong-thread",
      text:
        "sceneDidEnterBackground(_:) main was called off the main thread; UIKit calls every delegate on the main thread"
    ),
    Row(
      fault: .outsideStep(.callback(.applicationWillResignActive), after: 0), name: "outside-step",
      text: "applicationWillResignActive(_:) was delivered outside a step, during prepare, before the first step; "
        + "deliver a stimulus's callbacks before perform returns"),
    // One line, as the headline of its failure: the failure shows the log under its details.
    Row(
      fault: .misbehaved(EngineMisbehaviour(.noDone, "no {\"done\": true} for tapIcon", log: "waiting\n")),
      name: "no-done", text: "the engine misbehaved (no-done): no {\"done\": true} for tapIcon"),
  ]

  @Test("each fault kind has its rule name and its sentence", arguments: rows)
  func kind(_ row: Row) {
    #expect(row.fault.name == row.name)
    #expect(row.fault.description == row.text)
  }

  struct StartError: Error {}

  /// An engine whose `prepare` throws `error`.
  struct FailingStart: LifecycleEngine {
    let capabilities = EngineCapabilities(lifecycle: .scene)
    let error: any Error & Sendable
    mutating func prepare(_ delegates: LifecycleDelegates) async throws { throw error }
    mutating func perform(_ stimulus: Stimulus) async throws {}
  }

  static let launch = Scenario.named("launch.first.scene")!

  @Test("a throw from prepare fails the scenario before its first step, and no step runs")
  func prepareThrows() async throws {
    let driver = ConformanceDriver(selection: .all)
    let result = await driver.verify(FailingStart(error: StartError()), against: Self.launch)
    guard case .fail(let failure) = result.verdict else {
      Issue.record("not a failure: \(result)")
      return
    }
    #expect(failure.step == 0)
    #expect(failure.rule == "error")
    #expect(failure.fault == .threw("StartError()"))
    #expect(result.run?.steps.isEmpty == true)
    #expect(result.message?.hasPrefix("launch.first.scene") == true, "\(result)")
    #expect(result.message?.contains("the engine threw: StartError()") == true, "\(result)")
  }

  @Test("an unsupported start skips the scenario with the engine's reason")
  func prepareUnsupported() async throws {
    let engine = FailingStart(error: UnsupportedStimulus(reason: "no saved sessions here"))
    let result = await ConformanceDriver(selection: .all).verify(engine, against: Self.launch)
    guard case .skip(let reason) = result.verdict else {
      Issue.record("not a skip: \(result)")
      return
    }
    #expect(reason.contains("no saved sessions here"), "\(reason)")
    #expect(!result.isFailure)
    #expect(result.description == "launch.first.scene: skip: \(reason)")
  }
}
