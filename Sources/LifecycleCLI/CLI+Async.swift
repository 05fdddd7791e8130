import LifecycleConformance

extension CLI {
  /// Runs one command line, `conform` included: the entry point of the executable. `conform`
  /// awaits the kit's driver on the main actor; every other command is `run(_:console:)`.
  @MainActor
  static func main(_ argv: [String], console: Console) async -> ExitCode {
    guard argv.first == ConformCommand.name else { return run(argv, console: console) }
    let words = Array(argv.dropFirst())
    let options = words.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      console.out("Usage: \(ConformCommand.usage)\n\n\(ConformCommand.help)\n")
      return .success
    }
    let interrupts = InterruptHandler()
    defer { interrupts.remove() }
    var code: ExitCode
    do {
      code = try await ConformCommand.run(words, console: console)
    } catch {
      code = fail(error, usage: ConformCommand.usage, console)
    }
    if let failure = console.outputFailure() {
      console.err("Error: cannot write to standard output: \(failure)\n")
      code = .unwritableOutput
    }
    return code
  }
}
