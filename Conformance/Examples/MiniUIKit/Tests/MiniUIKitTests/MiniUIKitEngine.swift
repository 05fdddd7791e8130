import LifecycleConformance
import MiniUIKit

/// The adapter the conformance kit drives: MiniUIKit's runtime behind `LifecycleEngine`.
struct MiniUIKitEngine: LifecycleEngine {
  let capabilities = EngineCapabilities(lifecycle: .scene, format: .v1_1, supports: [.appSwitcher, .suspension])
  /// The name in messages and in the `source` of recorded traces.
  var displayName: String { "MiniUIKit" }
  private var app: MiniApplication?

  mutating func prepare(_ start: StartingConditions, delegates: LifecycleDelegates) async throws {
    app = MiniApplication(delegates: delegates, savedSessions: start.savedSessions)
  }

  mutating func perform(_ stimulus: Stimulus) async throws {
    switch stimulus {
    case .tapIcon: app?.handle(.tapIcon)
    case .pressHome: app?.handle(.pressHome)
    case .openAppSwitcher: app?.handle(.openAppSwitcher)
    case .returnToApp: app?.handle(.returnToApp)
    case .switchToOtherApp: app?.handle(.switchToOtherApp)
    case .swipeAwayInAppSwitcher: app?.handle(.swipeAway)
    case .suspend: app?.handle(.suspend)
    case .terminate: app?.handle(.terminate)
    default: throw Unsupported(stimulus: stimulus)  // never sent: capabilities exclude it
    }
  }

  struct Unsupported: Error { let stimulus: Stimulus }
}
