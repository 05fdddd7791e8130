import Lifecycle
import LifecycleDocs

/// A small, fixed catalog for the golden files: it never changes when the real catalog grows.
///
/// It covers what the pages must show: a scenario in both life cycles (a comparison), a step
/// with alternatives and their reasons, a silent step, optional rows, session callbacks, and
/// two scenes whose events interleave.
enum Fixture {
  typealias Doc = AppleDocumentation

  static let scenarios: [Scenario] = [launchApp, launchScene, notificationCenter, secondScene]

  /// One engine's conformance report, as `ConformanceReport.jsonText` writes it.
  static let engines = [
    try! EngineReport(
      name: "example-fixture",
      json: """
        {
          "format": "lifecycle-conformance-report",
          "engine": "FixtureEngine",
          "kitVersion": "1.0.0",
          "date": null,
          "counts": {"pass": 1, "fail": 1, "skip": 1, "known failure": 0, "unexpected pass": 0},
          "rules": [{"rule": "required-event", "scenarios": 1, "firstScenario": "launch.first.app", "firstStep": 1}],
          "scenarios": [
            {"id": "launch.first.app", "verdict": "fail", "reason": "launch.first.app › step 1 › tapIcon: missing \
        application(_:willFinishLaunchingWithOptions:) in the response to tapIcon [required-event]", "rules": ["required-event"]},
            {"id": "launch.first.scene", "verdict": "pass"},
            {"id": "multi-scene.open-second.scene", "verdict": "skip", "reason": "the scenario needs multipleScenes"}
          ]
        }
        """)
  ]

  static let willFinish = Provenance.documented(Doc.willFinishLaunching, "your app is in the inactive state")
  static let didFinish = Provenance.documented(Doc.didFinishLaunching, "called when the process is done launching")
  static let appActive = Provenance.documented(Doc.applicationDidBecomeActive, "the app is active")
  static let appResign = Provenance.documented(Doc.applicationWillResignActive, "the app is about to become inactive")
  static let appBackground = Provenance.documented(Doc.applicationDidEnterBackground, "the app is in the background")
  static let configuration = Provenance.documented(Doc.configurationForConnecting, "asked before a new scene")
  static let connect = Provenance.documented(Doc.sceneWillConnect, "the scene connects")
  static let sceneForeground = Provenance.documented(Doc.sceneWillEnterForeground, "the scene comes on screen")
  static let sceneActive = Provenance.documented(Doc.sceneDidBecomeActive, "the scene is active")
  static let sceneResign = Provenance.documented(Doc.sceneWillResignActive, "the scene resigns")
  static let sceneBackground = Provenance.documented(Doc.sceneDidEnterBackground, "the scene is off screen")
  static let disconnect = Provenance.documented(Doc.sceneDidDisconnect, "the scene is released")
  static let discard = Provenance.documented(Doc.didDiscardSceneSessions, "the session is discarded")
  static let geometry = Provenance.uncertain(Doc.didUpdateEffectiveGeometry, "a neighbour may be resized")
  static let launchForeground = Provenance.uncertain(
    Doc.willEnterForegroundNotification, "the page's 2026 revision only")

  static let launchApp = Scenario(
    id: "launch.first.app", family: .launch, lifecycle: .app, title: "First launch from the Home Screen",
    narrative: "The user taps the icon of an app that is not running.",
    steps: [Scenario.Step(.tapIcon, appLaunch, then: .states(.active))])

  static let appLaunch: [ExpectedEvent] = [
    .callback(.applicationWillFinishLaunching, willFinish),
    .callback(.applicationDidFinishLaunching, didFinish),
    .notification(.applicationDidFinishLaunching, didFinish),
    .callback(.applicationDidBecomeActive, appActive),
    .notification(.applicationDidBecomeActive, appActive),
  ]

  static let launchScene = Scenario(
    id: "launch.first.scene", family: .launch, lifecycle: .scene, title: "First launch from the Home Screen",
    narrative: "The user taps the icon of a scene-based app that has never run.",
    steps: [Scenario.Step(.tapIcon, sceneLaunch("main"), then: .states(.active, ["main": .foregroundActive]))])

