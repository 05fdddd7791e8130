import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One engine process the kit started: its standard input and output are pipes the kit speaks
/// the engine protocol on, and the last 64 KiB of its standard error are kept as its log.
///
/// Reads are made with `poll(2)` against a deadline, so a silent engine costs its limit and no
/// more; writes are gathered and sent once the kit waits for an answer.
final class EngineProcess: @unchecked Sendable {
  /// The longest line the kit reads.
  static let lineLimit = 64 * 1024
  /// How much of the engine's standard error is kept.
  static let logLimit = 64 * 1024

  let command: [String]
  private let process = Process()
  private let stdinPipe = Pipe()
  private let stdoutPipe = Pipe()
  private let stderrPipe = Pipe()
  private let input: Int32
  private let output: Int32
  private var buffer: [UInt8] = []
  /// Where the unread bytes of `buffer` start.
  private var start = 0
  private var pending: [UInt8] = []
  /// Where each read lands before it joins `buffer`.
  private var chunk = [UInt8](repeating: 0, count: EngineProcess.lineLimit)
  private let log = LogTail()
  private(set) var isStopped = false

  /// Why the command could not be started at all.
  struct LaunchError: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts `command` (its first word found on `PATH` unless it has a slash).
  init(_ command: [String]) throws(LaunchError) {
    self.command = command
    guard let first = command.first, !first.isEmpty else {
      throw LaunchError(description: "cannot start the engine: the command is empty")
    }
    guard let path = Self.resolve(first) else {
      throw LaunchError(description: "cannot start the engine: '\(first)' not found")
    }
    // Named for what it is: missing, a folder, or a file that may not be run.
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw LaunchError(description: "cannot start the engine: '\(path)' not found")
    }
    guard !isFolder.boolValue else {
      throw LaunchError(description: "cannot start the engine: '\(path)' is a folder, not a program")
    }
    guard access(path, X_OK) == 0 else {
      throw LaunchError(description: "cannot start the engine: '\(path)' is not executable")
    }
    // A write to an engine that has exited must be an error the kit reports, not a signal that
    // ends the kit.
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = Array(command.dropFirst())
    process.standardInput = stdinPipe
    process.standardOutput = stdoutPipe
    process.standardError = stderrPipe
    input = stdinPipe.fileHandleForWriting.fileDescriptor
    output = stdoutPipe.fileHandleForReading.fileDescriptor
    // Reads never block: `fill` looks for an answer before it sleeps in `poll` for one.
    _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    buffer.reserveCapacity(2 * Self.lineLimit)
    do {
      try process.run()
    } catch {
      throw LaunchError(description: "cannot start the engine '\(path)': \(error.localizedDescription)")
    }
    EngineProcess.register(process.processIdentifier)
    let errorHandle = stderrPipe.fileHandleForReading
    let log = log
    let thread = Thread {
      var chunk = [UInt8](repeating: 0, count: 16 * 1024)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(errorHandle.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        log.append(chunk[..<count])
      }
    }
    thread.start()
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
    case ended
    case tooLong
  }

  /// The next line of the engine's standard output, waiting until `deadline`.
  func readLine(until deadline: ContinuousClock.Instant) -> Read {
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
        clamping: remaining.components.seconds * 1000
          + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
      switch fill(waiting: milliseconds) {
      case nil: return .ended
      case false?: continue
      case true?: break
      }
    }
  }

  /// How long a read looks for the engine's answer before it sleeps until the answer comes.
  static let spin: Duration = .microseconds(100)

  /// Reads what the engine wrote, waiting up to `milliseconds`: `true` when bytes came, `false`
  /// when none did yet, `nil` at the end of the stream.
  private func fill(waiting milliseconds: Int32) -> Bool? {
    // An engine answers a step in microseconds, and being put to sleep and woken again costs
    // more than that: read without waiting for a moment (at most `spin`; the descriptor does
    // not block) before sleeping in `poll` until bytes come.
    var came = readAvailable()
    guard came == false, milliseconds > 0 else { return came }
    let until = ContinuousClock.now + Self.spin
    while came == false, ContinuousClock.now < until { came = readAvailable() }
    guard came == false else { return came }
    var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, milliseconds)
    if ready < 0 { return errno == EINTR ? false : nil }
    return ready == 0 ? false : readAvailable()
  }

  /// Reads what is there without waiting: `true` when bytes came, `false` when none had, `nil`
  /// at the end of the stream. Into a scratch buffer, then copied: a step's answer is a few
  /// hundred bytes, and growing `buffer` by the whole limit first would clear 64 KiB per read.
  private func readAvailable() -> Bool? {
    let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer.append(contentsOf: chunk[..<count])
      return true
    }
    if count == 0 { return nil }
    return errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK ? false : nil
  }

  /// Calls `body` with the bytes of a line `readLine` returned.
  func withLine<T>(_ line: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
    try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[line])) }
  }

  /// The line's first 200 characters, for a message.
  func excerpt(_ line: Range<Int>) -> String {
    let text = String(decoding: buffer[line], as: UTF8.self)
    return text.count > 200 ? String(text.prefix(200)) + "…" : text
  }

  /// A line the engine has already written and the kit has not read, without waiting.
  func unreadLine() -> Range<Int>? {
    _ = fill(waiting: 0)
    guard let newline = buffer[start...].firstIndex(of: 0x0A) else {
      return buffer.count > start ? start..<buffer.count : nil
    }
    return start..<newline
  }

  // MARK: Log and status

  /// The engine's standard error since the last `clearLog()`, the last 64 KiB of it.
  var logText: String {
    // The reader thread may still be copying what the engine wrote just before it stopped.
    if !process.isRunning { usleep(2_000) }
    return log.text
  }

  func clearLog() { log.clear() }

  /// How the process ended, once it has: `exited with status 3`, `killed by signal 9`.
  var exitDescription: String? {
    let deadline = ContinuousClock.now + .seconds(1)
    while process.isRunning, ContinuousClock.now < deadline { usleep(1_000) }
    guard !process.isRunning else { return nil }
    switch process.terminationReason {
    case .exit: return "exited with status \(process.terminationStatus)"
    case .uncaughtSignal: return "was killed by signal \(process.terminationStatus)"
    @unknown default: return "ended (\(process.terminationStatus))"
    }
  }

  // MARK: Ending

  /// Asks the engine to quit, then ends it as `kill()` does if it has not within a second.
  func quit() {
    guard !isStopped else { return }
    send(#"{"quit": true}"#)
    _ = flush()
    try? stdinPipe.fileHandleForWriting.close()
    let deadline = ContinuousClock.now + .seconds(1)
    while process.isRunning, ContinuousClock.now < deadline { usleep(1_000) }
    kill()
  }

  /// Ends the engine: `SIGTERM`, then `SIGKILL` after a second; waits for it to be gone.
  func kill() {
    guard !isStopped else { return }
    isStopped = true
    let pid = process.processIdentifier
    if process.isRunning {
      // The whole group: what a shell engine started ends with it.
      _ = sendSignal(-pid, SIGTERM)
      _ = sendSignal(pid, SIGTERM)
      let deadline = ContinuousClock.now + .seconds(1)
      while process.isRunning, ContinuousClock.now < deadline { usleep(1_000) }
      if process.isRunning {
        _ = sendSignal(-pid, SIGKILL)
        _ = sendSignal(pid, SIGKILL)
        let last = ContinuousClock.now + .seconds(5)
        while process.isRunning, ContinuousClock.now < last { usleep(1_000) }
      }
    }
    EngineProcess.unregister(pid)
    try? stdinPipe.fileHandleForWriting.close()
    try? stdoutPipe.fileHandleForReading.close()
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
  /// interrupted kit (Ctrl-C). `Process` starts each engine in a group of its own (its id is
  /// the engine's), so an engine that is a shell takes the programs it started with it.
  static func killAll() {
    for pid in runningProcesses {
      _ = sendSignal(-pid, SIGKILL)
      _ = sendSignal(pid, SIGKILL)
    }
  }
}

/// `kill(2)`, under a name that does not collide with `EngineProcess.kill()`.
private func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
  kill(pid, signal)
}

/// The end of a stream, at most `EngineProcess.logLimit` bytes, shared with the reader thread.
private final class LogTail: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  func append(_ chunk: ArraySlice<UInt8>) {
    lock.lock()
    defer { lock.unlock() }
    bytes.append(contentsOf: chunk)
    if bytes.count > 2 * EngineProcess.logLimit { bytes.removeFirst(bytes.count - EngineProcess.logLimit) }
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: bytes.suffix(EngineProcess.logLimit), as: UTF8.self)
  }

  func clear() {
    lock.lock()
    bytes.removeAll(keepingCapacity: true)
    lock.unlock()
  }
}
