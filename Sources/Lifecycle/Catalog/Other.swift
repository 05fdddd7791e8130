extension Scenario {
  static let other: [Scenario] = []
}
