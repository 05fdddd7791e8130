/// A piece of English prose the renderer emits, as the key its translations are filed under:
/// the text with each interpolated value replaced by a numbered placeholder.
///
/// `"\(count) scenarios: \(appBased) app-based"` is the key `"{1} scenarios: {2} app-based"`
/// with the arguments `["75", "30"]`; a translation places `{1}` and `{2}` where its grammar
/// wants them. Interpolated values are code, links or numbers, never prose of their own: a
/// link's text is localized on its own, before it is interpolated.
struct Prose: ExpressibleByStringInterpolation, Sendable {
  let key: String
  let arguments: [String]

  init(stringLiteral value: String) {
    key = value
    arguments = []
  }

  init(stringInterpolation: Interpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  struct Interpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []

    init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 3 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: String) { key += literal }

    mutating func appendInterpolation(_ value: String) {
      arguments.append(value)
      key += "{\(arguments.count)}"
    }

    mutating func appendInterpolation(_ value: Int) { appendInterpolation(String(value)) }
  }

  /// `template` with `{1}`, `{2}`, … replaced by the arguments.
  func filling(_ template: String) -> String {
    guard !arguments.isEmpty else { return template }
    // Every localized string with a value passes through here, in both editions: UTF-8 bytes.
    var result = ""
    result.reserveCapacity(template.utf8.count + arguments.reduce(0) { $0 + $1.utf8.count })
    let bytes = template.utf8
    var copied = bytes.startIndex
    var index = bytes.startIndex
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")) {
      var close = bytes.index(after: open)
      var number = 0
      while close < bytes.endIndex, let digit = Self.digit(bytes[close]), number < 1_000 {
        number = number * 10 + digit
        close = bytes.index(after: close)
      }
      guard close < bytes.endIndex, close > bytes.index(after: open), bytes[close] == UInt8(ascii: "}"),
        arguments.indices.contains(number - 1)
      else {
        index = bytes.index(after: open)
        continue
      }
      result += template[copied..<open]
      result += arguments[number - 1]
      copied = bytes.index(after: close)
      index = copied
    }
    result += template[copied...]
    return result
  }

  private static func digit(_ byte: UInt8) -> Int? {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
  }
}

/// `prose` in the language of the edition being rendered; in English, the text as written.
///
/// ```swift
/// localized("\(count) scenarios")   // "75 scenarios", or "시나리오 75개" in the Korean edition
/// ```
func localized(_ prose: Prose) -> String {
  guard let translator = Translator.current else { return prose.filling(prose.key) }
  return translator.localize(prose)
}

/// Prose that is data rather than a literal (a scenario's title, a row's note, a diagram's
/// label), in the language of the edition being rendered; the English text is its own key.
func localized(key text: String) -> String {
  guard let translator = Translator.current, !text.isEmpty else { return text }
  return translator.localize(Prose(stringLiteral: text))
}

extension Prose {
  /// Two pieces of one sentence, written on several lines: the right side's placeholders are
  /// numbered after the left side's.
  static func + (left: Prose, right: Prose) -> Prose {
    let shifted = Prose(key: right.key, arguments: right.arguments.indices.map { "{\(left.arguments.count + $0 + 1)}" })
    return Prose(key: left.key + shifted.filling(right.key), arguments: left.arguments + right.arguments)
  }

  private init(key: String, arguments: [String]) {
    self.key = key
    self.arguments = arguments
  }
}
