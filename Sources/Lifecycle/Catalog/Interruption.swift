extension Scenario {
  static let interruption: [Scenario] = []
}
