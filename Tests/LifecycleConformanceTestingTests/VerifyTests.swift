import Foundation
import LifecycleConformanceFixtures
import Testing

@testable import LifecycleConformanceTesting

/// An engine that declares known failures on top of another.
struct Declaring<Base: LifecycleEngine>: LifecycleEngine {
  var base: Base
  var knownFailures: [KnownFailure]
  var capabilities: EngineCapabilities { base.capabilities }
  // A stored property cannot be passed `inout` across a suspension: mutate a copy.
  mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    var base = self.base
    try await base.prepare(delegates)
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

// The adapter's failures are checked through `IssueSink.capture`, which collects what it would
// record: recorded for real, each deliberate failure would end the package's test run as a known
// issue. One test records them for real, to show that they reach Swift Testing as they should.

/// An engine that can run nothing, to see skips.
struct AppOnlyEngine: LifecycleEngine {
  let capabilities = EngineCapabilities(lifecycle: .app)
  mutating func prepare(_ delegates: LifecycleDelegates) async throws {}
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
    let line = #line + 2
    let sink = try await IssueSink.capture {
      try await Self.launch.verify(BrokenEngine(.swapsForegroundAndActive))
    }
    #expect(sink.issues.map(\.comment) == [expected])
    #expect(sink.issues.map(\.sourceLocation.line) == [line])
    #expect(sink.issues.map(\.knownReason) == [nil])
    #expect(sink.attachments.map(\.name) == ["launch.first.scene.jsonl"])
  }

  @Test("an engine fault is an issue that names it")
  func faultIsReported() async throws {
    let sink = try await IssueSink.capture {
      try await Self.launch.verify(BrokenEngine(.doublesBecomeActive))
    }
    #expect(sink.issues.count == 1)
    #expect(sink.issues.allSatisfy { $0.comment.contains("sceneDidBecomeActive(_:) main was delivered 2 times") })
  }

  @Test("a scenario the engine cannot run is a warning with the reason, then a skip, never a pass")
  func skipIsWarnedAndSkipped() async {
    let result = await ConformanceDriver(selection: .all).verify(AppOnlyEngine(), against: Self.launch)
    let reason = "launch.first.scene: skip: the scenario is scene-based; the engine runs app-based only"
    #expect(IssueReport.issues(for: result, selection: .all) == [IssueReport(comment: reason, severity: .warning)])
    #expect(IssueReport.skip(for: result) == reason)
  }

