import LifecycleConformance
import Testing

/// What an engine declares it can do, changed after it was made: the settable properties keep
/// the meaning the initialisers give them.
@Suite("Engine capabilities")
struct EngineCapabilitiesTests {
  @Test(
    "everything(format:) runs both lifecycles and every scenario of its version, posting every notification unless told not to"
  )
  func everything() {
    let all = EngineCapabilities.everything(format: .v1_1)
    #expect(all.lifecycles == [.app, .scene])
    #expect(all.supported.isSuperset(of: Capability.all))
    #expect(all.postsEveryNotification)
    #expect(!EngineCapabilities.everything(postsNotifications: false).postsNotifications)
    #expect(Scenario.all.allSatisfy { all.reasonToSkip(Script($0)) == nil })
  }

  @Test(
    "everything() is everything of trace format 1: an engine that declared it before 1.1 is never sent 1.1's stimuli")
  func everythingOfVersion1() {
    let version1 = EngineCapabilities.everything()
    #expect(version1.format == .v1)
    #expect(version1.supported == Set(Capability.all(through: .v1)))
    #expect(version1.checkedArguments.isEmpty)
    for scenario in Scenario.all {
      let reason = version1.reasonToSkip(Script(scenario))
      let needsNewer = Script(scenario).requirements.contains { $0.introduced > .v1 }
      #expect((reason != nil) == needsNewer, "\(scenario.id)")
      if needsNewer { #expect(reason?.contains("needs trace format 1.1") == true) }
    }
  }

  @Test("the arguments checked follow the format: none for 1, sessions and payload for 1.1, states on request")
  func argumentsFollowTheFormat() {
    var capabilities = EngineCapabilities(lifecycle: .scene)
    #expect(capabilities.checkedArguments.isEmpty)
    capabilities.format = .v1_1
    #expect(capabilities.checkedArguments == [.sessions, .payload])
    capabilities.checkedArguments.insert(.states)
    #expect(EngineCapabilities(lifecycle: .scene, format: .v1_1).checkedArguments == [.sessions, .payload])
    // A capability of 1.1 named by an engine of version 1 is its own choice: it is used.
    let named = EngineCapabilities(lifecycle: .scene, supports: [.abruptTermination])
    #expect(named.performs(.crash) && named.format == .v1)
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
