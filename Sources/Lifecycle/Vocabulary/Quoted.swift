/// A value from the input as a message quotes it: control characters escaped, so a message
/// stays one line and sends nothing to the terminal, bidirectional controls escaped, so a value
/// cannot reorder the line it is quoted in, and cut short with its length when long, so a
/// megabyte-long scene id makes a short verdict.
///
/// ```swift
/// "bad scene id '\(Quoted("a\u{1B}[31m"))'"        // bad scene id 'a\u{1B}[31m'
/// "unknown stimulus '\(Quoted(String(repeating: "x", count: 1_000)))'"
/// // unknown stimulus 'xxxx…xxxx… (1000 characters)', the first 80 kept
/// ```
///
/// Text an engine controls (a line it wrote, its log, its name) is quoted the same way wherever
/// the kit shows it; `limit: nil` escapes without cutting, for text already bounded (a log's
/// last 64 KiB, one line of it at a time).
package struct Quoted: CustomStringConvertible, Sendable {
  /// How many characters of a value are kept.
  package static let limit = 80

  package let value: String
  /// How many characters are kept; `nil` keeps them all.
  package let limit: Int?

  package init(_ value: String, limit: Int? = Quoted.limit) {
    self.value = value
    self.limit = limit
  }

  package init(_ id: SceneID) {
    self.value = id.rawValue
    self.limit = Self.limit
  }

  package var description: String {
    // Nearly every value is a short name or id: returned as it is, after one pass over its bytes.
    if value.utf8.count <= limit ?? .max, value.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return value }
    var text = ""
    var kept = 0
    var index = value.startIndex
    while index < value.endIndex, kept < limit ?? .max {
      Self.append(value[index], to: &text)
      kept += 1
      index = value.index(after: index)
    }
    guard index < value.endIndex else { return text }
    return text + "… (\(value.count) characters)"
  }

  /// Appends a character; a C0 or C1 control character, DEL or a bidirectional control as an
  /// escape: `\n`, `\u{1B}`, `\u{202E}`.
  private static func append(_ character: Character, to text: inout String) {
    guard character.unicodeScalars.contains(where: isEscaped) else { return text.append(character) }
    for scalar in character.unicodeScalars {
      switch scalar {
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where isEscaped(scalar): text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: text.unicodeScalars.append(scalar)
      }
    }
  }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidirectionalControl(scalar)
  }

  /// The marks and embeddings, overrides and isolates that reorder the text around them on a
  /// terminal or a page (Unicode's Bidi_Control property): U+061C, U+200E, U+200F, U+202A to
  /// U+202E, U+2066 to U+2069.
  private static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
