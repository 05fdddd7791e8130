import Testing

@testable import Lifecycle

@Suite("Trace checker")
struct TraceCheckerTests {
  static let launchApp: [Event] = [
    .callback(.applicationWillFinishLaunching), .callback(.applicationDidFinishLaunching),
    .callback(.applicationDidBecomeActive),
  ]
  static let launchScene: [Event] = [
    .callback(.applicationWillFinishLaunching), .callback(.applicationDidFinishLaunching),
    .callback(.applicationConfigurationForConnecting), .callback(.sceneWillConnect, "main"),
    .callback(.sceneWillEnterForeground, "main"), .callback(.sceneDidBecomeActive, "main"),
  ]

  @Test("the states callbacks read are asked of the model only when checked; a cache handed over knows")
  func statesOnlyWhenChecked() throws {
    // A scene-based launch reads `background` in application(_:didFinishLaunchingWithOptions:).
    var wrong = Array(repeating: EventArguments.none, count: Self.launchScene.count)
    wrong[1] = EventArguments(applicationState: .active)
    var plain = TraceChecker(lifecycle: .scene)
    try plain.check(.tapIcon, delivered: Self.launchScene, arguments: wrong)
    // The cache now holds this step's alternatives without states; a checker given it must not
    // take their absence for "any state", line by line as `verify` checks.
    var checking = TraceChecker(lifecycle: .scene, arguments: [.states])
    checking.cache = plain.cache
    let divergence = try #require(throws: Divergence.self) {
      try checking.begin(.tapIcon)
      for (event, arguments) in zip(Self.launchScene, wrong) { try checking.observe(event, arguments: arguments) }
      try checking.finish()
    }
    #expect(divergence.ruleID == "argument-states")
    // And back: the states-checking cache handed to a plain checker still passes the step.
    plain = TraceChecker(lifecycle: .scene)
    plain.cache = checking.cache
    try plain.begin(.tapIcon)
    for (event, arguments) in zip(Self.launchScene, wrong) { try plain.observe(event, arguments: arguments) }
    try plain.finish()
  }

  @Test(
    "every catalog scenario, recorded from the model, verifies conformant in every recording",
    arguments: Scenario.all)
  func catalog(_ scenario: Scenario) throws {
    for recording in [TraceRecording.callbacks, .notifications, .both] {
      var model = LifecycleModel(lifecycle: scenario.lifecycle, sessions: scenario.sessions)
      var checker = TraceChecker(lifecycle: scenario.lifecycle, sessions: scenario.sessions, recording: recording)
      var writer = TraceWriter(
        header: TraceHeader(
          lifecycle: scenario.lifecycle, sessions: scenario.sessions,
          recording: recording), to: "")
      // Each of the catalog's own outcomes, with and without its optional events, conforms
      // after some path through the outcomes before it.
      var accepted = Set<[Int]>()
      Self.acceptOutcomes(of: scenario, from: checker, recording: recording, path: [], into: &accepted)
      for (index, step) in scenario.steps.enumerated() {
        for outcome in step.outcomes.indices {
          #expect(
            accepted.contains { $0.count > index && $0[index] == outcome },
            "\(scenario.id) step \(index + 1) outcome \(outcome + 1), \(recording): no path accepts it")
        }
      }
      for step in scenario.steps {
        let alternative = try model.respond(to: step.stimulus)[0]
        let delivered = alternative.linearised(recording: recording)
        try checker.check(step.stimulus, delivered: delivered)
        writer.write(step.stimulus, delivered: delivered)
        model = alternative.next
      }
      var reader = TraceReader(bytes: Array(writer.output.utf8))
      #expect(reader.verify().name == "conformant", "\(scenario.id), \(recording)")
    }
  }

  /// Walks every path through the scenario's outcomes that the checker accepts; `accepted`
  /// collects the outcome indices of each accepted path.
  static func acceptOutcomes(
    of scenario: Scenario, from checker: TraceChecker, recording: TraceRecording,
    path: [Int], into accepted: inout Set<[Int]>
  ) {
    guard path.count < scenario.steps.count else { return }
    let step = scenario.steps[path.count]
    for (index, outcome) in step.outcomes.enumerated() {
      for optional in [false, true] {
        var copy = checker
        guard
          (try? copy.check(
            step.stimulus,
            delivered: outcome.response.linearised(
              recording: recording, includingOptional: optional))) != nil
        else { continue }
        accepted.insert(path + [index])
        acceptOutcomes(of: scenario, from: copy, recording: recording, path: path + [index], into: &accepted)
      }
    }
  }

  @Test(
    "the first-launch scenarios, and the model, give the documented order",
    arguments: [("launch.first.app", launchApp), ("launch.first.scene", launchScene)])
  func firstLaunch(id: String, documented: [Event]) throws {
    let scenario = try #require(Scenario.named(id))
    let step = scenario.steps[0]
    #expect(step.outcomes[0].response.linearised(recording: .callbacks) == documented)
    let alternative = try LifecycleModel(lifecycle: scenario.lifecycle).respond(to: step.stimulus)[0]
    #expect(alternative.linearised(recording: .callbacks) == documented)
  }

  @Test("a step skipped goes on from the state given, as if its response had been checked")
  func skipped() throws {
    var checked = TraceChecker(lifecycle: .app)
    try checked.check(.tapIcon, delivered: Self.launchApp)
    var skipped = TraceChecker(lifecycle: .app)
    skipped.skip(to: checked.models[0])
    #expect(skipped.models == checked.models && skipped.stepCount == 1)
    // Home is judged from the launched app: its resign and background are right, a launch wrong.
    try skipped.check(
      .pressHome, delivered: [.callback(.applicationWillResignActive), .callback(.applicationDidEnterBackground)])
    var wrong = TraceChecker(lifecycle: .app)
    wrong.skip(to: checked.models[0])
    #expect(throws: Divergence.self) { try wrong.check(.pressHome, delivered: Self.launchApp) }
  }

  @Test("the same event twice in one response: Notification Center's resign, become, resign")
  func twins() throws {
    var checker = TraceChecker(lifecycle: .app)
    try checker.check(.tapIcon, delivered: Self.launchApp)
    var flipped = checker
    try flipped.check(
      .beginInterruption(.notificationCenter),
      delivered: [
        .callback(.applicationWillResignActive), .callback(.applicationDidBecomeActive),
        .callback(.applicationWillResignActive),
      ])
    var tooMany = checker
    #expect(throws: Divergence.self) {
      try tooMany.check(
        .beginInterruption(.notificationCenter),
        delivered: [
          .callback(.applicationWillResignActive), .callback(.applicationDidBecomeActive),
          .callback(.applicationWillResignActive), .callback(.applicationWillResignActive),
        ])
    }
    do {
      try checker.check(
        .beginInterruption(.notificationCenter),
        delivered: [
          .callback(.applicationWillResignActive), .callback(.applicationWillResignActive),
        ])
      Issue.record("resign twice without becoming active in between conformed")
    } catch {
      // The closest allowed response is the flip (resign, become, resign): its become never comes.
      #expect(
        error.message
          == "missing applicationDidBecomeActive(_:) in the response to beginInterruption:notificationCenter")
      #expect(error.rule?.id == "required-event")
      #expect(
        error.diff == """
            applicationWillResignActive(_:)
          - applicationDidBecomeActive(_:)
            applicationWillResignActive(_:)
          """)
      #expect(error.stepIndex == 1)
    }
  }

  @Test("two scenes interleave freely; one scene's own order does not")
  func interleaving() throws {
    var checker = TraceChecker(lifecycle: .scene, sessions: ["main", "second"])
    try checker.check(
      .tapIcon,
      delivered: [
        .callback(.applicationWillFinishLaunching), .callback(.applicationDidFinishLaunching),
        .callback(.sceneWillConnect, "main"), .callback(.sceneWillEnterForeground, "main"),
        .callback(.sceneDidBecomeActive, "main"),
      ])
    try checker.check(
      .showScene("second"),
      delivered: [
        .callback(.sceneWillConnect, "second"), .callback(.sceneWillEnterForeground, "second"),
        .callback(.sceneDidBecomeActive, "second"),
      ])
    var interleaved = checker
    try interleaved.check(
      .pressHome,
      delivered: [
        .callback(.sceneWillResignActive, "main"), .callback(.sceneWillResignActive, "second"),
        .callback(.sceneDidEnterBackground, "second"), .callback(.sceneDidEnterBackground, "main"),
      ])
    #expect(throws: Divergence.self) {
      try checker.check(
        .pressHome,
        delivered: [
          .callback(.sceneWillResignActive, "main"), .callback(.sceneDidEnterBackground, "second"),
          .callback(.sceneWillResignActive, "second"), .callback(.sceneDidEnterBackground, "main"),
        ])
    }
  }

  @Test("a notification-only trace keeps the order that ran through the callbacks left out")
  func notificationsOnly() throws {
    var checker = TraceChecker(lifecycle: .app, recording: .notifications)
    do {
      try checker.check(
        .tapIcon,
        delivered: [
          .notification(.applicationDidBecomeActive), .notification(.applicationDidFinishLaunching),
        ])
      Issue.record("a launch that becomes active before it finishes launching conformed")
    } catch {
      #expect(
        error.message == """
          UIApplication.didBecomeActiveNotification came before UIApplication.didFinishLaunchingNotification, \
          which must come first
          """)
      #expect(
        error.expected == [.notification(.applicationDidFinishLaunching), .notification(.applicationDidBecomeActive)])
      // The whole step: what came after the divergence too.
      #expect(
        error.actual == [.notification(.applicationDidBecomeActive), .notification(.applicationDidFinishLaunching)])
      #expect(
        error.diff == """
          - UIApplication.didFinishLaunchingNotification
            UIApplication.didBecomeActiveNotification
          + UIApplication.didFinishLaunchingNotification
          """)
    }
  }

  @Test("an optional event after one it must precede can no longer appear")
  func optionalTooLate() throws {
    var checker = TraceChecker(lifecycle: .scene, recording: .notifications)
    do {
      try checker.check(
        .tapIcon,
        delivered: [
          .notification(.applicationDidFinishLaunching), .notification(.sceneWillConnect, "main"),
          .notification(.sceneWillEnterForeground, "main"), .notification(.sceneDidActivate, "main"),
          .notification(.applicationDidBecomeActive), .notification(.applicationWillEnterForeground),
        ])
      Issue.record("UIApplication.willEnterForegroundNotification after didBecomeActive conformed")
    } catch {
      #expect(
        error.message == """
          UIApplication.willEnterForegroundNotification came after UIApplication.didBecomeActiveNotification, \
          which must follow it
          """)
      #expect(error.rule?.id == "notification-sequence")
    }
  }

  @Test("a required event delivered twice")
  func twice() {
    var checker = TraceChecker(lifecycle: .app)
    #expect {
      try checker.check(.tapIcon, delivered: Self.launchApp + [.callback(.applicationDidBecomeActive)])
    } throws: { error in
      (error as? Divergence)?.message
        == "applicationDidBecomeActive(_:) delivered again; an allowed response to tapIcon has it once"
    }
  }

  @Test("a scene callback in an app-based app is non-conformant, not invalid")
  func sceneCallbackInAppBasedApp() {
    var checker = TraceChecker(lifecycle: .app)
    #expect {
      try checker.check(.tapIcon, delivered: [.callback(.sceneWillConnect, "main")])
    } throws: { error in
      (error as? Divergence)?.kind == .nonconformant
    }
  }

  @Test("a stimulus impossible in every consistent state")
  func impossible() {
    var checker = TraceChecker(lifecycle: .scene)
    #expect {
      try checker.begin(.pressHome, line: 2)
    } throws: { error in
      let divergence = error as? Divergence
      return divergence?.kind == .impossibleStimulus && divergence?.line == 2
        && divergence?.message
          == "impossible stimulus 'pressHome': the app is not running; try tapIcon (Conformance/SPEC.md#stimuli)"
    }
  }

  @Test("every state a step's alternatives can lead to is kept")
  func consistentStates() throws {
    // Closing the last scene: the discard is reported now or at the next launch; a trace that
    // omits it stays consistent only with the second.
    var checker = TraceChecker(lifecycle: .scene)
    try checker.check(
      .tapIcon,
      delivered: try LifecycleModel(lifecycle: .scene).respond(to: .tapIcon)[0]
        .linearised(recording: .callbacks))
    try checker.check(.closeScene("main"), delivered: [.callback(.sceneWillResignActive, "main")])
    #expect(checker.models.count == 1)
    #expect(checker.models[0].appState == .notRunning)
  }

  @Test("an event in no allowed response names the scene's state and what covers the app")
  func stateNote() throws {
    var checker = TraceChecker(lifecycle: .scene, sessions: ["main"])
    try checker.check(
      .tapIcon,
      delivered: [
        .callback(.applicationWillFinishLaunching), .callback(.applicationDidFinishLaunching),
        .callback(.sceneWillConnect, "main"), .callback(.sceneWillEnterForeground, "main"),
        .callback(.sceneDidBecomeActive, "main"),
      ])
    try checker.check(.openAppSwitcher, delivered: [.callback(.sceneWillResignActive, "main")])
    do {
      try checker.check(
        .switchToOtherApp,
        delivered: [
          .callback(.sceneDidBecomeActive, "main"), .callback(.sceneDidEnterBackground, "main"),
        ])
      Issue.record("becoming active on the way to another app conformed")
    } catch {
      #expect(
        error.message == """
          sceneDidBecomeActive(_:) main is not in any allowed response to switchToOtherApp; \
          main is foregroundInactive: the app switcher is open
          """)
    }
  }

  @Test("the diff names the sessions a configuration or a discard concerns")
  func sessionsInTheDiff() throws {
    var checker = TraceChecker(lifecycle: .scene)
    try checker.check(
      .tapIcon,
      delivered: [
        .callback(.applicationWillFinishLaunching), .callback(.applicationDidFinishLaunching),
        .callback(.applicationConfigurationForConnecting), .callback(.sceneWillConnect, "main"),
        .callback(.sceneWillEnterForeground, "main"), .callback(.sceneDidBecomeActive, "main"),
      ])
    try checker.check(
      .openScene("second"),
      delivered: [
        .callback(.applicationConfigurationForConnecting), .callback(.sceneWillConnect, "second"),
        .callback(.sceneWillEnterForeground, "second"), .callback(.sceneDidBecomeActive, "second"),
      ])
    do {
      try checker.check(
        .closeScene("second"),
        delivered: [
          .callback(.sceneWillResignActive, "second"), .callback(.sceneDidDisconnect, "second"),
        ])
      Issue.record("closing a scene without discarding its session conformed")
    } catch {
      #expect(
        error.diff == """
            sceneWillResignActive(_:) second
            sceneDidDisconnect(_:) second
          - application(_:didDiscardSceneSessions:) session second
          """)
    }
  }
}
