import Testing

@testable import Lifecycle

/// The rules of Conformance/SPEC.md that an engine author once had to guess from the model's
/// behaviour, each pinned where the model used to pick one answer silently.
@Suite("The model follows SPEC.md's rules")
struct FormatRuleTests {
  /// Every state the stimuli can lead to, following every alternative.
  private func states(
    _ lifecycle: LifecycleStyle, sessions: [SceneID] = [], after stimuli: [Stimulus]
  ) throws
    -> [LifecycleModel]
  {
    var models = [LifecycleModel(lifecycle: lifecycle, sessions: sessions)]
    for stimulus in stimuli {
      models = try models.flatMap { try $0.respond(to: stimulus).map(\.next) }
    }
    return models
  }

  /// The scenes that receive the payload of `stimulus` in some alternative.
  private func receivers(of stimulus: Stimulus, from models: [LifecycleModel]) throws -> Set<SceneID> {
    var scenes = Set<SceneID>()
    for model in models {
      for alternative in try model.respond(to: stimulus) {
        for expected in alternative.response.events {
          guard let callback = expected.event.callback, callback.method.isPayload, let scene = callback.scene
          else { continue }
          scenes.insert(scene)
        }
      }
    }
    return scenes
  }

  @Test(
    "recency: two scenes active together stay equally recent over any number of switcher round trips",
    arguments: 0...3)
  func recencyTies(roundTrips: Int) throws {
    let trip: [Stimulus] = [.openAppSwitcher, .returnToApp]
    let before: [Stimulus] =
      [.tapIcon, .openScene("second")] + Array(repeating: trip, count: roundTrips).flatMap { $0 }
    let models = try states(.scene, after: before + [.pressHome])
    #expect(try receivers(of: .openURL(), from: models) == ["main", "second"])
  }

  @Test("recency: the scene active now is the most recent; one that was never active ranks last")
  func recencyActiveNow() throws {
    // `second` opens under the app switcher and is never active; `main` was.
    let models = try states(.scene, after: [.tapIcon, .openAppSwitcher, .openScene("second"), .pressHome])
    #expect(try receivers(of: .openURL(), from: models) == ["main"])
    // With one scene hidden, the scene still active is the most recent.
    let hidden = try states(.scene, after: [.tapIcon, .openScene("second"), .hideScene("second")])
    #expect(try receivers(of: .openURL(), from: hidden) == ["main"])
  }

  @Test("a launch for a payload that names a scene connects that scene only")
  func namedLaunch() throws {
    let model = LifecycleModel(lifecycle: .scene, sessions: ["main", "second"])
    for alternative in try model.respond(to: .openURL(scene: "second")) {
      let connected = alternative.response.events.compactMap { expected -> SceneID? in
        expected.event.callback?.method == .sceneWillConnect ? expected.event.scene : nil
      }
      #expect(connected == ["second"])
      #expect(alternative.next.session("main")?.state == .unattached)
    }
  }

  @Test(
    "pressHome under a Notification Center that sent the app to the background delivers nothing",
    arguments: [LifecycleStyle.app, .scene])
  func homeUnderBackgroundedOverlay(lifecycle: LifecycleStyle) throws {
    let launched = try LifecycleModel(lifecycle: lifecycle).respond(to: .tapIcon)[0].next
    let backgrounded = try launched.respond(to: .beginInterruption(.notificationCenter))
      .map(\.next).filter { $0.appState == .background }
    #expect(backgrounded.count == 1)
    let home = try backgrounded[0].respond(to: .pressHome)
    #expect(home.count == 1 && home[0].response.isEmpty)
    #expect(home[0].next.overlay == nil && home[0].next.appState == .background)
    #expect(!home[0].next.canHappen(.endInterruption))
  }

  @Test("after pressHome under a backgrounded Notification Center, a tap brings back the scenes it sent away")
  func homeUnderBackgroundedOverlayKeepsScenes() throws {
    let split = try states(.scene, after: [.tapIcon, .openScene("second")])
    let backgrounded = try split[0].respond(to: .beginInterruption(.notificationCenter))
      .map(\.next).filter { $0.appState == .background }
    let home = try #require(try backgrounded.first?.respond(to: .pressHome).first?.next)
    for alternative in try home.respond(to: .tapIcon) {
      let entering = alternative.response.events.compactMap { expected -> SceneID? in
        expected.event.callback?.method == .sceneWillEnterForeground ? expected.event.scene : nil
      }
      #expect(Set(entering) == ["main", "second"])
    }
  }

