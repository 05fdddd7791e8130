import Lifecycle
import LifecycleConformanceFixtures
import Testing

@testable import LifecycleConformance

/// An engine that declares every bug it has known: each is listed once, as known, with the
/// exploration walks that met it, whether the catalog shows it or only a walk does; a
/// declaration nothing matches is listed as not seen; the badge counts the bugs.
@Suite("Known bugs, each listed once with its walks", .cuedHangClock)
@MainActor
struct KnownBugsTests {
  /// At every launch (the catalog shows it), on the eighth return from an alert and on the third
  /// from the background (only exploration reaches them).
  static let engineBugs = [EngineBug.entersForegroundOnColdLaunch, .dropsEighthReactivation, .dropsThirdReturn]

  /// What `lifecycle conform` explores.
  static let explorer = Explorer(.mixed(seed: 1), budget: 20_000)

  @Test("every bug declared known: listed once each, known, with walks; the stale declaration not seen")
  func everyBugKnown() async {
    let undeclared = await ConformanceReport(engine: "three", exploring: Self.explorer) {
      BrokenEngine(bugs: Self.engineBugs)
    }.bugs
    #expect(undeclared.count == 3 && undeclared.allSatisfy { !$0.isKnown }, "\(undeclared.map(\.summary))")
    // Bugs only a walk shows are among them: the ones that vanished when declared.
    #expect(undeclared.contains { $0.scenarios.isEmpty })
    let stale = KnownFailure(rule: "duplicate", stimulus: "memoryWarning", reason: "fixed last week")
    let declarations =
      undeclared.map {
        KnownFailure(rule: $0.rule, callback: $0.signature.events.first, reason: "known: \($0.summary)")
      } + [stale]
    let report = await ConformanceReport(engine: "three", exploring: Self.explorer) {
      Declaring(base: BrokenEngine(bugs: Self.engineBugs), knownFailures: declarations)
    }
    let bugs = report.bugs
    #expect(Set(bugs.map(\.signature)) == Set(undeclared.map(\.signature)), "\(bugs.map(\.summary))")
    #expect(bugs.count == undeclared.count, "a bug listed twice: \(bugs.map(\.summary))")
    for bug in bugs {
      #expect(bug.isKnown && bug.walks > 0, "\(bug.summary): \(bug.seen)")
      // Its witness shows it, at the step it names, shrunk or not.
      let alone = await ConformanceDriver().record(BrokenEngine(bugs: Self.engineBugs), bug.witness.script)
      #expect(alone.failures.contains { $0.signature == bug.signature && $0.step == bug.witness.step }, "\(bug)")
    }
    #expect(report.knownFailuresNotSeen == [stale])
    #expect(report.isConformant)
    #expect(report.badge.hasPrefix("three: 3 bugs, 3 known; scenarios: "), "\(report.badge)")
    // The report's files say the same: every bug known, with its walks.
    let documented = report.document.bugs
    #expect(documented.count == 3 && documented.allSatisfy { $0["known"] == .bool(true) })
    #expect(documented.allSatisfy { ($0["walks"]?.intValue ?? 0) > 0 }, "\(documented)")
    #expect(report.markdown.contains("3 bugs, 3 known; scenarios: "))
  }

  @Test("a bug one scenario declares known is known in walks too; failing other scenarios, it is a bug all the same")
  func knownByScenario() async {
    let reason = "foreground at launch (#1)"
    let report = await ConformanceReport(engine: "one", exploring: Explorer(.random(seed: 1), budget: 200)) {
      Declaring(
        base: BrokenEngine(.entersForegroundOnColdLaunch),
        knownFailures: [KnownFailure(scenario: "launch.first.app", reason: reason)])
    }
    // The walks meet it, known by the catalog's declaration: not a new bug of the exploration.
    #expect(report.exploration?.counterexamples.isEmpty == true)
    let sighting = report.exploration?.knownBugs.first
    #expect(sighting?.original.knownReason == reason && (sighting?.walks ?? 0) > 0)
    // The other launch scenarios fail for it: listed once, as a bug nobody expects, with the
    // witness of a scenario it fails and the walks that met it.
    let bugs = report.bugs
    #expect(bugs.count == 1 && !bugs[0].isKnown && bugs[0].walks > 0, "\(bugs.map(\.seen))")
    #expect(bugs.first?.scenarios.first == "launch.first.app")
    #expect(bugs.first?.witness.script.scenarioID != "launch.first.app")
    #expect(!report.isConformant)
    #expect(report.badge.hasPrefix("one: 1 bug; scenarios: "), "\(report.badge)")
    #expect(report.badge.contains(" 1 known failure"), "\(report.badge)")
  }

  @Test("the badge of a conformant engine counts no bugs, and of one with a bug nobody expects, the bug")
  func badgeCounts() async {
    let conformant = await ConformanceReport(engine: "reference") { ReferenceEngine(lifecycle: .app) }
    #expect(conformant.badge.hasPrefix("reference: no bugs; scenarios: "), "\(conformant.badge)")
    let broken = await ConformanceReport(engine: "broken") { BrokenEngine(.entersForegroundOnColdLaunch) }
    #expect(broken.badge.hasPrefix("broken: 1 bug; scenarios: "), "\(broken.badge)")
  }
}
