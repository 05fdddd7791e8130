import Testing

@testable import LifecycleCLI

/// An option left on the command line is named for what is wrong with it: given twice, or
/// unknown, before any complaint about a missing argument.
@Suite("Command-line options")
struct ArgumentsTests {
  @Test(
    "a repeated option or flag is said to be given twice, not unknown",
    arguments: [
      (["verify", "--format", "json", "--format", "text", "x"], "Error: option --format is given twice"),
      (["verify", "--format=json", "x", "--format", "text"], "Error: option --format is given twice"),
      (["record", "--notifications", "--notifications", "tapIcon"], "Error: option --notifications is given twice"),
      (["list", "--family", "launch", "--family", "relaunch"], "Error: option --family is given twice"),
      (["list", "--format", "json", "--format"], "Error: option --format is given twice"),
      (["docs", "--check", "--check"], "Error: option --check is given twice"),
      (["exercise", "--seed", "1", "--seed=2"], "Error: option --seed is given twice"),
    ])
  func repeated(arguments: [String], error: String) async {
    let run = await CLIRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.stdout.isEmpty)
    let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first.map(String.init) == error)
    #expect(lines.dropFirst().first?.hasPrefix("Usage: lifecycle \(arguments[0])") == true)
  }

  @Test(
    "an unknown option alone is reported as unknown, not as a missing argument",
    arguments: [
      (["show", "-x"], "Error: unknown option '-x'"),
      (["verify", "-x"], "Error: unknown option '-x'"),
      (["verify", "--format", "json", "--strict"], "Error: unknown option '--strict'"),
      (["show", "-x", "home-press.scene"], "Error: unknown option '-x'"),
      (["record", "tapIcon", "--colour"], "Error: unknown option '--colour'"),
    ])
  func unknownAlone(arguments: [String], error: String) async {
    let run = await CLIRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.stderr.hasPrefix(error + "\nUsage: lifecycle \(arguments[0])"), "\(run.stderr)")
  }

  @Test("a missing argument with no option left over is still reported as missing")
  func missing() async {
    #expect(await CLIRun(["show", "--format", "json"]).stderr.hasPrefix("Error: missing scenario ID\n"))
    #expect(await CLIRun(["verify", "--format", "json"]).stderr.hasPrefix("Error: missing trace file;"))
  }

  @Test("the words after -- are a command to run: no option reads them, and a command that runs none refuses them")
  func afterDashes() async {
    var arguments = Arguments(["--seed", "7", "--", "python3", "engine.py", "--seed", "--help"])
    #expect(arguments.flag("--help") == false)
    #expect((try? arguments.option("--seed")) == "7")
    #expect(arguments.command() == ["python3", "engine.py", "--seed", "--help"])
    #expect((try? arguments.finish()) != nil)

    var bare = Arguments(["--"])
    #expect(bare.command() == [])
    var plain = Arguments(["x"])
    #expect(plain.command() == nil)

    let run = await CLIRun(["list", "--", "x"])
    #expect(run.exitCode == .usage)
    #expect(run.stderr.hasPrefix("Error: unexpected '--': this command runs no other command\n"))
  }

  @Test("conform reads its own --help before --, and leaves one after it to the command it runs")
  func conformHelp() async {
    let help = await CLIRun(["conform", "--help"])
    #expect(help.exitCode == .success)
    #expect(help.stdout.hasPrefix("Usage: lifecycle conform"))
    // After `--`, `--help` is the command's own: conform starts it, and it cannot be started.
    let run = await CLIRun(["conform", "--budget", "0", "--", "/nonexistent/engine", "--help"])
    #expect(run.exitCode == .usage)
    #expect(!run.stdout.contains("Usage: lifecycle conform"))
    #expect(run.stderr.contains("/nonexistent/engine"), "\(run.stderr)")
  }
}
