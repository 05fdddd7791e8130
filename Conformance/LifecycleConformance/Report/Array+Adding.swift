extension Array where Element: Equatable {
  /// Appends each of `elements` not listed yet, in order: a bug's places, scenarios and
  /// consequences, each named once in the order first met.
  mutating func add(_ elements: some Sequence<Element>) {
    for element in elements where !contains(element) { append(element) }
  }

  /// Appends `element` unless it is listed already.
  mutating func add(_ element: Element) { add(CollectionOfOne(element)) }
}
