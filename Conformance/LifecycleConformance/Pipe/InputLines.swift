#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a file descriptor (a host's standard input), read straight from it.
///
/// A host answers a step and then waits for the kit's next line, which comes a few microseconds
/// later; being put to sleep and woken again costs more than that wait, so a read first looks
/// without sleeping for a moment (`EngineProcess.spin`, as the kit does for an answer). Lines end
/// in `\n` or `\r\n`, which are not part of the line; a last line without one is still a line.
struct InputLines {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// Where the unread part of `buffer` starts.
  private var start = 0
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)

  init(descriptor: Int32 = STDIN_FILENO) { self.descriptor = descriptor }

  /// The next line, or `nil` at the end of the input (or when it cannot be read).
  mutating func next() -> String? {
    var scanned = start
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        if start >= buffer.count / 2 {
          buffer.removeSubrange(0..<start)
          start = 0
        }
        return line
      }
      scanned = buffer.count
      guard fill() else {
        guard start < buffer.count else { return nil }
        let line = String(decoding: buffer[start...], as: UTF8.self)
        start = buffer.count
        return line
      }
    }
  }

  /// Reads what came, waiting for it; `false` at the end of the input or on an error.
  private mutating func fill() -> Bool {
    var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    var ready = poll(&polled, 1, 0)
    let until = ContinuousClock.now + EngineProcess.spin
    while ready == 0, ContinuousClock.now < until { ready = poll(&polled, 1, 0) }
    while true {
      if ready == 0 || (ready < 0 && errno == EINTR) {
        ready = poll(&polled, 1, -1)
        continue
      }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return false }
      buffer.append(contentsOf: chunk[..<count])
      return true
    }
  }
}
