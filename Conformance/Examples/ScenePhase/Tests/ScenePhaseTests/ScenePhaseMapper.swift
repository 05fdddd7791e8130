import LifecycleConformance
import ScenePhase

/// The `LifecycleMapper` adapter: a `ScenePhaseTracker` for each scene that connects, each
/// change reported for its scene, checked against the kit's `swiftui` projection.
struct ScenePhaseMapper: LifecycleMapper {
  let capabilities = MapperCapabilities(lifecycles: [.scene], projection: .swiftUI)

  func start(_ states: StateReporter) -> LifecycleDelegates {
    // A scene projection starts with no scene: nothing to report until one connects.
    LifecycleDelegates(appDelegate: NoAppDelegate(), lifecycle: states.lifecycle, savedSessions: states.savedSessions) {
      scene in
      let id = scene.id
      return ScenePhaseTracker { phase in states.report(phase.rawValue, scene: id) }
    }
  }
}

/// SwiftUI's scene phase listens to the scenes only.
final class NoAppDelegate: ApplicationDelegate {}
