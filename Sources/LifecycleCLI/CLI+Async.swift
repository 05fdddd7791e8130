import Dispatch
import LifecycleConformance

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// While `conform` runs, `SIGINT` (Ctrl-C), `SIGTERM`, `SIGHUP` (the terminal closed) and
/// `SIGQUIT` kill every engine process and its process group (a shell's children too: each
/// engine is started in a group of its own), then end the CLI with 128 plus the signal, as a
/// shell reports it. (A `SIGKILL` cannot be handled: on Linux each engine is started to die with
/// the CLI.)
///
/// The handler runs on a queue of its own: the main thread may be waiting on the engine.
final class InterruptHandler: @unchecked Sendable {
  private var sources: [any DispatchSourceSignal] = []
  private let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  init() {
    for number in signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        PipeEngine.killAll()
        let message = "\nlifecycle conform: interrupted (signal \(number)); the engine was killed\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        _exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Restores the default handling.
  func remove() {
    for source in sources { source.cancel() }
    for number in signals { signal(number, SIG_DFL) }
  }
}
