extension Markdown {
  /// The column a table must fit in, in pixels: GitHub's Markdown column is 980 px wide.
  static let widthBudget = 980.0

  /// How wide a table renders on GitHub, in pixels, at its narrowest: per column, the widest
  /// piece of a cell that cannot wrap, plus the cell's padding and border.
  ///
  /// A table whose narrowest width exceeds its column scrolls sideways. GitHub sets prose in a
  /// 16 px sans-serif and code spans at 85% in a monospaced font with padding; a line wraps at a
  /// space (in code too), after a hyphen and between two Hangul syllables, never inside a selector. The widths
  /// are those of the fonts a browser falls back to on Linux (Liberation, Noto Sans CJK), within a
  /// few pixels of what Chromium lays out.
  static func width(_ header: [String], _ rows: [[String]]) -> Double {
    var columns = header.map { pieceWidth($0, bold: true) }
    for row in rows {
      for (index, cell) in row.enumerated() {
        let width = pieceWidth(cell, bold: false)
        if index < columns.count { columns[index] = max(columns[index], width) } else { columns.append(width) }
      }
    }
    return columns.reduce(1) { $0 + $1 + cellPadding }
  }

  /// A cell's padding (13 px each side) and one border.
  private static let cellPadding = 27.0
  /// One character of a code span: 85% of 16 px in a monospaced font, 0.6 em a character.
  private static let codeCharacter = 8.16
  /// A code span's padding: 0.4 em of its 13.6 px each side.
  private static let codePadding = 10.9

  /// The widest piece of `cell` that cannot wrap, in pixels.
  static func pieceWidth(_ cell: String, bold: Bool) -> Double {
    var widest = 0.0
    var current = 0.0
    var inCode = false
    var previous: Character = " "
    var characters = Substring(cell)
    func close() {
      widest = max(widest, current)
      current = 0
    }
    while let character = characters.first {
      characters = characters.dropFirst()
      switch character {
      case "`":
        // The padding of a span belongs to the piece the span starts or ends.
        current += codePadding / 2
        inCode.toggle()
        continue
      case "]" where characters.first == "(" && !inCode:
        // A link's target takes no room.
        var depth = 0
        while let next = characters.first {
          characters = characters.dropFirst()
          if next == "(" { depth += 1 }
          if next == ")" {
            depth -= 1
            if depth == 0 { break }
          }
        }
        continue
      case "[", "]", "*",
        "\\" where !inCode:
        continue
      case " ":
        close()
        previous = " "
        continue
      default: break
      }
      let hangul = character.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
      // A line may break before a syllable (unless an opening bracket precedes it) and after one
      // (unless punctuation follows it).
      if hangul && !"([{\"'".contains(previous) { close() }
      if !hangul && isHangul(previous) && (character.isLetter || character.isNumber) { close() }
      current += inCode ? codeCharacter : proseWidth(character) * (bold ? 1.07 : 1)
      previous = character
      // A hyphen before a letter ends a piece (`launch.background-then-icon.scene` wraps there).
      if character == "-", characters.first?.isLetter == true { close() }
    }
    close()
    return widest
  }

  private static func isHangul(_ character: Character) -> Bool {
    character.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
  }

  /// One character of 16 px prose, in pixels, by the advance widths of Arial's metrics (which
  /// Liberation Sans and Helvetica share) and a full em for Hangul.
  private static func proseWidth(_ character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first, scalar.isASCII else {
      return isHangul(character) ? 16 : 10
    }
    switch character {
    case "i", "j", "l", "'", "|", ".", ",", ":", ";", "!": return 3.6
    case "f", "t", "I", "r", "(", ")", "/", "[", "]", "-": return 5.3
    case "m": return 13.3
    case "w": return 11.6
    case "M": return 13.3
    case "W": return 15.1
    case "s", "c", "k", "v", "x", "y", "z", "J": return 8
    case "A"..."Z": return 10.7
    case "0"..."9", "a"..."z", "#", "$", "_", "?": return 8.9
    default: return 9.3
    }
  }
}
