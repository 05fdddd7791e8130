/// Splits bytes read from a file descriptor (or held in memory) into lines, reading a chunk at
/// a time; only a line that spans two chunks is copied.
final class ByteLines {
  static let chunkSize = 1 << 16

  private let descriptor: Int32
  private let closesWhenDone: Bool
  private var chunk: [UInt8]
  private var start = 0
  private var end = 0
  private var carry: [UInt8] = []
  /// Whether the line being read has run past the limit with nothing but blanks (spaces, tabs,
  /// carriage returns), which were dropped as they came: a blank line is skipped whatever its
  /// length, so only whether the rest is blank too matters.
  private var blankSoFar = false
  private var atEnd: Bool
  /// Why reading failed, once it has.
  private(set) var readError: String?

  init(descriptor: Int32, closesWhenDone: Bool) {
    self.descriptor = descriptor
    self.closesWhenDone = closesWhenDone
    chunk = [UInt8](repeating: 0, count: Self.chunkSize)
    atEnd = false
  }

  init(contents: [UInt8]) {
    descriptor = -1
    closesWhenDone = false
    chunk = contents
    end = contents.count
    atEnd = true
  }

  deinit { closeIfNeeded() }

  /// Calls `body` with the next line, without its `\n`; `nil` at the end of the input or after
  /// a read error (then `readError` says why). A line longer than `limit` is passed on cut
  /// short, as soon as it is known to be too long, so that memory stays bounded.
  func nextLine<Result>(
    limit: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(TraceError) -> Result
  ) throws(TraceError) -> Result? {
    while true {
      if let newline = newline(from: start, to: end) {
        defer { start = newline + 1 }
        if blankSoFar {
          blankSoFar = false
          return try Self.overlong(chunk[start..<newline], limit: limit, body)
        }
        if carry.isEmpty {
          return try chunk.withUnsafeBufferPointer { (buffer) throws(TraceError) -> Result in
            try body(UnsafeBufferPointer(rebasing: buffer[start..<newline]))
          }
        }
        carry.append(contentsOf: chunk[start..<newline])
        defer { carry.removeAll(keepingCapacity: true) }
        return try carry.withUnsafeBufferPointer { (buffer) throws(TraceError) -> Result in try body(buffer) }
      }
      if blankSoFar {
        if !chunk[start..<end].allSatisfy(Self.isBlank) {
          // Not a blank line after all, and already past the limit.
          blankSoFar = false
          carry = [UInt8](repeating: UInt8(ascii: "x"), count: limit + 1)
        }
        start = end
      } else {
        carry.append(contentsOf: chunk[start..<end])
        start = end
        if carry.count > limit, carry.allSatisfy(Self.isBlank) {
          carry.removeAll(keepingCapacity: false)
          blankSoFar = true
        }
      }
      if blankSoFar, atEnd {
        blankSoFar = false
        return try body(UnsafeBufferPointer(start: nil, count: 0))
      }
      if carry.count > limit || (atEnd && !carry.isEmpty) {
        defer { carry.removeAll(keepingCapacity: false) }
        if carry.count > limit { atEnd = true; closeIfNeeded() }
        return try carry.withUnsafeBufferPointer { (buffer) throws(TraceError) -> Result in try body(buffer) }
      }
      if atEnd { return nil }
      let count: Int
      do {
        count = try Descriptor.read(descriptor, into: &chunk)
      } catch {
        readError = error.description
        atEnd = true
        closeIfNeeded()
        return nil
      }
      if count == 0 {
        atEnd = true
        closeIfNeeded()
      }
      start = 0
      end = count
    }
  }

  /// The position of the first line feed in `chunk[start..<end]`, found by the C library's
  /// `memchr`, which looks at many bytes at once rather than one at a time.
  private func newline(from start: Int, to end: Int) -> Int? {
    guard start < end else { return nil }
    return chunk.withUnsafeBufferPointer { buffer in
      RawBytes.firstIndex(of: 0x0A, in: buffer.baseAddress! + start, count: end - start).map { start + $0 }
    }
  }

  /// The end of a line that began with more than `limit` blanks: blank too, an empty line;
  /// else the whole line is too long, and `body` is given more than `limit` bytes to say so.
  private static func overlong<Result>(
    _ rest: ArraySlice<UInt8>, limit: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(TraceError) -> Result
  ) throws(TraceError) -> Result {
    let bytes = rest.allSatisfy(isBlank) ? [] : [UInt8](repeating: UInt8(ascii: "x"), count: limit + 1)
    return try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) -> Result in try body(buffer) }
  }

  /// JSON's whitespace other than the line feed that ends a line.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  private func closeIfNeeded() {
    guard closesWhenDone, descriptor >= 0, !closed else { return }
    closed = true
    Descriptor.close(descriptor)
  }

  private var closed = false
}
