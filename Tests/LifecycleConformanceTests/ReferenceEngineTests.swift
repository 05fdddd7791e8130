import LifecycleConformance
import Testing

@Suite("The reference engine conforms", .cuedHangClock)
@MainActor
struct ReferenceEngineTests {
  @Test("passes every scenario", arguments: Scenario.all)
  func passesScenario(_ scenario: Scenario) async {
    let result = await ConformanceDriver().verify(ReferenceEngine(lifecycle: scenario.lifecycle), against: scenario)
    guard case .pass = result.verdict else {
      Issue.record("\(result)")
      return
    }
  }

  @Test(
    "passes a scenario whatever alternative, optional events and order it picks", arguments: LifecycleStyle.allCases)
  func shuffledSchedules(_ lifecycle: LifecycleStyle) async {
    let scripts = Scenario.all.filter { $0.lifecycle == lifecycle }.map(Script.init)
    for seed in UInt64(1)...10 {
      for script in scripts {
        let run = await ConformanceDriver().record(
          ReferenceEngine(lifecycle: lifecycle, schedule: .shuffled(seed: seed)), script)
        #expect(run.failure == nil, "seed \(seed): \(run.failure.map(String.init(describing:)) ?? "")")
      }
    }
  }

  @Test("a display's scene that became active reads so when it is released (a shuffled tour's finding)")
  func displayReleasedWhileActive() async throws {
    let words =
      "backgroundLaunch:fetch beginBackgroundTask tapNotification:scene=main beginInterruption:biometric "
      + "tapNotification:scene=second hideScene:main attachDisplay:tv tapNotification tapNotification:scene=main "
      + "detachDisplay"
    let script = Script(
      lifecycle: .scene, stimuli: try words.split(separator: " ").map { try Stimulus(parsing: String($0)) })
    // Seed 44 delivers sceneDidBecomeActive(_:) to the display's scene; the model's answer to its
    // removal once allowed only inactive, background or unattached inside its callbacks.
    for seed in UInt64(1)...60 {
      let run = await ConformanceDriver().record(
        ReferenceEngine(lifecycle: .scene, schedule: .shuffled(seed: seed)), script)
      #expect(run.failure == nil, "seed \(seed): \(run.failure.map(String.init(describing:)) ?? "")")
    }
  }

  @Test(
    "declares its lifecycle style, every capability, the states it keeps, and every notification or none",
    arguments: LifecycleStyle.allCases, [false, true])
  func declares(_ lifecycle: LifecycleStyle, _ posts: Bool) {
    let capabilities = ReferenceEngine(lifecycle: lifecycle, postsNotifications: posts).capabilities
    #expect(capabilities.lifecycles == [lifecycle])
    #expect(capabilities.supported == Set(Capability.all))
    #expect(capabilities.checkedArguments.contains(.states))
    #expect(capabilities.postsEveryNotification == posts && capabilities.postsNotifications == posts)
    #expect(capabilities.recording == (posts ? .both : .callbacks))
  }
}

@Suite("The reference engine with many scenes", .cuedHangClock)
@MainActor
struct ManyScenesReferenceEngineTests {
  @Test("conforms on a step of more than 256 events")
  func manyScenes() async {
    let stimuli: [Stimulus] = [.tapIcon] + (1...35).map { .openScene(SceneID("s\($0)")) } + [.swipeAwayInAppSwitcher]
    let script = Script(lifecycle: .scene, stimuli: stimuli)
    var model = LifecycleModel(lifecycle: .scene)
    var largest = 0
    for stimulus in stimuli {
      let alternatives = try! model.respond(to: stimulus)
      largest = max(largest, alternatives.map(\.response.events.count).max()!)
      model = alternatives[0].next
    }
    #expect(largest > 256, "a step holds more than 256 events")
    let run = await ConformanceDriver().record(ReferenceEngine(lifecycle: .scene), script)
    #expect(run.failure == nil, "\(run.failure.map(String.init(describing:)) ?? "")")
    #expect(run.steps.count == 37)
  }
}
