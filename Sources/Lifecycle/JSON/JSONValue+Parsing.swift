extension JSONValue {
  /// The value of a JSON text, or `nil` if it is not JSON: what the package reads back of the
  /// documents it writes (conformance reports for the docs, an engine's hello). Numbers are read
  /// as `JSONParser` reads them; object members keep their order.
  package init?(parsing text: String) {
    guard let value = try? JSONParser.parse(text) else { return nil }
    self = value
  }
}
