extension Scenario {
  static let suspension: [Scenario] = []
}
