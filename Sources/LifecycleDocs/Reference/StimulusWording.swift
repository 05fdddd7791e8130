import Lifecycle

/// Stimuli in words, for worksheets ("what the user does") and the trace format page.
package enum StimulusWording {
  /// What happens, as a worksheet states it: "The user taps the app's icon."
  package static func sentence(_ stimulus: Stimulus) -> String {
    switch stimulus {
    case .tapIcon: return localized("The user taps the app's icon.")
    case .tapNotification(let scene):
      return scene.map { localized("The user taps one of the app's notifications, for scene `\($0.rawValue)`.") }
        ?? localized("The user taps one of the app's notifications.")
    case .openURL(let url, let scene):
      switch (url, scene) {
      case (nil, nil): return localized("A URL is opened in the app.")
      case (let url?, nil): return localized("A URL (`\(url)`) is opened in the app.")
      case (nil, let scene?): return localized("A URL is opened in the app, for scene `\(scene.rawValue)`.")
      case (let url?, let scene?):
        return localized("A URL (`\(url)`) is opened in the app, for scene `\(scene.rawValue)`.")
      }
    case .continueUserActivity(let scene):
      return scene.map { localized("The user continues a Handoff activity in the app, for scene `\($0.rawValue)`.") }
        ?? localized("The user continues a Handoff activity in the app.")
    case .pressHome: return localized("The user goes to the Home Screen.")
    case .openAppSwitcher: return localized("The user opens the app switcher.")
    case .returnToApp: return localized("The user picks the app again in the app switcher.")
    case .switchToOtherApp: return localized("The user switches to another app.")
    case .swipeAwayInAppSwitcher: return localized("The user swipes the app's card away in the app switcher.")
    case .beginInterruption(let kind): return localized(key: interruption(kind) + ".")
    case .endInterruption: return localized("The overlay goes away and the app has focus again.")
    case .acceptCall: return localized("The user answers the call.")
    case .lockDevice: return localized("The user locks the device.")
    case .unlockDevice: return localized("The user unlocks the device.")
    case .suspend: return localized("The system suspends the app.")
    case .terminate: return localized("The system ends the app's process.")
    case .backgroundLaunch(let reason):
      return localized(key: "The system runs the app in the background for " + reasonPhrase(reason) + ".")
    case .memoryWarning: return localized("The system runs short of memory.")
    case .significantTimeChange:
      return localized("The time changes significantly (midnight, a daylight-saving change).")
    case .openScene(let scene): return localized("The user opens a new window, scene `\(scene.rawValue)`.")
    case .showScene(let scene): return localized("The user brings scene `\(scene.rawValue)` on screen.")
    case .hideScene(let scene): return localized("Scene `\(scene.rawValue)` leaves the screen; the app keeps running.")
    case .resizeScene(let scene): return localized("The user resizes scene `\(scene.rawValue)`.")
    case .closeScene(let scene): return localized("The user closes scene `\(scene.rawValue)` for good.")
    case .disconnectScene(let scene):
      return localized("The system releases scene `\(scene.rawValue)` to reclaim memory.")
    case .crash: return localized("The app crashes.")
    case .restartDevice: return localized("The device restarts.")
    case .killForSharedResource:
      return localized("The system kills the app for holding a shared resource (the camera) out of the foreground.")
    case .beginBackgroundTask: return localized("The app begins a background task.")
    case .endBackgroundTask: return localized("The app ends a background task.")
    case .backgroundTimeExpires: return localized("The app's background time is about to run out.")
    case .backgroundTimeRunsOut: return localized("The background time runs out with a task still open.")
    case .attachDisplay(let scene):
      return localized("The user attaches an external display; its scene would be `\(scene.rawValue)`.")
    case .detachDisplay: return localized("The user removes the external display.")
    }
  }

  /// What a stimulus does in general, for the trace format's table.
  static func summary(_ name: Stimulus.Name) -> (happens: String, possible: String) {
    let english = englishSummary(name)
    return (localized(key: english.happens), localized(key: english.possible))
  }

  private static func englishSummary(_ name: Stimulus.Name) -> (happens: String, possible: String) {
    switch name {
    case .tapIcon:
      (
        "the user taps the app's icon: a launch, or back to the foreground",
        "not running, background, suspended"
      )
    case .tapNotification:
      (
        "the user taps one of the app's notifications: a launch, or back to the foreground",
        "any state, unless locked"
      )
    case .openURL: ("a URL is opened in the app, launching it or bringing it forward", "any state, unless locked")
    case .continueUserActivity:
      (
        "a Handoff activity is continued in the app, launching it or bringing it forward",
        "any state, unless locked"
      )
    case .pressHome:
      (
        "the user goes to the Home Screen",
        "foreground, or under Notification Center after it sent the app to the background (then nothing is delivered)"
      )
    case .openAppSwitcher: ("the user opens the app switcher while the app is frontmost", "active")
    case .returnToApp: ("the user picks the app again in the app switcher", "in the app switcher")
    case .switchToOtherApp: ("the user moves to another app", "active, or in the app switcher")
    case .swipeAwayInAppSwitcher: ("the user swipes the app's card away (a force quit)", "running or suspended")
    case .beginInterruption: ("a system overlay takes focus", "active")
    case .endInterruption: ("the overlay goes away and the app has focus again", "under an interruption")
    case .acceptCall: ("the user answers the call: the app leaves the foreground", "under a `call` interruption")
    case .lockDevice: ("the user locks the device", "running or suspended, not locked")
    case .unlockDevice: ("the user unlocks the device; an app that was frontmost is frontmost again", "locked")
    case .suspend: ("the system suspends the app, with no callback", "background")
    case .terminate: ("the system ends the process (memory pressure, an update)", "background, suspended")
    case .backgroundLaunch:
      (
        "the system launches or wakes the app in the background",
        "not running, background, suspended"
      )
    case .memoryWarning: ("the system warns of memory pressure", "running")
    case .significantTimeChange: ("midnight, a carrier time update, a daylight-saving change", "running or suspended")
    case .openScene: ("the user opens a new window; the id must be new", "scene-based, foreground")
    case .showScene: ("the user brings a scene on screen, reconnecting it if it was released", "scene-based, running")
    case .hideScene: ("that scene leaves the screen while the app keeps running", "scene-based, that scene on screen")
    case .resizeScene: ("the user resizes that scene (the Split View divider)", "scene-based, that scene on screen")
    case .closeScene: ("the user closes that scene for good", "scene-based, that scene's session exists")
    case .disconnectScene:
      (
        "the system releases that scene to reclaim memory; its session is kept",
        "scene-based, that scene in the background"
      )
    case .crash: ("version 1.1: the app's process crashes; nothing is delivered", "running")
    case .restartDevice:
      (
        "version 1.1: the device restarts; nothing is delivered and the device comes back locked",
        "any state"
      )
    case .killForSharedResource:
      (
        "version 1.1: the system kills the app for holding a shared resource (the camera, a file lock); nothing is delivered",
        "background, suspended"
      )
    case .beginBackgroundTask:
      (
        "version 1.1: the app calls `beginBackgroundTask(expirationHandler:)`; nothing is delivered",
        "running, the time not yet expired"
      )
    case .endBackgroundTask:
      (
        "version 1.1: the app calls `endBackgroundTask(_:)` for an open task; nothing is delivered",
        "a task open"
      )
    case .backgroundTimeExpires:
      (
        "version 1.1: the background time is about to run out: each open task's expiration handler",
        "background, a task open, once"
      )
    case .backgroundTimeRunsOut:
      (
        "version 1.1: the time has run out with a task open: the app is killed, nothing is delivered",
        "after the expiry, a task still open"
      )
    case .attachDisplay:
      (
        "version 1.1: an external display is attached; a noninteractive scene may connect for it, the id must be new",
        "scene-based, active, no display attached"
      )
    case .detachDisplay:
      (
        "version 1.1: the external display is removed; its scene, if any, is disconnected",
        "a display attached"
      )
    }
  }

  private static func interruption(_ kind: InterruptionKind) -> String {
    switch kind {
    case .alert: "A system alert appears over the app"
    case .call: "An incoming call takes over the screen"
    case .controlCenter: "The user pulls down Control Center"
    case .notificationCenter: "The user pulls down Notification Center"
    case .siri: "The user invokes Siri"
    case .biometric: "A Face ID or Touch ID prompt appears"
    }
  }

  private static func reasonPhrase(_ reason: BackgroundLaunchReason) -> String {
    switch reason {
    case .location: "a location event"
    case .fetch: "a background fetch"
    case .remoteNotification: "a silent push notification"
    case .backgroundTask: "a scheduled background task"
    case .urlSession: "background URL session events"
    }
  }
}
