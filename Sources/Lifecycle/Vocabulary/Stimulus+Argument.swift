extension Stimulus {
  /// The stimulus as one command-line word: its trace-format name, then, after a colon, its
  /// parameters separated by commas: `tapIcon`, `beginInterruption:call`, `openScene:second`,
  /// `continueUserActivity:scene=second`, `openURL:url=https://example.com,scene=second`.
  ///
  /// The one spelling the kit prints (exploration's scripts, `lifecycle record` lines) and
  /// every command reads: `lifecycle record`, `lifecycle simulate` and `Stimulus(parsing:)`.
  ///
  /// Built from the values themselves, not as `summary`, which cuts and escapes them for
  /// messages: a `lifecycle record` line must give back the same stimulus.
  package var argument: String { spelled { $0 } }
}
