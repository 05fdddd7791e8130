import Foundation

// The C library itself: fork, exec, process groups, signals and pipes are this file's job.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program the kit started, with pipes for its standard input, output and error, in a process
/// group of its own (its id is the program's), started as a program expects to be: every signal
/// at its default action and none blocked, whatever the kit ignores or blocks, and no descriptor
/// of the kit's but the three pipes. When the kit dies, even by `SIGKILL`, its group is killed
/// (`GroupGuard`), and on Linux the program itself too.
///
/// Its exit is observed without reaping it (`waitid` with `WNOWAIT`): until `reap()`, the
/// program's id, and so its group's, cannot be given to another process, so signalling the group
/// after the program exited reaches what it started, never a stranger.
final class ChildProcess: @unchecked Sendable {
  /// The program's process id, which is also its process group's.
  let id: pid_t
  /// The kit's end of the program's standard input.
  let input: Int32
  /// The kit's end of the program's standard output.
  let output: Int32
  /// The kit's end of the program's standard error.
  let errors: Int32

  /// How a program ended.
  enum Termination: Equatable {
    case exited(Int32)
    case signalled(Int32)
  }

  private let lock = NSLock()
  /// Kills the program's group if the kit dies first (see `GroupGuard`).
  private var groupGuard: GroupGuard?
  private var ended: Termination?
  private var isReaped = false

  /// Why the program could not be started.
  struct SpawnError: Error {
    let code: Int32
    var reason: String { SystemError.message(code) }
  }

