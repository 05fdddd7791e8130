import Lifecycle
import LifecycleConformanceFixtures
import Testing

@testable import LifecycleConformance

/// The shrinker runs its candidates in one guarded task, as exploration runs its walks; a
/// candidate that hangs ends that task, and the next candidate must start a new one.
@Suite("Shrinking runs", .cuedHangClock)
@MainActor
struct ShrinkerRunTests {
  static let bugs = [EngineBug.unpairedResignOnAlert, .hangsOnHome]

  @Test("a candidate that hangs, and is not the failure being shrunk, is passed over and shrinking goes on")
  func hangingCandidate() async throws {
    // Siri's interruption shows the alert bug too; the simpler alert comes after the candidate
    // that puts a Home press in place of the interruption, which hangs.
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .beginInterruption(.siri), .endInterruption])
    let driver = ConformanceDriver(timeout: .milliseconds(100), selection: .all, mode: .stopAtFirst)
    let run = await driver.record(BrokenEngine(bugs: Self.bugs), script)
    let target = try #require(run.failure)
    let hanging = await driver.record(
      BrokenEngine(bugs: Self.bugs), Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome]))
    #expect(hanging.failure?.fault == .hung(.milliseconds(100)))

    let shrinker = Shrinker(timeout: .milliseconds(100), capabilities: BrokenEngine(bugs: Self.bugs).capabilities)
    let (shrunk, shrunkRun) = try await untilHangsReported {
      await shrinker.shrink(script, run, target: target) { BrokenEngine(bugs: Self.bugs) }
    }
    #expect(shrunk.stimuli == [.tapIcon, .beginInterruption(.alert), .endInterruption])
    #expect(shrunkRun.failure?.rule == target.rule)
    #expect(shrunkRun.steps.count == 3)
  }
}
