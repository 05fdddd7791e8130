import Testing

@testable import LifecycleConformanceTesting

/// React Native's `AppState`, written as a mapper author would, with the public API only: the
/// application delegate's callbacks are the changes, reported only when the state changes, as
/// `AppState`'s `change` event fires. A scene delegate too, for the delegates' scene maker: no
/// scene connects in an app-based app.
final class AppStateDelegate: ApplicationDelegate, SceneDelegate {
  let states: StateReporter
  /// Whether an alert is (wrongly) taken for the background.
  let pausesOnAlert: Bool
  private var current = "unknown"
  init(_ states: StateReporter, pausesOnAlert: Bool) {
    self.states = states
    self.pausesOnAlert = pausesOnAlert
  }
  private func change(to state: String) {
    guard state != current else { return }
    current = state
    states.report(state)
  }
  // RCTAppState reads the application's state when it starts: a launch into the background
  // need not call applicationDidEnterBackground(_:).
  func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
    change(to: application.applicationState == .background ? "background" : "inactive")
    return true
  }
  func applicationDidBecomeActive(_ application: Application) { change(to: "active") }
  func applicationWillResignActive(_ application: Application) { change(to: pausesOnAlert ? "background" : "inactive") }
  func applicationDidEnterBackground(_ application: Application) { change(to: "background") }
  func applicationWillEnterForeground(_ application: Application) { change(to: "inactive") }
}

struct AppStateMapper: LifecycleMapper {
  var pausesOnAlert = false
  let capabilities = MapperCapabilities(lifecycles: [.app], projection: .reactNative)

  func start(_ states: StateReporter) -> LifecycleDelegates {
    // Before the native module has read the state, AppState is `unknown`.
    states.report("unknown")
    let app = AppStateDelegate(states, pausesOnAlert: pausesOnAlert)
    return LifecycleDelegates(appDelegate: app, lifecycle: states.lifecycle) { _ in app }
  }
}

/// A mapper goes through the adapter's doors as an engine does, as a `MappedEngine`.
@Suite("A mapper in Swift Testing")
struct MapperVerifyTests {
  @Test("the correct mapper passes every scenario it can run, and the runnable ones are the app-based ones")
  func correctPasses() async throws {
    let runnable = await Scenario.runnable(by: MappedEngine(AppStateMapper()))
    #expect(Set(runnable.map(\.lifecycle)) == [.app])
    #expect(runnable.count == Scenario.all.filter { $0.lifecycle == .app }.count)
    let sink = try await IssueSink.capture {
      for scenario in runnable { try await scenario.verify(MappedEngine(AppStateMapper())) }
    }
    #expect(sink.issues.map(\.comment) == [])
  }

  @Test("a wrong state is an issue at the caller's line naming the rule, the states and the spec")
  func wrongStateIsAnIssue() async throws {
    let alert = Scenario.named("interruption.alert.app")!
    let line = #line + 2
    let sink = try await IssueSink.capture {
      try await alert.verify(MappedEngine(AppStateMapper(pausesOnAlert: true)))
    }
    #expect(sink.issues.map(\.sourceLocation.line) == [line])
    let comment = sink.issues.first?.comment ?? ""
    #expect(comment.contains("mapper-state"), "\(comment)")
    #expect(comment.contains("reported 'background'"), "\(comment)")
    #expect(comment.contains("Conformance/SPEC.md#what-the-kit-checks-of-a-mapper"), "\(comment)")
    #expect(sink.attachments.map(\.name) == ["\(alert.id).jsonl"])
  }

  @Test("Explorer.verify explores a mapper: an issue a bug at the caller's line, none for the correct one")
  func exploration() async {
    let correct = await Explorer(.random(seed: 3), budget: 400).verify { MappedEngine(AppStateMapper()) }
    #expect(correct.bugs.isEmpty, "\(correct)")
    let line = #line + 2
    let sink = await IssueSink.capture {
      await Explorer(.random(seed: 3), budget: 400).verify { MappedEngine(AppStateMapper(pausesOnAlert: true)) }
    }
    #expect(!sink.issues.isEmpty)
    #expect(sink.issues.allSatisfy { $0.sourceLocation.line == line && $0.comment.contains("mapper-state") })
  }
}

/// The same doors, with the mapper itself: the call an engine's tests make, given a mapper.
@Suite("A mapper's own call sites")
struct MapperCallSiteTests {
  @Test("scenario.verify(mapper) passes the correct mapper and records the broken one's issue at the caller's line")
  func verifyMapper() async throws {
    let alert = Scenario.named("interruption.alert.app")!
    let line = #line + 3
    let sink = try await IssueSink.capture {
      try await alert.verify(AppStateMapper())
      try await alert.verify(AppStateMapper(pausesOnAlert: true))
    }
    #expect(sink.issues.map(\.sourceLocation.line) == [line])
    #expect(sink.issues.first?.comment.contains("reported 'background'") == true)
  }

  @Test("Scenario.runnable(by: mapper) and .skippedScenarios(of: mapper) split the catalog by the mapper's lifecycles")
  @MainActor
  func runnableAndSkipped() {
    let runnable = Scenario.runnable(by: AppStateMapper())
    #expect(runnable.map(\.id) == Scenario.all.filter { $0.lifecycle == .app }.map(\.id))
    let trait: SkippedScenariosTrait<MappedEngine<AppStateMapper>> = .skippedScenarios(of: AppStateMapper())
    let sceneBased = Scenario.all.count - runnable.count
    #expect(
      trait.comment(selection: .all)?.hasPrefix(
        "AppStateMapper cannot run \(sceneBased) of the \(Scenario.all.count) scenarios")
        == true, "\(trait.comment(selection: .all) ?? "nil")")
    // The reason names a mapper as a mapper, in the trait as in the driver's verdict.
    #expect(
      trait.comment(selection: .all)?.contains("because the scenario is scene-based; the mapper runs app-based only")
        == true)
  }

  @Test("Explorer.verify { mapper } records the broken mapper's bugs at the caller's line")
  func exploreMapper() async {
    let line = #line + 2
    let sink = await IssueSink.capture {
      await Explorer(.random(seed: 3), budget: 400).verify { AppStateMapper(pausesOnAlert: true) }
    }
    #expect(!sink.issues.isEmpty)
    #expect(sink.issues.allSatisfy { $0.sourceLocation.line == line && $0.comment.contains("mapper-state") })
  }

  @Test("ConformanceReport(engine:running:) reports a mapper: the broken one's bugs, none for the correct one")
  func report() async {
    let correct = await ConformanceReport(engine: "AppState") { AppStateMapper() }
    #expect(correct.engine == "AppState")
    #expect(correct.bugs.isEmpty, "\(correct.bugs)")
    let broken = await ConformanceReport(engine: "AppState") { AppStateMapper(pausesOnAlert: true) }
    #expect(!broken.bugs.isEmpty)
    #expect(broken.bugs.allSatisfy { $0.rule == "mapper-state" }, "\(broken.bugs)")
  }
}
