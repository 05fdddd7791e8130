/// A JSON value with ordered object keys, rendered the same way on every machine.
///
/// Foundation's encoders differ between platforms in spacing and escaping; generated files
/// and `--format json` output must be byte-identical everywhere, so the package renders its
/// own JSON.
public enum JSONValue: Hashable, Sendable {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  /// Keys in the order given; rendering keeps that order.
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .bool(let value): hasher.combine(value)
    case .null: hasher.combine(0)
    case .array(let values): hasher.combine(values)
    case .object(let pairs):
      for (key, value) in pairs {
        hasher.combine(key)
        hasher.combine(value)
      }
    }
  }
}

extension JSONValue {
  /// The value on one line, with a space after each `:` and `,` as the trace format's examples
  /// are written: `{"stimulus": "openScene", "scene": "second"}`.
  public var compact: String {
    var output = ""
    write(to: &output, indent: nil)
    return output
  }

  /// The value indented by two spaces, one key or element per line, with a final newline.
  public var pretty: String {
    var output = ""
    write(to: &output, indent: 0)
    return output + "\n"
  }

  private func write(to output: inout String, indent: Int?) {
    switch self {
    case .string(let value): Self.writeString(value, to: &output)
    case .number(let value): output += String(value)
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    case .array(let values):
      writeContainer(values.map { (nil, $0) }, open: "[", close: "]", to: &output, indent: indent)
    case .object(let pairs):
      writeContainer(pairs.map { (Optional($0.0), $0.1) }, open: "{", close: "}", to: &output, indent: indent)
    }
  }

  private func writeContainer(_ items: [(String?, JSONValue)], open: String, close: String,
                              to output: inout String, indent: Int?) {
    output += open
    guard !items.isEmpty else { return output += close }
    let inner = indent.map { $0 + 2 }
    for (index, (key, value)) in items.enumerated() {
      if index > 0 { output += indent == nil ? ", " : "," }
      if let inner { output += "\n" + String(repeating: " ", count: inner) }
      if let key {
        Self.writeString(key, to: &output)
        output += ": "
      }
      value.write(to: &output, indent: inner)
    }
    if let indent { output += "\n" + String(repeating: " ", count: indent) }
    output += close
  }

  static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
