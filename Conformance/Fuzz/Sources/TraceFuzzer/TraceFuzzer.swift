import Lifecycle

/// libFuzzer's entry point: any bytes, read as a trace, must get a verdict without a crash, a
/// hang or a memory error, and every verdict must render.
@_cdecl("LLVMFuzzerTestOneInput")
public func traceFuzzerTestOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  var reader = TraceReader(bytes: bytes)
  switch reader.verify() {
  case .conformant(let summary):
    precondition(summary.lines >= 1, "a conformant trace has a header line")
    _ = summary.description
  case .nonconformant(let divergence):
    precondition(divergence.kind == .nonconformant)
    precondition(
      !divergence.actual.isEmpty || !divergence.expected.isEmpty
        || divergence.line == divergence.stimulusLine,
      "a divergence inside a step shows the event that broke it")
    _ = divergence.description
    _ = divergence.diff
  case .invalid(let error):
    precondition(error.line >= 1, "an invalid line is counted from 1")
    _ = error.description
  }
  // The same bytes, read as lines of text, must decode to the same records.
  var text = String(decoding: bytes, as: UTF8.self)
  if text.utf8.elementsEqual(bytes), !bytes.contains(0x0D) {
    // As `readLine` gives them: a final line break ends the last line rather than starting one.
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    if text.hasSuffix("\n") { lines.removeLast() }
    var byLines = TraceReader(lines: { lines.popFirst().map(String.init) })
    var byBytes = TraceReader(bytes: bytes)
    while true {
      let a = Result { () throws(TraceError) in try byBytes.next() }
      let b = Result { () throws(TraceError) in try byLines.next() }
      precondition(
        a.map { $0.map { "\($0.line) \($0.record)" } } == b.map { $0.map { "\($0.line) \($0.record)" } },
        "reading bytes and reading lines disagree")
      guard case .success(let record?) = a else { break }
      _ = record
    }
  }
  text = ""
  return 0
}
