/// The few pieces of GitHub-flavoured Markdown the pages are written in, spelled one way so
/// every page renders alike.
enum Markdown {
  /// Inline code: `` `sceneDidBecomeActive(_:)` ``.
  static func code(_ text: String) -> String { "`\(text)`" }

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
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
      .split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// The anchor GitHub gives a heading: lowercased, spaces to hyphens, punctuation other than
  /// `-` and `_` dropped, inline code marks dropped. `` `sceneDidBecomeActive(_:)` `` becomes
  /// `scenedidbecomeactive_`.
  static func anchor(_ heading: String) -> String {
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
