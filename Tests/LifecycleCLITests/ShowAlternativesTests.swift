import Lifecycle
import Testing

@testable import LifecycleCLI

/// `lifecycle show` on what most scenarios do not have: steps with several allowed outcomes, and
/// the scenario as JSON.
@Suite("show: alternatives and JSON")
struct ShowAlternativesTests {
  @Test("a step with alternatives shows each one numbered, with its source and the states after it")
  func alternatives() async throws {
    let scenario = try #require(Scenario.all.first { $0.steps.contains { $0.outcomes.count > 1 } })
    let step = try #require(scenario.steps.first { $0.outcomes.count > 1 })
    let run = await CLIRun(["show", scenario.id])
    #expect(run.exitCode == .success)
    #expect(run.stderr.isEmpty)
    for (index, outcome) in step.outcomes.enumerated() {
      let why = outcome.provenance.map { " (\($0.kind.rawValue): \($0.note))" } ?? ""
      #expect(run.stdout.contains("\n  Alternative \(index + 1) of \(step.outcomes.count)\(why)\n"), "\(run.stdout)")
      #expect(run.stdout.contains("\n    then: \(outcome.states)\n"), "\(run.stdout)")
    }
  }

  @Test("--format json prints the scenario's JSON object, as the catalog renders it")
  func json() async throws {
    let scenario = try #require(Scenario.named("home-press.scene"))
    let run = await CLIRun(["show", scenario.id, "--format", "json"])
    #expect(run.exitCode == .success)
    #expect(run.stdout == scenario.json.pretty)
    #expect(JSONValue(parsing: run.stdout)?["id"]?.stringValue == "home-press.scene")
  }
}