  // Shows as cancelled in this package's own run, after a warning: verify cancels the test
  // instead of returning.
  @Test("verify warns, then skips the test, for a scenario the engine cannot run")
  func verifyCancels() async throws {
    let sink = IssueSink()
    // Checked as the cancellation unwinds the test.
    defer {
      #expect(
        sink.issues.map { "\($0.severity): \($0.comment)" } == [
          "warning: launch.first.scene: skip: the scenario is scene-based; the engine runs app-based only"
        ])
    }
    try await IssueSink.$current.withValue(sink) { try await Self.launch.verify(AppOnlyEngine()) }
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
      IssueReport.skip(for: result) == "launch.first.scene: skip: not selected by LIFECYCLE_SCENARIOS=home-press.*")
  }

  @Test("the explorer's assertion records each bug once, at the caller's line, as conform prints it")
  @MainActor
  func explorerAssertion() async throws {
    let report = await Explorer(seed: 4, budget: 500).explore { BrokenEngine(.pausesTheOtherScene) }
    let bug = try #require(report.bugs.first)
    let line = #line + 2
    let sink = await IssueSink.capture {
      await Explorer(seed: 4, budget: 500).verify { BrokenEngine(.pausesTheOtherScene) }
    }
    let comment = try #require(sink.issues.first?.comment)
    #expect(sink.issues.count == 1 && report.bugs.count == 1)
    #expect(sink.issues.map(\.sourceLocation.line) == [line])
    #expect(comment == bug.reportLines(number: 1, trace: "bug-1.jsonl").joined(separator: "\n"))
    #expect(comment.hasPrefix("Bug 1: \(bug.summary) [\(bug.rule)]\n  seen in "), "\(comment)")
    // The lines an author acts on: the expected order, the trace, an explorer to paste.
    #expect(comment.contains("\n  expected: lifecycle record --lifecycle scene "), "\(comment)")
    #expect(comment.contains("\n  trace: bug-1.jsonl (lifecycle verify --all reports it)\n"))
    #expect(comment.contains("\n  replay: Explorer(.random(seed: 4), budget: 500) "), "\(comment)")
    #expect(comment.split(separator: "\n").count <= 40, "\(comment)")
    #expect(sink.attachments.map(\.name) == ["bug-1.jsonl"])
    #expect(sink.attachments.first?.text == bug.traceText(source: BrokenEngine(.pausesTheOtherScene).displayName))
  }

  @Test("the explorer's assertion records nothing for a conformant engine")
  @MainActor
  func explorerAssertionPasses() async {
    let report = await Explorer(seed: 3, budget: 500).verify { ReferenceEngine(lifecycle: .scene) }
    #expect(report.counterexample == nil && report.stimuli == 500)
  }

  @Test("the tour's assertion records the bug once, at the caller's line")
  @MainActor
  func tourAssertion() async throws {
    let report = await Explorer(.tour()).explore { BrokenEngine(.forgetsWillFinishLaunching) }
    let expected = try #require(report.bugs.first).reportLines(number: 1, trace: "bug-1.jsonl")
      .joined(separator: "\n")
    let line = #line + 2
    let sink = await IssueSink.capture {
      await Explorer(.tour()).verify { BrokenEngine(.forgetsWillFinishLaunching) }
    }
    #expect(sink.issues.map(\.comment) == [expected])
    #expect(sink.issues.map(\.sourceLocation.line) == [line])
    #expect(sink.attachments.map(\.name) == ["bug-1.jsonl"])
  }

  @Test("the tour's assertion records nothing for a conformant engine, and reports what it covered")
  @MainActor
  func tourAssertionPasses() async {
    let report = await Explorer(.tour()).verify { ReferenceEngine(lifecycle: .app) }
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
    let sink = try await IssueSink.capture { try await Self.launch.verify(engine) }
    #expect(sink.issues.map(\.knownReason) == ["swapped on purpose"])
    let result = await ConformanceDriver(selection: .all).verify(engine, against: Self.launch)
    #expect(IssueReport.issues(for: result, selection: .all).map(\.knownReason) == ["swapped on purpose"])
  }

  @Test("a declared known failure that passes is reported")
  func unexpectedPass() async throws {
    let engine = await Declaring(
      base: ReferenceEngine(lifecycle: .scene),
      knownFailures: [KnownFailure(scenario: "launch.first.scene", reason: "bug #12")])
    let sink = try await IssueSink.capture { try await Self.launch.verify(engine) }
    #expect(
      sink.issues.map(\.comment) == [
        "launch.first.scene: unexpected pass: it is declared a known failure (bug #12); remove the declaration"
      ])
    #expect(sink.issues.map(\.knownReason) == [nil])
  }

  @Test("the adapter's issues reach Swift Testing: an issue at the caller's line, a declared failure a known issue")
  func recordedForReal() async throws {
    let deliberate = "deliberate: the kit's self-test of its failure reports; this known issue is the test passing"
    let failing = Self.launch
    let line = #line + 2
    try await withKnownIssue(Comment(rawValue: deliberate)) {
      try await failing.verify(BrokenEngine(.swapsForegroundAndActive))
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.severity == .error
        && issue.comments.first?.rawValue.hasPrefix("launch.first.scene › step 1 › tapIcon: ") == true
    }
    // A declared known failure is a known issue with the declared reason, recorded by the kit.
    try await Self.launch.verify(
      Declaring(
        base: BrokenEngine(.swapsForegroundAndActive),
        knownFailures: [KnownFailure(scenario: "launch.*", reason: deliberate)]))
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

// The engine of the README's "Testing your engine", word for word (`.ci/snippets.py` builds the
// README's own from outside the kit).
struct MyEngine: LifecycleEngine {
  let capabilities = EngineCapabilities(lifecycles: [.scene], format: .v1_1, supports: [.appSwitcher, .suspension])
  var delegates: LifecycleDelegates?
  mutating func prepare(_ delegates: LifecycleDelegates) async throws { self.delegates = delegates }
  mutating func perform(_ stimulus: Stimulus) async throws {
    // Drive your engine; it calls the delegates in UIKit's order. A Home press, for one:
    guard stimulus == .pressHome, let delegates else { return }
    let main = delegates.sceneDelegate(for: Scene("main", .foregroundActive))
    main.sceneWillResignActive(Scene("main", .foregroundInactive))
    main.sceneDidEnterBackground(Scene("main", .background))
  }
}

@Test("the README's engine is driven, and fails for want of callbacks")
func readmeEngine() async throws {
  let sink = try await IssueSink.capture {
    try await Scenario.named("launch.first.scene")!.verify(MyEngine())
  }
  #expect(sink.issues.count == 1)
  #expect(sink.issues.allSatisfy { $0.comment.contains("launch.first.scene › step 1 › tapIcon") })
}

@Test("the README's engine answers a Home press: the scene resigns active, then enters the background")
@MainActor
func readmeEngineHomePress() async throws {
  final class App: ApplicationDelegate {}
  final class Main: SceneDelegate {
    var heard: [String] = []
    func sceneWillResignActive(_ scene: Scene) { heard.append("sceneWillResignActive(_:) \(scene.id)") }
    func sceneDidEnterBackground(_ scene: Scene) { heard.append("sceneDidEnterBackground(_:) \(scene.id)") }
  }
  let main = Main()
  var engine = MyEngine()
  try await engine.prepare(LifecycleDelegates(appDelegate: App(), lifecycle: .scene) { _ in main })
  try await engine.perform(.pressHome)
  #expect(main.heard == ["sceneWillResignActive(_:) main", "sceneDidEnterBackground(_:) main"])
}

@Test("the README's call site: the scenarios MyEngine can run, and one skip for the others")
@MainActor
func readmeCallSite() {
  let runnable = Scenario.runnable(by: MyEngine())
  #expect(!runnable.isEmpty && runnable.allSatisfy { MyEngine().capabilities.reasonToSkip(Script($0)) == nil })
  let trait: SkippedScenariosTrait<MyEngine> = .skippedScenarios(of: MyEngine())
  #expect(trait.comment(selection: .all)?.hasPrefix("MyEngine cannot run ") == true)
}
