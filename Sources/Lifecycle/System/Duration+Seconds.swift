extension Duration {
  /// The duration in seconds, fraction included: what a rate or a timing divides by.
  package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }

  /// The duration in whole milliseconds, rounded down: what `poll` waits.
  package var wholeMilliseconds: Int64 {
    components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
  }
}
