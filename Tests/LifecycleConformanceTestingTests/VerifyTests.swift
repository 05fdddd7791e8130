import Foundation
import Testing

@testable import LifecycleConformanceTesting

/// An engine that declares known failures on top of another.
struct Declaring<Base: LifecycleEngine>: LifecycleEngine {
  var base: Base
  var knownFailures: [KnownFailure]
  var capabilities: EngineCapabilities { base.capabilities }
  // A stored property cannot be passed `inout` across a suspension: mutate a copy.
  mutating func prepare(_ start: StartingConditions, delegates: LifecycleDelegates) async throws {
    var base = self.base
    try await base.prepare(start, delegates: delegates)
    self.base = base
  }
  mutating func perform(_ stimulus: Stimulus) async throws {
    var base = self.base
    try await base.perform(stimulus)
    self.base = base
  }
}

/// The issues a `withKnownIssue` matcher sees, counted: its closure is `@Sendable`.
final class Issues: @unchecked Sendable {
  private let lock = NSLock()
  private var issues: [Issue] = []
  var all: [Issue] { lock.withLock { issues } }
  func append(_ issue: Issue) { lock.withLock { issues.append(issue) } }
}

/// An engine that can run nothing, to see skips.
struct AppOnlyEngine: LifecycleEngine {
  let capabilities = EngineCapabilities(lifecycle: .app)
  mutating func prepare(_ start: StartingConditions, delegates: LifecycleDelegates) async throws {}
  mutating func perform(_ stimulus: Stimulus) async throws {}
}

@Suite("scenario.verify in Swift Testing")
struct VerifyTests {
  static let launch = Scenario.named("launch.first.scene")!

  // The call site engine authors write, nonisolated, as in the README.
  @Test(arguments: Scenario.all)
  func conforms(to scenario: Scenario) async throws {
    try await scenario.verify(ReferenceEngine(lifecycle: scenario.lifecycle))
  }

  @Test("a failure is one issue at the caller's line, in the kit's words exactly")
  func failureAtCallersLine() async throws {
    let expected = await ConformanceDriver(selection: .all).verify(
      BrokenEngine(.swapsForegroundAndActive),
      against: Self.launch
    ).message!
    let line = #line + 3
    let issues = Issues()
    try await withKnownIssue {
      try await Self.launch.verify(BrokenEngine(.swapsForegroundAndActive))
    } matching: { issue in
      issues.append(issue)
      return issue.sourceLocation?.line == line && issue.severity == .error
        && issue.comments.map(\.rawValue) == [expected]
    }
    #expect(issues.all.count == 1)
  }

