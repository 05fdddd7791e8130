import Lifecycle

extension SpecOracle {
  /// SPEC, External display: the display's scene connects and comes on screen (it may or may not
  /// become active), or nothing at all (iOS 27, no scene accessory). It is no window of the app's:
  /// no app notification, no recency, no payload.
  static func attachDisplay(_ start: OracleStep, _ scene: SceneID) -> [OracleStep] {
    var mirrored = start
    mirrored.state.displayScene = scene
    mirrored.state.displayConnected = false
    var connected = start
    let configuration = connected.add(.callback(.applicationConfigurationForConnecting))
    let connect = connected.add(.callback(.sceneWillConnect, scene))
    connected.add(.notification(.sceneWillConnect, scene))
    connected.edge(configuration, connect)
    connected.add(.callback(.sceneWillEnterForeground, scene))
    connected.add(.notification(.sceneWillEnterForeground, scene))
    connected.addWithNotification(.sceneDidBecomeActive, scene: scene, required: false)
    connected.state.displayScene = scene
    connected.state.displayConnected = true
    return [connected, mirrored]
  }

  /// SPEC, External display: a connected display scene is released; its resign, its move to the
  /// background and the discard of its session may appear.
  static func detachDisplay(_ start: OracleStep) -> OracleStep {
    var step = start
    let scene = step.state.displayScene
    let connected = step.state.displayConnected
    step.state.displayScene = nil
    step.state.displayConnected = false
    guard let scene, connected else { return step }
    step.addWithNotification(.sceneWillResignActive, scene: scene, required: false)
    step.addWithNotification(.sceneDidEnterBackground, scene: scene, required: false)
    let disconnect = step.disconnect(scene)
    // The scene was never one of the app's sessions.
    step.state.remove(scene)
    let discard = step.add(.callback(.applicationDidDiscardSceneSessions), required: false)
    step.edge(disconnect, discard)
    return step
  }
}
