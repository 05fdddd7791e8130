#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the lines of a file descriptor, as `readLine()` reads standard input, but remembers why
/// reading failed: a closed descriptor or a directory is an error to report, not an empty input.
final class DescriptorLines {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  /// Where the next line starts in `buffer`, and how far past it no newline was found.
  private var start = 0
  private var scanned = 0
  private var atEnd = false
  /// Why reading failed (`Bad file descriptor`, `Is a directory`), once it has.
  private(set) var failure: String?

  init(_ descriptor: Int32) { self.descriptor = descriptor }

  /// The next line without its `\n`, invalid UTF-8 repaired; `nil` at the end of the input or
  /// after a failure.
  func next() -> String? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        defer { start = newline + 1; scanned = start }
        return String(decoding: buffer[start..<newline], as: UTF8.self)
      }
      scanned = buffer.count
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return String(decoding: buffer[start...], as: UTF8.self)
      }
      buffer.removeSubrange(..<start)
      scanned -= start
      start = 0
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        failure = String(cString: strerror(errno))
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
}
