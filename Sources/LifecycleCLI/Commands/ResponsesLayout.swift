import Lifecycle

/// How `lifecycle responses` lays its JSON out: indented, but each event, edge, group and
/// session on a line of its own, so that a line-by-line diff of two outputs shows one line per
/// event that differs.
enum ResponsesLayout {
  /// The arrays whose elements each take one line, however long.
  static let oneLineElements: Set<String> = ["events", "order", "groups", "belongs", "sessions", "stimuli"]

  static func render(_ value: JSONValue, indent: Int = 0, elementsOnOneLine: Bool = false) -> String {
    var output = ""
    render(value, indent: indent, elementsOnOneLine: elementsOnOneLine, into: &output)
    return output
  }

  /// Appends the value to `output`. One buffer for the whole value: a string a level, joined
  /// into its parent's, would copy each event once per level around it.
  static func render(_ value: JSONValue, indent: Int, elementsOnOneLine: Bool = false, into output: inout String) {
    switch value {
    case .object(let pairs) where !pairs.isEmpty && !isFlat(value):
      output += "{\n"
      for (offset, (key, member)) in pairs.enumerated() {
        if offset > 0 { output += ",\n" }
        self.member(key, member, indent: indent + 2, into: &output)
      }
      output += "\n" + String(repeating: " ", count: indent) + "}"
    case .array(let elements) where !elements.isEmpty && (elementsOnOneLine || !isFlat(value)):
      let inner = String(repeating: " ", count: indent + 2)
      output += "[\n"
      for (offset, element) in elements.enumerated() {
        output += offset > 0 ? ",\n" + inner : inner
        if elementsOnOneLine {
          output += element.compact
        } else {
          render(element, indent: indent + 2, into: &output)
        }
      }
      output += "\n" + String(repeating: " ", count: indent) + "]"
    default:
      output += value.compact
    }
  }

  /// Appends `"key": value`, indented by `indent`, as a member of an object.
  static func member(_ key: String, _ value: JSONValue, indent: Int, into output: inout String) {
    output += String(repeating: " ", count: indent) + JSONValue.string(key).compact + ": "
    render(value, indent: indent, elementsOnOneLine: oneLineElements.contains(key), into: &output)
  }

  /// Writes an array of objects, indented by `indent`, one element at a time: `element` writes
  /// each (at the indent it is given) as soon as it is made, so that no more than one element is
  /// held. The text is the same as `render` gives for the whole array.
  static func stream<Element>(
    _ elements: some Sequence<Element>, indent: Int, write: @escaping (String) -> Void,
    element: (Element, _ indent: Int) -> Void
  ) {
    let inner = String(repeating: " ", count: indent + 2)
    var first = true
    for each in elements {
      write(first ? "[\n" + inner : ",\n" + inner)
      first = false
      element(each, indent + 2)
    }
    write(first ? "[]" : "\n" + String(repeating: " ", count: indent) + "]")
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
