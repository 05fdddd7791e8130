extension Quoted {
  /// The quoted value for a Markdown page: besides what `description` escapes, the characters
  /// that Markdown and HTML give a meaning are backslash-escaped, so that a value (an engine's
  /// name, a reason a report gives) reads as the text it is and never as a link, emphasis, code
  /// or a tag. Pipes are left to the table that holds the text.
  ///
  /// ```swift
  /// Quoted("[x](javascript:alert(1)) <b>", limit: nil).markdown   // \[x\](javascript:alert(1)) \<b\>
  /// ```
  package var markdown: String {
    let text = description
    // Most values are names and messages with nothing to escape.
    guard text.utf8.contains(where: Self.isMarkdownSpecial) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for character in text {
      if let ascii = character.asciiValue, Self.isMarkdownSpecial(ascii) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// Backslash, backtick, emphasis and strikethrough marks, brackets, angle brackets (HTML and
  /// autolinks), `&` (entities) and `#` (headings).
  private static func isMarkdownSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "#"):
      true
    default: false
    }
  }
}
