extension String {
  /// The text broken at spaces into lines of at most `width` columns, the lines after the first
  /// indented by `continuation`; a word longer than a line (a URL) stands on a line of its own.
  func wrapped(width: Int, continuation: String = "  ") -> [String] {
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = continuation + word
      }
    }
    return lines + [line]
  }
}
