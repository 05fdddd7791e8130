/// Which scenarios a run includes: all, or those matching comma-separated ids and patterns.
///
/// From the command line: `LIFECYCLE_SCENARIOS=home-press.scene,launch.* swift test`.
package struct ScenarioSelection: Hashable, Sendable, CustomStringConvertible {
  /// The patterns; empty means every scenario.
  package var patterns: [ScenarioPattern]

  /// The environment variable that selects scenarios.
  package static let environmentVariable = "LIFECYCLE_SCENARIOS"

  /// Every scenario.
  package static let all = ScenarioSelection(patterns: [])

  /// Creates a selection of the scenarios that match any of `patterns`.
  package init(patterns: [ScenarioPattern]) { self.patterns = patterns }

  /// Parses `home-press.scene,launch.*` (spaces around commas are ignored).
  package init(parsing text: String) {
    patterns = text.split(separator: ",")
      .map(\.trimmingSpaces)
      .filter { !$0.isEmpty }
      .map(ScenarioPattern.init)
  }

  /// The selection `LIFECYCLE_SCENARIOS` names, or every scenario when it is unset or empty.
  package static func fromEnvironment() -> ScenarioSelection {
    guard let value = ProcessEnvironment.value(environmentVariable) else { return .all }
    return ScenarioSelection(parsing: value)
  }

  /// Whether the scenario runs.
  package func includes(_ id: String) -> Bool {
    patterns.isEmpty || patterns.contains { $0.matches(id) }
  }

  /// `all scenarios`, or the environment setting that selects the same: `LIFECYCLE_SCENARIOS=launch.*,home-press.app`.
  package var description: String {
    patterns.isEmpty ? "all scenarios" : "\(Self.environmentVariable)=" + patterns.map(\.text).joined(separator: ",")
  }
}
