import Foundation
import LifecycleConformance
import Testing

/// Engines that call delegates from other threads or outside a
/// step, and engines that block the main actor.
@Suite("The driver against hostile engines")
@MainActor
struct HostileEngineTests {
  let driver = ConformanceDriver(timeout: .milliseconds(300), selection: .all)

  @Test("a callback from another thread is a wrongThread fault naming it", arguments: LifecycleStyle.allCases)
  func wrongThread(_ lifecycle: LifecycleStyle) async throws {
    let script = Script(lifecycle: lifecycle, stimuli: [.tapIcon, .pressHome, .tapIcon])
    let run = await driver.record(HostileEngine(lifecycle, .offThread(step: 2, index: 1)), script)
    let failure = try #require(run.failure)
    #expect(failure.step == 2)
    let expected: Event =
      lifecycle == .app
      ? .callback(.applicationDidEnterBackground)
      : .callback(.sceneDidEnterBackground, "main")
    #expect(failure.fault == .wrongThread(expected))
    #expect(
      failure.headline
        == "step 2 › pressHome: \(expected) was called off the main thread; UIKit calls every delegate on the main thread"
    )
  }

  @Test("a callback from a task that outlives perform is delivered outside a step, after that step")
  func afterPerform() async throws {
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome, .tapIcon])
    var stopping = driver
    stopping.mode = .stopAtFirst
    let run = await stopping.record(HostileEngine(.app, .afterPerform(step: 2)), script)
    let failure = try #require(run.failure)
    #expect(failure.fault == .outsideStep(.callback(.applicationDidEnterBackground), after: 2))
    #expect(
      failure.headline == "step 2 › pressHome: applicationDidEnterBackground(_:) was delivered outside a step, "
        + "after step 2 had returned; deliver a stimulus's callbacks before perform returns")
    #expect(run.steps.count == 2, "the third step never ran: \(run.steps.map(\.stimulus))")
  }

  @Test("a continuing run records the stray callback and goes on to the last step")
  func afterPerformContinuing() async throws {
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome, .tapIcon])
    let run = await driver.record(HostileEngine(.app, .afterPerform(step: 2)), script)
    #expect(run.failure?.fault == .outsideStep(.callback(.applicationDidEnterBackground), after: 2))
    #expect(run.steps.map(\.stimulus) == script.stimuli)
  }

  @Test("a callback after the last step is reported too")
  func afterLastStep() async throws {
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome])
    let run = await driver.record(HostileEngine(.app, .afterPerform(step: 2)), script)
    #expect(run.failure?.fault == .outsideStep(.callback(.applicationDidEnterBackground), after: 2))
  }

  @Test("a callback during prepare is delivered outside a step, before the first")
  func duringPrepare() async throws {
    let script = Script(lifecycle: .app, stimuli: [.tapIcon])
    let run = await driver.record(HostileEngine(.app, .duringPrepare), script)
    let failure = try #require(run.failure)
    #expect(failure.step == 0)
    #expect(failure.fault == .outsideStep(.callback(.applicationDidReceiveMemoryWarning), after: 0))
    #expect(
      failure.headline.hasPrefix(
        "step 0 › prepare: applicationDidReceiveMemoryWarning(_:) was delivered outside a step, during prepare"))
  }

  @Test("an engine that blocks the main actor past the timeout hangs at that step")
  func blocksMainActor() async throws {
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome, .tapIcon])
    let driver = ConformanceDriver(timeout: .milliseconds(150), selection: .all)
    let run = await driver.record(HostileEngine(.app, .blocks(step: 2, .milliseconds(500))), script)
    let failure = try #require(run.failure)
    #expect(failure.step == 2)
    #expect(failure.fault == .hung(.milliseconds(150)))
  }

  @Test("engines run side by side: the one that blocks is blamed, the ones that wait are not")
  func sideBySide() async {
    // The waits leave the timeout a margin a loaded machine's late wake-ups do not eat; the block
    // still outlasts it twice.
    let driver = ConformanceDriver(timeout: .milliseconds(300), selection: .all)
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome])
    let behaviours: [HostileEngine.Behaviour] = [
      .waits(.milliseconds(60)), .blocks(step: 1, .milliseconds(600)), .waits(.milliseconds(60)),
    ]
    let runs = behaviours.map { behaviour in
      Task { @MainActor in await driver.record(HostileEngine(.app, behaviour), script).failure?.fault }
    }
    var faults: [EngineFault?] = []
    for run in runs { faults.append(await run.value) }
    #expect(faults[0] == nil && faults[2] == nil, "the waiting engines pass: \(faults)")
    #expect(faults[1] == .hung(.milliseconds(300)))
  }

  @Test("an engine that blocks the main actor for ever ends the process with the hang, rather than hanging it")
  func blocksForever() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await HostileEngineTests.runBlockedForever()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("LifecycleKit: step 2 › pressHome: the engine did not return within"), "\(message)")
  }

  static func runBlockedForever() async {
    let driver = ConformanceDriver(timeout: .milliseconds(100), selection: .all)
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome])
    _ = await driver.record(HostileEngine(.app, .blocks(step: 2, .seconds(3_600))), script)
  }
}
