import Lifecycle

/// One alternative answer to a stimulus: the events, which are required, which appear together
/// or not at all, the order edges between them (transitively closed), and the state that follows.
struct OracleAlternative: Hashable, Sendable {
  var events: [Event]
  var required: [Bool]
  /// Events with the same group appear all or none.
  var groups: [Int?]
  /// An event with a group here may appear only when that group's events appear (SPEC, Pairs:
  /// the app's notification of a neighbour's optional resign and return).
  var belongs: [Int?]
  /// `before[j]` has bit i set when event i must come before event j.
  var before: [UInt64]
  var next: OracleState
  /// Which branch of the rules this is, for people reading a disagreement.
  var label: String

  /// The alternative as a trace recording only `recording`'s kinds sees it; edges through the
  /// removed events are kept, since `before` is already closed.
  func restricted(to recording: TraceRecording) -> OracleAlternative {
    let kept = events.indices.filter { recording.records(events[$0].kind) }
    var copy = self
    copy.events = kept.map { events[$0] }
    copy.required = kept.map { required[$0] }
    copy.groups = kept.map { groups[$0] }
    copy.belongs = kept.map { belongs[$0] }
    copy.before = kept.map { j in
      var mask: UInt64 = 0
      for (newIndex, i) in kept.enumerated() where before[j] & (1 << UInt64(i)) != 0 {
        mask |= 1 << UInt64(newIndex)
      }
      return mask
    }
    return copy
  }
}

/// Which single chain an event belongs to in its step.
private enum OracleChain: Hashable {
  case appDelegate, sceneDelegate(SceneID), appNotifications, sceneNotifications(SceneID)
  /// The app's notifications of one neighbour's optional resign and return, in a chain of their own.
  case changeNotifications(Int)
}

/// Builds one alternative while applying state changes, so that events and state stay in step.
struct OracleStep {
  var state: OracleState
  var label: String
  private(set) var events: [Event] = []
  private var required: [Bool] = []
  private var groups: [Int?] = []
  private var belongs: [Int?] = []
  private var edges: [(Int, Int)] = []
  private var chainTail: [OracleChain: Int] = [:]
  private var nextGroup = 0
  private var restorationAsked: Set<SceneID> = []
  private var activeDuringStep: Set<SceneID>
  /// A scene-based launch step: the app's will-enter-foreground notification is optional there.
  var isLaunch = false

  init(_ state: OracleState, label: String) {
    self.state = state
    self.label = label
    self.state.step += 1
    activeDuringStep = Set(state.activeScenes)
  }

  // MARK: Events

  /// Appends an event in its chain; returns its index.
  @discardableResult
  mutating func add(
    _ event: Event, required isRequired: Bool = true, group: Int? = nil,
    belongsTo: Int? = nil, inChain: Bool = true
  ) -> Int {
    let index = events.count
    events.append(event)
    required.append(isRequired)
    groups.append(group)
    belongs.append(belongsTo)
    if inChain, let chain = belongsTo.map({ OracleChain.changeNotifications($0) }) ?? Self.chain(of: event) {
      if let tail = chainTail[chain] { edges.append((tail, index)) }
      chainTail[chain] = index
    }
    return index
  }

  mutating func edge(_ from: Int?, _ to: Int?) {
    if let from, let to { edges.append((from, to)) }
  }

  mutating func newGroup() -> Int {
    nextGroup += 1
    return nextGroup
  }

  /// A callback and the notification UIKit posts with it. Optional ones form a pair: both or neither.
  @discardableResult
  mutating func addWithNotification(
    _ method: Callback.Method, scene: SceneID? = nil,
    required isRequired: Bool = true, group: Int? = nil,
    inChain: Bool = true
  ) -> (callback: Int, notification: Int?) {
    let pair = group ?? (isRequired ? nil : newGroup())
    let callback = add(.callback(method, scene), required: isRequired, group: pair, inChain: inChain)
    guard let name = method.notification else { return (callback, nil) }
    let notification = add(.notification(name, scene), required: isRequired, group: pair, inChain: inChain)
    // Apple documents the method before its notification for these four only.
    if [
      .applicationDidFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
      .applicationWillTerminate,
    ].contains(method) {
      edge(callback, notification)
    }
    return (callback, notification)
  }

  private static func chain(of event: Event) -> OracleChain? {
    switch event {
    case .callback(let callback):
      switch callback.method {
      case .applicationDidReceiveMemoryWarning, .applicationSignificantTimeChange,
        .applicationProtectedDataDidBecomeAvailable, .applicationProtectedDataWillBecomeUnavailable,
        .applicationOpenURL, .applicationWillContinueUserActivity, .applicationContinueUserActivity,
        .sceneOpenURLContexts, .sceneWillContinueUserActivity, .sceneContinueUserActivity:
        return nil
      default:
        return callback.scene.map { .sceneDelegate($0) } ?? .appDelegate
      }
    case .notification(let notification):
      if let scene = notification.scene { return .sceneNotifications(scene) }
      return notification.name.announcesAppStateChange ? .appNotifications : nil
    }
  }

  // MARK: Finishing

