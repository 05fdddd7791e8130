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
    var cell = cell
    // Every scenario page measures its comparison tables cell by cell: bytes, not Characters.
    return cell.withUTF8 { pieceWidth($0, bold: bold) }
  }

  private static func pieceWidth(_ bytes: UnsafeBufferPointer<UInt8>, bold: Bool) -> Double {
    let scale = bold ? 1.07 : 1
    var widest = 0.0
    var current = 0.0
    var inCode = false
    // The character before: an ASCII byte, or one of the two marks below.
    var previous = UInt8(ascii: " ")
    let afterHangul: UInt8 = 0xFF
    let afterOther: UInt8 = 0xFE
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 {
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for next in bytes[(index + 1)..<min(index + length, bytes.count)] {
          scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        let hangul = (0xAC00...0xD7A3).contains(scalar)
        // A line may break before a syllable, unless an opening bracket precedes it.
        if hangul && !Self.openers.contains(previous) {
          widest = max(widest, current)
          current = 0
        }
        current += inCode ? codeCharacter : (hangul ? 16 : 10) * scale
        previous = hangul ? afterHangul : afterOther
        index += length
        continue
      }
      index += 1
      switch byte {
      case UInt8(ascii: "`"):
        // The padding of a span belongs to the piece the span starts or ends.
        current += codePadding / 2
        inCode.toggle()
        continue
      case UInt8(ascii: "]") where !inCode && index < bytes.count && bytes[index] == UInt8(ascii: "("):
        // A link's target takes no room.
        var depth = 0
        while index < bytes.count {
          let next = bytes[index]
          index += 1
          if next == UInt8(ascii: "(") { depth += 1 }
          if next == UInt8(ascii: ")") {
            depth -= 1
            if depth == 0 { break }
          }
        }
        continue
      case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "*"):
        continue
      case UInt8(ascii: "\\") where !inCode:
        continue
      case UInt8(ascii: " "):
        widest = max(widest, current)
        current = 0
        previous = byte
        continue
      default: break
      }
      let alphanumeric = Self.isAlphanumeric(byte)
      // …and after a syllable, unless punctuation follows it.
      if previous == afterHangul && alphanumeric {
        widest = max(widest, current)
        current = 0
      }
      current += inCode ? codeCharacter : Self.asciiWidths[Int(byte)] * scale
      previous = byte
      // A hyphen before a letter ends a piece (`launch.background-then-icon.scene` wraps there).
      if byte == UInt8(ascii: "-"), index < bytes.count, Self.isLetter(bytes[index]) {
        widest = max(widest, current)
        current = 0
      }
    }
    return max(widest, current)
  }

  private static let openers: Set<UInt8> = Set("([{\"'".utf8)

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// One ASCII character of 16 px prose, in pixels, by the advance widths of Arial's metrics
  /// (which Liberation Sans and Helvetica share).
  private static let asciiWidths: [Double] = (0..<128).map { code in
    switch Character(Unicode.Scalar(UInt8(code))) {
    case "i", "j", "l", "'", "|", ".", ",", ":", ";", "!": 3.6
    case "f", "t", "I", "r", "(", ")", "/", "[", "]", "-": 5.3
    case "m": 13.3
    case "w": 11.6
    case "M": 13.3
    case "W": 15.1
    case "s", "c", "k", "v", "x", "y", "z", "J": 8
    case "A"..."Z": 10.7
    case "0"..."9", "a"..."z", "#", "$", "_", "?": 8.9
    default: 9.3
    }
  }
}
