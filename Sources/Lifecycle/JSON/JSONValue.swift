/// A JSON value with ordered object keys: the one JSON tree of the package, which it writes
/// (`compact`, `pretty`) and reads (`JSONParser`, `init(parsing:)`).
///
/// Foundation's encoders differ between platforms in spacing and escaping; generated files
/// and `--format json` output must be byte-identical everywhere, so the package renders its
/// own JSON. A number is read into the case it is written from, so a value read back equals the
/// value written.
package enum JSONValue: Hashable, Sendable {
  case string(String)
  /// A whole number below 10^15 in magnitude, however it is spelt (`3`, `3.0`, `3e0`; `-0` is 0).
  case number(Int)
  /// Any other number a double holds exactly: one with a fraction (`7.7`) or a large one (`1e20`),
  /// written in Swift's shortest round-tripping form (`7.7`, `1e+20`).
  case decimal(Double)
  /// A number read from a document that no double holds exactly
  /// (`1.0000000000000000000000000001`), kept as written: it equals no other number.
  case inexact(String)
  case bool(Bool)
  case null
  case array([JSONValue])
  /// Keys in the order given; rendering keeps that order. A parsed object keeps a repeated key
  /// too, so that the trace decoder can report it.
  case object([(String, JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.decimal(let a), .decimal(let b)): a == b
    case (.inexact(let a), .inexact(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .decimal(let value): hasher.combine(value)
    case .inexact(let text): hasher.combine(text)
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
