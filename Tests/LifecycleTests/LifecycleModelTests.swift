import Testing

@testable import Lifecycle

@Suite("The reference model")
struct LifecycleModelTests {
  @Test(
    "impossible stimuli are typed errors that say why",
    arguments: [
      (LifecycleStyle.app, [Stimulus](), Stimulus.pressHome, "pressHome: the app is not running; try tapIcon"),
      (.scene, [.tapIcon], .tapIcon, "tapIcon: the app is already in the foreground; try pressHome"),
      (.app, [.tapIcon], .openScene("second"), "openScene:second: an app-based app has no scenes"),
      (.scene, [.tapIcon], .openScene("main"), "openScene:main: scene 'main' already has a session; try showScene"),
      (.scene, [.tapIcon, .lockDevice], .tapIcon, "tapIcon: the device is locked; try unlockDevice"),
      (.app, [.tapIcon], .returnToApp, "returnToApp: the app switcher is not open; try openAppSwitcher"),
      (
        .app, [.tapIcon, .beginInterruption(.alert)], .acceptCall,
        "acceptCall: no call is ringing; try beginInterruption"
      ),
      (
        .scene, [.tapIcon], .suspend,
        "suspend: only an app running in the background can be suspended (the app is active)"
      ),
      (
        .scene, [.tapIcon], .disconnectScene("main"),
        "disconnectScene:main: scene 'main' is not connected in the background"
      ),
    ])
  func impossible(lifecycle: LifecycleStyle, before: [Stimulus], stimulus: Stimulus, message: String) throws {
    var model = LifecycleModel(lifecycle: lifecycle)
    for earlier in before { model = try model.respond(to: earlier)[0].next }
    #expect(throws: ImpossibleStimulus.self) { try model.respond(to: stimulus) }
    do {
      _ = try model.respond(to: stimulus)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("a saved session is reconnected without asking for a configuration")
  func restoredSession() throws {
    let model = LifecycleModel(lifecycle: .scene, sessions: ["editor", "viewer"])
    let launch = try model.respond(to: .tapIcon)
    #expect(launch.count == 1)
    let methods = launch[0].response.events.compactMap { $0.event.callback?.method }
    #expect(!methods.contains(.applicationConfigurationForConnecting))
    #expect(launch[0].response.events.contains { $0.event == .callback(.sceneWillConnect, "editor") })
    #expect(launch[0].next.snapshot == .states(.active, ["editor": .foregroundActive, "viewer": .unattached]))
  }

  @Test("three scenes: a lock sends all of them to the background and the unlock brings them back")
  func lockDuringThreeScenes() throws {
    var model = LifecycleModel(lifecycle: .scene)
    for stimulus: Stimulus in [.tapIcon, .openScene("second"), .openScene("third"), .lockDevice] {
      let alternatives = try model.respond(to: stimulus)
      #expect(alternatives.count == 1)
      model = alternatives[0].next
    }
    #expect(model.snapshot == .states(.background, ["main": .background, "second": .background, "third": .background]))
    let unlock = try model.respond(to: .unlockDevice)
    #expect(unlock[0].next.snapshot.scenes.values.allSatisfy { $0 == .foregroundActive })
    let required = unlock[0].response.events.filter(\.isRequired).map(\.event)
    #expect(required.filter { $0.callback?.method == .sceneWillEnterForeground }.count == 3)
    #expect(required.filter { $0.notification?.name == .applicationWillEnterForeground }.count == 1)
  }

  @Test("a time change while suspended is delivered once, at the next foregrounding")
  func queuedTimeChange() throws {
    var model = LifecycleModel(lifecycle: .app)
    for stimulus: Stimulus in [.tapIcon, .pressHome, .suspend, .significantTimeChange, .significantTimeChange] {
      let alternatives = try model.respond(to: stimulus)
      if stimulus == .significantTimeChange { #expect(alternatives[0].response.isEmpty) }
      model = alternatives[0].next
    }
    let back = try model.respond(to: .tapIcon)[0]
    let timeChanges = back.response.events.filter { $0.event == .callback(.applicationSignificantTimeChange) }
    #expect(timeChanges.count == 1)
    let next = try back.next.respond(to: .pressHome)[0].next.respond(to: .tapIcon)[0]
    #expect(!next.response.events.contains { $0.event == .callback(.applicationSignificantTimeChange) })
  }

  @Test("Notification Center offers the three behaviours devices show")
  func notificationCenter() throws {
    let model = try LifecycleModel(lifecycle: .app).respond(to: .tapIcon)[0].next
    let alternatives = try model.respond(to: .beginInterruption(.notificationCenter))
    #expect(alternatives.map(\.next.appState) == [.inactive, .inactive, .background])
    #expect(alternatives.map { $0.provenance?.kind } == [.documented, .observed, .uncertain])
    let flip = alternatives[1].response.events.compactMap { $0.event.callback?.method }
    #expect(flip == [.applicationWillResignActive, .applicationDidBecomeActive, .applicationWillResignActive])
  }

  @Test("a swipe-away discard not reported before the process ends is reported at the next launch")
  func discardAtNextLaunch() throws {
    let running = try LifecycleModel(lifecycle: .scene).respond(to: .tapIcon)[0].next
    let swipe = try running.respond(to: .swipeAwayInAppSwitcher)
    #expect(swipe.count == 2)
    let later = try #require(swipe.first { $0.provenance == Cite.discardReportedLater })
    let relaunch = try later.next.respond(to: .tapIcon)[0]
    let discard = try #require(
      relaunch.response.events.first { $0.event == .callback(.applicationDidDiscardSceneSessions) })
    #expect(discard.isRequired && discard.sessions == ["main"])
    #expect(relaunch.response.events.contains { $0.event == .callback(.applicationConfigurationForConnecting) })
  }
}
