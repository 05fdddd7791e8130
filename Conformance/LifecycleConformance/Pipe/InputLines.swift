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

  init(descriptor: Int32 = Descriptor.standardInput) { self.descriptor = descriptor }

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
    var ready = Descriptor.hasInput(descriptor)
    let until = ContinuousClock.now + EngineProcess.spin
    while !ready, ContinuousClock.now < until { ready = Descriptor.hasInput(descriptor) }
    if !ready { Descriptor.waitForInput(descriptor) }
    while true {
      do {
        let count = try Descriptor.read(descriptor, into: &chunk)
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
      } catch let error where error.isWouldBlock {
        Descriptor.waitForInput(descriptor)
      } catch {
        return false
      }
    }
  }
}
