/// The package's JSON reader: any JSON text (RFC 8259), read from its bytes into a `JSONValue`.
///
/// Written by hand for speed, because the trace decoder reads every line that is not plain
/// (`TraceFields`) with it. A trace line is a flat object of strings, numbers, booleans and
/// arrays of strings, but the parser accepts any JSON text so that a nested value is reported as
/// a value of the wrong type rather than as malformed JSON. Object members keep their order and
/// their duplicates, so the trace decoder can report a duplicate key. The tests hold it to
/// Foundation's own JSON reader on the same inputs.
struct JSONParser {
  /// Why the bytes are not JSON, and where: a column counted in bytes from 1.
  struct SyntaxError: Error, Equatable {
    let column: Int
    let message: String
  }

  /// Deeper nesting than this is rejected rather than risking the stack (Foundation's limit too).
  static let maximumDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Parses one complete JSON text: a value with optional whitespace around it.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes)
    parser.skipWhitespace()
    if parser.peek == 0xEF, bytes.count >= 3, bytes[1] == 0xBB, bytes[2] == 0xBF {
      throw parser.error("a byte order mark; write UTF-8 without one")
    }
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.error("\(parser.found) after the value") }
    return value
  }

  /// Parses a JSON text given as a string.
  static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var text = text
    return try text.withUTF8 { buffer in Result { () throws(SyntaxError) in try parse(buffer) } }.get()
  }

  // MARK: Values

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
    guard let byte = peek else { throw error("expected a value, found \(found)") }
    switch byte {
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a value, found \(found)")
    }
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    index += 1
    var members: [(String, JSONValue)] = []
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      guard peek == UInt8(ascii: "\"") else { throw error("expected a key in quotes, found \(found)") }
      let key = try parseString()
      skipWhitespace()
      guard peek == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \"\(Quoted(key))\", found \(found)")
      }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue(depth: depth)))
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default:
        throw error("expected ',' or '}' after the value of \"\(Quoted(key))\", found \(found)")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default:
        throw error("expected ',' or ']' after an array element, found \(found)")
      }
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let start = index
    for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard peek == expected else {
        index = start
        throw error("expected a value, found \(found)")
      }
      index += 1
    }
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, exactly as RFC 8259 writes it.
  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    if peek == UInt8(ascii: "0") {
      index += 1
      if isDigit(peek) { throw error("a number with a leading zero") }
    } else {
      guard isDigit(peek) else { throw error("expected a digit, found \(found)") }
      while isDigit(peek) { index += 1 }
    }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard isDigit(peek) else { throw error("expected a digit after '.', found \(found)") }
      while isDigit(peek) { index += 1 }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard isDigit(peek) else { throw error("expected a digit in the exponent, found \(found)") }
      while isDigit(peek) { index += 1 }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("the number \(Quoted(text)) is too large")
    }
    guard Self.isExact(text, value) else { return .inexact(text) }
    // Below 10^15 a whole double converts to Int exactly, and is written back without a fraction.
    return value.rounded() == value && abs(value) < 1e15 ? .number(Int(value)) : .decimal(value)
  }

  private func isDigit(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: Bytes

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  /// What is at `index`, for a message: `'x'`, `byte 0xFF`, `the end of the line`.
  var found: String {
    guard let byte = peek else { return "the end of the line" }
    return Self.describe(byte)
  }

  func error(_ message: String) -> SyntaxError {
    SyntaxError(column: index + 1, message: message)
  }

  static func describe(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(hex(byte))"
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" : "") + digits
  }

  static func hex4(_ code: UInt32) -> String {
    let digits = String(code, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }

  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
