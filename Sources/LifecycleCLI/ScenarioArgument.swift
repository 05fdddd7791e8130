import Lifecycle

/// A scenario named by its id on the command line: `home-press.scene`.
enum ScenarioArgument {
  /// The scenario with this id, or a usage error that names the nearest id:
  /// `unknown scenario 'lanch.first.app'; did you mean 'launch.first.app'?`.
  static func parse(_ id: String) throws(UsageError) -> Scenario {
    guard let scenario = Scenario.named(id) else {
      throw UsageError(NearestName.unknown("scenario", id, in: Scenario.all.map(\.id)))
    }
    return scenario
  }
}
