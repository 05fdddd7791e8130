import LifecycleConformanceFixtures
import Testing

@testable import Lifecycle
@testable import LifecycleConformance

/// Engines with several bugs at once, some at every launch and some deep in a session, as real
/// engines have them: one catalog run and one exploration must name each bug, once, with a
/// witness that shows it.
@Suite("Engines with several bugs", .cuedHangClock)
@MainActor
struct SeveralBugsTests {
  /// The engines, by their place in `EngineBug.several`.
  nonisolated static let engines = Array(EngineBug.several.indices)

  @Test("one run names every bug with a witness that shows that bug alone, and no bug twice", arguments: engines)
  func everyBugNamed(_ index: Int) async {
    let engineBugs = EngineBug.several[index]
    let engine = { BrokenEngine(bugs: engineBugs) }
    let results = await ConformanceDriver(selection: .all).verify(engine)
    // What `lifecycle conform` runs: random and swarm runs, alternately.
    let exploration = await Explorer(.mixed(seed: 1), budget: 20_000).explore(engine, after: results)
    let report = ConformanceReport(engine: "several", results: results, exploration: exploration)
    let bugs = report.bugs
    #expect(Set(bugs.map(\.signature)).count == bugs.count, "a signature reported twice")
    // A bug of the engine can break two rules (a resign missing in one place, doubled in
    // another), never more: the same mistake in many scenarios stays one bug.
    #expect(bugs.count >= engineBugs.count && bugs.count <= 2 * engineBugs.count, "\(bugs.map(\.summary))")
    for engineBug in engineBugs {
      // The witness of some reported bug, run on an engine with this bug alone, shows that bug.
      var named = false
      for bug in bugs where !named {
        let alone = await ConformanceDriver().record(BrokenEngine(engineBug), bug.witness.script)
        named = alone.failures.contains { $0.signature == bug.signature }
      }
      #expect(named, "\(engineBug.id) is named by no witness: \(bugs.map(\.summary))")
    }
    // Each witness's trace shows its bug to `lifecycle verify --all`, at the step it names.
    for bug in bugs {
      var reader = TraceReader(bytes: Array(bug.witness.traceText(source: "several").utf8))
      var divergences: [Divergence] = []
      _ = reader.verifyEvery { divergences.append($0) }
      #expect(
        divergences.contains { $0.signature == bug.signature && $0.stepIndex + 1 == bug.witness.step },
        "\(bug.summary): \(divergences)")
    }
  }

  /// What `lifecycle conform` reports of an engine with `bug` alone: the catalog, then random
  /// and swarm walks to `budget` stimuli.
  static func report(_ bug: EngineBug, budget: Int = 3_000) async -> ConformanceReport {
    let results = await ConformanceDriver(selection: .all).verify { BrokenEngine(bug) }
    let exploration = await Explorer(.mixed(seed: 1), budget: budget).explore({ BrokenEngine(bug) }, after: results)
    return ConformanceReport(engine: bug.id, results: results, exploration: exploration)
  }

  @Test("a notification wrong with its callback is part of the callback's bug, marked in its diff")
  func notificationFoldsIntoItsCallback() async throws {
    // The same mistake twice: once by an engine that posts no notifications, once by one that
    // gets each notification wrong with its callback. Both are the same bugs, no more.
    let silent = await Self.report(.resignsOnHomeNotOnInterruption, budget: 5_000).bugs
    let notifying = await Self.report(.resignsWithItsNotificationOnHome, budget: 5_000).bugs
    #expect(Set(notifying.map(\.signature)) == Set(silent.map(\.signature)), "\(notifying.map(\.summary))")
    #expect(!notifying.contains { $0.signature.difference.contains("Notification") })
    let missing = try #require(notifying.first { $0.signature.difference == "missing applicationWillResignActive(_:)" })
    let diff = missing.reportLines().map { $0.trimmingPrefix(while: \.isWhitespace) }.filter {
      ($0.hasPrefix("- ") || $0.hasPrefix("+ ")) && $0 != "- expected, + actual:"
    }
    #expect(
      diff == ["- applicationWillResignActive(_:)", "- UIApplication.willResignActiveNotification"], "\(missing)")
    // The alert, then Home: the late resign and its notification are the missing one's
    // consequence, to `verify --all` too, one bug in all.
    let late = await ConformanceDriver(selection: .all).record(
      BrokenEngine(.resignsWithItsNotificationOnHome),
      Script(lifecycle: .app, stimuli: [.tapIcon, .beginInterruption(.alert), .pressHome]))
    var lateReader = TraceReader(bytes: Array(late.traceText(source: "late").utf8))
    var lateDivergences: [Divergence] = []
    _ = lateReader.verifyEvery { lateDivergences.append($0) }
    #expect(lateDivergences.count == 4, "\(lateDivergences)")
    #expect(Set(lateDivergences.map { $0.consequence?.signature ?? $0.signature }) == [missing.signature])
    // The witness's trace tells the same: the notification's divergence is part of the bug.
    for bug in notifying {
      var reader = TraceReader(bytes: Array(bug.traceText(source: "notifying").utf8))
      var divergences: [Divergence] = []
      _ = reader.verifyEvery { divergences.append($0) }
      #expect(Set(divergences.map(\.signature)).isSubset(of: Set(notifying.map(\.signature))), "\(divergences)")
      #expect(divergences.contains { $0.partOf == bug.signature }, "\(bug.summary): \(divergences)")
    }
  }

  @Test("a divergence that follows from the state an earlier one left is listed with it, as its consequence")
  func consequenceIsTheSameBug() async throws {
    let bug = EngineBug.resignsOnHomeNotOnInterruption
    let report = await Self.report(bug)
    // One mistake, one bug: the resign the alert lacks comes on the Home press under it.
    #expect(report.bugs.map(\.summary) == ["missing applicationWillResignActive(_:) on beginInterruption"])
    let late = try #require(report.bugs.first)
    #expect(late.consequences == ["extra applicationWillResignActive(_:) on pressHome"])
    #expect(
      late.reportLines().contains("  then, as its consequence: extra applicationWillResignActive(_:) on pressHome"))
    #expect(report.document.bugs.first?["consequences"] == .array([.string(late.consequences[0])]))
    // The walks met it: the consequence is no bug of their own either.
    #expect(report.exploration?.counterexamples.count == 1)

    // Declared known, the cause covers its consequence: a run that shows both fails nothing.
    let known = [
      KnownFailure(
        rule: late.rule, stimulus: "beginInterruption", callback: "applicationWillResignActive(_:)", reason: "#9")
    ]
    let both = Script(lifecycle: .app, stimuli: [.tapIcon, .beginInterruption(.alert), .pressHome])
    let run = await ConformanceDriver(selection: .all).record(BrokenEngine(bug), both)
    #expect(run.failures.map { $0.cause != nil } == [false, true], "\(run.failures.map(\.headline))")
    let result = ScenarioResult(scenarioID: "late-resign", run: run, knownFailures: known)
    guard case .knownFailure(_, let reason) = result.verdict else {
      Issue.record("\(result.verdict)")
      return
    }
    #expect(reason == "#9")
    // A report of that run lists the consequence with its cause, in report.md too.
    let ofRun = ConformanceReport(engine: bug.id, results: [result])
    #expect(ofRun.bugs.map(\.consequences) == [["extra applicationWillResignActive(_:) on pressHome"]])
    #expect(ofRun.markdown.contains(#"Then, as its consequence: extra applicationWillResignActive(\_:) on pressHome."#))
    // Explored with the cause declared known, the consequence joins the known bug.
    let explored = await ConformanceReport(engine: bug.id, exploring: Explorer(.mixed(seed: 1), budget: 3_000)) {
      Declaring(base: BrokenEngine(bug), knownFailures: known)
    }
    #expect(explored.bugs.count == 1 && explored.bugs.allSatisfy(\.isKnown), "\(explored.bugs.map(\.summary))")
    #expect(explored.bugs.first?.consequences == ["extra applicationWillResignActive(_:) on pressHome"])
    #expect(explored.isConformant)
    // Its rule is the cause's alone, in the summary by rule and in the scenario's verdict.
    #expect(RuleSummary([result]).entries.map(\.rule) == [late.rule])
    #expect(ConformanceReport(engine: bug.id, results: [result]).scenarios.first?.rules == [late.rule])
    // The consequence's reason is its cause's: it declares nothing of its own signature, so a
    // later extra resign that follows no missing one is still a bug to find.
    let shrinker = Shrinker(
      [result], timeout: .seconds(1), capabilities: BrokenEngine(bug).capabilities, knownFailures: [])
    var independent = try #require(run.failures.last)
    independent.divergence?.consequence = nil
    #expect(shrinker.knownReason(run.failures[0]) == "#9")
    #expect(shrinker.knownReason(independent) == nil)
  }

  @Test("a bug seen in several places has a witness for each, which shows it there")
  func aWitnessForEachPlace() async throws {
    let bug = EngineBug.doublesBecomeActive
    let report = await Self.report(bug)
    let doubled = try #require(report.bugs.first)
    #expect(doubled.places.count > 2, "\(doubled.places)")
    // Every place but the witness's own has a witness of its own, in the order met.
    #expect(doubled.elsewhere.map(\.place) == doubled.places.filter { $0 != doubled.failure.place })
    for other in doubled.elsewhere {
      let again = await ConformanceDriver().record(BrokenEngine(bug), other.witness.script)
      #expect(
        again.failures.contains {
          $0.signature == doubled.signature && $0.place == other.place && $0.step == other.witness.step
        }, "\(other.place): \(other.witness.script)")
      // Its trace shows a divergence there, at that step, to `lifecycle verify --all`.
      var reader = TraceReader(bytes: Array(other.witness.traceText(source: "doubled").utf8))
      var divergences: [Divergence] = []
      _ = reader.verifyEvery { divergences.append($0) }
      #expect(
        divergences.contains { $0.place == other.place && $0.stepIndex + 1 == other.witness.step },
        "\(other.place): \(divergences)")
    }
    // The text names the first few, the folder holds a trace for each, report.json lists them.
    let text = doubled.reportLines(number: 1, trace: "out/traces/bug-1.jsonl")
    let shown = text.filter { $0.hasPrefix("  witness on ") || $0.hasPrefix("  witness at ") }
    #expect(shown.count == min(doubled.elsewhere.count, ConformanceBug.placeWitnessesShown), "\(text)")
    #expect(shown.allSatisfy { $0.contains("; trace: out/traces/bug-1.") }, "\(shown)")
    let files = report.files
    for other in doubled.elsewhere { #expect(files["traces/bug-1.\(other.place).jsonl"] != nil, "\(other.place)") }
    let listed = report.document.bugs.first?["elsewhere"]?.arrayValue ?? []
    #expect(listed.count == doubled.elsewhere.count)
  }

  @Test("a declared known bug that no longer shows is reported, in the report and its files")
  func knownNotSeen() async {
    let engine = { BrokenEngine(.ignoresMemoryWarnings) }
    let results = await ConformanceDriver(selection: .all).verify(engine)
    let shown = KnownFailure(
      rule: "required-event", callback: "applicationDidReceiveMemoryWarning(_:)", reason: "not wired yet (#12)")
    let fixed = KnownFailure(rule: "duplicate", stimulus: "pressHome", reason: "fixed last week")
    let report = ConformanceReport(engine: "forgetful", results: results, knownFailures: [shown, fixed])
    #expect(report.knownFailuresNotSeen == [fixed])
    #expect(report.json.compact.contains(#""knownNotSeen": [{"rule": "duplicate", "stimulus": "pressHome", "#))
    #expect(report.markdown.contains("# Known bugs no longer seen"))
    #expect(report.markdown.contains("- rule duplicate, stimulus pressHome: fixed last week"))
    // Declared and seen: nothing is said of it.
    #expect(
      !ConformanceReport(engine: "forgetful", results: results, knownFailures: [shown]).json.compact.contains(
        "knownNotSeen"))
  }
}
