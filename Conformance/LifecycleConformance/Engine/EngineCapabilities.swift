/// What an engine can do, which decides the scenarios that apply to it; the rest are skipped
/// with the reason.
///
/// ```swift
/// EngineCapabilities(lifecycle: .scene, supports: [.appSwitcher, .interruptions], postsNotifications: true)
/// ```
public struct EngineCapabilities: Hashable, Sendable {
  /// The lifecycle styles the engine can run.
  public var lifecycles: Set<LifecycleStyle>
  /// The capabilities beyond launching and pressing Home.
  public var supported: Set<Capability>
  /// Whether the engine posts the `UIApplication` and `UIScene` notifications; when it does,
  /// they are checked along with the callbacks.
  public var postsNotifications: Bool

  public init(lifecycles: Set<LifecycleStyle>, supports supported: Set<Capability> = [],
              postsNotifications: Bool = false) {
    self.lifecycles = lifecycles
    self.supported = supported
    self.postsNotifications = postsNotifications
  }

  public init(lifecycle: LifecycleStyle, supports supported: Set<Capability> = [], postsNotifications: Bool = false) {
    self.init(lifecycles: [lifecycle], supports: supported, postsNotifications: postsNotifications)
  }

  /// Every capability of version 1, in both lifecycle styles.
  public static func everything(postsNotifications: Bool = true) -> EngineCapabilities {
    EngineCapabilities(lifecycles: Set(LifecycleStyle.allCases), supports: Set(Capability.all),
                       postsNotifications: postsNotifications)
  }

  /// Why the engine cannot run a script, or `nil` if it can.
  public func reasonToSkip(_ script: Script) -> String? {
    if !lifecycles.contains(script.lifecycle) {
      let have = LifecycleStyle.allCases.filter(lifecycles.contains).map(\.displayName).joined(separator: " and ")
      let runs = have.isEmpty ? "no lifecycle" : have
      return "the scenario is \(script.lifecycle.displayName); the engine runs \(runs) only"
    }
    let missing = script.requirements.subtracting(supported).sorted()
    guard !missing.isEmpty else { return nil }
    return "the scenario needs \(missing.map(\.rawValue).joined(separator: ", ")), which the engine does not declare"
  }
}