  @Test("showScene under a Notification Center that sent the app to the background stays inactive until it ends")
  func showUnderBackgroundedOverlay() throws {
    let launched = try states(.scene, after: [.tapIcon])[0]
    let backgrounded = try #require(
      try launched.respond(to: .beginInterruption(.notificationCenter))
        .map(\.next).first { $0.appState == .background })
    let shown = try backgrounded.respond(to: .showScene("main"))
    #expect(shown.count == 1)
    #expect(shown[0].next.session("main")?.state == .foregroundInactive)
    #expect(!shown[0].response.events.contains { $0.event.callback?.method == .sceneDidBecomeActive })
    let ended = try shown[0].next.respond(to: .endInterruption)
    #expect(ended.allSatisfy { $0.next.session("main")?.state == .foregroundActive })
  }

  @Test(
    "hiding or closing the last scene on screen ends an overlay the same way",
    arguments: [Stimulus.hideScene("second"), .closeScene("second")])
  func lastSceneLeavesUnderOverlay(leaving: Stimulus) throws {
    // `second` alone on screen under an alert; `main` was hidden before.
    let models = try states(
      .scene,
      after: [
        .tapIcon, .openScene("second"), .hideScene("main"), .beginInterruption(.alert), leaving,
      ])
    for model in models {
      #expect(model.overlay == nil)
      #expect(model.appState == .background)
      #expect(!model.canHappen(.endInterruption))
    }
    // A tap brings back the hidden scene, never the closed one.
    for model in models {
      for alternative in try model.respond(to: .tapIcon) {
        let returned = alternative.next.sessions.filter { $0.state == .foregroundActive }.map(\.id)
        #expect(returned == (leaving == .hideScene("second") ? ["second"] : ["main"]))
      }
    }
  }

  @Test(
    "terminate of a background app: applicationWillTerminate(_:) and each disconnection may appear",
    arguments: [LifecycleStyle.app, .scene])
  func terminateMayCall(lifecycle: LifecycleStyle) throws {
    let model = try states(lifecycle, after: [.tapIcon, .pressHome])[0]
    let response = try model.respond(to: .terminate)[0].response
    #expect(!response.events.isEmpty)
    #expect(response.events.allSatisfy { !$0.isRequired })
    let terminate = try #require(response.events.firstIndex { $0.event == .callback(.applicationWillTerminate) })
    #expect(response.groups.contains { $0.contains(terminate) && $0.count == 2 })
  }

  @Test(
    "a wake of a suspended app may deliver a queued time change, or leave it for the foreground",
    arguments: [LifecycleStyle.app, .scene])
  func queuedTimeChangeAtWake(lifecycle: LifecycleStyle) throws {
    let suspended = try states(lifecycle, after: [.tapIcon, .pressHome, .suspend, .significantTimeChange])[0]
    let wake = try suspended.respond(to: .backgroundLaunch(.fetch))
    #expect(wake.count == 2)
    let delivered = wake.filter { alternative in
      alternative.response.events.contains { $0.event == .callback(.applicationSignificantTimeChange) }
    }
    #expect(delivered.count == 1)
    let later = try #require(wake.first { !delivered.contains($0) })
    let foreground = try later.next.respond(to: .tapIcon)[0].response.events
    #expect(foreground.contains { $0.event == .callback(.applicationSignificantTimeChange) && $0.isRequired })
  }

  @Test(
    "the compact call banner delivers nothing; accepting from it resigns and backgrounds",
    arguments: [LifecycleStyle.app, .scene])
  func callBanner(lifecycle: LifecycleStyle) throws {
    let active = try states(lifecycle, after: [.tapIcon])[0]
    let banner = try #require(try active.respond(to: .beginInterruption(.call)).first { $0.response.isEmpty })
    #expect(banner.next.appState == .active && banner.next.overlay == .callBanner)
    #expect(try banner.next.respond(to: .endInterruption).map(\.response.isEmpty) == [true])
    let accepted = try banner.next.respond(to: .acceptCall)[0]
    let methods = accepted.response.events.compactMap { $0.event.callback?.method }
    let resign: Callback.Method = lifecycle == .app ? .applicationWillResignActive : .sceneWillResignActive
    let background: Callback.Method = lifecycle == .app ? .applicationDidEnterBackground : .sceneDidEnterBackground
    #expect(methods.firstIndex(of: resign)! < methods.firstIndex(of: background)!)
    #expect(accepted.next.appState == .background)
  }

  @Test("an engine that leaves out one event of a group is non-conformant under the pairs rule")
  func pairsDiagnosis() throws {
    var checker = TraceChecker(lifecycle: .scene, recording: .both)
    try checker.check(
      .tapIcon,
      delivered: try LifecycleModel(lifecycle: .scene).respond(to: .tapIcon)[0]
        .linearised(recording: .both))
    try checker.check(
      .pressHome,
      delivered: [
        .callback(.sceneWillResignActive, "main"), .notification(.sceneWillDeactivate, "main"),
        .notification(.applicationWillResignActive), .callback(.sceneDidEnterBackground, "main"),
        .notification(.sceneDidEnterBackground, "main"), .notification(.applicationDidEnterBackground),
      ])
    try checker.begin(.terminate)
    // The scene's disconnection notification without its callback: the termination that must
    // follow every scene event leaves the pair incomplete for good.
    try checker.observe(.notification(.sceneDidDisconnect, "main"))
    do {
      try checker.observe(.callback(.applicationWillTerminate))
      Issue.record("the half pair was accepted")
    } catch {
      #expect(error.rule?.id == "pairs")
      #expect(error.message.contains("sceneDidDisconnect(_:) main"))
    }
  }
}
