import Foundation
import Lifecycle
import Testing

@testable import LifecycleCLI

@Suite("lifecycle list and show")
struct ListAndShowTests {
  @Test("list prints one row per scenario")
  func listText() async {
    let run = await CLIRun(["list"])
    #expect(run.exitCode == .success)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("ID") == true)
    #expect(lines.count == Scenario.all.count + 1)
    #expect(lines.contains { $0.hasPrefix("launch.first.scene ") })
  }

  @Test("list --format json is an array of scenarios with their steps")
  func listJSON() async throws {
    let run = await CLIRun(["list", "--format", "json"])
    #expect(run.exitCode == .success)
    let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == Scenario.all.count)
    let first = try #require(array.first { $0["id"] as? String == "launch.first.app" })
    #expect(first["family"] as? String == "launch")
    #expect(first["lifecycle"] as? String == "app")
    let steps = try #require(first["steps"] as? [[String: Any]])
    #expect(steps.first?["stimulus"] as? String == "tapIcon")
    let outcome = try #require((steps.first?["outcomes"] as? [[String: Any]])?.first)
    let events = try #require(outcome["events"] as? [[String: Any]])
    #expect(events.first?["callback"] as? String == "application(_:willFinishLaunchingWithOptions:)")
  }

  @Test("list filters by family and lifecycle")
  func listFilters() async {
    let run = await CLIRun(["list", "--family", "launch", "--lifecycle", "scene"])
    let ids = run.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
    #expect(ids == Scenario.all.filter { $0.family == .launch && $0.lifecycle == .scene }.map(\.id))
  }

  @Test("show prints each step's events in order and the states after")
  func show() async {
    let run = await CLIRun(["show", "launch.first.scene"])
    #expect(run.exitCode == .success)
    #expect(run.stdout.contains("Step 1: tapIcon"))
    let willFinish = run.stdout.range(of: "application(_:willFinishLaunchingWithOptions:)")
    let active = run.stdout.range(of: "sceneDidBecomeActive(_:)")
    #expect(willFinish != nil && active != nil && willFinish!.lowerBound < active!.lowerBound)
    #expect(run.stdout.contains("then: app active; main foregroundActive"))
  }

  @Test(
    "bad command lines get one error line, a usage line and exit 2",
    arguments: [
      (
        [],
        "Error: missing command; one of: docs, list, show, verify, record, responses, simulate, exercise, conform (lifecycle --help describes them)"
      ),
      (["bogus"], "Error: unknown command 'bogus'"),
      (["lst"], "Error: unknown command 'lst'; did you mean 'list'?"),
      (["list", "--format", "yaml"], "Error: invalid value 'yaml' for --format; expected one of: text, json"),
      (["list", "--colour"], "Error: unknown option '--colour'"),
      (["show"], "Error: missing scenario ID"),
      (["show", "lanch.first.app"], "Error: unknown scenario 'lanch.first.app'; did you mean 'launch.first.app'?"),
      (["show", "launch.first.app", "extra"], "Error: unexpected argument 'extra'"),
    ])
  func badCommandLines(arguments: [String], error: String) async {
    let run = await CLIRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.stdout.isEmpty)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first.map(String.init) == error)
    #expect(lines.last?.hasPrefix("Usage: lifecycle") == true)
  }

  @Test("--help is available on every command")
  func help() async {
    for command in CLI.commands {
      let run = await CLIRun([command.name, "--help"])
      #expect(run.exitCode == .success)
      #expect(run.stdout.hasPrefix("Usage: \(command.usage)"))
    }
    #expect(await CLIRun(["--help"]).stdout.contains("Commands:"))
  }

  @Test("help COMMAND prints that command's help, as COMMAND --help does")
  func helpCommand() async {
    for command in CLI.commands {
      let run = await CLIRun(["help", command.name])
      #expect(run.exitCode == .success)
      let help = await CLIRun([command.name, "--help"])
      #expect(run.stdout == help.stdout)
    }
    let (nonsense, overview) = (await CLIRun(["help", "nonsense"]), await CLIRun(["--help"]))
    #expect(nonsense.stdout == overview.stdout)
  }

  @Test("--version prints the package's one version and the trace format it speaks")
  func version() async {
    let run = await CLIRun(["--version"])
    #expect(run.exitCode == .success)
    #expect(run.stdout == "lifecycle \(LifecycleKit.version) (trace format 1.1)\n")
    #expect(LifecycleKit.version.split(separator: ".").count == 3)
  }
}
