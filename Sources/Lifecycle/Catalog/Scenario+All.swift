extension Scenario {
  /// Every reference scenario, family by family, in a stable order.
  public static let all: [Scenario] =
    launch + homePress + relaunch + suspension + multiScene + interruption + other

  /// The scenario with this id, if there is one.
  package static func named(_ id: String) -> Scenario? { all.first { $0.id == id } }
}
