extension Scenario {
  static let multiScene: [Scenario] = []
}
