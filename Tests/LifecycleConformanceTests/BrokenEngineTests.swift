import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

/// The kit tests itself: every broken engine must fail, with the diagnostic that names its bug,
/// and exploration must find every bug but the hang on its own.
@Suite("Broken engines are caught", .cuedHangClock)
@MainActor
struct BrokenEngineTests {
  /// On the suite's cued clock the hang is caught at once, and no other step ever times out.
  let driver = ConformanceDriver(timeout: .milliseconds(200), selection: .all)

  @Test("the demonstration fails with the expected diagnostic", arguments: EngineBug.all)
  func demonstration(_ bug: EngineBug) async throws {
    let run = await bug.recordDemonstration()
    let failure = try #require(run.failure, "\(bug.id) passed its demonstration")
    #expect(failure.step == bug.demonstration.count, "\(failure)")
    #expect(failure.description.contains(bug.diagnostic), "\(failure)")
    // The same stimuli pass on the correct engine: the failure is the bug's.
    let correct = await driver.record(
      ReferenceEngine(lifecycle: bug.lifecycle, postsNotifications: bug.postsNotifications),
      bug.demonstrationScript)
    #expect(correct.failure == nil)
  }

  @Test("the scenario that targets it fails with the expected diagnostic", arguments: EngineBug.all)
  func targetScenario(_ bug: EngineBug) async throws {
    // The catalog grows on other branches; until the target exists the demonstration stands in.
    guard let scenario = Scenario.named(bug.scenario) else { return }
    let result = await driver.verify(BrokenEngine(bug), against: scenario)
    guard case .fail(let failure) = result.verdict else {
      Issue.record("\(bug.id): \(scenario.id) did not fail: \(result)")
      return
    }
    #expect(failure.scenarioID == scenario.id)
    #expect(failure.description.contains(bug.diagnostic), "\(failure)")
  }

  @Test("every catalog scenario an engine fails is one where the bug shows", arguments: EngineBug.all)
  func catalogFailuresNameTheBug(_ bug: EngineBug) async {
    for scenario in Scenario.all where scenario.lifecycle == bug.lifecycle {
      let result = await driver.verify(BrokenEngine(bug), against: scenario)
      if case .fail(let failure) = result.verdict, bug.id != EngineBug.hangsOnHome.id {
        #expect(failure.description.contains(bug.diagnostic), "\(failure)")
      }
    }
  }

