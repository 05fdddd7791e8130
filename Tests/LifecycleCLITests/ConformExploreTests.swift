import Foundation
import LifecycleConformance
import Testing

@testable import LifecycleCLI

/// `lifecycle conform --explore`: the random walks, swarm runs and the transition tour over the
/// engine protocol, each reported with its coverage of the model and named after its strategy.
@Suite("lifecycle conform --explore")
struct ConformExploreTests {
  typealias Run = ConformCommandTests.Run

  @Test("The tour over the pipe reports its coverage of the model, and a conformant engine exits 0")
  func tour() async throws {
    let tag = ConformCommandTests.tag()
    let run = await Run(["--explore", "tour", "--budget", "1", "--", ConformCommandTests.host, "app", tag])
    #expect(run.exitCode == .success, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Exploration: exploration (transition tour): "), "\(run.stdout)")
    #expect(run.stdout.contains(", no failure\n  coverage, app-based:\n    states: "), "\(run.stdout)")
    #expect(run.stdout.contains("    transitions: "), "\(run.stdout)")
    // The listed reference engine always gives the first answer: what only another answer reaches
    // stays untaken, and is named.
    #expect(run.stdout.contains("    never taken ("), "\(run.stdout)")
    #expect(ConformCommandTests.leftBehind(tag).isEmpty)
  }

  @Test("Swarm runs find a broken engine's bug: exit 1, the strategy and seed named, the bug's trace")
  func swarm() async throws {
    let folder = NSTemporaryDirectory() + "conform-swarm-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = await Run([
      "--explore", "swarm", "--seed", "2", "--budget", "5000", "--report", folder, "--",
      ConformCommandTests.host, "scene", "--bug", "doubles-become-active",
    ])
    #expect(run.exitCode == .failure, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Exploration: exploration (swarm, seed 2): "), "\(run.stdout)")
    #expect(run.stdout.contains(", 1 bug (above)\n  coverage, scene-based"), "\(run.stdout)")
    #expect(
      run.stdout.hasPrefix("Bugs: 1\nBug 1: duplicate sceneDidBecomeActive(_:) at a launch and on "), "\(run.stdout)")
    let traces = try FileManager.default.contentsOfDirectory(atPath: folder + "/traces")
    #expect(traces.contains("bug-1.jsonl"), "\(traces)")
  }

  @Test("--stop-at-first-bug ends the exploration at the first bug: the catalog's, so no walk runs")
  func stopAtFirstBug() async throws {
    let run = await Run([
      "--stop-at-first-bug", "--budget", "5000", "--", ConformCommandTests.host, "scene", "--bug",
      "doubles-become-active",
    ])
    #expect(run.exitCode == .failure, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasPrefix("Bugs: 1\n"), "\(run.stdout)")
    #expect(
      run.stdout.contains("Exploration: exploration (random and swarm, seed 1): 0 stimuli in 0 runs, 1 bug (above)"),
      "\(run.stdout)")
  }

  @Test("conform's usage and help name --stop-at-first-bug and the default strategy, mixed")
  func usageNamesStopAtFirstBug() {
    #expect(ConformCommand.usage.contains("[--explore mixed|random|swarm|tour]"))
    #expect(ConformCommand.usage.contains("[--stop-at-first-bug]"))
    #expect(ConformCommand.help.contains("--stop-at-first-bug end the exploration at the first step that shows a bug"))
  }

  @Test("conform explores the budget an Explorer explores unless told, and its help says which")
  @MainActor
  func defaultBudget() throws {
    var arguments = Arguments(["--", "engine"])
    #expect(try ConformCommand.Options(&arguments).budget == Explorer(.mixed(seed: 1)).budget)
    #expect(ConformCommand.help.contains("(default 20000;"), "\(ConformCommand.help)")
  }

  @Test("An unknown strategy is a usage error that lists the choices")
  func unknownStrategy() async {
    let run = await Run(["--explore", "sideways", "--", ConformCommandTests.host])
    #expect(run.exitCode == .usage)
    #expect(
      run.stderr.contains("invalid value 'sideways' for --explore; expected one of: mixed, random, swarm, tour"),
      "\(run.stderr)")
  }
}
