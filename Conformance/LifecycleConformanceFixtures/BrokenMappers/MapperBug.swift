import Lifecycle
import LifecycleConformance
/// One deliberate mistake a mapper makes in turning UIKit's callbacks into its framework's
/// state: the classes of bug the frameworks' trackers are full of, for the kit's self-test.
package enum MapperBug: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// An alert makes the app inactive; the mapper reports it as in the background ("paused").
  case inactiveAsBackground = "inactive-as-background"
  /// A launch into the background is reported as active ("resumed"), as every launch.
  case backgroundLaunchAsActive = "background-launch-as-active"
  /// The app's state follows the scene whose callback came last, not every scene.
  case sceneTakenForApp = "scene-taken-for-app"
  /// Becoming active fires the change event twice.
  case changeFiredTwice = "change-fired-twice"
  /// A scene that disconnects is still counted among the app's scenes.
  case disconnectedSceneCounted = "disconnected-scene-counted"
  /// From the fifth activation in a process on, the mapper reports the app inactive: a bug
  /// only a long walk meets.
  case fifthActivationInactive = "fifth-activation-inactive"
  /// The mapper reports on each notification the state the callbacks have led to so far: right
  /// when a notification follows its callback, stale when it comes first.
  case readsStateAtNotification = "reads-state-at-notification"

  /// The id.
  package var description: String { rawValue }
}
