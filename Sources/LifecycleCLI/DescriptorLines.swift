import Lifecycle

/// Reads the lines of a file descriptor (standard input) as `lifecycle verify` reads a trace's:
/// a chunk at a time, each line at most `limit` bytes (memory stays bounded, however long a
/// line or endless the input), each checked for a byte order mark and invalid UTF-8, which are
/// named in verify's words. It remembers why reading failed: a closed descriptor or a directory
/// is an error to report, not an empty input.
final class DescriptorLines {
  private let descriptor: Int32
  private let limit: Int
  private var buffer: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  /// Where the next line starts in `buffer`, and how far past it no newline was found.
  private var start = 0
  private var scanned = 0
  private var atEnd = false
  /// Set after a line too long was reported: its rest is dropped up to its newline.
  private var skipping = false
  /// The number of the last line returned or reported, from 1.
  private(set) var lineNumber = 0
  /// Why reading failed (`Bad file descriptor`, `Is a directory`), once it has.
  private(set) var failure: String?

  /// A line that cannot be read as text: too long, a byte order mark, invalid UTF-8.
  struct Problem: Error, CustomStringConvertible {
    let line: Int
    let message: String
    /// `standard input:2: column 4: invalid UTF-8 (byte 0xFF)`, as verify names a trace's line.
    var description: String { "standard input:\(line): \(message)" }
  }

  init(_ descriptor: Int32, limit: Int = TraceReader.maximumLineLength) {
    self.descriptor = descriptor
    self.limit = limit
  }

  /// The next line without its `\n` (and a `\r` before it); `nil` at the end of the input or
  /// after a failure. Throws for a line that cannot be read as text; the next call goes on with
  /// the line after it.
  func next() throws(Problem) -> String? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        defer {
          start = newline + 1
          scanned = start
        }
        if skipping {
          skipping = false
          continue
        }
        return try text(buffer[start..<newline])
      }
      scanned = buffer.count
      if skipping {
        start = buffer.count
      } else if buffer.count - start > limit {
        // Reported as soon as it is known to be too long; the rest of it is dropped as it comes.
        lineNumber += 1
        skipping = true
        start = buffer.count
        throw Problem(line: lineNumber, message: "line longer than \(limit) bytes")
      }
      if atEnd {
        guard start < buffer.count, !skipping else { return nil }
        defer { start = buffer.count }
        return try text(buffer[start...])
      }
      buffer.removeSubrange(..<start)
      scanned -= start
      start = 0
      let count: Int
      do {
        count = try Descriptor.read(descriptor, into: &chunk)
      } catch {
        failure = error.description
        // A line cut short by the failure is not handed on as if it were whole.
        atEnd = true
        buffer = []
        start = 0
        scanned = 0
        return nil
      }
      if count == 0 { atEnd = true }
      buffer.append(contentsOf: chunk[..<count])
    }
  }

  /// The line as text, or the problem that stops it being text.
  private func text(_ bytes: ArraySlice<UInt8>) throws(Problem) -> String {
    lineNumber += 1
    let line = bytes.last == 0x0D ? bytes.dropLast() : bytes
    let problem = line.withUnsafeBufferPointer { TextBytes.problem(in: $0) }
    if let problem { throw Problem(line: lineNumber, message: "column \(problem.column): \(problem.message)") }
    return String(decoding: line, as: UTF8.self)
  }
}