  // Exploration draws the stimuli of version 1.1 too (a crash, a background task) for an engine
  // that declares them, so the bugs only they show are found like the others.
  @Test(
    "exploration finds the bug from a random seed, shrunk to at most 4 stimuli",
    arguments: EngineBug.all.filter { $0.id != EngineBug.hangsOnHome.id })
  func explorationFinds(_ bug: EngineBug) async throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    // Exploration spends its whole budget, shrinking every bug it meets: a few thousand stimuli
    // find every one of these.
    let report = await Explorer(seed: seed, budget: 3_000, timeout: .milliseconds(200)).explore { BrokenEngine(bug) }
    let found = try #require(report.counterexample, "\(bug.id) not found from seed \(seed): \(report)")
    #expect(found.shrunk.stimuli.count <= 4, "seed \(seed): \(found.shrunk): \(found.failure)")
    #expect(
      BrokenEngine(bug).capabilities.reasonToSkip(found.shrunk) == nil,
      "seed \(seed): \(found.shrunk): \(found.failure)")
    #expect(found.failure.description.contains(bug.diagnostic), "seed \(seed): \(found.shrunk): \(found.failure)")
    // Replayable: the same seed finds the same thing.
    let replay = await Explorer(seed: seed, budget: 3_000, timeout: .milliseconds(200)).explore { BrokenEngine(bug) }
    #expect(replay.counterexample?.shrunk == found.shrunk)
  }

  // Seeds the random test above once shrank to 5 stimuli: a call answered (deleting alone could
  // not remove it; two stimuli are now tried as one), a lock, termination and unlock (only
  // removable together; every chunk size is now tried), and an alert and its end around the
  // step that shows a scene (two stimuli apart are now removed together).
  @Test(
    "seeds that once shrank to five stimuli shrink to four",
    arguments: [
      ("terminates-after-purge", UInt64(10_425_843_473_867_420_311)),
      ("enters-foreground-on-cold-launch", UInt64(16_390_740_445_785_211_216)),
      ("pauses-the-other-scene", UInt64(14_311_953_686_448_567_954)),
    ])
  func shrinkRegressions(id: String, seed: UInt64) async throws {
    let bug = try #require(EngineBug.named(id))
    let report = await Explorer(seed: seed, budget: 3_000, timeout: .milliseconds(200)).explore { BrokenEngine(bug) }
    let found = try #require(report.counterexample)
    #expect(found.shrunk.stimuli.count <= 4, "\(found.shrunk): \(found.failure)")
  }

  // The hang waits forever; the test fails if the driver waited with it.
  @Test("a hang is reported, not waited on")
  func hang() async throws {
    let driver = driver
    let run = try await untilHangsReported {
      await driver.record(BrokenEngine(.hangsOnHome), EngineBug.hangsOnHome.demonstrationScript)
    }
    let failure = try #require(run.failure)
    #expect(failure.fault == .hung(.milliseconds(200)))
  }

  // One task guards every run of an exploration: the hang must end that task's exploration with
  // the run in progress, shrunk, and the engines made after it must not be the hung one's.
  @Test("exploration reports a hang, shrunk, and returns")
  func explorationHang() async throws {
    let made = EngineCount()
    let report = try await untilHangsReported {
      await Explorer(seed: 3, budget: 5_000, timeout: .milliseconds(200)).explore {
        made.value += 1
        return BrokenEngine(.hangsOnHome)
      }
    }
    let found = try #require(report.counterexample, "\(report)")
    #expect(found.failure.fault == .hung(.milliseconds(200)), "\(found.shrunk): \(found.failure)")
    #expect(found.shrunk.stimuli.last == .pressHome, "\(found.shrunk): \(found.failure)")
    #expect(found.shrunk.stimuli.count <= 2, "\(found.shrunk): \(found.failure)")
    #expect(report.stimuli < 5_000)
    // Exploring and shrinking made the engines; none is made once the call has returned.
    let afterwards = made.value
    try await Task.sleep(for: .milliseconds(300))
    #expect(made.value == afterwards)
  }

  @Test("exhaustive search finds a bug three stimuli deep, and a hang, each shrunk")
  func exhaustive() async throws {
    let explorer = Explorer(seed: 0, scenes: ["main", "second"], timeout: .milliseconds(200))
    let paused = await explorer.exhaust({ BrokenEngine(.pausesTheOtherScene) }, depth: 3)
    let found = try #require(paused.counterexample, "\(paused)")
    #expect(found.shrunk.stimuli.count == 3, "\(found.shrunk): \(found.failure)")
    #expect(
      found.failure.description.contains(EngineBug.pausesTheOtherScene.diagnostic), "\(found.shrunk): \(found.failure)")
    let hung = try await untilHangsReported { await explorer.exhaust({ BrokenEngine(.hangsOnHome) }, depth: 2) }
    #expect(hung.counterexample?.failure.fault == .hung(.milliseconds(200)), "\(hung)")
    #expect(hung.counterexample?.shrunk.stimuli.last == .pressHome, "\(hung)")
  }

  @Test("a recorded run is a trace in the published format")
  func trace() async {
    let run = await driver.record(
      BrokenEngine(.swapsForegroundAndActive), EngineBug.swapsForegroundAndActive.demonstrationScript)
    let lines = run.traceText(source: "BrokenEngine swaps-foreground-and-active").split(separator: "\n")
    #expect(
      lines.first
        == #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "source": "BrokenEngine swaps-foreground-and-active"}"#
    )
    #expect(lines[1] == #"{"stimulus": "tapIcon"}"#)
    #expect(lines.contains(#"{"callback": "sceneDidBecomeActive(_:)", "scene": "main"}"#))
  }

  @Test("each bug's recorded trace is nonconformant for lifecycle verify, at the same step", arguments: EngineBug.all)
  func traceVerifies(_ bug: EngineBug) async throws {
    let run = await bug.recordDemonstration()
    var reader = TraceReader(bytes: Array(run.traceText(source: "BrokenEngine \(bug.id)").utf8))
    switch reader.verify() {
    case .nonconformant(let divergence):
      #expect(divergence.stepIndex + 1 == run.failure?.step)
    case .conformant where bug.id == EngineBug.hangsOnHome.id:
      break  // a hang delivers nothing wrong: only the driver can see it
    case let verdict:
      Issue.record("\(bug.id): \(verdict)")
    }
  }

  @Test("a recorded run is written to a trace file that the reader reads back")
  func traceFile() async throws {
    let run = await EngineBug.unpairedResignOnAlert.recordDemonstration()
    let path = "/tmp/lifecycle-kit-\(UInt32.random(in: 0...UInt32.max)).jsonl"
    try run.writeTrace(to: path, source: "BrokenEngine")
    var reader = try TraceReader(path: path)
    guard case .nonconformant(let divergence) = reader.verify() else {
      Issue.record("the written trace did not read back as nonconformant")
      return
    }
    #expect(divergence.stimulus == .endInterruption)
    #expect(throws: RecordedRun.WriteError.self) { try run.writeTrace(to: "/nonexistent-folder/trace.jsonl") }
  }

  @Test("the reference engine's recorded trace is conformant")
  func referenceTraceVerifies() async {
    let script = Script(lifecycle: .scene, stimuli: [.tapIcon, .openScene("second"), .pressHome, .suspend, .terminate])
    let run = await driver.record(ReferenceEngine(lifecycle: .scene, schedule: .shuffled(seed: 3)), script)
    var reader = TraceReader(bytes: Array(run.traceText().utf8))
    guard case .conformant = reader.verify() else {
      Issue.record("\(reader.verify())")
      return
    }
  }

}

