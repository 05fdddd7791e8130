extension LifecycleModel {
  /// The stimuli that can happen in this state, one of each shape: every parameterless
  /// stimulus, every interruption kind and launch reason, payloads for no scene, each session
  /// and a new one, and the scene stimuli for each session and for one new id.
  ///
  /// `maximumScenes` stops `openScene` (and payloads that create a scene) once that many
  /// sessions exist. Random walks, exploration and the simulator's hints draw from this list.
  public func possibleStimuli(maximumScenes: Int = 3) -> [Stimulus] {
    let ids = sessions.map(\.id)
    let newID = Self.sceneNames.first { !ids.contains($0) } ?? SceneID("scene-\(ids.count + 1)")
    let canCreate = lifecycle == .scene && ids.count < maximumScenes
    let payloadScenes: [SceneID?] = lifecycle == .app ? [nil] : [nil] + ids + (canCreate ? [newID] : [])

    var candidates: [Stimulus] = [
      .tapIcon, .pressHome, .openAppSwitcher, .returnToApp, .switchToOtherApp, .swipeAwayInAppSwitcher,
      .endInterruption, .acceptCall, .lockDevice, .unlockDevice, .suspend, .terminate, .memoryWarning,
      .significantTimeChange,
    ]
    candidates += InterruptionKind.allCases.map { .beginInterruption($0) }
    candidates += BackgroundLaunchReason.allCases.map { .backgroundLaunch($0) }
    for scene in payloadScenes {
      candidates += [.tapNotification(scene: scene), .openURL(scene: scene), .continueUserActivity(scene: scene)]
    }
    if lifecycle == .scene {
      if canCreate { candidates.append(.openScene(newID)) }
      for id in ids {
        candidates += [.showScene(id), .hideScene(id), .resizeScene(id), .closeScene(id), .disconnectScene(id)]
      }
    }
    return candidates.filter { (try? checkPossible($0, explaining: false)) != nil }
  }

  /// Names for new scenes, in the order random walks use them.
  static let sceneNames: [SceneID] = ["main", "second", "third", "fourth", "fifth", "sixth"]
}
