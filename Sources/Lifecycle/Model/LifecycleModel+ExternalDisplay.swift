/// An external display and the scene UIKit connects for it (Conformance/SPEC.md#external-display):
/// a scene of the role `windowExternalDisplayNonInteractive`, which is no window of the app's.
/// It never becomes the most recent scene, never receives a payload and is left out of the
/// app's aggregate state, so it is kept apart from `sessions`.
extension LifecycleModel {
  /// An attached display: the id its scene has (or would have had), and whether it connected.
  package struct ExternalDisplay: Hashable, Sendable {
    /// The id the trace gives the display's scene.
    package let scene: SceneID
    /// Whether the scene connected (before iOS 27 always; from iOS 27 only with an accessory).
    package var isConnected: Bool
  }

  /// What can happen while a display is attached: the model answers only for steps that leave
  /// the app frontmost with its windows as they are (Conformance/SPEC.md choice 28).
  static let possibleWithDisplay: Set<Stimulus.Name> = [
    .detachDisplay, .tapNotification, .openURL, .continueUserActivity, .memoryWarning,
    .significantTimeChange, .beginBackgroundTask, .endBackgroundTask,
  ]

  /// Throws unless the display stimulus, or another stimulus beside an attached display, can happen.
  func checkDisplayPossible(
    _ stimulus: Stimulus, _ impossible: (String, Stimulus.Name?) -> ImpossibleStimulus
  )
    throws(ImpossibleStimulus)
  {
    if let display = externalDisplay {
      guard Self.possibleWithDisplay.contains(stimulus.name) else {
        throw impossible(
          "an external display is attached, and the model answers only while the app stays frontmost", .detachDisplay)
      }
      if stimulus.scene == display.scene {
        throw impossible("scene '\(display.scene)' is the external display's: it takes no payload", nil)
      }
    }
    switch stimulus {
    case .attachDisplay(let scene):
      if externalDisplay != nil { throw impossible("a display is already attached", .detachDisplay) }
      guard appState == .active else { throw impossible("the app is not active in the foreground", .tapIcon) }
      if session(scene) != nil { throw impossible("scene '\(scene)' already has a session", nil) }
    case .detachDisplay:
      if externalDisplay == nil { throw impossible("no display is attached", .attachDisplay) }
    default:
      break
    }
  }

  /// A display is attached: its scene connects and comes on screen, or (iOS 27, no scene
  /// accessory registered) nothing is delivered and the display mirrors the device.
  func attachDisplayAlternatives(_ scene: SceneID) -> [Alternative] {
    var mirrored = ResponseBuilder(self)
    mirrored.model.fields.externalDisplay = ExternalDisplay(scene: scene, isConnected: false)
    var connected = ResponseBuilder(self)
    connected.add(
      .callback(.applicationConfigurationForConnecting), .required, Cite.externalConnectConfiguration,
      sessions: [scene])
    connected.call(.sceneWillConnect, scene, .required, Cite.externalConnect)
    connected.call(.sceneWillEnterForeground, scene, .required, Cite.externalForeground)
    connected.call(.sceneDidBecomeActive, scene, .optional, Cite.externalActive)
    connected.model.fields.externalDisplay = ExternalDisplay(scene: scene, isConnected: true)
    return [connected.alternative(Cite.externalConnect), mirrored.alternative(Cite.externalNoScene)]
  }

  /// The display is removed: its scene, if one connected, is released and its session discarded.
  func detachDisplayAlternatives() -> [Alternative] {
    var step = ResponseBuilder(self)
    step.model.fields.externalDisplay = nil
    guard let display = externalDisplay, display.isConnected else { return [step.alternative()] }
    let scene = display.scene
    step.call(.sceneWillResignActive, scene, .optional, Cite.externalLeaves)
    step.call(.sceneDidEnterBackground, scene, .optional, Cite.externalLeaves)
    step.add(.callback(.stateRestorationActivity, scene), .optional, Cite.stateRestorationBeforeDisconnect)
    step.call(.sceneDidDisconnect, scene, .required, Cite.externalDisconnect)
    step.add(.callback(.applicationDidDiscardSceneSessions), .optional, Cite.externalDiscard, sessions: [scene])
    return [step.alternative()]
  }
}
