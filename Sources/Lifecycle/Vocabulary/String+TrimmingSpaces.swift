extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and carriage returns: a word typed at a
  /// prompt, or one item of a comma-separated list. Foundation's trimming is not used, so the
  /// core links no Foundation.
  package var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    var trimmed = Substring(self)
    while let first = trimmed.first, isSpace(first) { trimmed.removeFirst() }
    while let last = trimmed.last, isSpace(last) { trimmed.removeLast() }
    return String(trimmed)
  }
}
