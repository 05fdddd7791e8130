import Foundation
import Testing

@testable import LifecycleConformance

/// The host's reader of standard input: the lines `readLine` would give, whether they come at
/// once, in pieces, longer than a read, or after the reader has stopped looking and gone to sleep.
@Suite("A host's input lines")
struct InputLinesTests {
  /// The lines read from a pipe that `write` writes to (on another thread) and then closes.
  private func lines(_ write: @escaping @Sendable (Int32) -> Void) -> [String] {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let writeEnd = ends[1]
    let writer = Thread {
      write(writeEnd)
      close(writeEnd)
    }
    writer.start()
    var input = InputLines(descriptor: ends[0])
    var read: [String] = []
    while let line = input.next() { read.append(line) }
    close(ends[0])
    return read
  }

  private static func send(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      offset += written
    }
  }

  @Test("lines end in \\n or \\r\\n, an empty line is a line, and a last line needs no newline")
  func endings() {
    #expect(lines { Self.send("a\nb\r\n\nlast", to: $0) } == ["a", "b", "", "last"])
    #expect(lines { Self.send("only\n", to: $0) } == ["only"])
    #expect(lines { _ in }.isEmpty)
  }

  @Test("a line written in pieces, or longer than one read, comes whole")
  func pieces() {
    let long = String(repeating: "x", count: 200_000)
    let read = lines { descriptor in
      Self.send("{\"stim", to: descriptor)
      Self.send("ulus\": \"tapIcon\"}\n" + long, to: descriptor)
      Self.send("\nend\n", to: descriptor)
    }
    #expect(read == [#"{"stimulus": "tapIcon"}"#, long, "end"])
  }

  @Test("a line that comes after the reader stopped looking and waits is read")
  func late() {
    let read = lines { descriptor in
      Self.send("first\n", to: descriptor)
      Thread.sleep(forTimeInterval: 0.05)
      Self.send("second\n", to: descriptor)
    }
    #expect(read == ["first", "second"])
  }
}
