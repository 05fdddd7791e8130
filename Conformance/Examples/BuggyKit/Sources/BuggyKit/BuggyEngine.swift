import LifecycleConformance

/// A scene-based engine written by hand, as an engine author writes one, and wrong on purpose
/// in three independent ways:
///
/// 1. At launch it calls `application(_:willFinishLaunchingWithOptions:)` after
///    `application(_:didFinishLaunchingWithOptions:)`, not before.
/// 2. When an interruption ends, its scenes become active again without `sceneDidBecomeActive(_:)`.
/// 3. When one scene of several is hidden, it tells the others they resign active (they do not).
///
/// Everything else follows UIKit, for the stimuli its capabilities name: launching, the Home
/// Screen, system interruptions and calls, and opening, showing, hiding, resizing, closing and
/// releasing scenes. It posts no notifications, and leaves out the callbacks UIKit may skip
/// (state restoration, the geometry of the scenes beside one that changes).
public struct BuggyEngine: LifecycleEngine {
  public let capabilities = EngineCapabilities(
    lifecycles: [.scene], supports: [.multipleScenes, .sceneManagement, .interruptions])
  public var displayName: String { "BuggyKit" }

  private var delegates: LifecycleDelegates?
  private var isRunning = false
  /// Every scene session, in the order they were made, and its scene's state.
  private var sessions: [(id: SceneID, state: SceneActivationState)] = []
  /// What covers the app while it stays inactive in the foreground.
  private var interruption: InterruptionKind?
  /// The scenes on screen when the app last left the foreground: a tap brings them back.
  private var returning: [SceneID] = []
  /// Sessions closed while the app was not running, reported at the next launch.
  private var unreportedDiscards: [SceneID] = []
  /// The step in which each scene was last active; saved sessions rank below, in their order.
  private var lastActive: [SceneID: Int] = [:]
  private var step = 0

  public init() {}

