/// What an engine can do, which decides the scenarios that apply to it; the rest are skipped
/// with the reason.
///
/// ```swift
/// EngineCapabilities(lifecycles: [.scene], supports: [.appSwitcher, .interruptions, .memoryWarnings],
///                    posts: [.applicationDidBecomeActive, .applicationWillResignActive])
/// ```
///
/// Declare what the engine really does: a stimulus it cannot receive skips the scenarios that
/// need it, and a notification it does not post is left out of the check (never assumed absent),
/// while one it declares is checked wherever UIKit posts it.
///
/// The trace format version the engine was written for (`format`, version 1 unless told) decides
/// what the kit may ask of it beyond what it names: the callback arguments of version 1.1 are
/// checked only for an engine declared for 1.1, and a capability of a later version than the
/// engine's is never assumed. A kit that learns a new version never fails an engine written for
/// an older one.
public struct EngineCapabilities: Hashable, Sendable {
  /// The lifecycle styles the engine can run.
  public var lifecycles: Set<LifecycleStyle>
  /// The trace format version the engine was written for: the kit checks the callback arguments
  /// of that version (from 1.1: the sessions and the payloads; the states too with
  /// `checksStates`) and reports the version with the engine's results.
  /// A capability of a later version is used only when named in `supported`.
  public var format: FormatVersion {
    didSet { checkedArguments = Self.defaultArguments(format) }
  }
  /// The capabilities beyond launching and pressing Home (`systemEvents` stands for
  /// `memoryWarnings` and `timeChanges`).
  public var supported: Set<Capability> {
    didSet { supported = Capability.expanding(supported) }
  }
  /// The `UIApplication` and `UIScene` notifications the engine posts; each is checked along
  /// with the callbacks, the others are left out.
  public var postedNotifications: Set<LifecycleNotification>

  /// The kinds of callback argument the kit checks (Conformance/SPEC.md#version-11): none for
  /// an engine written for version 1, `.sessions` and `.payload` for one written for 1.1, unless
  /// the engine declares otherwise; a kind left out is not checked, never assumed. Setting
  /// `format` resets it to that version's default.
  ///
  /// `.states` is checked only when the engine adds it: it promises that the engine keeps
  /// `LifecycleDelegates.application.applicationState` and each `Scene.activationState` it
  /// passes up to date, as `LifecycleDelegates.deliver(_:)` does (`Application()` reads
  /// `.inactive` until the engine sets it).
  ///
  /// ```swift
  /// capabilities.checkedArguments.insert(.states)
  /// ```
  package var checkedArguments: Set<TraceArgument>

  /// Whether the kit checks the states each callback was given (`Application.applicationState`,
  /// `Scene.activationState`): a promise that the engine keeps them up to date (`Application()`
  /// reads `.inactive` until the engine sets it). Off unless the engine sets it; a trace format
  /// 1.1 engine only.
  public var checksStates: Bool {
    get { checkedArguments.contains(.states) }
    set { if newValue { checkedArguments.insert(.states) } else { checkedArguments.remove(.states) } }
  }

  /// The kinds of argument checked by default for an engine written for `format`.
  private static func defaultArguments(_ format: FormatVersion) -> Set<TraceArgument> {
    format >= .v1_1 ? [.sessions, .payload] : []
  }

  /// The stimuli the engine performs, each a name (`"pressHome"`) or a name with the one kind or
  /// reason it performs (`"beginInterruption:alert"`, `"backgroundLaunch:fetch"`); `nil`, the
  /// default, for every stimulus its capabilities allow. An engine over the engine protocol
  /// declares them in its hello (Conformance/SPEC.md#engine-protocol).
  package var stimuli: Set<String>?

  /// Whether the engine performs the stimulus: its capabilities allow it and `stimuli`, when
  /// set, names it.
  package func performs(_ stimulus: Stimulus) -> Bool {
    guard Capability.needed(for: stimulus).allSatisfy(supported.contains) else { return false }
    guard let stimuli else { return true }
    if stimuli.contains(stimulus.traceName) { return true }
    switch stimulus {
    case .beginInterruption(let kind): return stimuli.contains("beginInterruption:" + kind.rawValue)
    case .backgroundLaunch(let reason): return stimuli.contains("backgroundLaunch:" + reason.rawValue)
    default: return false
    }
  }

