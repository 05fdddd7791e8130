/// A reference scenario: what a person or the system does, step by step, and what UIKit
/// delivers in answer, written out by hand from Apple's documentation.
///
/// ```swift
/// for scenario in Scenario.all where scenario.lifecycle == .scene {
///   print(scenario.id, scenario.title)   // home-press.scene  Home press from an active scene
/// }
/// ```
public struct Scenario: Hashable, Sendable, Identifiable {
  /// A stable id, never renumbered or reused: `home-press.scene`.
  public let id: String
  /// The family the scenario belongs to.
  package let family: Family
  /// A title for tables and headings.
  public let title: String
  /// What happens, in a few sentences for a reader.
  public let narrative: String
  /// Which delegates UIKit calls.
  public let lifecycle: LifecycleStyle
  /// The scene sessions saved before the scenario starts, most recent first (the trace
  /// header's `sessions`). The app is not running at the start.
  package let sessions: [SceneID]
  /// The stimuli, each with the responses UIKit may deliver.
  package let steps: [Step]

  /// Creates a scenario; the catalog's scenarios are the ones in `Scenario.all`.
  package init(
    id: String, family: Family, lifecycle: LifecycleStyle, title: String, narrative: String,
    sessions: [SceneID] = [], steps: [Step]
  ) {
    self.id = id
    self.family = family
    self.lifecycle = lifecycle
    self.title = title
    self.narrative = narrative
    self.sessions = sessions
    self.steps = steps
  }

  /// What an engine must be able to do to run the scenario, from its stimuli.
  package var requirements: Set<Capability> {
    Capability.needed(for: steps.map(\.stimulus), lifecycle: lifecycle, sessions: sessions)
  }

  /// The starting conditions, in a phrase: "not running, no saved session (a first launch)".
  package var startingConditions: String {
    guard lifecycle == .scene else { return "The app is not running." }
    return sessions.isEmpty
      ? "The app is not running and has no saved scene session (a first launch)."
      : "The app is not running; saved scene sessions, most recent first: "
        + sessions.map { "`\($0)`" }.joined(separator: ", ") + "."
  }
}

extension Scenario {
  /// A group of scenarios about one part of the lifecycle.
  package enum Family: String, Hashable, Sendable, CaseIterable, Codable {
    /// Launches: cold, restored, in the background, by a URL or a notification.
    case launch
    /// Pressing Home.
    case homePress = "home-press"
    /// Coming back: from the background, after suspension, a purge, a force quit or a disconnection.
    case relaunch
    /// Suspension, background wakes and termination.
    case suspension
    /// Several scenes at once.
    case multiScene = "multi-scene"
    /// The app switcher, locking, alerts, calls and the other system overlays.
    case interruption
    /// URLs, Handoff, memory warnings and time changes while running.
    case other

    /// A heading for the family.
    package var title: String {
      switch self {
      case .launch: "Launch"
      case .homePress: "Home press"
      case .relaunch: "Relaunch"
      case .suspension: "Suspension and termination"
      case .multiScene: "Multiple scenes"
      case .interruption: "Interruptions"
      case .other: "Other events"
      }
    }
  }
}

extension Scenario: CustomStringConvertible {
  /// The scenario's id.
  public var description: String { id }
}
