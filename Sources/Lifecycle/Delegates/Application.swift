/// A lightweight stand-in for `UIApplication`: what an app delegate is told about the app.
///
/// UIKit passes its shared `UIApplication`; an engine passes a value describing the app at the
/// moment of the call (https://developer.apple.com/documentation/uikit/uiapplication).
public struct Application: Hashable, Sendable {
  /// The app's state when the callback is made, as `UIApplication.applicationState` reports it
  /// (the aggregate of the scenes in a scene-based app).
  public var applicationState: AppState
  /// The scene sessions the app has, connected or not (`UIApplication.openSessions`).
  public var openSessions: Set<SceneSession>

  /// Creates an application in a state, with the scene sessions it has open.
  public init(applicationState: AppState = .inactive, openSessions: Set<SceneSession> = []) {
    self.applicationState = applicationState
    self.openSessions = openSessions
  }
}