  @Test("an engine fault is an issue that names it")
  func faultIsReported() async throws {
    try await withKnownIssue {
      try await Self.launch.verify(BrokenEngine(.doublesBecomeActive))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("sceneDidBecomeActive(_:) main was delivered 2 times") }
    }
  }

  @Test("a scenario the engine cannot run is a warning with the reason, then a skip, never a pass")
  func skipIsWarnedAndSkipped() async {
    let result = await ConformanceDriver(selection: .all).verify(AppOnlyEngine(), against: Self.launch)
    let reason = "launch.first.scene skipped: the scenario is scene-based; the engine runs app-based only"
    #expect(IssueReport.issues(for: result, selection: .all) == [IssueReport(comment: reason, severity: .warning)])
    #expect(IssueReport.skip(for: result) == reason)
  }

  // Shows as cancelled in this package's own run, after a warning: verify cancels the test
  // instead of returning.
  @Test("verify warns, then skips the test, for a scenario the engine cannot run")
  func verifyCancels() async throws {
    try await withKnownIssue {
      try await Self.launch.verify(AppOnlyEngine())
    } matching: { issue in
      issue.severity == .warning
        && issue.comments.map(\.rawValue)
          == ["launch.first.scene skipped: the scenario is scene-based; the engine runs app-based only"]
    }
    Issue.record("verify returned for a scenario the engine cannot run: it must skip the test")
  }

  @Test("a scenario LIFECYCLE_SCENARIOS leaves out is skipped quietly, never passed")
  @MainActor
  func deselectedIsSkipped() async {
    let selection = ScenarioSelection(parsing: "home-press.*")
    let driver = ConformanceDriver(selection: selection)
    let result = await driver.verify(ReferenceEngine(lifecycle: .scene), against: Self.launch)
    #expect(result.run == nil)
    #expect(IssueReport.issues(for: result, selection: selection).isEmpty)
    #expect(
      IssueReport.skip(for: result) == "launch.first.scene skipped: not selected by LIFECYCLE_SCENARIOS=home-press.*")
  }

  @Test("the explorer's assertion records the shrunk counterexample once, at the caller's line")
  @MainActor
  func explorerAssertion() async throws {
    let report = await Explorer(seed: 4, budget: 500).explore { BrokenEngine(.pausesTheOtherScene) }
    let expected = try #require(report.counterexample).description
    let line = #line + 3
    let issues = Issues()
    await withKnownIssue {
      await Explorer(seed: 4, budget: 500).verify { BrokenEngine(.pausesTheOtherScene) }
    } matching: { issue in
      issues.append(issue)
      return true
    }
    #expect(issues.all.count == 1)
    #expect(issues.all.first?.sourceLocation?.line == line)
    #expect(issues.all.first?.comments.map(\.rawValue) == [expected])
    #expect(expected.contains("lifecycle record"))
  }

  @Test("the explorer's assertion records nothing for a conformant engine")
  @MainActor
  func explorerAssertionPasses() async {
    let report = await Explorer(seed: 3, budget: 500).verify { ReferenceEngine(lifecycle: .scene) }
    #expect(report.counterexample == nil && report.stimuli == 500)
  }

  @Test("the tour's assertion records the shrunk counterexample once, at the caller's line")
  @MainActor
  func tourAssertion() async throws {
    let report = await Explorer(seed: 0).tour { BrokenEngine(.forgetsWillFinishLaunching) }
    let expected = try #require(report.counterexample).description
    let line = #line + 3
    let issues = Issues()
    await withKnownIssue {
      await Explorer(seed: 0).verifyTour { BrokenEngine(.forgetsWillFinishLaunching) }
    } matching: { issue in
      issues.append(issue)
      return true
    }
    #expect(issues.all.count == 1)
    #expect(issues.all.first?.sourceLocation?.line == line)
    #expect(issues.all.first?.comments.map(\.rawValue) == [expected])
  }

  @Test("the tour's assertion records nothing for a conformant engine, and reports what it covered")
  @MainActor
  func tourAssertionPasses() async {
    let report = await Explorer(seed: 0).verifyTour { ReferenceEngine(lifecycle: .app) }
    #expect(report.counterexample == nil)
    #expect(report.strategy == .tour)
    #expect(report.coverage.count == 1)
    #expect(report.description.contains("coverage, app-based"))
  }

  @Test("a declared known failure that fails is a known issue")
  func expectedFailure() async throws {
    let engine = await Declaring(
      base: BrokenEngine(.swapsForegroundAndActive),
      knownFailures: [KnownFailure(scenario: "launch.*", reason: "swapped on purpose")])
    try await Self.launch.verify(engine)  // passes: the issue is known
    let result = await ConformanceDriver(selection: .all).verify(engine, against: Self.launch)
    #expect(IssueReport.issues(for: result, selection: .all).map(\.knownReason) == ["swapped on purpose"])
  }

  @Test("a declared known failure that passes is reported")
  func unexpectedPass() async throws {
    let engine = await Declaring(
      base: ReferenceEngine(lifecycle: .scene),
      knownFailures: [KnownFailure(scenario: "launch.first.scene", reason: "bug #12")])
    try await withKnownIssue {
      try await Self.launch.verify(engine)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "launch.first.scene passed, but is declared a known failure (bug #12); remove the declaration"
      }
    }
  }

  @Test("scenarios read well in test reports")
  func testDescription() {
    #expect(Self.launch.testDescription == "launch.first.scene: First launch from the Home Screen")
  }

  @Test("LIFECYCLE_SCENARIOS selects scenarios by id and pattern")
  func selection() {
    let selection = ScenarioSelection(parsing: "home-press.scene, launch.*")
    #expect(selection.includes("home-press.scene"))
    #expect(selection.includes("launch.first.app"))
    #expect(!selection.includes("home-press.app"))
    #expect(ScenarioSelection(parsing: "").includes("anything"))
    #expect(ScenarioPattern("*.app").matches("launch.first.app"))
  }
}

// The engine of the README's "Testing your engine", word for word: it must compile.
struct MyEngine: LifecycleEngine {
  let capabilities = EngineCapabilities(lifecycle: .scene, supports: [.appSwitcher, .suspension])
  var delegates: LifecycleDelegates?
  mutating func prepare(_ start: StartingConditions, delegates: LifecycleDelegates) async throws {
    self.delegates = delegates
  }
  mutating func perform(_ stimulus: Stimulus) async throws { /* drive your engine; it calls the delegates */  }
}

@Test("the README's engine is driven, and fails for want of callbacks")
func readmeEngine() async throws {
  try await withKnownIssue {
    try await Scenario.named("launch.first.scene")!.verify(MyEngine())
  } matching: { issue in
    issue.comments.contains { $0.rawValue.contains("launch.first.scene › step 1 › tapIcon") }
  }
}

@Test("the README's call site: the scenarios MyEngine can run, and one skip for the others")
@MainActor
func readmeCallSite() {
  let runnable = Scenario.runnable(by: MyEngine())
  #expect(!runnable.isEmpty && runnable.allSatisfy { MyEngine().capabilities.reasonToSkip(Script($0)) == nil })
  let trait: SkippedScenariosTrait<MyEngine> = .skippedScenarios(of: MyEngine())
  #expect(trait.comment(selection: .all)?.hasPrefix("MyEngine cannot run ") == true)
}