  static func sceneLaunch(_ scene: SceneID) -> [ExpectedEvent] {
    [
      .callback(.applicationWillFinishLaunching, willFinish),
      .callback(.applicationDidFinishLaunching, didFinish),
      .notification(.applicationDidFinishLaunching, didFinish),
      .callback(.applicationConfigurationForConnecting, about: [scene], configuration),
      .callback(.sceneWillConnect, scene, connect),
      .notification(.sceneWillConnect, scene, connect),
      .callback(.sceneWillEnterForeground, scene, sceneForeground),
      .notification(.sceneWillEnterForeground, scene, sceneForeground),
      .notification(.applicationWillEnterForeground, launchForeground).optional,
      .callback(.sceneDidBecomeActive, scene, sceneActive),
      .notification(.sceneDidActivate, scene, sceneActive),
      .notification(.applicationDidBecomeActive, sceneActive),
    ]
  }

  static let notificationCenter = Scenario(
    id: "interruption.notification-center.app", family: .interruption, lifecycle: .app,
    title: "Notification Center pulled down, then dismissed",
    narrative: "While the app is active the user pulls down Notification Center, pushes it away, then goes home.",
    steps: [
      Scenario.Step(.tapIcon, appLaunch, then: .states(.active)),
      Scenario.Step(
        .beginInterruption(.notificationCenter),
        alternatives: [
          Scenario.Outcome(
            [
              .callback(.applicationWillResignActive, appResign),
              .notification(.applicationWillResignActive, appResign),
            ], then: .states(.inactive),
            because: .uncertain(Doc.applicationWillResignActive, "Apple's pages say resign only")),
          Scenario.Outcome(
            [
              .callback(.applicationWillResignActive, appResign),
              .callback(.applicationDidBecomeActive, appActive),
              .callback(.applicationWillResignActive, appResign),
            ], then: .states(.inactive),
            because: .observed(Doc.notificationCenterLog, "logs show resign, active, resign")),
        ]),
      Scenario.Step(
        .endInterruption,
        [
          .callback(.applicationDidBecomeActive, appActive),
          .notification(.applicationDidBecomeActive, appActive),
        ], then: .states(.active)),
      Scenario.Step(
        .pressHome,
        [
          .callback(.applicationWillResignActive, appResign),
          .notification(.applicationWillResignActive, appResign),
          .callback(.applicationDidEnterBackground, appBackground),
          .notification(.applicationDidEnterBackground, appBackground),
        ], then: .states(.background)),
      Scenario.Step(.suspend, [], then: .states(.suspended)),
    ])

  static let secondScene = Scenario(
    id: "multi-scene.open-close.scene", family: .multiScene, lifecycle: .scene,
    title: "A second window opened, then closed",
    narrative: "The user opens a second window beside the first, then closes it for good.",
    steps: [
      Scenario.Step(.tapIcon, sceneLaunch("main"), then: .states(.active, ["main": .foregroundActive])),
      Scenario.Step(
        .openScene("second"),
        [
          .callback(.applicationConfigurationForConnecting, about: ["second"], configuration),
          .callback(.sceneWillConnect, "second", connect),
          .callback(.windowSceneDidUpdateEffectiveGeometry, "main", geometry).optional,
          .callback(.sceneWillEnterForeground, "second", sceneForeground),
          .callback(.sceneDidBecomeActive, "second", sceneActive),
        ], then: .states(.active, ["main": .foregroundActive, "second": .foregroundActive])),
      Scenario.Step(
        .closeScene("second"),
        [
          .callback(.sceneWillResignActive, "second", sceneResign),
          .callback(.sceneDidEnterBackground, "second", sceneBackground).optional,
          .callback(.sceneDidDisconnect, "second", disconnect),
          .callback(.applicationDidDiscardSceneSessions, about: ["second"], discard),
        ], then: .states(.active, ["main": .foregroundActive])),
    ])
}
