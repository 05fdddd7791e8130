import Testing

@testable import Lifecycle

/// Every divergence of a step, each under its own rule, each corrected by the smallest change to
/// the response; checking goes on from the corrected response
/// (Conformance/SPEC.md#continuing-after-a-divergence).
@Suite("Every divergence of a step")
struct TraceCheckerEveryTests {
  /// A scene-based launch, notifications recorded, each object's notifications posted after its
  /// callbacks: an order the rules allow, though not the one the model lists.
  static let launch: [Event] = [
    .callback(.applicationWillFinishLaunching), .callback(.applicationDidFinishLaunching),
    .callback(.applicationConfigurationForConnecting), .callback(.sceneWillConnect, "main"),
    .callback(.sceneWillEnterForeground, "main"), .callback(.sceneDidBecomeActive, "main"),
    .notification(.applicationDidFinishLaunching), .notification(.sceneWillConnect, "main"),
    .notification(.sceneWillEnterForeground, "main"), .notification(.sceneDidActivate, "main"),
    .notification(.applicationDidBecomeActive),
  ]

  @Test("the launch in that order is allowed")
  func allowed() {
    var checker = TraceChecker(lifecycle: .scene, recording: .both)
    #expect(checker.checkEvery(.tapIcon, delivered: Self.launch) == [])
  }

  @Test("a missing callback is one - line, the rest of the step as delivered")
  func missingIsOneLine() throws {
    var checker = TraceChecker(lifecycle: .scene, recording: .both)
    let delivered = Self.launch.filter { $0 != .callback(.sceneWillEnterForeground, "main") }
    let found = checker.checkEvery(.tapIcon, delivered: delivered)
    let divergence = try #require(found.first)
    #expect(found.count == 1)
    #expect(divergence.rule?.id == "required-event")
    #expect(
      divergence.diff == """
          application(_:willFinishLaunchingWithOptions:)
          application(_:didFinishLaunchingWithOptions:)
          application(_:configurationForConnecting:options:) session main
          scene(_:willConnectTo:options:) main
        - sceneWillEnterForeground(_:) main
          sceneDidBecomeActive(_:) main
          UIApplication.didFinishLaunchingNotification
          UIScene.willConnectNotification main
          UIScene.willEnterForegroundNotification main
          UIScene.didActivateNotification main
          UIApplication.didBecomeActiveNotification
        """)
    #expect(divergence.correction == .insert(.callback(.sceneWillEnterForeground, "main"), at: 4))
    // The launch is taken as done: the scene is active, and Home is checked from there.
    #expect(checker.models.map { $0.session("main")?.state } == [.foregroundActive])
  }

  @Test("an extra callback is one + line")
  func extraIsOneLine() throws {
    var checker = TraceChecker(lifecycle: .app)
    let delivered: [Event] = [
      .callback(.applicationWillFinishLaunching), .callback(.applicationDidFinishLaunching),
      .callback(.applicationWillEnterForeground), .callback(.applicationDidBecomeActive),
    ]
    let found = checker.checkEvery(.tapIcon, delivered: delivered)
    #expect(found.map(\.rule?.id) == ["allowed-events"])
    #expect(found.first?.correction == .remove(at: 2))
    #expect(
      found.first?.diff == """
          application(_:willFinishLaunchingWithOptions:)
          application(_:didFinishLaunchingWithOptions:)
        + applicationWillEnterForeground(_:)
          applicationDidBecomeActive(_:)
        """)
  }

  @Test("two mistakes in one step are two divergences, each under its own rule")
  func twoMistakes() throws {
    var checker = TraceChecker(lifecycle: .app)
    // willFinishLaunching missing, and a spurious applicationWillEnterForeground.
    let delivered: [Event] = [
      .callback(.applicationDidFinishLaunching), .callback(.applicationWillEnterForeground),
      .callback(.applicationDidBecomeActive),
    ]
    let found = checker.checkEvery(.tapIcon, delivered: delivered)
    #expect(found.map(\.rule?.id) == ["required-event", "allowed-events"])
    #expect(found.map(\.correction) == [.insert(.callback(.applicationWillFinishLaunching), at: 0), .remove(at: 1)])
    // Each divergence's own diff shows its own correction alone.
    #expect(
      found.map { $0.correctionDiff.filter { !$0.hasPrefix("  ") } } == [
        ["- application(_:willFinishLaunchingWithOptions:)"], ["+ applicationWillEnterForeground(_:)"],
      ])
    #expect(checker.models.map(\.appState) == [.active])
    let home: [Event] = [.callback(.applicationWillResignActive), .callback(.applicationDidEnterBackground)]
    #expect(checker.checkEvery(.pressHome, delivered: home) == [])
    #expect(checker.stepCount == 2)
  }

  @Test("events out of order: the one moved back in place")
  func moved() throws {
    var checker = TraceChecker(lifecycle: .app)
    let delivered: [Event] = [
      .callback(.applicationDidFinishLaunching), .callback(.applicationWillFinishLaunching),
      .callback(.applicationDidBecomeActive),
    ]
    let found = checker.checkEvery(.tapIcon, delivered: delivered)
    #expect(found.map(\.rule?.id) == ["launch-first"])
    #expect(found.first?.correction == .move(from: 1, before: 0))
  }

  @Test("an impossible stimulus leaves the states as they were")
  func impossible() throws {
    var checker = TraceChecker(lifecycle: .app)
    let found = checker.checkEvery(.pressHome, delivered: [])
    #expect(found.map(\.kind) == [.impossibleStimulus])
    #expect(checker.models.map(\.appState) == [.notRunning])
    #expect(checker.stepCount == 1)
  }
}
