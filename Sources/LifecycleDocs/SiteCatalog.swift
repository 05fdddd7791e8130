import Lifecycle

/// The scenarios being rendered, with the cross references the pages share: families, the
/// same scenario in the other life cycle, and where each callback appears.
struct SiteCatalog {
  let scenarios: [Scenario]
  private let byID: [String: Scenario]

  init(_ scenarios: [Scenario]) {
    for scenario in scenarios {
      precondition(!scenario.id.isEmpty && scenario.id.allSatisfy(Self.isIDCharacter) && !scenario.id.hasPrefix("."),
                   "scenario id '\(scenario.id)' cannot name a page")
    }
    var byID: [String: Scenario] = [:]
    for scenario in scenarios {
      precondition(byID[scenario.id] == nil, "duplicate scenario id '\(scenario.id)'")
      byID[scenario.id] = scenario
    }
    self.scenarios = scenarios
    self.byID = byID
  }

  /// Every family in the catalog's order, with its scenarios in the order given (possibly none).
  var families: [(family: Scenario.Family, scenarios: [Scenario])] {
    Scenario.Family.allCases.map { family in (family, scenarios.filter { $0.family == family }) }
  }

  /// The same scenario in the other life cycle: `home-press.app` for `home-press.scene`.
  func counterpart(of scenario: Scenario) -> Scenario? {
    let (own, other) = scenario.lifecycle == .app ? (".app", ".scene") : (".scene", ".app")
    guard scenario.id.hasSuffix(own) else { return nil }
    guard let match = byID[String(scenario.id.dropLast(own.count)) + other],
          match.lifecycle != scenario.lifecycle else { return nil }
    return match
  }

  /// The scenarios whose expected events include a callback or notification of this name,
  /// with the (1-based) steps it appears in.
  func appearances(of name: String) -> [(scenario: Scenario, steps: [Int])] {
    scenarios.compactMap { scenario in
      let steps = scenario.steps.indices.filter { index in
        scenario.steps[index].outcomes.contains { $0.response.events.contains { $0.event.name == name } }
      }
      return steps.isEmpty ? nil : (scenario, steps.map { $0 + 1 })
    }
  }

  private static func isIDCharacter(_ character: Character) -> Bool {
    character == "." || character == "-" || ("a"..."z").contains(character) || ("0"..."9").contains(character)
  }
}
