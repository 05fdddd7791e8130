import Foundation

// The C library itself: non-blocking pipes, `poll` on two descriptors at once and `SIGPIPE`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One engine process the kit started: its standard input and output are pipes the kit speaks
/// the engine protocol on, and the last 64 KiB of its standard error are kept as its log.
///
/// Reads are made with `poll(2)` against a deadline, so a silent engine costs its limit and no
/// more; while waiting for an answer the kit also watches the process, so an engine that exits
/// while a child of its holds its output open is reported at once, and, during a response, its
/// standard input, so an engine that closed it is too. Writes are gathered and sent once the
/// kit waits for an answer. How the process is started and ended is `ChildProcess`'s.
final class EngineProcess: @unchecked Sendable {
  /// The longest line the kit reads.
  static let lineLimit = 64 * 1024
  /// How much of the engine's standard error is kept.
  static let logLimit = 64 * 1024

  let command: [String]
  private let child: ChildProcess
  /// The kit's end of the engine's standard input; -1 once closed.
  private var input: Int32
  /// The kit's end of the engine's standard output; -1 once closed.
  private var output: Int32
  private var buffer: [UInt8] = []
  /// Where the unread bytes of `buffer` start.
  private var start = 0
  private var pending: [UInt8] = []
  /// Where each read lands before it joins `buffer`.
  private var chunk = [UInt8](repeating: 0, count: EngineProcess.lineLimit)
  private let log = LogTail(limit: EngineProcess.logLimit)
  private(set) var isStopped = false

