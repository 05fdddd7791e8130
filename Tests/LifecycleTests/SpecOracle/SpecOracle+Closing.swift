import Lifecycle

/// Closing scenes, scene-based: the last one ends the process; another leaves its session behind.
extension SpecOracle {
  /// The process ends with the last scene: `swipeAwayInAppSwitcher`, or `closeScene` of the only session.
  static func closeLast(_ start: OracleStep, discarding discarded: [SceneID]) -> [OracleStep] {
    var step = start
    guard step.state.process == .running else {
      // An app that runs no code hears of the discard at its next launch.
      for scene in discarded { step.state.remove(scene) }
      step.state.unreportedDiscards = (step.state.unreportedDiscards + discarded).sorted()
      step.endProcess()
      return [step]
    }
    for scene in step.state.activeScenes { step.resignActive(scene) }
    for scene in step.state.foregroundScenes { step.sendToBackground(scene, required: false) }
    var disconnects: [Int] = []
    for scene in step.state.connectedScenes { disconnects.append(step.disconnect(scene, required: false)) }
    for scene in discarded { step.state.remove(scene) }
    var steps: [OracleStep] = []
    if !discarded.isEmpty {
      var reported = step
      reported.label += " (discard reported)"
      let discard = reported.add(.callback(.applicationDidDiscardSceneSessions))
      for disconnect in disconnects { reported.edge(disconnect, discard) }
      steps.append(reported)
      step.label += " (discard reported at the next launch)"
      step.state.unreportedDiscards = (step.state.unreportedDiscards + discarded).sorted()
    }
    steps.append(step)
    return steps.map { step in
      var step = step
      step.addWithNotification(.applicationWillTerminate, required: false)
      step.endProcess()
      return step
    }
  }

  /// `closeScene` while other sessions remain.
  static func closeOne(_ start: OracleStep, _ scene: SceneID) -> OracleStep {
    var step = start
    guard step.state.process == .running else {
      step.state.remove(scene)
      step.state.unreportedDiscards = (step.state.unreportedDiscards + [scene]).sorted()
      return step
    }
    let wasOnScreen = step.state.state(of: scene)?.isForeground == true
    // SPEC, Scenes beside one that changes: only a scene on screen has scenes beside it.
    if wasOnScreen { step.neighbourGeometry(besides: scene, among: step.state.foregroundScenes) }
    // SPEC, Multi-scene: the closed scene resigns, required; its background callback may appear.
    if wasOnScreen { step.sendToBackground(scene, required: false) }
    var disconnect: Int?
    if step.state.state(of: scene) == .background { disconnect = step.disconnect(scene) }
    let discard = step.add(.callback(.applicationDidDiscardSceneSessions))
    step.edge(disconnect, discard)
    step.state.remove(scene)
    if wasOnScreen && step.state.foregroundScenes.isEmpty {
      // Nothing is left to bring back: a later foregrounding behaves as a launch.
      step.state.overlay = .none
      step.state.returning = []
    }
    return step
  }
}
