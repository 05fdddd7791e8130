/// A value from the input as a message quotes it: control characters escaped, so a message
/// stays one line and sends nothing to the terminal, and cut short with its length when long,
/// so a megabyte-long scene id makes a short verdict.
///
/// ```swift
/// "bad scene id '\(Quoted("a\u{1B}[31m"))'"        // bad scene id 'a\u{1B}[31m'
/// "unknown stimulus '\(Quoted(String(repeating: "x", count: 1_000)))'"
/// // unknown stimulus 'xxxx…xxxx… (1000 characters)', the first 80 kept
/// ```
package struct Quoted: CustomStringConvertible, Sendable {
  /// How many characters of a value are kept.
  package static let limit = 80

  package let value: String

  package init(_ value: String) { self.value = value }

  package init(_ id: SceneID) { self.value = id.rawValue }

  package var description: String {
    // Nearly every value is a short name or id: returned as it is, after one pass over its bytes.
    if value.utf8.count <= Self.limit, value.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return value }
    var text = ""
    var kept = 0
    var index = value.startIndex
    while index < value.endIndex, kept < Self.limit {
      Self.append(value[index], to: &text)
      kept += 1
      index = value.index(after: index)
    }
    guard index < value.endIndex else { return text }
    return text + "… (\(value.count) characters)"
  }

  /// Appends a character, a C0 or C1 control character or DEL as an escape: `\n`, `\u{1B}`.
  private static func append(_ character: Character, to text: inout String) {
    guard character.unicodeScalars.contains(where: isControl) else { return text.append(character) }
    for scalar in character.unicodeScalars {
      switch scalar {
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where isControl(scalar): text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: text.unicodeScalars.append(scalar)
      }
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
