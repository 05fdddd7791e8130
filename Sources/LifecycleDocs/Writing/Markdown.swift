/// The few pieces of GitHub-flavoured Markdown the pages are written in, spelled one way so
/// every page renders alike.
enum Markdown {
  /// Inline code: `` `sceneDidBecomeActive(_:)` ``. Text that holds backticks is fenced by
  /// one more than its longest run of them, and padded with a space where it begins or ends
  /// with one, so that it cannot close the span early.
  static func code(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "`")) else { return "`\(text)`" }
    var longest = 0
    var run = 0
    for byte in text.utf8 {
      run = byte == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
    return fence + padded + fence
  }

  /// A link: `[text](target)`.
  static func link(_ text: String, _ target: String) -> String { "[\(text)](\(target))" }

  /// A table with a header row; cells are escaped for table syntax (`|` and line breaks).
  ///
  /// ```
  /// | # | Event |
  /// |---|---|
  /// | 1 | `tapIcon` |
  /// ```
  static func table(_ header: [String], _ rows: [[String]]) -> String {
    let lines = [row(header), "|" + String(repeating: "---|", count: header.count)] + rows.map(row)
    return lines.joined(separator: "\n")
  }

  private static func row(_ cells: [String]) -> String {
    "| " + cells.map(cell).joined(separator: " | ") + " |"
  }

  /// One table cell: pipes escaped, line breaks folded into spaces.
  static func cell(_ text: String) -> String {
    // Most cells hold neither a pipe nor a line break: returned as they are, without the two
    // splits. Besides ASCII's, the line breaks are U+0085 (C2 85) and U+2028, U+2029 (E2 80 A8,
    // E2 80 A9): a cell with none of their lead bytes, Korean included, needs no scan by Character.
    if !text.utf8.contains(where: { $0 == UInt8(ascii: "|") || (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 })
    {
      return text
    }
    return text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
      .split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// The anchor GitHub gives a heading: lowercased, spaces to hyphens, punctuation other than
  /// `-` and `_` dropped, inline code marks dropped. `` `sceneDidBecomeActive(_:)` `` becomes
  /// `scenedidbecomeactive_`.
  static func anchor(_ heading: String) -> String {
    // Every callback, notification, rule and family heading is ASCII: byte by byte, the same
    // slug without lowercasing a copy and classifying Characters.
    if heading.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(heading.utf8.count)
      for byte in heading.utf8 {
        switch byte {
        case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
          UInt8(ascii: "-"), UInt8(ascii: "_"):
          bytes.append(byte)
        default: break
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var slug = ""
    for character in heading.lowercased() {
      if character == " " {
        slug.append("-")
      } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
        slug.append(character)
      }
    }
    return slug
  }

  /// A fenced code block.
  static func fence(_ language: String, _ body: String) -> String {
    "```\(language)\n\(body)\n```"
  }

  /// Joins blocks (paragraphs, tables, headings) with one blank line between them and a final
  /// newline, the shape of every page.
  static func page(_ blocks: [String]) -> String {
    blocks.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
  }
}
