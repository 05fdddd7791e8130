/// Builds one alternative: applies state changes to a copy of the model and lists the events
/// each change delivers, in the order a reader expects them.
///
/// Each transition method is one rule of the lifecycle: a scene entering the foreground gets
/// `sceneWillEnterForeground(_:)` and its notification, and the app's aggregate state changes
/// with it, posting the `UIApplication` notifications that change announces. Where a rule allows
/// several answers, the builder is copied and each copy becomes one alternative.
struct ResponseBuilder {
  typealias Presence = ExpectedEvent.Presence

  var model: LifecycleModel
  var events: [ExpectedEvent] = []
  /// At a launch `UIApplication.willEnterForegroundNotification` may appear
  /// (Conformance/SPEC.md#optional-events).
  var isLaunch = false
  /// The scenes that were active at some moment of the step, for Recency.
  private(set) var activeInStep: [SceneID] = []
  /// The next free group number (Conformance/SPEC.md#pairs).
  private var nextGroup = 0

  init(_ model: LifecycleModel) {
    self.model = model
    if model.lifecycle == .scene {
      // One pass and one array: a builder is made for every alternative of every step.
      for index in model.sessions.indices where model.sessions[index].state == .foregroundActive {
        activeInStep.append(model.sessions[index].id)
      }
    }
  }

  /// Consuming: the events and the model move into the alternative instead of being copied.
  consuming func alternative(_ provenance: Provenance? = nil) -> Alternative {
    if model.lifecycle == .scene { model.rankRecency(activeInStep: activeInStep) }
    return Alternative(response: Response(events), next: model, provenance: provenance)
  }

  mutating func add(
    _ event: Event, _ presence: Presence = .required, _ provenance: Provenance,
    sessions: [SceneID] = [], followsSceneEvents: Bool = false, group: Int? = nil, belongsTo: Int? = nil
  ) {
    // Room for most responses at the first event, none for a silent step: growing one at a
    // time would reallocate three times.
    if events.capacity == 0 { events.reserveCapacity(8) }
    events.append(
      ExpectedEvent(
        event, presence, provenance, sessions: sessions,
        followsSceneEvents: followsSceneEvents, group: group, belongsTo: belongsTo))
  }

  /// A delegate method, followed by its notification when UIKit posts one. An optional method
  /// and its notification form a pair: both or neither.
  mutating func call(
    _ method: Callback.Method, _ scene: SceneID? = nil, _ presence: Presence = .required,
    _ provenance: Provenance, followsSceneEvents: Bool = false, group: Int? = nil
  ) {
    add(.callback(method, scene), presence, provenance, followsSceneEvents: followsSceneEvents, group: group)
    if let notification = method.notification {
      add(
        .notification(notification, scene), presence, provenance, followsSceneEvents: followsSceneEvents,
        group: group)
    }
  }

  /// A new group number for events that appear all together or not at all.
  mutating func newGroup() -> Int {
    defer { nextGroup += 1 }
    return nextGroup
  }

  /// Notes that `scene` became active in this step.
  mutating func noteActive(_ scene: SceneID) {
    if !activeInStep.contains(scene) { activeInStep.append(scene) }
  }
}
