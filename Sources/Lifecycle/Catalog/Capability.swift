/// Something an engine can do, which some scenarios need.
///
/// A capability is a promise about stimuli: the kit may send them (the host can produce them),
/// and the engine then delivers what UIKit delivers for each. An engine that can produce a
/// stimulus but does not deliver its callbacks declares the capability and fails where it
/// falls short; it is wrong there, not unable. An engine declares its capabilities; a scenario
/// that needs one it lacks is skipped with the reason, never silently dropped.
///
/// Later versions may add capabilities, and may split one in parts an engine can declare apart:
/// the old name then stands for all of its parts, so an engine keeps exactly
/// what it declared. `systemEvents` is `memoryWarnings` and `timeChanges`, `interruptions` is
/// `calls` and `overlays`, `suspension` is `systemSuspension` and `systemTermination`.
public struct Capability: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The capability's name, as reasons to skip and engine hellos spell it.
  public let rawValue: String
  /// Creates a capability from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// More than one scene session (Split View, several windows).
  public static let multipleScenes = Capability(rawValue: "multipleScenes")
  /// The scene stimuli: open, show, hide, resize, close and disconnect a scene.
  public static let sceneManagement = Capability(rawValue: "sceneManagement")
  /// Launching or waking the app in the background.
  public static let backgroundLaunch = Capability(rawValue: "backgroundLaunch")
  /// A phone call: `beginInterruption(.call)` and `acceptCall`.
  public static let calls = Capability(rawValue: "calls")
  /// The interruptions other than a call: `beginInterruption` with an alert, Control Center,
  /// Notification Center, Siri or biometrics.
  public static let overlays = Capability(rawValue: "overlays")
  /// The app switcher: open it, return, switch away, swipe the app away.
  public static let appSwitcher = Capability(rawValue: "appSwitcher")
  /// Locking and unlocking the device.
  public static let deviceLock = Capability(rawValue: "deviceLock")
  /// The system suspends the app in the background: `suspend`.
  public static let systemSuspension = Capability(rawValue: "systemSuspension")
  /// The system ends the process (memory pressure, an update): `terminate`.
  public static let systemTermination = Capability(rawValue: "systemTermination")
  /// Opening URLs, continuing user activities, tapping notifications.
  public static let payloads = Capability(rawValue: "payloads")
  /// Memory warnings: `applicationDidReceiveMemoryWarning(_:)`.
  public static let memoryWarnings = Capability(rawValue: "memoryWarnings")
  /// Significant time changes: `applicationSignificantTimeChange(_:)`.
  public static let timeChanges = Capability(rawValue: "timeChanges")
  /// Ends of the process with no callback at all (version 1.1): a crash, a device restart, a kill
  /// for holding a shared resource.
  public static let abruptTermination = Capability(rawValue: "abruptTermination")
  /// Background tasks (version 1.1): `beginBackgroundTask(expirationHandler:)`, `endBackgroundTask(_:)`,
  /// the expiration handler and the kill when the time runs out.
  public static let backgroundTasks = Capability(rawValue: "backgroundTasks")
  /// An external display (version 1.1): attaching and removing it, and the scene of the role
  /// `windowExternalDisplayNonInteractive` the system connects for it (scene-based only).
  public static let externalDisplay = Capability(rawValue: "externalDisplay")
  /// Memory warnings and significant time changes together, as earlier versions declared them:
  /// an engine that declares it is taken to declare `memoryWarnings` and `timeChanges`. No
  /// scenario needs it: they need one or the other, since an engine may deliver one and not the
  /// other.
  public static let systemEvents = Capability(rawValue: "systemEvents")
  /// Every interruption, calls and the others, as earlier versions declared them: an engine that
  /// declares it is taken to declare `calls` and `overlays`. No scenario needs it: an engine may
  /// take a call and show no system overlay, or the other way round.
  public static let interruptions = Capability(rawValue: "interruptions")
  /// Suspension and termination by the system, as earlier versions declared them: an engine that
  /// declares it is taken to declare `systemSuspension` and `systemTermination`. No scenario
  /// needs it: an engine may end its process on demand and have no way to suspend it.
  public static let suspension = Capability(rawValue: "suspension")

  /// The capabilities earlier versions declared as one, each with the parts it stands for.
  package static let umbrellas: [(umbrella: Capability, parts: [Capability])] = [
    (.systemEvents, [.memoryWarnings, .timeChanges]),
    (.interruptions, [.calls, .overlays]),
    (.suspension, [.systemSuspension, .systemTermination]),
  ]

  /// Every capability a scenario may need.
  public static let all: [Capability] = [
    .multipleScenes, .sceneManagement, .backgroundLaunch, .calls, .overlays, .appSwitcher, .deviceLock,
    .systemSuspension, .systemTermination, .payloads, .memoryWarnings, .timeChanges, .abruptTermination,
    .backgroundTasks, .externalDisplay,
  ]

  /// The trace format version that adds the capability's stimuli (Conformance/SPEC.md#version-11).
  package var introduced: FormatVersion {
    switch self {
    case .abruptTermination, .backgroundTasks, .externalDisplay: .v1_1
    default: .v1
    }
  }

  /// Every capability of `version` and the versions before it: what an engine written for that
  /// version can declare, and all that `EngineCapabilities.everything(format:)` stands for.
  package static func all(through version: FormatVersion) -> [Capability] {
    all.filter { $0.introduced <= version }
  }

  /// The capabilities an engine's declaration stands for: `systemEvents`, `interruptions` and
  /// `suspension` are each all of their parts, as before they were split.
  package static func expanding(_ declared: Set<Capability>) -> Set<Capability> {
    var expanded = declared
    for (umbrella, parts) in umbrellas where declared.contains(umbrella) { expanded.formUnion(parts) }
    return expanded
  }

  /// The capabilities a stimulus needs.
  package static func needed(for stimulus: Stimulus) -> [Capability] {
    switch stimulus {
    case .tapIcon, .pressHome: []
    case .tapNotification, .openURL, .continueUserActivity: [.payloads]
    case .openAppSwitcher, .returnToApp, .switchToOtherApp, .swipeAwayInAppSwitcher: [.appSwitcher]
    case .beginInterruption(.call), .acceptCall: [.calls]
    case .beginInterruption: [.overlays]
    // It ends whichever interruption began, and only one that began can end: beginning it is
    // what needs the capability.
    case .endInterruption: []
    case .lockDevice, .unlockDevice: [.deviceLock]
    case .suspend: [.systemSuspension]
    case .terminate: [.systemTermination]
    case .backgroundLaunch: [.backgroundLaunch]
    case .memoryWarning: [.memoryWarnings]
    case .significantTimeChange: [.timeChanges]
    case .openScene, .showScene, .hideScene, .resizeScene, .closeScene, .disconnectScene: [.sceneManagement]
    case .crash, .restartDevice, .killForSharedResource: [.abruptTermination]
    case .beginBackgroundTask, .endBackgroundTask, .backgroundTimeExpires, .backgroundTimeRunsOut: [.backgroundTasks]
    case .attachDisplay, .detachDisplay: [.externalDisplay]
    }
  }

  /// The capabilities a run of `stimuli` needs, from a start with `sessions` saved: what each
  /// stimulus needs, and multiple scenes when more than one scene id takes part.
  package static func needed(
    for stimuli: [Stimulus], lifecycle: LifecycleStyle, sessions: [SceneID]
  )
    -> Set<Capability>
  {
    var needs = Set(stimuli.flatMap(needed(for:)))
    // A launch with no saved session creates `main`, so `openScene("second")` makes two.
    let created: [SceneID] = lifecycle == .scene && sessions.isEmpty ? [.main] : []
    // An external display's scene is no window of the app's: it needs no support for multiple scenes.
    let windows = stimuli.filter { if case .attachDisplay = $0 { false } else { true } }.compactMap(\.scene)
    if Set(windows + sessions + created).count > 1 { needs.insert(.multipleScenes) }
    return needs
  }

  /// Orders capabilities by name, for stable output.
  public static func < (lhs: Capability, rhs: Capability) -> Bool { lhs.rawValue < rhs.rawValue }
  /// The capability's name.
  public var description: String { rawValue }
}
