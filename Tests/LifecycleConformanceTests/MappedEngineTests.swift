import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

/// A mapper is checked in the same rooms as an engine: the correct one passes the catalog, each
/// broken one fails with the rule its bug breaks, unless only a response other than the
/// canonical one shows its bug (exploration finds those: `MapperExplorationTests`).
@Suite("Mapped engines")
@MainActor
struct MappedEngineTests {
  let driver = ConformanceDriver(timeout: .seconds(2), selection: .all)

  @Test("the correct mapper passes the whole catalog, in both lifecycles")
  func correctPasses() async {
    let results = await driver.verify { MappedEngine(DerivingMapper()) }
    let failed = results.filter(\.isFailure)
    #expect(failed.isEmpty, "\(failed.prefix(3).map(\.description).joined(separator: "\n"))")
    #expect(results.filter { if case .passed = $0.verdict { true } else { false } }.count > 50)
  }

  /// A mapper that declares a lifecycle its projection's framework does not run on.
  struct PhaseMapper: LifecycleMapper {
    var capabilities = MapperCapabilities(lifecycles: [.app, .scene], projection: .swiftUI)
    var delegates = DerivingMapper()
    mutating func start(_ states: StateReporter) -> LifecycleDelegates { delegates.start(states) }
  }

  @Test("a lifecycle the projection's framework does not run on is not run: SwiftUI has no app-based app")
  func projectionLifecycles() {
    #expect(MappedEngine(PhaseMapper()).capabilities.lifecycles == [.scene])
    #expect(MappedEngine(DerivingMapper()).capabilities.lifecycles == [.app, .scene])
  }

  /// The rule each broken mapper's bug breaks in the catalog, played with every allowed
  /// response: two bugs show only under a response other than the canonical one (a background
  /// launch without `applicationDidEnterBackground(_:)`, notifications before their callbacks),
  /// and the canonical response gets them right: `response-order` (Conformance/SPEC.md#bug-signatures).
  static let caughtByCatalog: [MapperBug: String] = [
    .inactiveAsBackground: "mapper-state", .sceneTakenForApp: "mapper-state", .changeFiredTwice: "phantom-change",
    .disconnectedSceneCounted: "mapper-state", .fifthActivationInactive: "mapper-state",
    .backgroundLaunchAsActive: "response-order", .readsStateAtNotification: "response-order",
  ]

  @Test(
    "each broken mapper fails the catalog, played with every allowed response, with the rule its bug breaks",
    arguments: MapperBug.allCases)
  func brokenFails(_ bug: MapperBug) async {
    let results = await driver.verify { MappedEngine(DerivingMapper(bugs: [bug])) }
    let rules = Set(results.flatMap(\.failures).map(\.signature.rule))
    #expect(rules == [Self.caughtByCatalog[bug]], "\(bug)")
  }

  @Test("a bug that only another response shows is reported with that response")
  func responseNamed() async {
    let results = await driver.verify { MappedEngine(DerivingMapper(bugs: [.readsStateAtNotification])) }
    let failing = results.compactMap(\.run).filter { $0.failure != nil }
    #expect(!failing.isEmpty)
    // Each failing run is a variant with the notifications first, and its first failure is at
    // that step, naming the response.
    for run in failing {
      #expect(run.script.responses.contains(.notificationsFirst), "\(run.script)")
      #expect(run.failure?.response == .notificationsFirst, "\(run.failure?.description ?? "")")
      #expect(run.failure?.description.contains("response: notifications first") == true)
    }
  }

  @Test(
    "a script's variants: each other response at one step, the notification ones only when notifications are received")
  func variantsPlayed() {
    let home = Script(Scenario.named("home-press.scene")!)
    let variants = home.responseVariants(receivingNotifications: true)
    #expect(!variants.isEmpty)
    #expect(variants.allSatisfy { $0.responses.count <= $0.stimuli.count && $0.responses.last != .canonical })
    #expect(variants.contains { $0.responses.contains(.notificationsFirst) })
    let quiet = home.responseVariants(receivingNotifications: false)
    #expect(quiet.count < variants.count)
    #expect(!quiet.contains { $0.responses.contains(.notificationsFirst) })
  }
}
