extension JSONValue {
  /// The value of a JSON text, or `nil` if it is not JSON: what the package reads back of the
  /// documents it writes (conformance reports for the docs). A number without a fraction is
  /// `.number`; object members keep their order.
  package init?(parsing text: String) {
    guard let value = try? JSONParser.parse(text) else { return nil }
    self.init(value)
  }

  private init(_ value: JSONParser.Value) {
    switch value {
    case .string(let string): self = .string(string)
    case .number(let number):
      self = number.rounded() == number && abs(number) < 1e15 ? .number(Int(number)) : .decimal(number)
    case .inexactNumber(let text): self = .inexact(text)
    case .bool(let bool): self = .bool(bool)
    case .null: self = .null
    case .array(let values): self = .array(values.map(JSONValue.init))
    case .object(let members): self = .object(members.map { ($0.key, JSONValue($0.value)) })
    }
  }

  /// The member `key` of an object, or `nil`.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The string, or `nil` for any other value.
  package var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The integer, or `nil` for any other value.
  package var intValue: Int? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The elements of an array, or `nil` for any other value.
  package var arrayValue: [JSONValue]? {
    if case .array(let values) = self { return values }
    return nil
  }

  /// The members of an object in order, or `nil` for any other value.
  package var objectMembers: [(String, JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }
}
