/// What a host (`EngineHost`, `MapperHost`) writes to standard output: lines kept until a
/// response is complete, then sent in one write, since a write per line costs more than the step.
@MainActor
enum HostOutput {
  /// Lines written and not yet sent.
  private static var pending: [UInt8] = []

  /// Adds `line` and its newline to what the next `flush` sends.
  static func write(_ line: String) {
    pending.append(contentsOf: line.utf8)
    pending.append(0x0A)
  }

  /// Sends what was written since the last flush.
  static func flush() {
    // A write that fails (the kit has gone) is not retried: no one is left to answer.
    pending.withUnsafeBytes { bytes in
      do { try Descriptor.write(bytes, to: Descriptor.standardOutput) } catch {}
    }
    pending.removeAll(keepingCapacity: true)
  }
}