  /// Whether the engine posts every notification (`true`) or none (`false`): a convenience for
  /// `postedNotifications`. An engine that posts some is `true` here.
  package var postsNotifications: Bool {
    get { !postedNotifications.isEmpty }
    set { postedNotifications = newValue ? Self.everyNotification : [] }
  }

  /// Whether the engine posts every notification of version 1.
  package var postsEveryNotification: Bool { postedNotifications == Self.everyNotification }

  /// Every notification, built once: exploration makes an engine, and asks this, for every run
  /// of a few stimuli, and building the set hashes every name. Sets that share this one's
  /// storage compare without hashing.
  private static let everyNotification = Set(LifecycleNotification.allCases)

  /// Capabilities for an engine written for trace format `format` (version 1 unless told) that
  /// runs `lifecycles`, supports `supported` and posts exactly `notifications` (none unless told).
  public init(
    lifecycles: Set<LifecycleStyle>, format: FormatVersion = .v1, supports supported: Set<Capability> = [],
    posts notifications: Set<LifecycleNotification> = []
  ) {
    self.lifecycles = lifecycles
    self.format = format
    self.supported = Capability.expanding(supported)
    self.postedNotifications = notifications
    self.checkedArguments = Self.defaultArguments(format)
  }

  /// An engine of one style that posts every notification or none: the kit's own engines.
  package init(
    lifecycle: LifecycleStyle, format: FormatVersion = .v1, supports supported: Set<Capability> = [],
    postsNotifications: Bool = false
  ) {
    self.init(
      lifecycles: [lifecycle], format: format, supports: supported,
      posts: postsNotifications ? Self.everyNotification : [])
  }

  /// An engine of one style that posts exactly the notifications named.
  package init(
    lifecycle: LifecycleStyle, format: FormatVersion = .v1, supports supported: Set<Capability> = [],
    posts notifications: Set<LifecycleNotification>
  ) {
    self.init(lifecycles: [lifecycle], format: format, supports: supported, posts: notifications)
  }

  /// Every capability of trace format `format` (version 1 unless told), in both lifecycle
  /// styles: an engine that declared it before a later version existed is never sent what that
  /// version adds.
  package static func everything(format: FormatVersion = .v1, postsNotifications: Bool = true) -> EngineCapabilities {
    EngineCapabilities(
      lifecycles: Set(LifecycleStyle.allCases), format: format, supports: Set(Capability.all(through: format)),
      posts: postsNotifications ? everyNotification : [])
  }

  /// What a run of this engine checks: callbacks, and the notifications it posts.
  package var recording: TraceRecording {
    postedNotifications.isEmpty
      ? .callbacks : TraceRecording(callbacks: true, notifications: postedNotifications)
  }

  /// Why the engine cannot run a script, or `nil` if it can; the reason calls it `subject`
  /// ("the mapper" for a mapper's capabilities: `LifecycleEngine.kindName`).
  package func reasonToSkip(_ script: Script, subject: String = "the engine") -> String? {
    if !lifecycles.contains(script.lifecycle) {
      let have = LifecycleStyle.allCases.filter(lifecycles.contains).map(\.displayName).joined(separator: " and ")
      let runs = have.isEmpty ? "no lifecycle" : have
      return "the scenario is \(script.lifecycle.displayName); \(subject) runs \(runs) only"
    }
    let missing = script.requirements.subtracting(supported).sorted()
    // A capability of a later format version than the engine's is that version's, whatever
    // else the engine lacks: say which version the scenario needs.
    if let newer = missing.map(\.introduced).max(), newer > format {
      let names = missing.filter { $0.introduced > format }.map(\.rawValue).joined(separator: ", ")
      let others = missing.filter { $0.introduced <= format }.map(\.rawValue).joined(separator: ", ")
      return "the scenario needs trace format \(newer) (\(names)), which \(subject) does not declare (it declares "
        + "\(format))" + (others.isEmpty ? "" : ", and \(others), which it does not declare either")
    }
    guard missing.isEmpty else {
      return "the scenario needs \(missing.map(\.rawValue).joined(separator: ", ")), which \(subject) does not declare"
    }
    if stimuli != nil, let stimulus = script.stimuli.first(where: { !performs($0) }) {
      return "the scenario needs \(stimulus.argument), which \(subject) does not perform"
    }
    return nil
  }
}
