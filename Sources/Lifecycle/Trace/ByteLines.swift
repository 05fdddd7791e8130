#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
      if let newline = chunk[start..<end].firstIndex(of: 0x0A) {
        defer { start = newline + 1 }
        if carry.isEmpty {
          return try chunk.withUnsafeBufferPointer { (buffer) throws(TraceError) -> Result in
            try body(UnsafeBufferPointer(rebasing: buffer[start..<newline]))
          }
        }
        carry.append(contentsOf: chunk[start..<newline])
        defer { carry.removeAll(keepingCapacity: true) }
        return try carry.withUnsafeBufferPointer { (buffer) throws(TraceError) -> Result in try body(buffer) }
      }
      carry.append(contentsOf: chunk[start..<end])
      start = end
      if carry.count > limit || (atEnd && !carry.isEmpty) {
        defer { carry.removeAll(keepingCapacity: false) }
        if carry.count > limit { atEnd = true; closeIfNeeded() }
        return try carry.withUnsafeBufferPointer { (buffer) throws(TraceError) -> Result in try body(buffer) }
      }
      if atEnd { return nil }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        readError = String(cString: strerror(errno))
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

  private func closeIfNeeded() {
    guard closesWhenDone, descriptor >= 0, !closed else { return }
    closed = true
    close(descriptor)
  }

  private var closed = false
}
