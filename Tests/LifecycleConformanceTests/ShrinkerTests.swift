import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

/// A counterexample names only the scenes its bug needs, with the catalog's names: random runs
/// wander through three scenes before they fail, and a shrunk script that keeps the ones it does
/// not need (or calls the second one `third`) sends a reader looking for a cause that is not there.
@Suite("Shrinking to fewer scenes", .cuedHangClock)
@MainActor
struct ShrinkerSceneTests {
  @Test("a failure that needs one scene, found through three, shrinks to a script that names none")
  func oneScene() async throws {
    let examples = await Self.counterexamples(.saysGoodbyeOnCrash)
    #expect(examples.contains { Self.named($0.found).count >= 3 }, "no seed found it through three scenes")
    for example in examples {
      #expect(Self.named(example.shrunk).isEmpty, "\(example)")
      // A launch into the background and a crash show the bug with no scene at all.
      #expect(await Self.involved(example.shrunk).isSubset(of: ["main"]), "\(example)")
      #expect(example.shrunk.stimuli.count == 2 && example.shrunk.stimuli.last == .crash, "\(example)")
    }
  }

  @Test("a failure that needs two scenes, found through three, shrinks to main and second")
  func twoScenes() async throws {
    let examples = await Self.counterexamples(.pausesTheOtherScene)
    #expect(examples.contains { Self.named($0.found).count >= 3 }, "no seed found it through three scenes")
    for example in examples {
      #expect(await Self.involved(example.shrunk) == ["main", "second"], "\(example)")
      #expect(example.shrunk.stimuli.count == 3, "\(example)")
    }
  }

  @Test("a failure that needs three scenes keeps main, second and third")
  func threeScenes() async throws {
    let examples = await Self.counterexamples(.loses3rdSceneActivation)
    for example in examples {
      #expect(await Self.involved(example.shrunk) == ["main", "second", "third"], "\(example)")
      #expect(example.failure.rule == example.original.rule, "\(example)")
    }
  }

  @Test(
    "no scene of a shrunk script can be removed or merged into another and still fail the same rule",
    arguments: [EngineBug.pausesTheOtherScene, .loses3rdSceneActivation, .discardsEverySession])
  func sceneMinimal(_ bug: EngineBug) async throws {
    let driver = ConformanceDriver(timeout: .seconds(1), selection: .all, mode: .stopAtFirst)
    for example in await Self.counterexamples(bug, seeds: 1...5) {
      let script = example.shrunk
      var smaller: [Script] = []
      for scene in Self.named(script) {
        smaller.append(
          Script(
            lifecycle: script.lifecycle, sessions: script.sessions.filter { $0 != scene },
            stimuli: script.stimuli.filter { $0.scene != scene }))
        for other in Self.named(script) where other != scene {
          smaller.append(Self.merging(scene, into: other, in: script))
        }
      }
      for candidate in smaller where candidate.isPossible {
        let run = await driver.record(BrokenEngine(bug), candidate)
        #expect(run.failure?.rule != example.failure.rule, "\(candidate) still fails, shrunk to \(script)")
      }
    }
  }

  /// The counterexamples random exploration finds for the bug from each seed.
  static func counterexamples(_ bug: EngineBug, seeds: ClosedRange<UInt64> = 1...15) async -> [Counterexample] {
    var examples: [Counterexample] = []
    for seed in seeds {
      let report = await Explorer(seed: seed, budget: 1_000, timeout: .milliseconds(200)).explore { BrokenEngine(bug) }
      #expect(report.counterexample != nil, "\(bug.id) seed \(seed) found nothing")
      if let example = report.counterexample { examples.append(example) }
    }
    return examples
  }

  /// The scenes the script names, in its saved sessions and its stimuli.
  static func named(_ script: Script) -> Set<SceneID> {
    Set(script.sessions + script.stimuli.compactMap(\.scene))
  }

  /// The scenes a correct engine delivers callbacks about when it runs the script: those the
  /// script names, and `main` when a first launch creates it without a name.
  static func involved(_ script: Script) async -> Set<SceneID> {
    let driver = ConformanceDriver(timeout: .seconds(1), selection: .all, mode: .stopAtFirst)
    let run = await driver.record(ReferenceEngine(lifecycle: script.lifecycle), script)
    #expect(run.failure == nil, "\(script)")
    return Set(run.steps.flatMap(\.events).compactMap(\.scene))
  }

  /// The script with every stimulus naming `scene` naming `other` instead, and `scene`'s saved
  /// session dropped.
  static func merging(_ scene: SceneID, into other: SceneID, in script: Script) -> Script {
    let stimuli = script.stimuli.map { stimulus -> Stimulus in
      guard stimulus.scene == scene else { return stimulus }
      switch stimulus {
      case .tapNotification: return .tapNotification(scene: other)
      case .openURL(let url, _): return .openURL(url: url, scene: other)
      case .continueUserActivity: return .continueUserActivity(scene: other)
      case .openScene: return .openScene(other)
      case .showScene: return .showScene(other)
      case .hideScene: return .hideScene(other)
      case .resizeScene: return .resizeScene(other)
      case .closeScene: return .closeScene(other)
      case .disconnectScene: return .disconnectScene(other)
      case .attachDisplay: return .attachDisplay(other)
      default: return stimulus
      }
    }
    let sessions = script.sessions.filter { $0 != scene }
    return Script(lifecycle: script.lifecycle, sessions: sessions, stimuli: stimuli)
  }
}
