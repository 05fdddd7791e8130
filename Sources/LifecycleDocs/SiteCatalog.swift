import Lifecycle

/// The scenarios being rendered, with the cross references the pages share: families, the
/// same scenario in the other life cycle, and where each callback appears.
struct SiteCatalog {
  let scenarios: [Scenario]
  private let byID: [String: Scenario]
  /// For each callback or notification name, the positions in `scenarios` that show it and
  /// the (1-based) steps it appears in: built in one pass, since the callback reference asks
  /// for every name and a scan of the whole catalog per name dominated its rendering.
  private let appearancesByName: [String: [(scenario: Int, steps: [Int])]]
  /// `Scenario.following()` of each scenario, by id: the scenario page and both worksheet pages
  /// ask for it, and it replays the scenario through the model.
  private let followingByID: [String: [[Scenario.Following?]]]

  init(_ scenarios: [Scenario]) {
    for scenario in scenarios {
      precondition(
        !scenario.id.isEmpty && scenario.id.allSatisfy(Self.isIDCharacter) && !scenario.id.hasPrefix("."),
        "scenario id '\(scenario.id)' cannot name a page")
    }
    var byID: [String: Scenario] = [:]
    for scenario in scenarios {
      precondition(byID[scenario.id] == nil, "duplicate scenario id '\(scenario.id)'")
      byID[scenario.id] = scenario
    }
    self.scenarios = scenarios
    self.byID = byID
    var appearances: [String: [(scenario: Int, steps: [Int])]] = [:]
    for (position, scenario) in scenarios.enumerated() {
      for (index, step) in scenario.steps.enumerated() {
        var names: Set<String> = []
        for outcome in step.outcomes {
          for expected in outcome.response.events { names.insert(expected.event.name) }
        }
        for name in names {
          if appearances[name]?.last?.scenario == position {
            appearances[name]![appearances[name]!.count - 1].steps.append(index + 1)
          } else {
            appearances[name, default: []].append((position, [index + 1]))
          }
        }
      }
    }
    appearancesByName = appearances
    followingByID = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, $0.following()) })
  }

  /// Which earlier alternatives each step's alternatives can follow (`Scenario.following()`).
  func following(_ scenario: Scenario) -> [[Scenario.Following?]] {
    followingByID[scenario.id] ?? scenario.following()
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
      match.lifecycle != scenario.lifecycle
    else { return nil }
    return match
  }

  /// The scenarios whose expected events include a callback or notification of this name,
  /// with the (1-based) steps it appears in.
  func appearances(of name: String) -> [(scenario: Scenario, steps: [Int])] {
    (appearancesByName[name] ?? []).map { (scenarios[$0.scenario], $0.steps) }
  }

  private static func isIDCharacter(_ character: Character) -> Bool {
    character == "." || character == "-" || ("a"..."z").contains(character) || ("0"..."9").contains(character)
  }
}
