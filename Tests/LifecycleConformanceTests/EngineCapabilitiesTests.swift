import LifecycleConformance
import Testing

/// What an engine declares it can do, changed after it was made: the settable properties keep
/// the meaning the initialisers give them.
@Suite("Engine capabilities")
struct EngineCapabilitiesTests {
  @Test("everything() runs both lifecycles and every scenario, posting every notification unless told not to")
  func everything() {
    let all = EngineCapabilities.everything()
    #expect(all.lifecycles == [.app, .scene])
    #expect(all.supported.isSuperset(of: Capability.all))
    #expect(all.postsEveryNotification)
    #expect(!EngineCapabilities.everything(postsNotifications: false).postsNotifications)
    #expect(Scenario.all.allSatisfy { all.reasonToSkip(Script($0)) == nil })
  }

  @Test("setting supported expands systemEvents into memory warnings and time changes, as the initialiser does")
  func supportedExpands() {
    var capabilities = EngineCapabilities(lifecycle: .app)
    capabilities.supported = [.systemEvents]
    #expect(capabilities.supported == [.systemEvents, .memoryWarnings, .timeChanges])
    #expect(capabilities.supported == EngineCapabilities(lifecycle: .app, supports: [.systemEvents]).supported)
  }

  @Test("setting postsNotifications posts every notification, or none")
  func postsNotifications() {
    var capabilities = EngineCapabilities(lifecycle: .scene)
    capabilities.postsNotifications = true
    #expect(capabilities.postsEveryNotification)
    capabilities.postsNotifications = false
    #expect(capabilities.postedNotifications.isEmpty)
    #expect(!capabilities.postsNotifications)
  }
}
