import Lifecycle

extension VerifyCommand {
  /// The trace records a JSON verdict shows, with every string quoted as a message quotes it:
  /// a 900,000-character scene id is cut short with its length, as in the text verdict.
  static func quotingStrings(_ value: JSONValue) -> JSONValue {
    switch value {
    case .string(let string): .string(Quoted(string).description)
    case .array(let items): .array(items.map(quotingStrings))
    case .object(let fields): .object(fields.map { ($0.0, quotingStrings($0.1)) })
    default: value
    }
  }
}
