extension Stimulus {
  /// The stimuli without parameters, in the order exploration tries them.
  package static let parameterless: [Stimulus] = [
    .tapIcon, .pressHome, .openAppSwitcher, .returnToApp, .switchToOtherApp, .swipeAwayInAppSwitcher,
    .endInterruption, .acceptCall, .lockDevice, .unlockDevice, .suspend, .terminate, .memoryWarning,
    .significantTimeChange,
  ]

  /// The stimuli of trace format version 1.1, in the order exploration tries them: the ends of
  /// the process without a word (`abruptTermination`), then background tasks (`backgroundTasks`);
  /// the external display's (`externalDisplay`) come with the scene stimuli.
  package static let version1_1: [Stimulus] = [
    .crash, .restartDevice, .killForSharedResource, .beginBackgroundTask, .endBackgroundTask,
    .backgroundTimeExpires, .backgroundTimeRunsOut,
  ]

  /// The id exploration gives an external display's scene, as the catalog's scenario does.
  package static let displayScene: SceneID = "tv"

  /// One stimulus of each shape, whether or not it can happen: the parameterless ones (with
  /// `version1_1`, those of version 1.1 after them), the payloads for no scene and for each of
  /// `payloadScenes`, every interruption kind, each of `launchReasons`, then for each scene of
  /// `opening` or `existing`, in that order, `openScene` (for those of `opening`) and the other
  /// scene stimuli (for those of `existing`).
  ///
  /// The one list random walks, exploration and the simulator's hints draw from; an app-based
  /// app gets no stimulus that names a scene. Exploration filters it by the engine's
  /// capabilities, so an engine that does not declare a 1.1 capability is never sent its stimuli.
  package static func candidates(
    lifecycle: LifecycleStyle, payloadScenes: [SceneID], opening: [SceneID], existing: [SceneID],
    launchReasons: [BackgroundLaunchReason] = BackgroundLaunchReason.allCases, version1_1 includes1_1: Bool = false
  ) -> [Stimulus] {
    let scene = lifecycle == .scene
    let named: [SceneID?] = [nil] + (scene ? payloadScenes.map(Optional.some) : [])
    var all = parameterless + (includes1_1 ? version1_1 : [])
    all +=
      named.map { .tapNotification(scene: $0) } + named.map { .openURL(scene: $0) }
      + named.map { .continueUserActivity(scene: $0) }
    all += InterruptionKind.allCases.map(Stimulus.beginInterruption)
    all += launchReasons.map(Stimulus.backgroundLaunch)
    guard scene else { return all }
    // The display's scene has an id of its own: it is never one of the app's sessions.
    if includes1_1 { all += [.attachDisplay(Self.displayScene), .detachDisplay] }
    for id in opening + existing.filter({ !opening.contains($0) }) {
      if opening.contains(id) { all.append(.openScene(id)) }
      if existing.contains(id) {
        all += [.showScene(id), .hideScene(id), .resizeScene(id), .closeScene(id), .disconnectScene(id)]
      }
    }
    return all
  }
}

extension LifecycleModel {
  /// The stimuli that can happen in this state, one of each shape: payloads for no scene, each
  /// session and a new one, and the scene stimuli for each session and for one new id.
  ///
  /// `maximumScenes` stops `openScene` (and payloads that create a scene) once that many
  /// sessions exist. Random walks and the simulator's hints draw from this list.
  ///
  /// With `version1_1`, the stimuli of trace format version 1.1 too (a crash, background
  /// tasks, an external display): a version 1 trace cannot hold them, so they are left out by
  /// default.
  package func possibleStimuli(maximumScenes: Int = 3, version1_1: Bool = false) -> [Stimulus] {
    let ids = sessions.map(\.id)
    let newID = Self.sceneNames.first { !ids.contains($0) } ?? SceneID("scene-\(ids.count + 1)")
    let opening = lifecycle == .scene && ids.count < maximumScenes ? [newID] : []
    return Stimulus.candidates(
      lifecycle: lifecycle, payloadScenes: ids + opening, opening: opening, existing: ids, version1_1: version1_1
    )
    .filter { (try? checkPossible($0, explaining: false)) != nil }
  }

  /// Names for new scenes, in the order random walks use them.
  static let sceneNames: [SceneID] = ["main", "second", "third", "fourth", "fifth", "sixth"]
}
