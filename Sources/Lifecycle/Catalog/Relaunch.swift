extension Scenario {
  static let relaunch: [Scenario] = []
}
