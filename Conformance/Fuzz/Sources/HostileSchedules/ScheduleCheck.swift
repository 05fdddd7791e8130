import Foundation
import Lifecycle
import LifecycleConformance

/// Runs the catalog on an engine that follows one hostile schedule, through the kit's public
/// API (`ConformanceReport`), and traps unless the report says exactly what the engine did: for
/// each scenario that ran, a pass when its run did nothing hostile, else a failure whose first
/// rule is the expected fault's (`wrong-thread` for the first step with a callback off the main
/// thread, `outside-step` for one whose callbacks came after `perform` returned or during
/// `prepare`), naming the bug that breaks that rule, names that callback and lists the
/// scenario, and whose witness (when this scenario is its witness) ends at that step. A crash
/// or a hang of the kit is a failure too, found by whoever runs this.
@MainActor
public func checkHostileSchedule(_ bytes: [UInt8]) async {
  let schedule = HostileSchedule(bytes)
  let log = ScheduledEngine.Log()
  let report = await ConformanceReport(engine: "HostileSchedule") { ScheduledEngine(schedule, log: log) }
  let published: PublishedReport
  do {
    published = try JSONDecoder().decode(PublishedReport.self, from: Data(report.jsonText.utf8))
  } catch {
    preconditionFailure("\(bytes): the report is not the JSON it should be: \(error)")
  }
  // The scenarios that ran, in catalog order, each on a fresh engine: one log entry each.
  let ran = published.scenarios.filter { $0.verdict != "skip" }
  precondition(ran.count == log.runs.count, "\(bytes): \(ran.count) scenarios ran, \(log.runs.count) engines")
  precondition(!ran.isEmpty, "\(bytes): no scenario ran")
  for (scenario, expected) in zip(ran, log.runs) {
    let context = "\(bytes): \(scenario.id)"
    guard let expected else {
      precondition(scenario.verdict == "pass", "\(context): a correct run was judged \(scenario.verdict)")
      continue
    }
    precondition(
      scenario.verdict == "fail" && scenario.rules?.first == expected.rule,
      "\(context): expected step \(expected.step): \(expected.rule) on \(expected.callback); got \(scenario)")
    guard let number = scenario.firstBug, (1...report.bugs.count).contains(number) else {
      preconditionFailure("\(context): the reason names no bug: \(scenario)")
    }
    let bug = report.bugs[number - 1]
    precondition(
      bug.rule == expected.rule && bug.summary.contains(expected.callback) && bug.scenarios.contains(scenario.id),
      "\(context): expected \(expected.rule) on \(expected.callback); bug \(number) is \(bug)")
    if bug.scenarios.first == scenario.id {
      precondition(
        bug.stimuli.count == expected.step, "\(context): expected step \(expected.step); bug \(number) is \(bug)")
    }
    _ = bug.description
  }
  precondition(report.isConformant == log.runs.allSatisfy { $0 == nil }, "\(bytes): \(report.badge)")
}

/// The part of `report.json` the check reads, decoded as any reader of the published format
/// would.
private struct PublishedReport: Decodable {
  struct Scenario: Decodable, CustomStringConvertible {
    var id: String
    var verdict: String
    var reason: String?
    var rules: [String]?

    /// The number of the first bug the reason names (`bug 2: …`).
    var firstBug: Int? {
      guard let reason, reason.hasPrefix("bug ") else { return nil }
      return Int(reason.dropFirst(4).prefix { $0.isNumber })
    }

    var description: String { "\(verdict) (\(reason ?? "")) \(rules ?? [])" }
  }

  var scenarios: [Scenario]
}
