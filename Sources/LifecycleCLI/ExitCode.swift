/// The CLI's exit codes (Conformance/SPEC.md#exit-codes; 3 is for output that cannot be written).
enum ExitCode: Int32 {
  /// Success; a conformant verdict.
  case success = 0
  /// A verdict of failure: non-conformant, a docs drift.
  case failure = 1
  /// Bad input or usage.
  case usage = 2
  /// Standard output could not be written (a full disk, a closed descriptor, a broken pipe):
  /// whatever the command did, its result did not reach the reader.
  case unwritableOutput = 3
}
