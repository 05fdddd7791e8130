extension JSONValue {
  /// The member `key` of an object (the first, if the key is repeated), or `nil`.
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

  /// The JSON type's name, for messages: "a string", "an array".
  var typeName: String {
    switch self {
    case .string: "a string"
    case .number, .decimal, .inexact: "a number"
    case .bool: "a boolean"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
