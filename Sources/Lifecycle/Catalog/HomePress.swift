extension Scenario {
  static let homePress: [Scenario] = []
}
