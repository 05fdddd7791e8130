import Foundation

/// Where a command reads and writes: the process's streams, or buffers in tests.
struct Console {
  /// Writes to standard output.
  var out: (String) -> Void
  /// Writes to standard error.
  var err: (String) -> Void
  /// Reads one line of standard input, without its newline; `nil` at the end.
  var readLine: () -> String?
  /// Whether standard output is a terminal (escape codes only then).
  var isTerminal: Bool
  /// Whether standard input is a terminal (a person typing, so prompts are shown).
  var isInteractive = false

  /// The process's own streams.
  static var standard: Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      readLine: { Swift.readLine(strippingNewline: true) },
      isTerminal: isatty(STDOUT_FILENO) == 1,
      isInteractive: isatty(STDIN_FILENO) == 1)
  }

  /// Writes a line to standard output.
  func print(_ line: String = "") { out(line + "\n") }
}
