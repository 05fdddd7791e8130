import Lifecycle

// The spec oracle: a second, deliberately simple implementation of the lifecycle, written from
// the trace format's normative text and the lead's behaviour decisions only, so that the
// package's model and checker can be tested against an independent reading of the same rules.

/// Whether the process exists and runs code.
enum OracleProcess: Hashable, Sendable { case notRunning, running, suspended }

/// What covers the app while it is frontmost.
enum OracleOverlay: Hashable, Sendable {
  case none
  case switcher
  case interruption(InterruptionKind)
  // The compact call banner: the app stays active under it.
  case callBanner
  // Notification Center's alternative that sent the app to the background.
  case notificationCenterBackground
}

/// One scene session, with its scene's state and its recency rank (higher is more recent).
struct OracleSession: Hashable, Sendable {
  var id: SceneID
  var state: SceneActivationState
  var rank: Int
}

/// Everything the oracle needs to answer the next stimulus.
struct OracleState: Hashable, Sendable {
  /// The rank of a session whose scene has never been active.
  static let neverActive = Int.min / 2

  var lifecycle: LifecycleStyle
  var process = OracleProcess.notRunning
  /// App-based only: the app's own state while running.
  var appState = AppState.notRunning
  var sessions: [OracleSession] = []
  var overlay = OracleOverlay.none
  var locked = false
  var frontmostWhenLocked = false
  var queuedTimeChange = false
  /// Sessions closed while the app ran no code (or whose discard a swipe did not report).
  var unreportedDiscards: [SceneID] = []
  /// The scenes on screen when the app last left the foreground.
  var returning: [SceneID] = []
  /// Background tasks begun and not ended, and whether their time has expired.
  var openTasks = 0
  var expired = false
  /// The attached external display's scene id, and whether that scene connected.
  var displayScene: SceneID?
  var displayConnected = false
  var step = 0

  init(lifecycle: LifecycleStyle, sessions: [SceneID] = []) {
    self.lifecycle = lifecycle
    // Saved sessions rank below every session active in the trace, in their listed order.
    self.sessions = sessions.enumerated().map { OracleSession(id: $1, state: .unattached, rank: -1 - $0) }
  }

  func session(_ id: SceneID) -> OracleSession? { sessions.first { $0.id == id } }
  func state(of id: SceneID) -> SceneActivationState? { session(id)?.state }

  var isSceneBased: Bool { lifecycle == .scene }
  var foregroundScenes: [SceneID] { sessions.filter { $0.state.isForeground }.map(\.id) }
  var activeScenes: [SceneID] { sessions.filter { $0.state == .foregroundActive }.map(\.id) }
  var connectedScenes: [SceneID] { sessions.filter { $0.state != .unattached }.map(\.id) }

  /// Whether something of the app is on screen.
  var isForeground: Bool {
    guard process == .running else { return false }
    return isSceneBased ? !foregroundScenes.isEmpty : appState.isForeground
  }

  /// Whether the app is active (some scene, or the app, receives events).
  var isActive: Bool {
    guard process == .running else { return false }
    return isSceneBased ? !activeScenes.isEmpty : appState == .active
  }

  /// Running but not on screen.
  var isBackgroundRunning: Bool { process == .running && !isForeground }

  /// The most recent of `candidates` (ties: all of them), by rank.
  func mostRecent(of candidates: [SceneID]) -> [SceneID] {
    let ranked = candidates.compactMap { session($0) }
    guard let top = ranked.map(\.rank).max() else { return [] }
    return ranked.filter { $0.rank == top }.map(\.id)
  }

  mutating func set(_ id: SceneID, _ state: SceneActivationState) {
    if let index = sessions.firstIndex(where: { $0.id == id }) {
      sessions[index].state = state
    } else {
      sessions.append(OracleSession(id: id, state: state, rank: Self.neverActive))
    }
  }

  mutating func remove(_ id: SceneID) { sessions.removeAll { $0.id == id } }
}
