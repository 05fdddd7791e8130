@testable import LifecycleCLI

/// Runs the CLI in process and captures what it prints.
struct CLIRun {
  let exitCode: ExitCode
  let stdout: String
  let stderr: String

  init(_ arguments: [String], stdin: [String] = []) async {
    final class Buffer: @unchecked Sendable {
      var text = ""
      var input: ArraySlice<String> = []
    }
    let out = Buffer(), err = Buffer()
    out.input = stdin[...]
    let console = Console(
      out: { out.text += $0 }, err: { err.text += $0 },
      readLine: { out.input.popFirst() }, isTerminal: false)
    exitCode = await CLI.run(arguments, console: console)
    stdout = out.text
    stderr = err.text
  }
}