  /// The alternative: launch-first and termination-last edges added, edges closed, ranks updated.
  func finish() -> OracleAlternative {
    var allEdges = edges
    let willFinish = events.firstIndex(of: .callback(.applicationWillFinishLaunching))
    let didFinish = events.firstIndex(of: .callback(.applicationDidFinishLaunching))
    for first in [willFinish, didFinish].compactMap({ $0 }) {
      for other in events.indices where other != willFinish && other != first { allEdges.append((first, other)) }
    }
    let terminations = events.indices.filter {
      events[$0] == .callback(.applicationWillTerminate) || events[$0] == .notification(.applicationWillTerminate)
    }
    for last in terminations {
      for other in events.indices where events[other].scene != nil { allEdges.append((other, last)) }
    }
    precondition(events.count <= 64, "an oracle step holds at most 64 events")
    var before = [UInt64](repeating: 0, count: events.count)
    for (from, to) in allEdges { before[to] |= 1 << UInt64(from) }
    // Transitive closure, brute force: steps are small.
    var changed = true
    while changed {
      changed = false
      for j in events.indices {
        var mask = before[j]
        for i in events.indices where before[j] & (1 << UInt64(i)) != 0 { mask |= before[i] }
        if mask != before[j] { before[j] = mask; changed = true }
      }
    }
    var next = state
    let active = Set(next.activeScenes)
    for index in next.sessions.indices {
      let id = next.sessions[index].id
      if active.contains(id) {
        next.sessions[index].rank = 2 * next.step + 1
      } else if activeDuringStep.contains(id) {
        next.sessions[index].rank = 2 * next.step
      }
    }
    return OracleAlternative(
      events: events, required: required, groups: groups, belongs: belongs, before: before,
      next: next, label: label)
  }

  // MARK: Scene transitions (scene-based)

  private var appIsActive: Bool { !state.activeScenes.isEmpty }
  private var appIsForeground: Bool { !state.foregroundScenes.isEmpty }

  /// Connects `scene` in the background, asking for a configuration when it is a new session.
  @discardableResult
  mutating func connect(_ scene: SceneID) -> Int {
    var configuration: Int?
    if state.session(scene) == nil {
      configuration = add(.callback(.applicationConfigurationForConnecting))
    }
    let connect = add(.callback(.sceneWillConnect, scene))
    add(.notification(.sceneWillConnect, scene))
    edge(configuration, connect)
    state.set(scene, .background)
    return connect
  }

  @discardableResult
  mutating func enterForeground(_ scene: SceneID) -> Int {
    if !appIsForeground {
      add(.notification(.applicationWillEnterForeground), required: !isLaunch)
    }
    let index = add(.callback(.sceneWillEnterForeground, scene))
    add(.notification(.sceneWillEnterForeground, scene))
    state.set(scene, .foregroundInactive)
    return index
  }

  @discardableResult
  mutating func becomeActive(_ scene: SceneID, group: Int? = nil) -> Int {
    let othersActive = appIsActive
    let index = add(.callback(.sceneDidBecomeActive, scene), required: group == nil, group: group)
    add(.notification(.sceneDidActivate, scene), required: group == nil, group: group)
    // SPEC, The app's notifications: one for a neighbour's optional return belongs to it.
    add(.notification(.applicationDidBecomeActive), required: !othersActive && group == nil, belongsTo: group)
    state.set(scene, .foregroundActive)
    activeDuringStep.insert(scene)
    return index
  }

  mutating func resignActive(_ scene: SceneID, group: Int? = nil) {
    state.set(scene, .foregroundInactive)
    let othersActive = appIsActive
    add(.callback(.sceneWillResignActive, scene), required: group == nil, group: group)
    add(.notification(.sceneWillDeactivate, scene), required: group == nil, group: group)
    add(.notification(.applicationWillResignActive), required: !othersActive && group == nil, belongsTo: group)
  }

  /// Resigns (when active) and enters the background; the background callback may be optional.
  mutating func sendToBackground(_ scene: SceneID, required isRequired: Bool = true) {
    if state.state(of: scene) == .foregroundActive { resignActive(scene) }
    guard state.state(of: scene) == .foregroundInactive else { return }
    state.set(scene, .background)
    let group = isRequired ? nil : newGroup()
    add(.callback(.sceneDidEnterBackground, scene), required: isRequired, group: group)
    add(.notification(.sceneDidEnterBackground, scene), required: isRequired, group: group)
    if !appIsForeground {
      add(.notification(.applicationDidEnterBackground), required: isRequired)
    }
    askRestoration(scene)
  }

  mutating func askRestoration(_ scene: SceneID) {
    guard !restorationAsked.contains(scene) else { return }
    restorationAsked.insert(scene)
    add(.callback(.stateRestorationActivity, scene), required: false)
  }

  /// Disconnects a background scene; returns the index of `sceneDidDisconnect(_:)`.
  @discardableResult
  mutating func disconnect(_ scene: SceneID, required isRequired: Bool = true) -> Int {
    askRestoration(scene)
    let group = isRequired ? nil : newGroup()
    let index = add(.callback(.sceneDidDisconnect, scene), required: isRequired, group: group)
    add(.notification(.sceneDidDisconnect, scene), required: isRequired, group: group)
    state.set(scene, .unattached)
    return index
  }

  /// Either geometry callback may appear for each scene on screen beside `scene`; beside a
  /// resize, only the callback the resized scene got (SPEC, Optional events: Geometry).
  mutating func neighbourGeometry(
    besides scene: SceneID, among neighbours: [SceneID],
    methods: [Callback.Method] = [.windowSceneDidUpdateEffectiveGeometry, .windowSceneDidUpdateCoordinateSpace]
  ) {
    for neighbour in neighbours where neighbour != scene {
      for method in methods { add(.callback(method, neighbour), required: false, inChain: false) }
    }
  }

  /// Delivers the queued time change, when there is one.
  mutating func deliverQueuedTimeChange() {
    guard state.queuedTimeChange else { return }
    state.queuedTimeChange = false
    addWithNotification(.applicationSignificantTimeChange)
  }
}
