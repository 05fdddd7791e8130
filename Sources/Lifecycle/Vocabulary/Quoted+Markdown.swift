extension Quoted {
  /// The quoted value for a Markdown page: besides what `description` escapes, the characters
  /// that Markdown and HTML give a meaning are backslash-escaped, so that a value (an engine's
  /// name, a reason a report gives) reads as the text it is and never as a link, emphasis, code
  /// or a tag; so is the mark that would make a bare address a link on GitHub (the `:` of
  /// `://`, the `.` of `www.`, an `@`). Pipes are left to the table that holds the text.
  ///
  /// ```swift
  /// Quoted("[x](javascript:alert(1)) <b>", limit: nil).markdown   // \[x\](javascript:alert(1)) \<b\>
  /// Quoted("https://evil.example www.evil.example", limit: nil).markdown
  /// // https\://evil.example www\.evil.example
  /// ```
  package var markdown: String {
    let text = description
    let bytes = Array(text.utf8)
    // Most values are names and messages with nothing to escape.
    guard bytes.indices.contains(where: { Self.isEscaped(bytes, at: $0) }) else { return text }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(bytes.count + 16)
    // Byte by byte: every mark escaped is ASCII, and no byte of a longer character is.
    for index in bytes.indices {
      if Self.isEscaped(bytes, at: index) { escaped.append(UInt8(ascii: "\\")) }
      escaped.append(bytes[index])
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// Whether the byte at `index` is a Markdown mark, or the mark of one of GitHub's bare links.
  private static func isEscaped(_ bytes: [UInt8], at index: Int) -> Bool {
    let byte = bytes[index]
    if isMarkdownSpecial(byte) { return true }
    switch byte {
    case UInt8(ascii: "@"):
      return true
    case UInt8(ascii: ":"):
      return bytes[(index + 1)...].starts(with: "//".utf8)
    case UInt8(ascii: "."):
      return index >= 3 && bytes[(index - 3)..<index].map { $0 | 0x20 }.elementsEqual("www".utf8)
    default:
      return false
    }
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
