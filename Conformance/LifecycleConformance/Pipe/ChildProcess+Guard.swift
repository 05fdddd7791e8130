import Foundation

// The C library itself: the guard is a process of its own, forked, that reads a pipe and signals.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ChildProcess {
  /// A small process beside a program that kills the program's process group if the kit dies,
  /// whatever kills it, `SIGKILL` included. `PR_SET_PDEATHSIG` (Linux only) reaches the program
  /// alone: a program it started, a shell's `python3 hang.py` that ignores `SIGTERM`, would live
  /// on. The guard blocks reading a pipe whose other end only the kit holds; the system closes that
  /// end when the kit dies, however it dies, and the guard then kills the group. The kit disarms it
  /// (a byte down the pipe) once it has ended the group itself, before the group's id can be
  /// another's.
  final class GroupGuard: @unchecked Sendable {
    /// The guard's process id.
    let id: pid_t
    /// The kit's end of the guard's pipe; -1 once disarmed.
    private var end: Int32

    /// Starts a guard for the process group `group`; `nil` when it cannot be started (the
    /// program then runs unguarded, as before guards).
    init?(group: pid_t) {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return nil }
      // The kit's end is closed on exec and above 2, as every end the kit keeps.
      let (read, write) = (ChildProcess.lifted(ends[0]), ChildProcess.lifted(ends[1]))
      let closeFrom = ChildProcess.closeRange
      let forked = SpawnThread.shared.run { Self.fork(watching: read, group: group, closeFrom: closeFrom) }
      close(read)
      guard forked > 0 else {
        close(write)
        return nil
      }
      id = forked
      end = write
    }

    /// Tells the guard that the group is ended, and collects its exit.
    func disarm() {
      guard end >= 0 else { return }
      var byte: UInt8 = 1
      _ = write(end, &byte, 1)
      close(end)
      end = -1
      var status: Int32 = 0
      while waitpid(id, &status, 0) < 0, errno == EINTR {}
    }

    deinit { disarm() }

    /// Forks the guard, with every signal blocked: in the child they stay blocked, so that only
    /// `SIGKILL` ends a guard before its work is done. The guard's id, or minus the fork's errno.
    private static func fork(watching end: Int32, group: pid_t, closeFrom: CloseRange?) -> pid_t {
      var all = sigset_t()
      var previous = sigset_t()
      sigfillset(&all)
      pthread_sigmask(SIG_SETMASK, &all, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      #if canImport(Glibc)
      let child = Glibc.fork()
      #else
      let child = Darwin.fork()
      #endif
      if child == 0 { watch(end, group: group, closeFrom: closeFrom) }
      return child < 0 ? -errno : child
    }

    /// In the guard: a group of its own (a Ctrl-C or a `kill` of the kit's job does not reach it),
    /// no descriptor but its end of the pipe (it must hold none of the engine's pipes, nor another
    /// guard's), then a read until the kit's byte (disarmed) or the pipe's end (the kit is gone).
    /// Only calls that are safe after a fork.
    private static func watch(_ end: Int32, group: pid_t, closeFrom: CloseRange?) -> Never {
      _ = setpgid(0, 0)
      let closed = closeFrom.map { closeRange in
        (closeRange(0, UInt32(end - 1), 0) == 0) && closeRange(UInt32(end + 1), .max, 0) == 0
      }
      if closed != true {
        for descriptor in 0..<max(3, min(Int32(clamping: sysconf(Int32(_SC_OPEN_MAX))), 65_536))
        where descriptor != end {
          close(descriptor)
        }
      }
      var byte: UInt8 = 0
      while true {
        let count = read(end, &byte, 1)
        if count > 0 { _exit(0) }
        if count < 0, errno == EINTR { continue }
        break
      }
      _ = sendSignal(-group, SIGKILL)
      _exit(0)
    }
  }
}
