extension Stimulus {
  /// The stimulus as one command-line word: its trace-format name, then, after a colon, its
  /// parameters separated by commas: `tapIcon`, `beginInterruption:call`, `openScene:second`,
  /// `continueUserActivity:scene=second`, `openURL:url=https://example.com,scene=second`.
  ///
  /// The one spelling the kit prints (exploration's scripts, `lifecycle record` lines) and
  /// every command reads: `lifecycle record`, `lifecycle simulate` and `Stimulus(parsing:)`.
  public var argument: String {
    let words = summary.split(separator: " ").map(String.init)
    guard let name = words.first, words.count > 1 else { return summary }
    return name + ":" + words.dropFirst().joined(separator: ",")
  }
}
