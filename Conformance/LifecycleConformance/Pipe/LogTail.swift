import Foundation

/// The end of a stream, at most `limit` bytes, kept as it is read: an engine's standard error,
/// however much it writes, costs the kit twice the limit at most.
final class LogTail: @unchecked Sendable {
  let limit: Int
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  /// Signalled once the stream has ended, and again by each wait that sees it.
  private let ended = DispatchSemaphore(value: 0)

  init(limit: Int) {
    self.limit = limit
    bytes.reserveCapacity(2 * limit)
  }

  /// The descriptor being read, until its end; -1 then (it is closed under the lock).
  private var descriptor: Int32 = -1

  /// Reads `descriptor` to its end on a thread of its own, keeping the tail; closes it at the end.
  func read(from descriptor: Int32) {
    self.descriptor = descriptor
    let thread = Thread { [self] in
      // As large as the pipe (`ChildProcess.logPipeSize`): a megabyte of log is one read.
      var chunk = [UInt8](repeating: 0, count: Int(ChildProcess.logPipeSize))
      while let count = try? Descriptor.read(descriptor, into: &chunk), count > 0 {
        append(chunk[..<count])
      }
      lock.lock()
      Descriptor.close(descriptor)
      self.descriptor = -1
      lock.unlock()
      ended.signal()
    }
    thread.start()
  }

  /// Waits up to `duration` until what was written so far is in the tail: the stream has nothing
  /// unread, or has ended. A failure shows the log a moment after the engine's answer, which
  /// the kit read from another pipe.
  func catchUp(upTo duration: Duration) {
    let deadline = ContinuousClock.now + duration
    while hasUnread, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
  }

  /// Whether the stream holds bytes the reader has not taken yet.
  private var hasUnread: Bool {
    lock.lock()
    defer { lock.unlock() }
    return descriptor >= 0 && Descriptor.hasInput(descriptor)
  }

  func append(_ chunk: ArraySlice<UInt8>) {
    lock.lock()
    defer { lock.unlock() }
    // A chunk of a limit or more replaces the tail: what came before it would be cut anyway.
    if chunk.count >= limit {
      bytes.removeAll(keepingCapacity: true)
      bytes.append(contentsOf: chunk.suffix(limit))
      return
    }
    bytes.append(contentsOf: chunk)
    // Cut by at least a limit at a time, so that cutting costs no more than appending.
    if bytes.count > 2 * limit { bytes.removeFirst(bytes.count - limit) }
  }

  /// How many bytes are held: never more than twice the limit.
  var heldCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return bytes.count
  }

  /// The last `limit` bytes, as text (invalid UTF-8 repaired).
  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: bytes.suffix(limit), as: UTF8.self)
  }

  func clear() {
    lock.lock()
    bytes.removeAll(keepingCapacity: true)
    lock.unlock()
  }

  /// Waits up to `duration` for the stream to end (a program the engine started may hold it open).
  func waitForEnd(upTo duration: Duration) {
    let milliseconds = Int(duration.wholeMilliseconds)
    if ended.wait(timeout: .now() + .milliseconds(milliseconds)) == .success { ended.signal() }
  }
}
