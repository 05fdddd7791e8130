import Testing

@testable import Lifecycle

@Suite("External display")
struct ExternalDisplayTests {
  private func launched() throws -> LifecycleModel {
    try LifecycleModel(lifecycle: .scene).respond(to: .tapIcon)[0].next
  }

  @Test("attaching a display: the scene connects and comes on screen, or (iOS 27, no accessory) nothing")
  func attach() throws {
    let alternatives = try launched().respond(to: .attachDisplay("tv"))
    #expect(alternatives.count == 2)
    let connected = alternatives[0].response.events.map(\.event)
    #expect(
      connected.prefix(3) == [
        .callback(.applicationConfigurationForConnecting),
        .callback(.sceneWillConnect, "tv"), .notification(.sceneWillConnect, "tv"),
      ])
    #expect(!connected.contains { $0.scene == nil && $0.kind == .notification }, "no UIApplication notification")
    #expect(alternatives[1].response.events.isEmpty)
    #expect(alternatives[1].provenance?.url.contains("transitioning-to-the-uikit-scene-based-life-cycle") == true)
  }

  @Test("the display's scene never takes a payload, and is never the most recent scene")
  func payloads() throws {
    let model = try launched().respond(to: .attachDisplay("tv"))[0].next
    #expect(throws: ImpossibleStimulus.self) { try model.respond(to: .openURL(scene: "tv")) }
    let url = try model.respond(to: .openURL())
    #expect(url.count == 1)
    #expect(url[0].response.events.map(\.event) == [.callback(.sceneOpenURLContexts, "main")])
    #expect(model.mostRecentSessions == ["main"])
  }

  @Test("removing the display releases its scene; while attached the app must stay frontmost")
  func detach() throws {
    let model = try launched().respond(to: .attachDisplay("tv"))[0].next
    #expect(throws: ImpossibleStimulus.self) { try model.respond(to: .pressHome) }
    #expect(throws: ImpossibleStimulus.self) { try model.respond(to: .attachDisplay("tv2")) }
    let released = try model.respond(to: .detachDisplay)
    #expect(released.count == 1)
    let required = released[0].response.events.filter { $0.presence == .required }.map(\.event)
    #expect(required == [.callback(.sceneDidDisconnect, "tv"), .notification(.sceneDidDisconnect, "tv")])
    #expect(try released[0].next.respond(to: .pressHome).count == 1)
    #expect(try released[0].next.respond(to: .attachDisplay("tv")).count == 2, "the id is free again")
  }

  @Test("at removal the display's scene may read active or inactive: it became active on connecting, or not")
  func statesAtDetach() throws {
    let model = try launched().respond(to: .attachDisplay("tv"))[0].next
    let events = try model.respond(to: .detachDisplay)[0].response.events
    let restoration = try #require(events.first { $0.event == .callback(.stateRestorationActivity, "tv") })
    let allowed = try #require(restoration.activationState)
    #expect(allowed.allows(.foregroundActive) && allowed.allows(.foregroundInactive), "\(allowed.summary)")
    #expect(allowed.allows(.background), "after sceneDidEnterBackground(_:)")
    let disconnect = try #require(events.first { $0.event == .callback(.sceneDidDisconnect, "tv") })
    #expect(disconnect.activationState?.allows(.foregroundActive) == true)
  }

  @Test("an app-based app gets no display scene; a display scene needs no support for multiple scenes")
  func appBasedAndCapabilities() throws {
    let app = try LifecycleModel(lifecycle: .app).respond(to: .tapIcon)[0].next
    #expect(throws: ImpossibleStimulus.self) { try app.respond(to: .attachDisplay("tv")) }
    #expect(throws: ImpossibleStimulus.self) { try app.respond(to: .detachDisplay) }
    let needs = Capability.needed(
      for: [.tapIcon, .attachDisplay("tv"), .detachDisplay], lifecycle: .scene, sessions: [])
    #expect(needs == [.externalDisplay])
  }
}