@Suite("Exploration finds the bugs only version 1.1 stimuli show", .cuedHangClock)
@MainActor
struct VersionOnePointOneExplorationTests {
  @Test(
    "a crash that says goodbye and a forgotten expiration handler are found, shrunk to their demonstration",
    arguments: EngineBug.situationBugs, 1...5 as ClosedRange<UInt64>)
  func found(_ bug: EngineBug, seed: UInt64) async throws {
    let report = await Explorer(seed: seed, budget: 4_000, timeout: .milliseconds(200)).explore { BrokenEngine(bug) }
    let found = try #require(report.counterexample, "\(bug.id) not found from seed \(seed): \(report)")
    #expect(found.failure.description.contains(bug.diagnostic), "seed \(seed): \(found.shrunk): \(found.failure)")
    #expect(found.shrunk.stimuli.count <= bug.demonstration.count, "seed \(seed): \(found.shrunk): \(found.failure)")
    #expect(
      BrokenEngine(bug).capabilities.reasonToSkip(found.shrunk) == nil,
      "seed \(seed): \(found.shrunk): \(found.failure)")
  }

  @Test(
    "an engine that declares neither 1.1 capability is never sent a 1.1 stimulus",
    arguments: [LifecycleStyle.app, .scene])
  func neverSent(_ lifecycle: LifecycleStyle) async throws {
    // Restricted throws on a stimulus outside what it declares: a clean exploration sent none.
    let supported = Set(Capability.all).subtracting([.abruptTermination, .backgroundTasks])
    let bug = lifecycle == .app ? EngineBug.forgetsExpirationHandler : .saysGoodbyeOnCrash
    let report = await Explorer(seed: 7, budget: 3_000, timeout: .milliseconds(200)).explore {
      Restricted(base: BrokenEngine(bug), supported: supported)
    }
    #expect(report.counterexample == nil, "\(report)")
    #expect(report.stimuli == 3_000)
  }
}

/// How many engines an exploration made, counted from its `makeEngine`.
@MainActor
final class EngineCount {
  var value = 0
}
