import Foundation

@testable import Lifecycle

/// Random JSON texts, and mutations of them, for comparing the parser with Foundation's.
enum JSONGenerator {
  static func value(depth: Int, using random: inout SeededGenerator) -> JSONValue {
    switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &random) {
    case 0: return .string(string(using: &random))
    case 1: return number(using: &random)
    case 2: return .bool(random.next() % 2 == 0)
    case 3: return .null
    case 4:
      return .string(["tapIcon", "sceneDidBecomeActive(_:)", "main", "lifecycle-trace"].randomElement(using: &random)!)
    case 5:
      return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in value(depth: depth - 1, using: &random) })
    default:
      var keys: [String] = []
      while keys.count < Int.random(in: 0...4, using: &random) {
        let key = string(using: &random)
        if !keys.contains(key) { keys.append(key) }
      }
      return .object(keys.map { ($0, value(depth: depth - 1, using: &random)) })
    }
  }

  static func string(using random: inout SeededGenerator) -> String {
    let pool: [Unicode.Scalar] = [
      "a", "b", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{01}", "\u{1F}", "\u{7F}",
      "é", "€", "\u{2028}", "😀", "𝄞", "\u{FFFF}", "\u{10FFFF}",
    ]
    var string = ""
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      string.unicodeScalars.append(pool.randomElement(using: &random)!)
    }
    return string
  }

  /// A whole number, a fraction or a large number, as the parser reads it.
  static func number(using random: inout SeededGenerator) -> JSONValue {
    switch random.next() % 4 {
    case 0: return .number(Int.random(in: -1000...1000, using: &random))
    case 1:
      let sixtyFourths = Int.random(in: -100_000...100_000, using: &random)
      return sixtyFourths % 64 == 0 ? .number(sixtyFourths / 64) : .decimal(Double(sixtyFourths) / 64)
    case 2: return .decimal(Double(Int.random(in: 1...9, using: &random)) * 1e20)
    default: return .number(1)
    }
  }

  /// The value written with random whitespace, escapes and number spellings.
  static func text(_ value: JSONValue, using random: inout SeededGenerator) -> String {
    let space = { (random: inout SeededGenerator) -> String in
      ["", "", " ", "\t", "\r\n", "  "].randomElement(using: &random)!
    }
    switch value {
    case .string(let string): return quoted(string, using: &random)
    case .number(let whole):
      if random.next() % 3 != 0 { return String(whole) }
      return spelling(Double(whole), using: &random)
    case .decimal(let number): return spelling(number, using: &random)
    case .inexact(let text): return text
    case .bool(let bool): return bool ? "true" : "false"
    case .null: return "null"
    case .array(let elements):
      return "[" + space(&random)
        + elements.map { text($0, using: &random) }.joined(separator: space(&random) + "," + space(&random))
        + space(&random) + "]"
    case .object(let members):
      return "{" + space(&random)
        + members.map {
          quoted($0.0, using: &random) + space(&random) + ":" + space(&random) + text($0.1, using: &random)
        }.joined(separator: "," + space(&random)) + space(&random) + "}"
    }
  }

  /// A double as Swift writes it (`2.0`, `1e+20`), or with `E` for `e+` (`1E20`).
  private static func spelling(_ number: Double, using random: inout SeededGenerator) -> String {
    random.next() % 2 == 0 ? "\(number)" : String(number).replacingOccurrences(of: "e+", with: "E")
  }

  private static func quoted(_ string: String, using random: inout SeededGenerator) -> String {
    var output = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "/" where random.next() % 2 == 0: output += "\\/"
      case "\n": output += random.next() % 2 == 0 ? "\\n" : "\\u000a"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || random.next() % 4 == 0:
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16, uppercase: random.next() % 2 == 0)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  /// A random byte deleted, inserted, replaced or duplicated, or the text cut short.
  static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
    var bytes = bytes
    let interesting =
      Array("{}[]:,\"\\ 0123456789-+.eEtrufalsn/u".utf8) + [0x00, 0x01, 0x0A, 0x7F, 0x80, 0xC3, 0xED, 0xFF]
    let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
    switch random.next() % 5 {
    case 0 where !bytes.isEmpty: bytes.remove(at: index)
    case 1: bytes.insert(interesting.randomElement(using: &random)!, at: index)
    case 2 where !bytes.isEmpty: bytes[index] = interesting.randomElement(using: &random)!
    case 3 where !bytes.isEmpty: bytes.removeSubrange(index...)
    default:
      let end = min(bytes.count, index + Int.random(in: 1...4, using: &random))
      bytes.insert(contentsOf: bytes[index..<end], at: index)
    }
    return bytes
  }

  /// Whether a `,` is followed (after whitespace) by `]` or `}` outside a string.
  static func hasTrailingComma(_ bytes: [UInt8]) -> Bool {
    var inString = false, escaped = false, afterComma = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true; afterComma = false
      case UInt8(ascii: ","): afterComma = true
      case UInt8(ascii: "]"), UInt8(ascii: "}"): if afterComma { return true }
      case 0x20, 0x09, 0x0A, 0x0D: break
      default: afterComma = false
      }
    }
    return false
  }

  /// Whether our value and Foundation's are the same JSON value.
  static func equal(_ value: JSONValue, _ foundation: Any) -> Bool {
    switch value {
    case .string(let string): return (foundation as? String) == string
    case .null: return foundation is NSNull
    case .bool(let bool):
      guard let number = foundation as? NSNumber, String(cString: number.objCType) == "c" else { return false }
      return number.boolValue == bool
    case .number(let whole):
      guard let number = foundation as? NSNumber, String(cString: number.objCType) != "c" else { return false }
      return number.doubleValue == Double(whole)
    case .decimal(let double):
      guard let number = foundation as? NSNumber, String(cString: number.objCType) != "c" else { return false }
      return number.doubleValue == double
    case .inexact(let text):
      // Foundation rounds it to a double, as it rounds every number.
      guard let number = foundation as? NSNumber, String(cString: number.objCType) != "c" else { return false }
      return number.doubleValue == Double(text)
    case .array(let elements):
      guard let array = foundation as? [Any], array.count == elements.count else { return false }
      return zip(elements, array).allSatisfy { equal($0, $1) }
    case .object(let members):
      guard let dictionary = foundation as? [String: Any] else { return false }
      // Foundation keeps the last of duplicate keys.
      var last: [String: JSONValue] = [:]
      for (key, value) in members { last[key] = value }
      return last.count == dictionary.count
        && last.allSatisfy { key, value in dictionary[key].map { equal(value, $0) } ?? false }
    }
  }
}
