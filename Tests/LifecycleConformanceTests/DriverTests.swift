import LifecycleConformance
import Testing

/// An engine that throws, or waits forever, where told to.
struct FaultyEngine: LifecycleEngine {
  enum Failure: Error, CustomStringConvertible {
    case refused(Stimulus)
    var description: String { if case .refused(let stimulus) = self { "refused \(stimulus.summary)" } else { "" } }
  }
  let capabilities = EngineCapabilities(lifecycle: .app)
  var throwsOn: Stimulus?
  var hangsInPrepare = false
  var base = ReferenceEngine(lifecycle: .app, postsNotifications: false)

  mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    if hangsInPrepare {
      HangClock.current.engineHangs()
      try await Task.sleep(for: .seconds(3600))
    }
    try await base.prepare(delegates)
  }

  mutating func perform(_ stimulus: Stimulus) async throws {
    if stimulus == throwsOn { throw Failure.refused(stimulus) }
    try await base.perform(stimulus)
  }
}

@Suite("The driver reports engine faults", .cuedHangClock)
@MainActor
struct DriverTests {
  let driver = ConformanceDriver(timeout: .milliseconds(100), selection: .all)
  let script = Script(lifecycle: .app, stimuli: [.tapIcon, .pressHome, .tapIcon])

  @Test("a thrown error fails the step it was thrown in")
  func thrownError() async throws {
    let run = await driver.record(FaultyEngine(throwsOn: .pressHome), script)
    let failure = try #require(run.failure)
    #expect(failure.step == 2)
    #expect(failure.fault == .threw("refused pressHome"))
    #expect(failure.headline == "step 2 › pressHome: the engine threw: refused pressHome")
    #expect(run.steps.count == 2)
  }

  @Test("a script names its stimuli, with the responses sent where not the canonical one; none at the start")
  func scriptText() {
    #expect(script.description == "app-based: tapIcon, pressHome, tapIcon")
    #expect(script.prefix(0).description == "app-based: the start, no stimulus")
    var sent = Script(lifecycle: .scene, sessions: ["main"], stimuli: [.tapIcon])
    sent.responses = [.notificationsFirst]
    #expect(sent.description == "scene-based, sessions [main]: tapIcon (notifications first)")
  }

  @Test("a hang in prepare is reported as step 0")
  func hangInPrepare() async throws {
    let run = await driver.record(FaultyEngine(hangsInPrepare: true), script)
    let failure = try #require(run.failure)
    #expect(failure.step == 0)
    #expect(failure.headline.hasPrefix("step 0 › prepare: the engine did not return within"))
  }

  @Test("a conformant run records every step")
  func conformantRun() async {
    let run = await driver.record(FaultyEngine(), script)
    #expect(run.conforms)
    #expect(run.steps.map(\.stimulus) == script.stimuli)
    #expect(
      run.steps[1].events == [.callback(.applicationWillResignActive), .callback(.applicationDidEnterBackground)])
  }

  @Test("scenarios the engine cannot run are skipped with the reason, never dropped")
  func skips() async {
    let results = await driver.verify({ FaultyEngine() }, against: Scenario.all)
    #expect(results.count == Scenario.all.count)
    for result in results where Scenario.named(result.scenarioID)!.lifecycle == .scene {
      guard case .skip(let reason) = result.verdict else {
        Issue.record("\(result.scenarioID) was not skipped")
        continue
      }
      #expect(reason == "the scenario is scene-based; the engine runs app-based only")
    }
  }

  @Test("a missing capability is named in the skip")
  func missingCapability() {
    let capabilities = EngineCapabilities(lifecycle: .scene)
    let script = Script(lifecycle: .scene, stimuli: [.tapIcon, .openScene("second")])
    #expect(
      capabilities.reasonToSkip(script)
        == "the scenario needs multipleScenes, sceneManagement, which the engine does not declare")
  }
}
