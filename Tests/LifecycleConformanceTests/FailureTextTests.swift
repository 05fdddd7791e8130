import LifecycleConformanceFixtures
import Testing

@testable import LifecycleConformance

/// The words of a failure, pinned: the adapters and `lifecycle verify` print this one rendering.
@Suite("failure text", .cuedHangClock)
@MainActor
struct FailureTextTests {
  static let launch = Scenario.named("launch.first.scene")!

  @Test("a failure reads word for word: headline, the whole step's diff with its legend, rule, spec, response, page")
  func wordForWord() async throws {
    let result = await ConformanceDriver(selection: .all).verify(
      BrokenEngine(.swapsForegroundAndActive),
      against: Self.launch)
    #expect(
      result.message == """
        launch.first.scene › step 1 › tapIcon: sceneDidBecomeActive(_:) main came before \
        sceneWillEnterForeground(_:) main, which must come first
          - expected, + actual:
            application(_:willFinishLaunchingWithOptions:)
            application(_:didFinishLaunchingWithOptions:)
            application(_:configurationForConnecting:options:) session main
            scene(_:willConnectTo:options:) main
          - sceneWillEnterForeground(_:) main
            sceneDidBecomeActive(_:) main
          + sceneWillEnterForeground(_:) main
          rule: delegate-sequence: each delegate's callbacks come one after another, in the order of the \
        state changes they announce
          spec: Conformance/SPEC.md#delegate-sequence
          response: Conformance/SPEC.md#foregrounding
          see: https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
        """)
  }

  @Test("a missing event is headlined as missing, never as coming after something that never came")
  func missing() async throws {
    let result = await ConformanceDriver(selection: .all).verify(
      BrokenEngine(.forgetsWillFinishLaunching),
      against: Scenario.named("launch.first.app")!)
    #expect(
      result.message == """
        launch.first.app › step 1 › tapIcon: missing application(_:willFinishLaunchingWithOptions:) in the response \
        to tapIcon
          - expected, + actual:
          - application(_:willFinishLaunchingWithOptions:)
            application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)
          rule: required-event: the first launch callback, while the app is inactive (or in the background)
          spec: Conformance/SPEC.md#required-event
          response: Conformance/SPEC.md#foregrounding
          see: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)
        """)
  }

  @Test("an event in no allowed response says the state the step started from")
  func notAllowed() async throws {
    let result = await ConformanceDriver(selection: .all).verify(
      BrokenEngine(.pausesTheOtherScene),
      against: Scenario.named("multi-scene.hide-one.scene")!)
    #expect(
      result.message == """
        multi-scene.hide-one.scene › step 3 › hideScene:second: sceneWillResignActive(_:) main is not in any allowed \
        response to hideScene:second; main is foregroundActive
          - expected, + actual:
            sceneWillResignActive(_:) second
            sceneDidEnterBackground(_:) second
          + sceneWillResignActive(_:) main
          rule: allowed-events: not in any allowed response
          spec: Conformance/SPEC.md#allowed-events
          response: Conformance/SPEC.md#multi-scene
          see: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
        """)
  }

  /// The failure of an engine that forgets the first launch callback, at launch.first.app.
  static func missingLaunchCallback() async throws -> ConformanceFailure {
    let result = await ConformanceDriver(selection: .all).verify(
      BrokenEngine(.forgetsWillFinishLaunching), against: Scenario.named("launch.first.app")!)
    guard case .fail(let failure) = result.verdict else { throw Unexpected(result: result) }
    return failure
  }

  struct Unexpected: Error {
    let result: ScenarioResult
  }

  @Test("a protocol fault that cut its step short names its own rule and section, the divergence only after it")
  func protocolFaultRule() async throws {
    var failure = try await Self.missingLaunchCallback()
    failure.fault = .misbehaved(
      EngineMisbehaviour(.badLine, "malformed JSON at column 1: launched!", log: "started\n"))
    #expect(
      failure.description == """
        launch.first.app › step 1 › tapIcon: the engine misbehaved (bad-line): malformed JSON at column 1: launched!
          missing application(_:willFinishLaunchingWithOptions:) in the response to tapIcon
          - expected, + actual:
          - application(_:willFinishLaunchingWithOptions:)
            application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)
          rule: bad-line
          spec: Conformance/SPEC.md#bad-line
          response: Conformance/SPEC.md#foregrounding
          see: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)
          log (standard error):
            | started
        """)
    #expect(failure.specification == "Conformance/SPEC.md#bad-line")
  }

  @Test("every protocol fault links a section of its own, named after its rule")
  func everyFaultLinked() {
    for kind in EngineMisbehaviour.Kind.allCases {
      let failure = ConformanceFailure(step: 1, fault: .misbehaved(EngineMisbehaviour(kind, "what the kit saw")))
      #expect(failure.specification == "Conformance/SPEC.md#\(kind.rawValue)")
      #expect(failure.description.hasSuffix("\n  rule: \(kind.rawValue)\n  spec: Conformance/SPEC.md#\(kind.rawValue)"))
    }
  }

  @Test("beside a divergence: the engine's notes, then the end of its log, each line quoted and cut short")
  func notesAndLog() async throws {
    var failure = try await Self.missingLaunchCallback()
    failure.notes = ["(a note from the engine's side)"]
    failure.log = (1...12).map { "line \($0)\n" }.joined() + "\u{1B}[2J" + String(repeating: "x", count: 300) + "\n"
    let details = failure.details(correctionOnly: true, logLines: ConformanceFailure.summaryLogLines)
    #expect(
      Array(details.suffix(13)) == [
        "see: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/"
          + "application(_:willfinishlaunchingwithoptions:)",
        "(a note from the engine's side)",
        "log (standard error, the last 10 of 13 lines):",
      ] + (4...12).map { "  | line \($0)" } + [
        "  | \\u{1B}[2J" + String(repeating: "x", count: 196) + "… (304 characters)"
      ])
    // The failure's own text keeps the whole log.
    #expect(failure.description.contains("\n    | line 1\n"))
  }
}

@Suite("engine names", .cuedHangClock)
@MainActor
struct DisplayNameTests {
  struct Named: LifecycleEngine {
    let capabilities = EngineCapabilities(lifecycle: .scene)
    var displayName: String { "MiniUIKit" }
    mutating func prepare(_ delegates: LifecycleDelegates) async throws {}
    mutating func perform(_ stimulus: Stimulus) async throws {}
  }

  static func name(of engine: some LifecycleEngine) -> String { engine.displayName }

  @Test("displayName is a requirement: an engine's own name reaches generic code, the type's name by default")
  func overridden() {
    #expect(Self.name(of: Named()) == "MiniUIKit")
    #expect(Self.name(of: BrokenEngine(.forgetsWillFinishLaunching)) == "BrokenEngine")
  }
}
