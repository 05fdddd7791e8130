import Lifecycle

/// What the callback reference says about one notification, in the project's own words.
struct NotificationGuide: Hashable, Sendable {
  /// When UIKit posts it.
  let when: String
  /// How it is ordered against its delegate method, as far as Apple says.
  let order: String
  /// A caveat, where Apple's pages changed or disagree.
  let note: String?

  static func of(_ name: LifecycleNotification) -> NotificationGuide {
    switch name {
    case .applicationDidFinishLaunching:
      NotificationGuide(
        "At every launch, in both life cycles.",
        "Posted shortly after `application(_:didFinishLaunchingWithOptions:)` returns.")
    case .applicationDidBecomeActive:
      NotificationGuide(
        "When the app becomes active; in a scene-based app, when its most active scene does "
          + "(the app's aggregate state).",
        "Posted after `applicationDidBecomeActive(_:)`; no documented order against `sceneDidBecomeActive(_:)`.")
    case .applicationWillResignActive:
      NotificationGuide(
        "When the app is about to become inactive; in a scene-based app, when its aggregate "
          + "state does. Posted whether or not the app uses scenes.",
        "Posted after `applicationWillResignActive(_:)`.")
    case .applicationDidEnterBackground:
      NotificationGuide(
        "When the app enters the background; in a scene-based app, when no scene is left on "
          + "screen.",
        "Apple says \"around the same time\" as `applicationDidEnterBackground(_:)`: no order either way.")
    case .applicationWillEnterForeground:
      NotificationGuide(
        "When the app's aggregate state moves from the background to the foreground; not again "
          + "when another scene comes forward while the app is already on screen.",
        "Apple says shortly before `applicationWillEnterForeground(_:)`; a device log on iOS 12 "
          + "([Open Radar 49817144](https://github.com/lionheart/openradar-mirror/issues/21180)) shows the method first, so no "
          + "order is required.",
        note: "The page's current revision adds a paragraph on scene-based apps: the notification follows the "
          + "app's aggregate state, and an app that launches straight into the foreground gets it around launch "
          + "time; the earlier text said only that it comes before the app leaves the background. Whether the "
          + "behaviour or only the text changed is unknown, so at a scene-based launch it is optional.")
    case .applicationWillTerminate:
      NotificationGuide(
        "When the process is about to end while running.",
        "Posted after `applicationWillTerminate(_:)`.")
    case .applicationDidReceiveMemoryWarning:
      NotificationGuide(
        "When the system is short of memory.",
        "No documented order against `applicationDidReceiveMemoryWarning(_:)`.")
    case .applicationProtectedDataWillBecomeUnavailable:
      NotificationGuide(
        "When the device is about to lock, for an app that uses data protection.",
        "No order against its method.")
    case .applicationProtectedDataDidBecomeAvailable:
      NotificationGuide(
        "When the device unlocks, for an app that uses data protection.",
        "No order against its method.")
    case .applicationSignificantTimeChange:
      NotificationGuide(
        "At midnight, a carrier time update or a daylight-saving change; queued while suspended.",
        "Apple says it is posted before `applicationSignificantTimeChange(_:)`; no log shows either order, and "
          + "version 1 of the format sets no edge for it, so no order is required.")
    case .sceneWillConnect:
      NotificationGuide("When a scene connects to the app.", sceneOrder("scene(_:willConnectTo:options:)"))
    case .sceneDidDisconnect:
      NotificationGuide("When a scene is released.", sceneOrder("sceneDidDisconnect(_:)"))
    case .sceneWillEnterForeground:
      NotificationGuide("When a scene is about to come on screen.", sceneOrder("sceneWillEnterForeground(_:)"))
    case .sceneDidActivate:
      NotificationGuide("When a scene becomes active.", sceneOrder("sceneDidBecomeActive(_:)"))
    case .sceneWillDeactivate:
      NotificationGuide("When a scene is about to stop being active.", sceneOrder("sceneWillResignActive(_:)"))
    case .sceneDidEnterBackground:
      NotificationGuide("When a scene leaves the screen.", sceneOrder("sceneDidEnterBackground(_:)"))
    }
  }

  private static func sceneOrder(_ method: String) -> String {
    "Apple does not say whether it comes before or after `\(method)`: no order is required."
  }

  private init(_ when: String, _ order: String, note: String? = nil) {
    self.when = when
    self.order = order
    self.note = note
  }
}
