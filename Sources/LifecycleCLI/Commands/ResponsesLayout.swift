import Lifecycle

/// How `lifecycle responses` lays its JSON out: indented, but each event, edge, group and
/// session on a line of its own, so that a line-by-line diff of two outputs shows one line per
/// event that differs.
enum ResponsesLayout {
  /// The arrays whose elements each take one line, however long.
  static let oneLineElements: Set<String> = ["events", "order", "groups", "belongs", "sessions", "stimuli"]

  static func render(_ value: JSONValue, indent: Int = 0, elementsOnOneLine: Bool = false) -> String {
    let inner = String(repeating: " ", count: indent + 2)
    let closing = String(repeating: " ", count: indent)
    switch value {
    case .object(let pairs) where !pairs.isEmpty && !isFlat(value):
      let members = pairs.map { key, member in
        inner + JSONValue.string(key).compact + ": "
          + render(member, indent: indent + 2, elementsOnOneLine: oneLineElements.contains(key))
      }
      return "{\n" + members.joined(separator: ",\n") + "\n" + closing + "}"
    case .array(let elements) where !elements.isEmpty && (elementsOnOneLine || !isFlat(value)):
      let members = elements.map { element in
        inner + (elementsOnOneLine ? element.compact : render(element, indent: indent + 2))
      }
      return "[\n" + members.joined(separator: ",\n") + "\n" + closing + "]"
    default:
      return value.compact
    }
  }

  /// Whether a value holds no object or array: it is written on one line.
  private static func isFlat(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let pairs): pairs.allSatisfy { !isContainer($0.1) }
    case .array(let elements): elements.allSatisfy { !isContainer($0) }
    default: true
    }
  }

  private static func isContainer(_ value: JSONValue) -> Bool {
    switch value {
    case .object, .array: true
    default: false
    }
  }
}
