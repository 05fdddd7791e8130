import Lifecycle

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's entry point: any bytes, read as a trace through the public API alone
/// (`TraceReader`, `TraceVerdict`, `Divergence`), must get a verdict without a crash, a hang or
/// a memory error, and
///
/// - the verdict is consistent: a conformant trace's steps and events fit in its lines after
///   the header; a divergence and an invalid line name a line the input has; every message is
///   one line without a control character, whatever bytes it quotes; every verdict renders;
/// - reading the same bytes from a file descriptor (the chunked reader `lifecycle verify FILE`
///   and standard input use) gives the same verdict as reading them from memory;
/// - `verifyEvery` (`lifecycle verify --all`) agrees with `verify`: the same verdict for a
///   conformant or an invalid trace, and for a non-conformant one the same first divergence,
///   which it also hands to its `found` callback first.
@_cdecl("LLVMFuzzerTestOneInput")
public func traceFuzzerTestOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  var reader = TraceReader(bytes: bytes)
  let verdict = reader.verify()
  // A trace of n line breaks has at most n + 1 lines.
  let lines = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
  switch verdict {
  case .conformant(let steps, let events, let read):
    precondition(read >= 1 && read <= lines, "a conformant trace has a header line: \(verdict)")
    precondition(steps >= 0 && events >= 0 && 1 + steps + events <= read, "more records than lines: \(verdict)")
  case .nonconformant(let divergence):
    precondition((1...lines).contains(divergence.line ?? 0), "a divergence names a line of the trace: \(verdict)")
    precondition(isOneLine(divergence.message), "the divergence's message is not one clean line: \(verdict)")
    _ = divergence.description
    _ = divergence.diff
  case .invalid(let line, let message):
    // A trace with no header is invalid at the line after its last.
    precondition((1...lines + 1).contains(line), "an invalid line is counted from 1: \(verdict)")
    precondition(isOneLine(message), "an invalid line's message is not one clean line: \(verdict)")
  }
  precondition(verdict.line >= 0 && !verdict.name.isEmpty)

  if let fromDescriptor = verdictReadFromPipe(bytes) {
    precondition(fromDescriptor == verdict, "reading from a file descriptor and from memory disagree")
  }

  var every = TraceReader(bytes: bytes)
  var found: [Divergence] = []
  let verdictOfEvery = every.verifyEvery({ found.append($0) })
  switch (verdict, verdictOfEvery) {
  case (.conformant, _), (.invalid, _):
    precondition(verdictOfEvery == verdict && found.isEmpty, "verifyEvery disagrees: \(verdictOfEvery)")
  case (.nonconformant(let first), .nonconformant(let firstOfEvery)):
    precondition(
      firstOfEvery.line == first.line && firstOfEvery.ruleID == first.ruleID && firstOfEvery.stimulus == first.stimulus,
      "verifyEvery's first divergence is not verify's: \(firstOfEvery)")
    precondition(found.first == firstOfEvery, "verifyEvery's verdict is not the first divergence it found")
  case (.nonconformant, _):
    preconditionFailure("verify found a divergence, verifyEvery did not: \(verdictOfEvery)")
  }
  return 0
}

/// Whether a message is one line that sends nothing to a terminal: no C0 or C1 control
/// character, no DEL, and no bidirectional control that could reorder the line it is printed in.
private func isOneLine(_ text: String) -> Bool {
  !text.isEmpty
    && !text.unicodeScalars.contains { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value) || scalar.value == 0x200E || scalar.value == 0x200F
        || scalar.value == 0x061C
    }
}

/// The verdict on `bytes` read from the read end of a pipe they were written to, or `nil` when
/// they do not fit in the pipe's buffer (written first, then read, on one thread).
private func verdictReadFromPipe(_ bytes: [UInt8]) -> TraceVerdict? {
  guard bytes.count <= 1 << 16 else { return nil }
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { preconditionFailure("pipe: \(errno)") }
  defer { close(ends[0]) }
  var written = 0
  while written < bytes.count {
    let count = bytes[written...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    precondition(count > 0, "write to a pipe: \(errno)")
    written += count
  }
  close(ends[1])
  var reader = TraceReader(fileDescriptor: ends[0])
  return reader.verify()
}
