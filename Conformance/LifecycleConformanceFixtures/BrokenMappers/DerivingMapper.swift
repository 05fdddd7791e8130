import Lifecycle
import LifecycleConformance
/// A mapper of the app's state in the style of React Native's `AppState` (`active`,
/// `inactive`, `background`), derived from the delegate calls in both lifecycles, with the bugs
/// it is given: none makes it correct.
///
/// ```swift
/// let results = await ConformanceDriver().verify { MappedEngine(DerivingMapper(bugs: [.changeFiredTwice])) }
/// ```
package struct DerivingMapper: LifecycleMapper {
  /// The projection it follows: the app's state, as `AppState` names it.
  package static let projection = Projection(
    name: "app-state", of: .app,
    states: [
      "notRunning": "unknown", "inactive": "inactive", "active": "active", "background": "background",
      "suspended": "background",
    ], initial: "unknown", sources: ["https://reactnative.dev/docs/appstate"])

  /// The mistakes it makes.
  package let bugs: Set<MapperBug>
  /// Both lifecycles, the projection, and notifications.
  package let capabilities: MapperCapabilities
  /// What it declares known.
  package var knownFailures: [KnownFailure] = []
  /// The tracker of the current process.
  package private(set) var tracker: AppStateTracker?

  /// A mapper with `bugs`, of `lifecycles`.
  package init(bugs: Set<MapperBug> = [], lifecycles: Set<LifecycleStyle> = [.app, .scene]) {
    self.bugs = bugs
    capabilities = MapperCapabilities(lifecycles: lifecycles, projection: Self.projection)
  }

  /// The name, with its bugs.
  package var displayName: String {
    bugs.isEmpty ? "DerivingMapper" : "DerivingMapper(" + bugs.map(\.rawValue).sorted().joined(separator: ", ") + ")"
  }

  /// Starts a tracker for the new process, which reports the initial state.
  package mutating func start(_ states: StateReporter) -> LifecycleDelegates {
    let tracker = AppStateTracker(states, bugs: bugs)
    self.tracker = tracker
    let readsNotifications = bugs.contains(.readsStateAtNotification)
    return LifecycleDelegates(
      appDelegate: tracker, lifecycle: states.lifecycle, savedSessions: states.savedSessions,
      notifications: { _, _ in
        guard readsNotifications else { return }
        MainActor.assumeIsolated { tracker.flush() }
      }
    ) { _ in tracker }
  }

  /// Reports the step's change, unless it reports at notifications.
  package mutating func endStep(_ stimulus: Stimulus) {
    if !bugs.contains(.readsStateAtNotification) { tracker?.flush() }
  }
}
