import Lifecycle

/// A sentence introducing each family on the index and the worksheets.
enum FamilyWording {
  /// The family's title in the edition's language: a heading on the index, so its anchor too.
  static func title(_ family: Scenario.Family) -> String { localized(key: family.title) }

  static func blurb(_ family: Scenario.Family) -> String {
    localized(key: englishBlurb(family))
  }

  private static func englishBlurb(_ family: Scenario.Family) -> String {
    switch family {
    case .launch: "Cold launches: a first launch, a restored session, a launch for a URL or an activity."
    case .homePress: "The user leaves the app for the Home Screen."
    case .relaunch: "The app comes back: from the background, from suspension, after the system released a scene."
    case .suspension: "The system suspends or ends the process, and the user force quits it."
    case .multiScene: "Several scenes at once: Split View, windows, closing and reclaiming scenes."
    case .interruption: "Overlays take focus: alerts, calls, Control Center, the app switcher, the lock screen."
    case .other: "Everything else: memory warnings, time changes, background launches, URLs and activities."
    }
  }
}
