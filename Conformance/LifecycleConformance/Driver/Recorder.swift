import Foundation

/// The delegates the kit gives an engine: one object that is the app delegate, every scene's
/// delegate and the notification poster, and writes down each call in order.
///
/// Each method records its own selector (`#function` is exactly the Swift selector a trace
/// records) with the scene it was called with.
///
/// An engine may get round the compiler's isolation checks and call from another thread, or
/// call while no step is in progress (from a task that outlives `perform`, during `prepare`).
/// So the methods are `nonisolated` and take a lock: any thread may call them without crashing
/// the process, and the recorder notes the thread and whether a step was in progress, for the
/// run to report a `wrongThread` or `outsideStep` fault instead of passing or trapping.
final class Recorder: ApplicationDelegate, WindowSceneDelegate, NotificationPoster, @unchecked Sendable {
  // Every stored property is guarded by `lock`.
  private let lock = NSLock()
  /// What was delivered during the current step.
  nonisolated(unsafe) private var events: [Event] = []
  /// Whether `perform` is running.
  nonisolated(unsafe) private var inStep = false
  /// How many steps have ended: a stray callback came after this step.
  nonisolated(unsafe) private var stepsEnded = 0
  /// The first callback from another thread, or outside a step, not yet reported.
  nonisolated(unsafe) private var fault: EngineFault?

  /// Opens a step: callbacks from now on belong to it.
  nonisolated func beginStep() {
    lock.lock()
    inStep = true
    lock.unlock()
  }

  /// Closes the step and returns what was delivered during it.
  nonisolated func endStep() -> [Event] {
    lock.lock()
    defer { lock.unlock() }
    inStep = false
    stepsEnded += 1
    defer { events = [] }
    return events
  }

  /// What was delivered so far in the step, for a step cut short by a hang.
  nonisolated func take() -> [Event] {
    lock.lock()
    defer { lock.unlock() }
    defer { events = [] }
    return events
  }

  /// The first callback made from another thread or outside a step since the last call.
  nonisolated func takeFault() -> EngineFault? {
    lock.lock()
    defer { lock.unlock() }
    defer { fault = nil }
    return fault
  }

  /// Delegates that deliver to this recorder; notifications only when the engine posts them.
  @MainActor
  func delegates(recordingNotifications: Bool) -> LifecycleDelegates {
    // Not isolated: an engine that calls from another thread must reach the recorder, which
    // reports it, rather than trap in a main-actor closure.
    let factory: @Sendable (Scene) -> any SceneDelegate = { [unowned self] _ in self }
    return LifecycleDelegates(appDelegate: self, notifications: recordingNotifications ? self : nil,
                              makeSceneDelegate: factory)
  }

  private nonisolated func record(_ selector: String, _ scene: Scene? = nil) {
    guard let method = Callback.Method(selector: selector) else {
      preconditionFailure("\(selector) is not a callback of trace format version 1")
    }
    append(.callback(Callback(method, scene: scene?.id)))
  }

  private nonisolated func append(_ event: Event) {
    let isMainThread = Self.isMainThread
    lock.lock()
    defer { lock.unlock() }
    // A call from another thread is the graver fault: it is reported even outside a step.
    if !isMainThread, !(fault?.isWrongThread ?? false) {
      fault = .wrongThread(event)
    } else if !inStep, fault == nil {
      fault = .outsideStep(event, after: stepsEnded)
    }
    if inStep { events.append(event) }
  }

  /// Whether the caller runs where the main actor does: on the main dispatch queue (which
  /// is not always the process's first thread: Swift Testing on Linux drains it from another),
  /// or on the main thread itself.
  private nonisolated static var isMainThread: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
  }

  /// A key set on the main queue only.
  private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  nonisolated func post(_ notification: LifecycleNotification) {
    append(.notification(notification))
  }

  // MARK: ApplicationDelegate

  nonisolated func application(_ application: Application,
                               willFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
    record(#function)
    return true
  }
  nonisolated func application(_ application: Application,
                               didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
    record(#function)
    return true
  }
  nonisolated func applicationDidBecomeActive(_ application: Application) { record(#function) }
  nonisolated func applicationWillResignActive(_ application: Application) { record(#function) }
  nonisolated func applicationDidEnterBackground(_ application: Application) { record(#function) }
  nonisolated func applicationWillEnterForeground(_ application: Application) { record(#function) }
  nonisolated func applicationWillTerminate(_ application: Application) { record(#function) }
  nonisolated func applicationDidReceiveMemoryWarning(_ application: Application) { record(#function) }
  nonisolated func applicationProtectedDataWillBecomeUnavailable(_ application: Application) { record(#function) }
  nonisolated func applicationProtectedDataDidBecomeAvailable(_ application: Application) { record(#function) }
  nonisolated func applicationSignificantTimeChange(_ application: Application) { record(#function) }
  nonisolated func application(_ app: Application, open url: String, options: OpenURLOptions) -> Bool {
    record(#function)
    return true
  }
  nonisolated func application(_ application: Application,
                               willContinueUserActivityWithType userActivityType: String) -> Bool {
    record(#function)
    return false
  }
  nonisolated func application(_ application: Application, continue userActivity: UserActivity,
                               restorationHandler: @escaping ([Any]?) -> Void) -> Bool {
    record(#function)
    return true
  }
  nonisolated func application(_ application: Application,
                               configurationForConnecting connectingSceneSession: SceneSession,
                               options: Scene.ConnectionOptions) -> SceneConfiguration {
    record(#function)
    return connectingSceneSession.configuration
  }
  nonisolated func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
    record(#function)
  }

  // MARK: SceneDelegate and WindowSceneDelegate

  nonisolated func scene(_ scene: Scene, willConnectTo session: SceneSession,
                         options connectionOptions: Scene.ConnectionOptions) {
    record(#function, scene)
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
  nonisolated func windowScene(_ windowScene: WindowScene,
                               didUpdateEffectiveGeometry previousEffectiveGeometry: WindowScene.Geometry) {
    record(#function, windowScene)
  }
  nonisolated func windowScene(_ windowScene: WindowScene,
                               didUpdate previousCoordinateSpace: WindowScene.CoordinateSpace,
                               interfaceOrientation previousInterfaceOrientation: WindowScene.InterfaceOrientation,
                               traitCollection previousTraitCollection: WindowScene.TraitCollection) {
    record(#function, windowScene)
  }
}
