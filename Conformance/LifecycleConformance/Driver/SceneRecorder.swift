/// The delegate the kit gives one scene: it records each call as a callback about its own scene,
/// with the session of the `Scene` the engine passed (Conformance/SPEC.md#version-11), so an
/// engine that hands a delegate another scene is caught.
///
/// UIKit creates one scene delegate per scene; the kit's `LifecycleDelegates` asks for one when
/// a scene first connects and releases it after `sceneDidDisconnect(_:)`.
final class SceneRecorder: WindowSceneDelegate, @unchecked Sendable {
  private unowned let recorder: Recorder
  /// The scene this delegate belongs to: every callback it receives is about this scene.
  nonisolated let scene: SceneID

  nonisolated init(recorder: Recorder, scene: SceneID) {
    self.recorder = recorder
    self.scene = scene
  }

  private nonisolated func record(
    _ selector: String, _ passed: Scene, session: SceneSession? = nil,
    payload: LaunchPayload? = nil
  ) {
    // `scene(_:willConnectTo:options:)` is given the session twice: a session argument that
    // differs from the scene's own is the one recorded, so either mistake shows.
    let given = session.map(\.persistentIdentifier).flatMap { $0 == passed.id ? nil : $0 } ?? passed.id
    recorder.record(
      selector, about: scene,
      EventArguments(
        session: given, payload: payload, applicationState: recorder.currentApplicationState(),
        activationState: passed.activationState))
  }

  nonisolated func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {
    record(#function, scene, session: session, payload: LaunchPayload(connectionOptions))
  }
  nonisolated func sceneDidDisconnect(_ scene: Scene) { record(#function, scene) }
  nonisolated func sceneWillEnterForeground(_ scene: Scene) { record(#function, scene) }
  nonisolated func sceneDidBecomeActive(_ scene: Scene) { record(#function, scene) }
  nonisolated func sceneWillResignActive(_ scene: Scene) { record(#function, scene) }
  nonisolated func sceneDidEnterBackground(_ scene: Scene) { record(#function, scene) }
  nonisolated func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>) { record(#function, scene) }
  nonisolated func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String) {
    record(#function, scene)
  }
  nonisolated func scene(_ scene: Scene, continue userActivity: UserActivity) { record(#function, scene) }
  nonisolated func stateRestorationActivity(for scene: Scene) -> UserActivity? {
    record(#function, scene)
    return nil
  }
  nonisolated func windowScene(
    _ windowScene: Scene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: Scene.Geometry
  ) {
    record(#function, windowScene)
  }
  nonisolated func windowScene(
    _ windowScene: Scene,
    didUpdate previousCoordinateSpace: Scene.Geometry,
    interfaceOrientation previousInterfaceOrientation: Scene.InterfaceOrientation,
    traitCollection previousTraitCollection: Scene.TraitCollection
  ) {
    record(#function, windowScene)
  }
}
