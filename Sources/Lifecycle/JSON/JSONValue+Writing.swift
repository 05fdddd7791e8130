extension JSONValue {
  /// The value on one line, with a space after each `:` and `,` as the trace format's examples
  /// are written: `{"stimulus": "openScene", "scene": "second"}`.
  package var compact: String {
    var output: [UInt8] = []
    write(to: &output, indent: nil)
    return String(decoding: output, as: UTF8.self)
  }

  /// The value indented by two spaces, one key or element per line, with a final newline.
  package var pretty: String {
    var output: [UInt8] = []
    write(to: &output, indent: 0)
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }

  // The writer appends UTF-8 bytes and makes one String at the end: catalog.json is written
  // from tens of thousands of small pieces, and appending each to a String costs far more.

  private func write(to output: inout [UInt8], indent: Int?) {
    switch self {
    case .string(let value): Self.writeString(value, to: &output)
    case .number(let value): output.append(contentsOf: String(value).utf8)
    case .decimal(let value): output.append(contentsOf: String(value).utf8)
    case .inexact(let text): output.append(contentsOf: text.utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .null: output.append(contentsOf: "null".utf8)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      guard !values.isEmpty else { return output.append(UInt8(ascii: "]")) }
      let inner = indent.map { $0 + 2 }
      for (index, value) in values.enumerated() {
        Self.separate(index, inner: inner, to: &output)
        value.write(to: &output, indent: inner)
      }
      Self.close(UInt8(ascii: "]"), indent: indent, to: &output)
    case .object(let pairs):
      output.append(UInt8(ascii: "{"))
      guard !pairs.isEmpty else { return output.append(UInt8(ascii: "}")) }
      let inner = indent.map { $0 + 2 }
      for (index, (key, value)) in pairs.enumerated() {
        Self.separate(index, inner: inner, to: &output)
        Self.writeString(key, to: &output)
        output.append(contentsOf: ": ".utf8)
        value.write(to: &output, indent: inner)
      }
      Self.close(UInt8(ascii: "}"), indent: indent, to: &output)
    }
  }

  /// What comes before a container's element: a comma after the first, and in pretty output
  /// a new line indented to `inner`.
  private static func separate(_ index: Int, inner: Int?, to output: inout [UInt8]) {
    if index > 0 { output.append(contentsOf: (inner == nil ? ", " : ",").utf8) }
    if let inner { newline(inner, to: &output) }
  }

  private static func close(_ bracket: UInt8, indent: Int?, to output: inout [UInt8]) {
    if let indent { newline(indent, to: &output) }
    output.append(bracket)
  }

  private static func newline(_ indent: Int, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
  }

  /// Appends `value` as a JSON string literal, escaped.
  static func writeString(_ value: String, to output: inout String) {
    var bytes: [UInt8] = []
    writeString(value, to: &bytes)
    output += String(decoding: bytes, as: UTF8.self)
  }

  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: appended whole instead of a scalar at a time.
    guard value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
      output.append(contentsOf: value.utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output.append(contentsOf: "\\\"".utf8)
      case "\\": output.append(contentsOf: "\\\\".utf8)
      case "\n": output.append(contentsOf: "\\n".utf8)
      case "\r": output.append(contentsOf: "\\r".utf8)
      case "\t": output.append(contentsOf: "\\t".utf8)
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: UTF8.encode(scalar) { output.append($0) }
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
