/// A scenario id or a pattern with `*` wildcards: `home-press.scene`, `launch.*`, `*.app`.
package struct ScenarioPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written: a scenario id, or a prefix followed by `*`.
  package let text: String

  /// Creates a pattern from its text, such as `home-press.*` or `launch.first.scene`.
  package init(_ text: String) { self.text = text }

  /// Whether the pattern matches the whole id.
  package func matches(_ id: String) -> Bool {
    Self.match(Array(text.utf8)[...], Array(id.utf8)[...])
  }

  /// The pattern as written.
  package var description: String { text }

  private static func match(_ pattern: ArraySlice<UInt8>, _ id: ArraySlice<UInt8>) -> Bool {
    guard let first = pattern.first else { return id.isEmpty }
    if first == UInt8(ascii: "*") {
      let rest = pattern.dropFirst()
      return id.indices.contains { match(rest, id[$0...]) } || match(rest, id[id.endIndex...])
    }
    guard let head = id.first, head == first else { return false }
    return match(pattern.dropFirst(), id.dropFirst())
  }
}
