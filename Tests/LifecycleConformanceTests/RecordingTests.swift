import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

@Suite("Public recording: a run's whole trace, one spelling of a stimulus", .cuedHangClock)
@MainActor
struct RecordingTests {
  @Test("every stimulus exploration tries reads back from its command-line spelling")
  func argumentRoundTrips() throws {
    for lifecycle in LifecycleStyle.allCases {
      for stimulus in StimulusSpace(lifecycle: lifecycle, capabilities: Set(Capability.all)).candidates {
        #expect(try Stimulus(parsing: stimulus.argument) == stimulus, "\(stimulus.argument)")
      }
    }
    #expect(Stimulus.continueUserActivity(scene: "second").argument == "continueUserActivity:scene=second")
    #expect(Stimulus.beginInterruption(.call).argument == "beginInterruption:call")
  }

  @Test("a continuing run's trace goes past its failures, and lifecycle verify reads it")
  func fullTrace() async throws {
    let engine = BrokenEngine(bugs: [.forgetsWillFinishLaunching, .unpairedResignOnAlert])
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .beginInterruption(.alert), .endInterruption, .pressHome])
    let run = await ConformanceDriver(selection: .all).record(engine, script)
    #expect(run.steps.count == 4 && run.failures.count == 2)
    let text = run.traceText(source: "two bugs")
    #expect(text.split(separator: "\n").filter { $0.contains("\"stimulus\"") }.count == 4)
    var reader = TraceReader(bytes: Array(text.utf8))
    guard case .nonconformant(let divergence) = reader.verify() else { Issue.record("conformant?"); return }
    #expect(divergence.stepIndex == 0)
  }

  @Test("a counterexample prints one lifecycle record line and carries its trace")
  func recordLine() async throws {
    let report = await Explorer(seed: 5, budget: 2_000).explore { BrokenEngine(.unpairedResignOnAlert) }
    let found = try #require(report.bugs.first)
    let lines = found.reportLines().filter { $0.hasPrefix("  expected: ") }
    #expect(
      lines == ["  expected: lifecycle record --lifecycle app " + found.stimuli.map(\.argument).joined(separator: " ")])
    #expect(found.traceText().hasPrefix("{\"format\": \"lifecycle-trace\""))
  }

  @Test("a run with a version 1.1 name writes version 1.1, one without writes version 1; verify reads both")
  func versionFollowsTheNames() async throws {
    let engine = ReferenceEngine(lifecycle: .app, postsNotifications: false)
    let plain = await ConformanceDriver(selection: .all).record(
      engine, Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome]))
    #expect(plain.traceText().hasPrefix(#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app"}"#))
    let newer = await ConformanceDriver(selection: .all).record(
      engine, Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome, .beginBackgroundTask, .backgroundTimeExpires]))
    let text = newer.traceText()
    #expect(text.hasPrefix(#"{"format": "lifecycle-trace", "version": 1.1, "lifecycle": "app"}"#))
    #expect(text.contains(#"{"callback": "expirationHandler(_:)"}"#))
    for trace in [plain.traceText(), text] {
      var reader = TraceReader(bytes: Array(trace.utf8))
      guard case .conformant = reader.verify() else { Issue.record("not conformant: \(trace)"); continue }
    }
  }
}
