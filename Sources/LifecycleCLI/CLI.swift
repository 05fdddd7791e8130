import Lifecycle

/// `lifecycle <command> [options]`: dispatch, help, and the error conventions.
enum CLI {
  /// Every command, in the order `--help` lists them.
  static let commands: [any Command.Type] = [
    DocsCommand.self, ListCommand.self, ShowCommand.self, VerifyCommand.self, RecordCommand.self,
    ResponsesCommand.self, SimulateCommand.self, ExerciseCommand.self, ConformCommand.self,
  ]

  static let usage = "lifecycle <command> [options]"

  /// Runs one command line and returns its exit code: the executable's entry point, and the
  /// tests'. Never exits or crashes on bad input, nor on an output that cannot be written (then
  /// says so on standard error, if it can, and returns `.unwritableOutput`).
  static func run(_ argv: [String], console: Console) async -> ExitCode {
    let code = await dispatch(argv, console: console)
    if let failure = console.outputFailure() {
      console.err("Error: cannot write to standard output: \(failure)\n")
      return .unwritableOutput
    }
    return code
  }

  private static func dispatch(_ argv: [String], console: Console) async -> ExitCode {
    guard let name = argv.first else {
      let names = commands.map { $0.name }.joined(separator: ", ")
      return fail(
        UsageError("missing command; one of: \(names) (lifecycle --help describes them)"),
        usage: usage, console)
    }
    if name == "--version" {
      console.out("lifecycle \(LifecycleKit.version) (trace format \(LifecycleKit.traceFormatVersion))\n")
      return .success
    }
    guard name != "--help", name != "-h", name != "help" else {
      if argv.count > 1, let command = commands.first(where: { $0.name == argv[1] }) {
        printHelp(command, console)
      } else {
        console.out(overview)
      }
      return .success
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      return fail(UsageError(NearestName.unknown("command", name, in: commands.map { $0.name })), usage: usage, console)
    }
    var arguments = Arguments(Array(argv.dropFirst()))
    if arguments.flag("--help") || arguments.flag("-h") {
      printHelp(command, console)
      return .success
    }
    do {
      return try await command.run(&arguments, console: console)
    } catch {
      return fail(error, usage: command.usage, console)
    }
  }

  static func fail(_ error: UsageError, usage: String, _ console: Console) -> ExitCode {
    console.err("Error: \(error.message)\nUsage: \(usage)\n")
    return .usage
  }

  private static func printHelp(_ command: any Command.Type, _ console: Console) {
    console.out("Usage: \(command.usage)\n\n\(command.help)\n")
  }

  private static var overview: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    let lines = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
    return """
      lifecycle: the iOS app and scene lifecycle, as executable truth.

      Usage: \(usage)

      Commands:
      \(lines.joined(separator: "\n"))

      Run `lifecycle <command> --help` for a command's options; `lifecycle --version` for the version.

      """
  }
}
