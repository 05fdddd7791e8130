extension JSONParser {
  /// A string, its escapes decoded and its UTF-8 checked.
  mutating func parseString() throws(SyntaxError) -> String {
    let open = index
    index += 1
    let start = index
    // The fast path: no escape, so the bytes are the string.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return string
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("control character \(Self.hex(byte)) in a string; escape it") }
      if byte < 0x80 { index += 1 } else { try skipUTF8Sequence() }
    }
    var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &scalars)
      case ..<0x20:
        throw error("control character \(Self.hex(byte)) in a string; escape it")
      case ..<0x80:
        scalars.append(byte)
        index += 1
      default:
        let sequenceStart = index
        try skipUTF8Sequence()
        scalars.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sequenceStart..<index]))
      }
    }
    index = open
    throw error("a string that never ends")
  }

  private mutating func parseEscape(into output: inout [UInt8]) throws(SyntaxError) {
    index += 1
    guard let byte = peek else { throw error("a string that never ends") }
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""): UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): UInt8(ascii: "\\")
      case UInt8(ascii: "/"): UInt8(ascii: "/")
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      output.append(simple)
      index += 1
      return
    }
    guard byte == UInt8(ascii: "u") else { index -= 1; throw error("an unknown escape \\\(Self.describe(byte))") }
    index -= 1
    var code = try parseHexEscape()
    if (0xDC00...0xDFFF).contains(code) {
      throw error("a low surrogate \\u\(Self.hex4(code)) with no high surrogate before it")
    }
    if (0xD800...0xDBFF).contains(code) {
      let high = code
      guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
        throw error("a high surrogate \\u\(Self.hex4(high)) with no low surrogate after it")
      }
      let low = try parseHexEscape()
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error("a high surrogate \\u\(Self.hex4(high)) with no low surrogate after it")
      }
      code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }
    UTF8.encode(Unicode.Scalar(code)!, into: { output.append($0) })
  }

  /// `\uXXXX` at `index`, which points at the backslash.
  private mutating func parseHexEscape() throws(SyntaxError) -> UInt32 {
    let start = index
    index += 2
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = Self.hexValue(byte) else {
        index = start
        throw error("\\u needs four hexadecimal digits")
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  /// Steps over one well-formed UTF-8 sequence of two to four bytes (no overlong form, no
  /// surrogate, nothing above U+10FFFF), or throws.
  fileprivate mutating func skipUTF8Sequence() throws(SyntaxError) {
    let lead = bytes[index]
    let (length, low, high): (Int, UInt8, UInt8)
    switch lead {
    case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
    case 0xED: (length, low, high) = (3, 0x80, 0x9F)
    case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
    case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
    case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
    case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
    default: throw error("invalid UTF-8 (byte \(Self.hex(lead)))")
    }
    // The error names the sequence's first byte, where the column points: the byte after it is
    // only what shows the sequence is wrong.
    let sequence = "byte \(Self.hex(lead)) starts a \(length)-byte sequence"
    for offset in 1..<length {
      guard index + offset < bytes.count, (0x80...0xBF).contains(bytes[index + offset]) else {
        throw error("invalid UTF-8 (\(sequence) that is cut short)")
      }
    }
    let second = bytes[index + 1]
    guard second >= low, second <= high else {
      throw error("invalid UTF-8 (\(sequence) that is overlong, a surrogate or above U+10FFFF)")
    }
    index += length
  }
}

/// A line of text read as bytes (a stimulus on `lifecycle record`'s standard input, a line typed
/// into `lifecycle simulate`), checked as a trace line's text is and named in the same words.
package enum TextBytes {
  /// The first problem of the line: a byte order mark at its start, or invalid UTF-8, with the
  /// column (in bytes, from 1) where it starts; `nil` for a clean line.
  package static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> (column: Int, message: String)? {
    var parser = JSONParser(bytes)
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return (1, "a byte order mark; write UTF-8 without one")
    }
    while parser.index < bytes.count {
      guard bytes[parser.index] >= 0x80 else {
        parser.index += 1
        continue
      }
      do throws(JSONParser.SyntaxError) { try parser.skipUTF8Sequence() } catch { return (error.column, error.message) }
    }
    return nil
  }
}
