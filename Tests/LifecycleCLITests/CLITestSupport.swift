@testable import LifecycleCLI

/// Runs the CLI in process and captures what it prints.
struct CLIRun {
  let exitCode: ExitCode
  let stdout: String
  let stderr: String

  init(_ arguments: [String], stdin: [String] = []) {
    final class Buffer: @unchecked Sendable { var text = "" }
    let out = Buffer(), err = Buffer()
    var input = stdin[...]
    let console = Console(
      out: { out.text += $0 }, err: { err.text += $0 },
      readLine: { input.popFirst() }, isTerminal: false)
    exitCode = CLI.run(arguments, console: console)
    stdout = out.text
    stderr = err.text
  }
}
