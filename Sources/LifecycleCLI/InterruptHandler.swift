import Dispatch
import LifecycleConformance

// The C library itself: signal handling, and `write` and `_exit`, the calls a handler may make.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