  public mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    self.delegates = delegates
    sessions = delegates.savedSessions.map { ($0, .unattached) }
    for (rank, id) in delegates.savedSessions.enumerated() { lastActive[id] = -1 - rank }
  }

  public mutating func perform(_ stimulus: Stimulus) async throws {
    step += 1
    for scene in scenes(.foregroundActive) { lastActive[scene] = step }
    switch stimulus {
    case .tapIcon:
      bringForward()
    case .pressHome, .acceptCall:
      leaveForeground()
    case .beginInterruption(let kind):
      interruption = kind
      for scene in scenes(.foregroundActive) { resign(scene) }
    case .endInterruption:
      interruption = nil
      // Bug 2: the scenes are active again, but are never told.
      for scene in scenes(.foregroundInactive) { setState(scene, .foregroundActive) }
    case .openScene(let scene):
      connect(scene)
      enterForeground(scene)
      if interruption == nil { activate(scene) }
    case .showScene(let scene):
      guard let state = state(of: scene), !state.isForeground else { return }
      if !isForeground { returning = [] }
      if state == .unattached { connect(scene) }
      enterForeground(scene)
      if interruption == nil { activate(scene) }
    case .hideScene(let scene):
      // Bug 3: the other active scenes hear that they resign, and stay active.
      for other in scenes(.foregroundActive) where other != scene {
        call(other) { $0.sceneWillResignActive($1) }
      }
      if state(of: scene) == .foregroundActive { resign(scene) }
      enterBackground(scene)
      if !isForeground { (returning, interruption) = ([scene], nil) }
    case .resizeScene(let scene):
      call(scene) { ($0 as? any WindowSceneDelegate)?.windowScene($1, didUpdateEffectiveGeometry: .init()) }
    case .closeScene(let scene):
      close(scene)
    case .disconnectScene(let scene):
      disconnect(scene)
    default:
      throw Unsupported(stimulus: stimulus)  // never sent: the capabilities leave it out
    }
  }

  struct Unsupported: Error { let stimulus: Stimulus }

  // MARK: The app

  /// A tap launches the app, or brings back the scenes that left the screen; with none, the
  /// most recent session comes forward (a new `main` when there is none).
  private mutating func bringForward() {
    if !isRunning { launch() }
    var targets = returning.filter { (state(of: $0) ?? .unattached) != .unattached }
    if targets.isEmpty { targets = [mostRecentSession ?? "main"] }
    for scene in targets {
      if (state(of: scene) ?? .unattached) == .unattached { connect(scene) }
      enterForeground(scene)
    }
    for scene in targets { activate(scene) }
    returning = []
  }

  private mutating func launch() {
    isRunning = true
    // Bug 1: the two launch callbacks, the wrong way round.
    _ = appDelegate.application(app, didFinishLaunchingWithOptions: nil)
    _ = appDelegate.application(app, willFinishLaunchingWithOptions: nil)
    if !unreportedDiscards.isEmpty {
      appDelegate.application(app, didDiscardSceneSessions: Set(unreportedDiscards.map { SceneSession($0) }))
      unreportedDiscards = []
    }
  }

  private mutating func leaveForeground() {
    let onScreen = sessions.filter { $0.state.isForeground }.map(\.id)
    for scene in scenes(.foregroundActive) { resign(scene) }
    for scene in onScreen { enterBackground(scene) }
    if !onScreen.isEmpty { returning = onScreen }
    interruption = nil
  }

  /// Closing a scene discards its session; closing the last one ends the process.
  private mutating func close(_ scene: SceneID) {
    guard let state = state(of: scene) else { return }
    defer {
      sessions.removeAll { $0.id == scene }
      lastActive[scene] = nil
    }
    guard isRunning else { return unreportedDiscards.append(scene) }
    if state == .foregroundActive { resign(scene) }
    if state.isForeground { enterBackground(scene) }
    if state != .unattached { disconnect(scene) }
    appDelegate.application(app, didDiscardSceneSessions: [SceneSession(scene)])
    if sessions.count == 1 {
      appDelegate.applicationWillTerminate(app)
      (isRunning, returning, interruption) = (false, [], nil)
    } else if state.isForeground, !isForeground {
      (returning, interruption) = ([], nil)
    }
  }

  // MARK: One scene

  private mutating func connect(_ scene: SceneID) {
    var session = SceneSession(scene)
    if state(of: scene) == nil {
      session.configuration = appDelegate.application(app, configurationForConnecting: session, options: .init())
      sessions.append((scene, .unattached))
    }
    call(scene) { $0.scene($1, willConnectTo: session, options: .init()) }
    setState(scene, .background)
  }

  private mutating func enterForeground(_ scene: SceneID) {
    guard state(of: scene) == .background else { return }
    call(scene) { $0.sceneWillEnterForeground($1) }
    setState(scene, .foregroundInactive)
  }

  private mutating func activate(_ scene: SceneID) {
    guard state(of: scene) == .foregroundInactive else { return }
    setState(scene, .foregroundActive)
    call(scene) { $0.sceneDidBecomeActive($1) }
  }

  private mutating func resign(_ scene: SceneID) {
    call(scene) { $0.sceneWillResignActive($1) }
    setState(scene, .foregroundInactive)
  }

  private mutating func enterBackground(_ scene: SceneID) {
    setState(scene, .background)
    call(scene) { $0.sceneDidEnterBackground($1) }
  }

  private mutating func disconnect(_ scene: SceneID) {
    setState(scene, .unattached)
    call(scene) { $0.sceneDidDisconnect($1) }
    delegates?.releaseSceneDelegate(for: scene)
  }

  // MARK: Bookkeeping

  private var app: Application { delegates!.application }
  private var appDelegate: any ApplicationDelegate { delegates!.appDelegate }
  private var isForeground: Bool { sessions.contains { $0.state.isForeground } }

  /// Calls the scene's delegate with the scene as it is now.
  private func call(_ scene: SceneID, _ method: (any SceneDelegate, Scene) -> Void) {
    let value = Scene(scene, state(of: scene) ?? .unattached)
    if let delegates { method(delegates.sceneDelegate(for: value), value) }
  }

  private func state(of scene: SceneID) -> SceneActivationState? {
    sessions.first { $0.id == scene }?.state
  }

  private mutating func setState(_ scene: SceneID, _ state: SceneActivationState) {
    guard let index = sessions.firstIndex(where: { $0.id == scene }) else { return }
    sessions[index].state = state
    if state == .foregroundActive { lastActive[scene] = step }
  }

  private func scenes(_ state: SceneActivationState) -> [SceneID] {
    sessions.filter { $0.state == state }.map(\.id)
  }

  /// The session whose scene was active last; any of those equally recent will do.
  private var mostRecentSession: SceneID? {
    sessions.max { (lastActive[$0.id] ?? .min) < (lastActive[$1.id] ?? .min) }?.id
  }
}
