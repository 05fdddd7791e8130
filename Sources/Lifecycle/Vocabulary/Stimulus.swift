/// What a person or the system does to the app (trace format version 1).
///
/// A stimulus is not a transition: the response depends on the state. `tapIcon` cold-launches an
/// app that is not running and brings back one that is in the background.
///
/// Later versions of the trace format may add stimuli; none is renamed or repurposed.
public enum Stimulus: Hashable, Sendable {
  /// The user taps the app's icon: launch, or back to the foreground.
  case tapIcon
  /// The user taps one of the app's notifications; `scene` names the scene that receives it.
  case tapNotification(scene: SceneID? = nil)
  /// A URL is opened in the app, launching it or bringing it forward when needed.
  case openURL(url: String? = nil, scene: SceneID? = nil)
  /// A Handoff activity is continued in the app, launching it or bringing it forward when needed.
  case continueUserActivity(scene: SceneID? = nil)
  /// The user goes to the Home Screen.
  case pressHome
  /// The user opens the app switcher while the app is frontmost.
  case openAppSwitcher
  /// The user picks this app again in the app switcher.
  case returnToApp
  /// The user moves to another app.
  case switchToOtherApp
  /// The user swipes the app's card away (force quit); from the foreground the switcher is implied.
  case swipeAwayInAppSwitcher
  /// A system overlay takes focus.
  case beginInterruption(InterruptionKind)
  /// The overlay goes away and the app has focus again.
  case endInterruption
  /// The user answers a call: the app leaves the foreground.
  case acceptCall
  /// The user locks the device.
  case lockDevice
  /// The user unlocks the device; an app that was frontmost is frontmost again.
  case unlockDevice
  /// The system suspends the app (no callback).
  case suspend
  /// The system ends the process (memory pressure, an update).
  case terminate
  /// The system launches or wakes the app in the background.
  case backgroundLaunch(BackgroundLaunchReason)
  /// The system warns of memory pressure.
  case memoryWarning
  /// Midnight, a carrier time update, a daylight-saving change.
  case significantTimeChange
  /// The user opens a new window (Split View, a new window); the id must be new.
  case openScene(SceneID)
  /// The user brings a scene of the app on screen, reconnecting it if the system released it.
  case showScene(SceneID)
  /// That scene leaves the screen while the app keeps running.
  case hideScene(SceneID)
  /// The user resizes that scene (drags the Split View divider).
  case resizeScene(SceneID)
  /// The user closes that scene for good (swipes its card away).
  case closeScene(SceneID)
  /// The system releases that scene to reclaim memory; its session is kept.
  case disconnectScene(SceneID)
  /// The app's process crashes (version 1.1): it ends with nothing delivered, whatever its state.
  case crash
  /// The device restarts (version 1.1): a running app ends with nothing delivered, and the device
  /// comes back locked.
  case restartDevice
  /// The system kills an app that holds a shared resource (the camera, a file lock) out of the
  /// foreground (version 1.1): nothing is delivered.
  case killForSharedResource
  /// The app calls `beginBackgroundTask(expirationHandler:)` (version 1.1): one more task keeps it
  /// running in the background; nothing is delivered.
  case beginBackgroundTask
  /// The app calls `endBackgroundTask(_:)` for one of its open tasks (version 1.1); nothing is
  /// delivered.
  case endBackgroundTask
  /// The app's background time is about to run out (version 1.1): the system calls the expiration
  /// handler of each open task.
  case backgroundTimeExpires
  /// The background time has run out with a task still open (version 1.1): the system kills the
  /// app, and nothing is delivered.
  case backgroundTimeRunsOut
  /// An external display is attached (a cable, AirPlay) while the app is frontmost (version 1.1):
  /// the system may connect a scene of the role `windowExternalDisplayNonInteractive`, whose id
  /// must be new.
  case attachDisplay(SceneID)
  /// The external display is removed (version 1.1): its scene, if one connected, is disconnected.
  case detachDisplay
}

/// The system overlay of a `beginInterruption`.
public enum InterruptionKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// A system overlay, spelled as in traces.
  case alert, call, controlCenter, notificationCenter, siri, biometric
}

/// Why the system launches or wakes the app in the background.
public enum BackgroundLaunchReason: String, Hashable, Sendable, CaseIterable, Codable {
  /// A reason for a background launch, spelled as in traces.
  case location, fetch, remoteNotification, backgroundTask, urlSession
}

extension Stimulus {
  /// The scene the stimulus names, if any (required on the scene stimuli, optional on payloads).
  public var scene: SceneID? {
    switch self {
    case .tapNotification(let scene), .openURL(_, let scene), .continueUserActivity(let scene):
      return scene
    case .openScene(let scene), .showScene(let scene), .hideScene(let scene),
      .resizeScene(let scene), .closeScene(let scene), .disconnectScene(let scene), .attachDisplay(let scene):
      return scene
    default:
      return nil
    }
  }

  /// Whether this is one of the scene stimuli, which only a scene-based app can receive.
  package var isSceneStimulus: Bool {
    switch self {
    case .openScene, .showScene, .hideScene, .resizeScene, .closeScene, .disconnectScene, .attachDisplay: return true
    default: return false
    }
  }
}