  /// Why the command could not be started at all.
  struct LaunchError: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts `command` (its first word found on `PATH` unless it has a slash).
  init(_ command: [String]) throws(LaunchError) {
    self.command = command
    guard let first = command.first, !first.isEmpty else {
      throw LaunchError(description: "cannot start the program: the command is empty")
    }
    guard let path = Self.resolve(first) else {
      throw LaunchError(description: "cannot start the program: '\(Quoted(first))' not found")
    }
    // Named for what it is: missing, a folder, or a file that may not be run.
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw LaunchError(description: "cannot start the program: '\(Quoted(path))' not found")
    }
    guard !isFolder.boolValue else {
      throw LaunchError(description: "cannot start the program: '\(Quoted(path))' is a folder, not a program")
    }
    guard access(path, X_OK) == 0 else {
      throw LaunchError(description: "cannot start the program: '\(Quoted(path))' is not executable")
    }
    // A write to an engine that has exited must be an error the kit reports, not a signal that
    // ends the kit. The engine itself starts with the default action.
    signal(SIGPIPE, SIG_IGN)
    do {
      child = try ChildProcess(path: path, arguments: Array(command.dropFirst()))
    } catch {
      throw LaunchError(description: "cannot start the program '\(Quoted(path))': \(error.reason)")
    }
    input = child.input
    output = child.output
    // Reads never block: `fill` looks for an answer before it sleeps in `poll` for one.
    _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    buffer.reserveCapacity(2 * Self.lineLimit)
    EngineProcess.register(child.id)
    log.read(from: child.errors)
  }

  private static func resolve(_ name: String) -> String? {
    if name.contains("/") { return name }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
        access(candidate, X_OK) == 0
      {
        return candidate
      }
    }
    return nil
  }

  // MARK: Writing

  /// Queues a line; `flush()` sends it.
  func send(_ line: String) {
    pending.append(contentsOf: line.utf8)
    pending.append(0x0A)
  }

  /// Queues lines that already end in line breaks.
  func send(lines text: String) {
    pending.append(contentsOf: text.utf8)
  }

  /// Sends what was queued; `false` when the engine no longer reads (it has exited).
  func flush() -> Bool {
    defer { pending.removeAll(keepingCapacity: true) }
    var offset = 0
    while offset < pending.count {
      let written = pending.withUnsafeBytes { write(input, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  // MARK: Reading

  enum Read {
    case line(Range<Int>)
    case timedOut
    /// The engine's output ended, or the engine exited (a child of its may hold the output open).
    case ended
    case tooLong
    /// The engine closed its standard input, while its output stays open and silent.
    case inputClosed
  }

  /// The next line of the engine's standard output, waiting until `deadline`; with
  /// `watchingInput`, an engine that closes its standard input meanwhile ends the wait.
  func readLine(until deadline: ContinuousClock.Instant, watchingInput: Bool = false) -> Read {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    var scanned = start
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        let line = start..<newline
        start = newline + 1
        return line.count > Self.lineLimit ? .tooLong : .line(line)
      }
      scanned = buffer.count
      if buffer.count - start > Self.lineLimit { return .tooLong }
      let remaining = deadline - .now
      guard remaining > .zero else { return .timedOut }
      let milliseconds = Int32(
        clamping: remaining.wholeMilliseconds + 1)
      switch fill(waiting: milliseconds, watchingInput: watchingInput) {
      case .ended: return .ended
      case .inputClosed: return .inputClosed
      case .nothing, .came: continue
      }
    }
  }

  /// How long a read looks for the engine's answer before it sleeps until the answer comes.
  static let spin: Duration = .microseconds(100)
  /// How often a wait for an answer looks whether the engine is still there.
  static let watchInterval: Int32 = 20

  private enum Filled {
    case came, nothing, ended, inputClosed
  }

  /// Reads what the engine wrote, waiting up to `milliseconds`.
  private func fill(waiting milliseconds: Int32, watchingInput: Bool = false) -> Filled {
    // An engine answers a step in microseconds, and being put to sleep and woken again costs
    // more than that: read without waiting for a moment (at most `spin`; the descriptor does
    // not block) before sleeping in `poll` until bytes come.
    var came = readAvailable()
    guard came == .nothing, milliseconds > 0 else { return came }
    let until = ContinuousClock.now + Self.spin
    while came == .nothing, ContinuousClock.now < until { came = readAvailable() }
    guard came == .nothing else { return came }
    // The engine's standard input is watched with no event asked for: poll reports an error
    // on a pipe's write end once its reader has closed it.
    var descriptors = [
      pollfd(fd: output, events: Int16(POLLIN), revents: 0),
      pollfd(fd: watchingInput ? input : -1, events: 0, revents: 0),
    ]
    let ready = poll(&descriptors, 2, min(milliseconds, Self.watchInterval))
    if ready < 0 { return errno == EINTR ? .nothing : .ended }
    if descriptors[0].revents != 0 { return readAvailable() }
    // Whatever the engine wrote just before it went is read before its going is reported.
    if descriptors[1].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 {
      let last = readAvailable()
      return last == .nothing ? .inputClosed : last
    }
    if !child.isRunning {
      let last = readAvailable()
      return last == .nothing ? .ended : last
    }
    return .nothing
  }

  /// Reads what is there without waiting. Into a scratch buffer, then copied: a step's answer
  /// is a few hundred bytes, and growing `buffer` by the whole limit first would clear 64 KiB
  /// per read.
  private func readAvailable() -> Filled {
    let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer.append(contentsOf: chunk[..<count])
      return .came
    }
    if count == 0 { return .ended }
    return errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK ? .nothing : .ended
  }

  /// Calls `body` with the bytes of a line `readLine` returned.
  func withLine<T>(_ line: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
    try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[line])) }
  }

  /// The line's first 200 characters, quoted for a message: the engine's control characters and
  /// bidirectional controls escaped.
  func excerpt(_ line: Range<Int>) -> String {
    Quoted(String(decoding: buffer[line], as: UTF8.self), limit: 200).description
  }

  /// A line the engine has already written and the kit has not read, without waiting.
  func unreadLine() -> Range<Int>? {
    _ = fill(waiting: 0)
    guard let newline = buffer[start...].firstIndex(of: 0x0A) else {
      return buffer.count > start ? start..<buffer.count : nil
    }
    return start..<newline
  }

  /// The whole lines the engine has already written and the kit has not read, without waiting:
  /// how many, and the first.
  func waitingLines() -> (count: Int, first: Range<Int>?) {
    _ = fill(waiting: 0)
    var count = 0
    var first: Range<Int>?
    var from = start
    while let newline = buffer[from...].firstIndex(of: 0x0A) {
      if first == nil { first = from..<newline }
      count += 1
      from = newline + 1
    }
    return (count, first)
  }

  // MARK: Log and status

  /// Whether the engine's standard output has no writer left: the engine has exited, or is
  /// exiting (a process's descriptors close a moment before it has ended), and no program it
  /// started holds it. Never waits.
  var outputClosed: Bool {
    guard output >= 0 else { return true }
    var waiting = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    return poll(&waiting, 1, 0) > 0 && waiting.revents & Int16(POLLHUP) != 0
  }

  /// The engine's standard error since the last `clearLog()`, the last 64 KiB of it.
  var logText: String {
    // What the engine wrote just before may still be on its way to the tail.
    if isStopped || !child.isRunning {
      log.waitForEnd(upTo: .milliseconds(200))
    } else {
      log.catchUp(upTo: .milliseconds(100))
    }
    return log.text
  }

  func clearLog() { log.clear() }

  /// How the process ended, once it has (waiting a second for it): `exited with status 3`,
  /// `was killed by signal 9`.
  var exitDescription: String? { exitDescription(waiting: .seconds(1)) }

  /// How the process ended, waiting up to `wait` for it to end.
  func exitDescription(waiting wait: Duration) -> String? {
    guard child.waitForExit(upTo: wait) else { return nil }
    switch child.termination {
    case .exited(let status)?: return "exited with status \(status)"
    case .signalled(let signal)?: return "was killed by signal \(signal)"
    case nil: return nil
    }
  }

  // MARK: Ending

  /// Asks the engine to quit, then ends it as `kill()` does if it has not within a second.
  func quit() {
    guard !isStopped else { return }
    send(#"{"quit": true}"#)
    _ = flush()
    closeInput()
    _ = child.waitForExit(upTo: .seconds(1))
    kill()
  }

  /// Ends the engine and what it started: `SIGTERM` to its process group, `SIGKILL` to whatever
  /// is left of it a second later. The group is signalled even when the engine has already
  /// exited: a program it started lives on in the group, and would be left behind.
  func kill() {
    guard !isStopped else { return }
    isStopped = true
    if child.isRunning {
      child.signal(SIGTERM)
      if !child.waitForExit(upTo: .seconds(1)) {
        child.signal(SIGKILL)
        _ = child.waitForExit(upTo: .seconds(5))
      }
    }
    child.endGroup(after: .seconds(1))
    EngineProcess.unregister(child.id)
    closeInput()
    if output >= 0 {
      close(output)
      output = -1
    }
  }

  private func closeInput() {
    guard input >= 0 else { return }
    close(input)
    input = -1
  }

  deinit { kill() }

  // MARK: Every engine of the process

  private static let lock = NSLock()
  nonisolated(unsafe) private static var running: Set<Int32> = []

  private static func register(_ pid: Int32) {
    lock.lock()
    running.insert(pid)
    lock.unlock()
  }

  private static func unregister(_ pid: Int32) {
    lock.lock()
    running.remove(pid)
    lock.unlock()
  }

  /// The engine processes started and not yet ended: none once every run is over.
  static var runningProcesses: Set<Int32> {
    lock.lock()
    defer { lock.unlock() }
    return running
  }

  /// Kills every engine process still running, at once, with its process group: for an
  /// interrupted kit (Ctrl-C). Each engine leads a group of its own, so an engine that is a
  /// shell takes the programs it started with it.
  static func killAll() {
    lock.lock()
    defer { lock.unlock() }
    // Under the lock, so that no engine is signalled once `kill()` is done with it: until then
    // its id, or its group's while a program it started lives, is no other process's.
    for pid in running {
      _ = sendSignal(-pid, SIGKILL)
      _ = sendSignal(pid, SIGKILL)
    }
  }
}
