/// The state of the app process, as `UIApplication.State` and the app-based life cycle describe it.
///
/// In a scene-based app this is the *aggregate* state: the state of the most active scene
/// (https://developer.apple.com/documentation/uikit/uiapplication/applicationstate), with
/// `notRunning` and `suspended` describing the process.
public enum AppState: String, Sendable, Hashable, CaseIterable, Codable {
  /// No process: never launched, terminated, or purged.
  case notRunning
  /// In the foreground but not receiving events: launching, under an interruption, in the app switcher.
  case inactive
  /// In the foreground and receiving events.
  case active
  /// Running code, not on screen.
  case background
  /// In memory but running no code; the system delivers no callback on the way in or out.
  case suspended

  /// Whether the app is on screen (active or inactive).
  public var isForeground: Bool { self == .active || self == .inactive }
}

extension AppState {
  /// The values `UIApplication.applicationState` reads, as a version 1.1 trace records them.
  package static let readableCases: [AppState] = [.active, .inactive, .background]
}
