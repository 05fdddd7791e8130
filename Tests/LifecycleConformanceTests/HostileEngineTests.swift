import Foundation
import LifecycleConformance
import LifecycleTestSupport
import Testing

/// Engines that call delegates from other threads or outside a
/// step, and engines that block the main actor.
@Suite("The driver against hostile engines", .cuedHangClock)
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

  @Test("a stray callback after a correct step is reported at the next, as outside a step after the correct one")
  func strayAfterCorrectStep() async throws {
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome, .tapIcon])
    let run = await driver.record(HostileEngine(.app, .strayAfterPerform(step: 2)), script)
    let failure = try #require(run.failure)
    #expect(failure.fault == .outsideStep(.callback(.applicationDidReceiveMemoryWarning), after: 2))
    #expect(failure.step == 2 && failure.stimulus == .pressHome, "\(failure)")
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
    // The block moves the suite's cued clock past every deadline armed then: a waiting engine
    // armed meanwhile would be blamed for it, but engines take turns.
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

  // In a process of its own, whose standard error the engine reads: it blocks the main actor
  // until the watchdog has said so there (at most a minute), so no verdict waits on a guess at how
  // soon the monitor's thread runs. Off the main actor here, since waiting for the process holds
  // the calling thread.
  @Test("an engine that blocks the main actor long past its timeout is named meanwhile, then reported; the run goes on")
  nonisolated func blocksLong() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let outcome = await HostileEngineTests.runBlockedUntilTold()
      try? Descriptor.write(outcome.told, to: Descriptor.standardError)
      // The blocking engine's hang, then a correct engine's clean run: the process went on.
      guard outcome.faults == [.hung(.milliseconds(100)), nil] else { exit(3) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "LifecycleKit: step 2 › pressHome: the engine did not return within its timeout, and the main actor "
          + "has run nothing for 2.0 seconds since; the hang is reported once the engine gives the main actor back"),
      "\(message)")
  }

  /// A run whose engine blocks the main actor at its second step until the watchdog's line is on
  /// standard error (read through a pipe put in its place), then a run of a correct engine.
  static func runBlockedUntilTold() async -> (faults: [EngineFault?], told: String) {
    let told = StandardErrorCapture()
    let driver = ConformanceDriver(timeout: .milliseconds(100), selection: .all)
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome])
    let engine = HostileEngine(.app, .blocksUntil(step: 2, { told.contains("the main actor has run nothing") }))
    let faults = await HangClock.$current.withValue(.cued()) {
      [
        await driver.record(engine, script).failure?.fault,
        await driver.record(HostileEngine(.app, .none), script).failure?.fault,
      ]
    }
    return (faults, told.end())
  }
}

/// Standard error sent to a pipe while it lives, and read back from it.
final class StandardErrorCapture: @unchecked Sendable {
  private let saved: Int32
  private let reading: Int32
  private let lock = NSLock()
  private var text = ""

  init() {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    saved = dup(2)
    reading = ends[0]
    _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)
    _ = dup2(ends[1], 2)
    _ = close(ends[1])
  }

  /// Whether what was written so far contains `part`.
  func contains(_ part: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(reading, &buffer, buffer.count), count > 0 {
      text += String(decoding: buffer[..<count], as: UTF8.self)
    }
    return text.contains(part)
  }

  /// Puts standard error back; returns all that was written meanwhile.
  func end() -> String {
    _ = contains("")
    _ = dup2(saved, 2)
    return text
  }
}
