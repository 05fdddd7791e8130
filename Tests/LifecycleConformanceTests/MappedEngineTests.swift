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
    #expect(results.filter { if case .pass = $0.verdict { true } else { false } }.count > 50)
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

  @Test("a scenario a mapper cannot run is skipped for the mapper's reason, not an engine's")
  func skipReason() async throws {
    let scenario = try #require(Scenario.all.first { $0.lifecycle == .scene })
    func reason(_ result: ScenarioResult) -> String? {
      if case .skip(let reason) = result.verdict { reason } else { nil }
    }
    let mapper = await driver.verify(MappedEngine(DerivingMapper(lifecycles: [.app])), against: scenario)
    #expect(reason(mapper) == "the scenario is scene-based; the mapper runs app-based only")
    let engine = await driver.verify(ReferenceEngine(lifecycle: .app), against: scenario)
    #expect(reason(engine) == "the scenario is scene-based; the engine runs app-based only")
  }

  /// The correct mapper, as one that reads trace format version 1 only (a hello without
  /// `trace`).
  struct FormatOneMapper: LifecycleMapper, FormatDeclaringMapper {
    let format = FormatVersion.v1
    var mapper = DerivingMapper()
    var capabilities: MapperCapabilities { mapper.capabilities }
    mutating func start(_ states: StateReporter) -> LifecycleDelegates { mapper.start(states) }
    mutating func endStep(_ stimulus: Stimulus) { mapper.endStep(stimulus) }
  }

  @Test("a mapper that reads trace format 1 is sent nothing 1.1 adds: those scenarios are skipped")
  func formatOne() async {
    let engine = MappedEngine(FormatOneMapper())
    #expect(engine.capabilities.format == .v1)
    #expect(engine.capabilities.supported.isDisjoint(with: [.abruptTermination, .backgroundTasks, .externalDisplay]))
    let results = await driver.verify { MappedEngine(FormatOneMapper()) }
    #expect(results.filter(\.isFailure).isEmpty)
    let skipped = results.compactMap { if case .skip(let reason) = $0.verdict { reason } else { nil } }
    #expect(skipped.contains { $0.contains("1.1") }, "\(skipped)")
    // Nothing a walk sends needs 1.1 either.
    let report = await Explorer(.random(seed: 1), budget: 400).explore { MappedEngine(FormatOneMapper()) }
    #expect(report.counterexamples.isEmpty, "\(report)")
  }

  /// React Native's `AppState` that takes only the first resign of a process: right when
  /// Notification Center makes the app resign once, wrong when it flickers (resign, active,
  /// resign), an alternative that ends where the canonical response does.
  final class FirstResignDelegate: ApplicationDelegate, SceneDelegate {
    let states: StateReporter
    private var resigned = false
    init(_ states: StateReporter) { self.states = states }
    func applicationDidBecomeActive(_ application: Application) { states.report("active") }
    func applicationWillResignActive(_ application: Application) {
      guard !resigned else { return }
      resigned = true
      states.report("inactive")
    }
  }

  struct FirstResignMapper: LifecycleMapper {
    let capabilities = MapperCapabilities(lifecycles: [.app], projection: .reactNative)
    func start(_ states: StateReporter) -> LifecycleDelegates {
      states.report("unknown")
      let app = FirstResignDelegate(states)
      return LifecycleDelegates(appDelegate: app, lifecycle: states.lifecycle) { _ in app }
    }
  }

  @Test("an alternative that ends where the canonical response does is judged against the canonical one")
  func alternativeJudgedAgainstCanonical() async throws {
    var script = Script(lifecycle: .app, stimuli: [.tapIcon, .beginInterruption(.notificationCenter)])
    let flicker = try #require(
      try LifecycleModel(lifecycle: .app).respond(to: .tapIcon)[0].next.respond(
        to: .beginInterruption(.notificationCenter)
      )
      .firstIndex { $0.response.events.filter { $0.event.callback?.method == .applicationWillResignActive }.count == 2 }
    )
    script.responses = [.canonical, .alternative(flicker)]
    let run = await ConformanceDriver(timeout: .seconds(2), selection: .all, mode: .continuing).record(
      MappedEngine(FirstResignMapper()), script)
    let wrong = try #require(run.failures.first { $0.stateDivergence != nil })
    #expect(wrong.step == 2)
    #expect(wrong.signature.rule == "response-order", "\(wrong.headline)")
    // The canonical response alone: right.
    let plain = await ConformanceDriver(timeout: .seconds(2), selection: .all, mode: .continuing).record(
      MappedEngine(FirstResignMapper()), Script(lifecycle: .app, stimuli: script.stimuli))
    #expect(plain.failures.isEmpty, "\(plain.failures.map(\.headline))")
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
