import Dispatch
import Foundation
import LifecycleConformance

// The C library itself: signal handling, and `write`, `pipe` and `_exit`, the calls a handler
// may make.
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
/// The signal handler only notes the signal and wakes a thread of its own, which does the rest:
/// the main thread may be waiting on the engine. A signal noted before `remove()` ends the CLI
/// there too, whoever comes first: the command may finish (the report renamed into place, the
/// verdict printed) before that thread wakes, and must not then exit with its verdict's code.
final class InterruptHandler: Sendable {
  private let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  init() {
    _ = Self.wake
    // A signal blocked by whoever started the CLI (a test runner, a service manager) would
    // otherwise wait unhandled for ever: this thread takes them.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for number in signals { sigaddset(&blocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
    for number in signals {
      signal(number) { number in
        // Only what a signal handler may do: note the first signal, and wake the thread.
        if InterruptHandler.received == 0 { InterruptHandler.received = number }
        var byte: UInt8 = 1
        _ = write(InterruptHandler.wake, &byte, 1)
      }
    }
  }

  /// Restores the default handling, then ends the CLI as the handler would if a signal came
  /// before: one that comes after it ends the process by its default action, with the same code.
  func remove() {
    for number in signals { signal(number, SIG_DFL) }
    if Self.received != 0 { Self.finish() }
  }

  /// The first signal received, 0 before any: written by the signal handler alone.
  nonisolated(unsafe) private static var received: Int32 = 0

  /// The end of a pipe the signal handler writes a byte to, made once a process with the thread
  /// that waits on it (before any handler is installed, so never first touched in one).
  private static let wake: Int32 = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return -1 }
    // Neither end goes to an engine.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let reader = ends[0]
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while true {
        let count = read(reader, &byte, 1)
        if count == 1 { finish() }
        if count == 0 || errno != EINTR { return }
      }
    }
    return ends[1]
  }()

  /// Whether `finish` has begun, on either thread: the other waits for its `_exit`.
  nonisolated(unsafe) private static var finishing = false
  private static let lock = NSLock()

  /// Kills the engines, says so, and exits with 128 plus the signal; once, whichever thread
  /// comes first.
  private static func finish() -> Never {
    lock.lock()
    if finishing {
      lock.unlock()
      while true { pause() }
    }
    finishing = true
    lock.unlock()
    let number = received
    PipeEngine.killAll()
    let message = "\nlifecycle conform: interrupted (signal \(number)); the engine was killed\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    _exit(128 + number)
  }
}