  /// Starts the program at `path` with `arguments` (its `argv[0]` is `path`).
  init(path: String, arguments: [String]) throws(SpawnError) {
    // What the kit has open and must close if the start fails.
    var open: Set<Int32> = []
    defer { for descriptor in open { close(descriptor) } }
    // Each end the kit keeps is closed on exec, so that no other engine inherits it; each is
    // above 2, so that putting the child's ends in place cannot overwrite another.
    func pipePair() throws(SpawnError) -> (read: Int32, write: Int32) {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw SpawnError(code: errno) }
      let pair = (read: Self.lifted(ends[0]), write: Self.lifted(ends[1]))
      open.formUnion([pair.read, pair.write])
      return pair
    }
    let (stdin, stdout, stderr, status) = (try pipePair(), try pipePair(), try pipePair(), try pipePair())
    Self.widen(stderr.read)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    let ends = Self.ChildEnds(
      input: stdin.read, output: stdout.write, errors: stderr.write, status: status.write,
      closeFrom: Self.closeRange, parent: getpid(), deathSignal: Self.deathSignal)
    let spawned = SpawnThread.shared.run { Self.fork(path: argv[0]!, argv: argv, ends) }
    for descriptor in [stdin.read, stdout.write, stderr.write, status.write] { close(open.remove(descriptor)!) }
    guard spawned > 0 else { throw SpawnError(code: -spawned) }
    // The status pipe ends at the exec (it is closed on exec), or carries the exec's errno.
    var code: Int32 = 0
    var count = 0
    repeat { count = read(status.read, &code, MemoryLayout<Int32>.size) } while count < 0 && errno == EINTR
    close(open.remove(status.read)!)
    if count == MemoryLayout<Int32>.size {
      var ignored: Int32 = 0
      while waitpid(spawned, &ignored, 0) < 0, errno == EINTR {}
      throw SpawnError(code: code)
    }
    id = spawned
    (input, output, errors) = (stdin.write, stdout.read, stderr.read)
    open = []
    groupGuard = GroupGuard(group: spawned)
  }

  // MARK: State

  /// How the program ended, once it has; `nil` while it runs. Never waits, never reaps.
  var termination: Termination? {
    lock.lock()
    defer { lock.unlock() }
    if let ended { return ended }
    var info = siginfo_t()
    guard waitid(P_PID, id_t(id), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return nil }
    #if canImport(Glibc)
    let (pid, status) = (info._sifields._sigchld.si_pid, info._sifields._sigchld.si_status)
    #else
    let (pid, status) = (info.si_pid, info.si_status)
    #endif
    guard pid == id else { return nil }
    ended = info.si_code == Int32(CLD_EXITED) ? .exited(status) : .signalled(status)
    return ended
  }

  var isRunning: Bool { termination == nil }

  /// Waits up to `duration` for the program to end; whether it has.
  func waitForExit(upTo duration: Duration) -> Bool {
    let deadline = ContinuousClock.now + duration
    while isRunning {
      guard ContinuousClock.now < deadline else { return false }
      usleep(1_000)
    }
    return true
  }

  // MARK: Signals

  /// Sends `signal` to the program's process group and to the program (which may have left the
  /// group). Harmless once both are gone.
  func signal(_ signal: Int32) {
    lock.lock()
    defer { lock.unlock() }
    // Reaped, the id may be another process's: never signal it then.
    guard !isReaped else { return }
    _ = sendSignal(-id, signal)
    _ = sendSignal(id, signal)
  }

  /// Ends what is left of the program's group once the program has ended or been killed: the
  /// programs it started get `SIGTERM`, and `SIGKILL` if they outlive `grace`. Reaps the program.
  func endGroup(after grace: Duration) {
    signal(SIGTERM)
    reap()
    // Reaped, the program no longer counts as a member: the group is alive while a program it
    // started is, and until then its id is given to no other process.
    let deadline = ContinuousClock.now + grace
    while sendSignal(-id, 0) == 0, ContinuousClock.now < deadline { usleep(1_000) }
    if sendSignal(-id, 0) == 0 { _ = sendSignal(-id, SIGKILL) }
    // The group is ended: its id may soon be another's, which the guard must never signal.
    groupGuard?.disarm()
    groupGuard = nil
  }

  /// Collects the program's exit status, once it has ended; afterwards its id is free for the
  /// system to give again.
  func reap() {
    lock.lock()
    defer { lock.unlock() }
    guard !isReaped else { return }
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(id, &status, WNOHANG) } while result < 0 && errno == EINTR
    // Not ended (a process stuck in the kernel): left for the system, and never signalled again.
    isReaped = true
  }

  // MARK: Starting

  /// What the child process needs between `fork` and `exec`, computed before the fork: after it,
  /// only calls that are safe in a copy of a multithreaded process may be made.
  private struct ChildEnds {
    let input: Int32
    let output: Int32
    let errors: Int32
    let status: Int32
    let closeFrom: CloseRange?
    let parent: pid_t
    let deathSignal: DeathSignal?
  }

  typealias CloseRange = @convention(c) (UInt32, UInt32, Int32) -> Int32
  private typealias DeathSignal = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

  /// `close_range(2)`, where the C library has it (glibc 2.34 and later).
  static let closeRange: CloseRange? = {
    #if canImport(Glibc)
    // Not in the Glibc module's headers; looked up once, before any fork.
    return dlsym(nil, "close_range").map { unsafeBitCast($0, to: CloseRange.self) }
    #else
    return nil
    #endif
  }()

  /// `prctl(2)` on Linux, for `PR_SET_PDEATHSIG`: variadic in C, so not imported, and called here
  /// with the four arguments it reads.
  private static let deathSignal: DeathSignal? = {
    #if os(Linux)
    return dlsym(nil, "prctl").map { unsafeBitCast($0, to: DeathSignal.self) }
    #else
    return nil
    #endif
  }()

  /// Forks, with every signal blocked so that no handler of the kit's runs in the child, and
  /// execs the program in the child; the child's id, or minus the fork's errno.
  private static func fork(
    path: UnsafeMutablePointer<CChar>, argv: [UnsafeMutablePointer<CChar>?], _ ends: ChildEnds
  ) -> pid_t {
    var all = sigset_t()
    var previous = sigset_t()
    sigfillset(&all)
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return argv.withUnsafeBufferPointer { argv in
      #if canImport(Glibc)
      let child = Glibc.fork()
      #else
      let child = Darwin.fork()
      #endif
      if child == 0 { Self.exec(path, argv.baseAddress!, ends) }
      return child < 0 ? -errno : child
    }
  }

  /// In the child: dies with the kit (Linux), leads a group of its own, puts the pipes in place,
  /// closes every other descriptor but the status pipe (closed by the exec), resets every signal,
  /// and becomes the program; writes the errno to the status pipe when the exec fails. Only calls
  /// that are safe after a fork, on values made before it.
  private static func exec(
    _ path: UnsafeMutablePointer<CChar>, _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>, _ ends: ChildEnds
  ) -> Never {
    // PR_SET_PDEATHSIG is 1. The kit may have died between the fork and the request: then no
    // signal would come.
    if let deathSignal = ends.deathSignal, deathSignal(1, UInt(SIGKILL), 0, 0, 0) == 0, getppid() != ends.parent {
      _exit(127)
    }
    _ = (setpgid(0, 0), dup2(ends.input, STDIN_FILENO), dup2(ends.output, STDOUT_FILENO), dup2(ends.errors, 2))
    let status = ends.status
    let closed = ends.closeFrom.map { closeRange in
      (status == 3 || closeRange(3, UInt32(status - 1), 0) == 0) && closeRange(UInt32(status + 1), .max, 0) == 0
    }
    if closed != true {
      for descriptor in 3..<max(3, min(Int32(clamping: sysconf(Int32(_SC_OPEN_MAX))), 65_536))
      where descriptor != status {
        close(descriptor)
      }
    }
    // An ignored signal stays ignored across exec, and the mask is inherited: the kit ignores
    // SIGPIPE, and a signal handler of the kit's may have blocked others. (SIGKILL and SIGSTOP
    // refuse, and need not; a zeroed set is empty.)
    #if canImport(Glibc)
    for number in 1..<Int32(NSIG) { _ = Glibc.signal(number, SIG_DFL) }
    #else
    for number in 1..<Int32(NSIG) { _ = Darwin.signal(number, SIG_DFL) }
    #endif
    var none = sigset_t()
    sigprocmask(SIG_SETMASK, &none, nil)
    execv(path, argv)
    var code = errno
    _ = write(status, &code, MemoryLayout<Int32>.size)
    _exit(127)
  }

  /// How much of the engine's standard error its pipe holds, where the system lets it be set.
  static let logPipeSize: Int32 = 1 << 20

  /// Makes the pipe of `descriptor` hold `logPipeSize` bytes (Linux; elsewhere, and where the
  /// system refuses, the pipe keeps its size): an engine that writes a lot of log then writes
  /// it in a few large pieces, and the kit reads it so, instead of both taking turns 64 KiB at
  /// a time, each turn a wake-up of the other.
  private static func widen(_ descriptor: Int32) {
    #if os(Linux)
    // F_SETPIPE_SZ, which the Glibc module does not export.
    _ = fcntl(descriptor, 1031, logPipeSize)
    #endif
  }

  /// `descriptor` moved above 2 (the kit's own standard streams may be closed, and the child's
  /// pipes are put there) and closed on exec.
  static func lifted(_ descriptor: Int32) -> Int32 {
    defer { close(descriptor) }
    return fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
  }
}

/// `kill(2)`, under a name that does not collide with methods named `kill`.
func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
  kill(pid, signal)
}

/// The one thread that starts engines. On Linux an engine is killed when the thread that forked
/// it ends (`PR_SET_PDEATHSIG` follows the thread, not the process), and the threads that run
/// Swift tasks come and go: this one lives as long as the kit.
final class SpawnThread: @unchecked Sendable {
  static let shared = SpawnThread()

  private let condition = NSCondition()
  private var work: [() -> Void] = []

  private init() {
    let thread = Thread { [self] in
      while true {
        condition.lock()
        while work.isEmpty { condition.wait() }
        let next = work.removeFirst()
        condition.unlock()
        next()
      }
    }
    thread.name = "LifecycleConformance engine spawner"
    thread.start()
  }

  /// Runs `body` on the thread and returns its result.
  func run<T>(_ body: @escaping () -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: T?
    condition.lock()
    work.append {
      result = body()
      done.signal()
    }
    condition.signal()
    condition.unlock()
    done.wait()
    return result!
  }
}
