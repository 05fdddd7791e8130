/// One `lifecycle` subcommand.
protocol Command: Sendable {
  /// The word that selects it: `list`.
  static var name: String { get }
  /// One line for `lifecycle --help`.
  static var summary: String { get }
  /// The synopsis after `Usage: `, such as `lifecycle show ID [--format text|json]`.
  static var usage: String { get }
  /// The full `--help` text after the usage line: what it does, its options, an example.
  static var help: String { get }
  /// Runs with the arguments after the command's name. Asynchronous for `conform`, which awaits
  /// an engine; every other command is synchronous, and witnesses it as it is.
  static func run(_ arguments: inout Arguments, console: Console) async throws(UsageError) -> ExitCode
}
