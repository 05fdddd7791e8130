/// Which delegate UIKit tells about the app's life: the app delegate alone, or scene delegates.
///
/// The trace format's header calls this `lifecycle`, with the values `"app"` and `"scene"`.
public enum LifecycleStyle: String, Sendable, Hashable, CaseIterable, Codable {
  /// App-based (iOS 12 and earlier, or no `UIApplicationSceneManifest`): `UIApplicationDelegate` only.
  case app
  /// Scene-based (iOS 13+, required for apps built with the iOS 27 SDK): `UISceneDelegate` per scene.
  case scene

  /// A phrase for people: "app-based" or "scene-based".
  package var displayName: String { self == .app ? "app-based" : "scene-based" }
}
