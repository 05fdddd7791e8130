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
        multi-scene.hide-one.scene › step 3 › hideScene second: sceneWillResignActive(_:) main is not in any allowed \
        response to hideScene second; main is foregroundActive
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
