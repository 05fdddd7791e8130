import Foundation

/// The delegates the kit gives an engine: one object that is the app delegate and the
/// notification poster, with a `SceneRecorder` as each scene's delegate, and writes down each
/// call in order, with the arguments the engine passed (Conformance/SPEC.md#version-11).
///
/// Each method records its own selector (`#function` is exactly the Swift selector a trace
/// records); a scene delegate records the scene it belongs to and the session of the scene it
/// was given.
///
/// An engine may get round the compiler's isolation checks and call from another thread, or
/// call while no step is in progress (from a task that outlives `perform`, during `prepare`).
/// So the methods are `nonisolated` and take a lock: any thread may call them without crashing
/// the process, and the recorder notes the thread and whether a step was in progress, for the
/// run to report a `wrongThread` or `outsideStep` fault instead of passing or trapping.
final class Recorder: ApplicationDelegate, @unchecked Sendable {
  // Every stored property is guarded by `lock`.
  private let lock = NSLock()
  /// What was delivered during the current step.
  nonisolated(unsafe) private var events: [Event] = []
  /// What each of `events` was given.
  nonisolated(unsafe) private var arguments: [EventArguments] = []
  /// Whether `perform` is running.
  nonisolated(unsafe) private var inStep = false
  /// How many steps have ended: a stray callback came after this step.
  nonisolated(unsafe) private var stepsEnded = 0
  /// The first callback from another thread, or outside a step, not yet reported.
  nonisolated(unsafe) private var fault: EngineFault?
  /// The delegates handed to the engine: a scene callback reads the app's state from their
  /// `application`, as code inside a scene callback reads `UIApplication.shared`.
  nonisolated(unsafe) private weak var delegates: LifecycleDelegates?

  /// Opens a step: callbacks from now on belong to it.
  nonisolated func beginStep() {
    lock.lock()
    inStep = true
    lock.unlock()
  }

  /// Closes the step and returns what was delivered during it, each event with its arguments.
  nonisolated func endStep() -> (events: [Event], arguments: [EventArguments]) {
    lock.lock()
    defer { lock.unlock() }
    inStep = false
    stepsEnded += 1
    defer {
      events = []
      arguments = []
    }
    return (events, arguments)
  }

  /// What was delivered so far in the step, for a step cut short by a hang.
  nonisolated func take() -> [Event] {
    lock.lock()
    defer { lock.unlock() }
    defer {
      events = []
      arguments = []
    }
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
  func delegates(for start: StartingConditions, recordingNotifications: Bool) -> LifecycleDelegates {
    // Not isolated: an engine that calls from another thread must reach the recorder, which
    // reports it, rather than trap in a main-actor closure.
    let factory: @Sendable (Scene) -> any SceneDelegate = { [unowned self] scene in
      SceneRecorder(recorder: self, scene: scene.id)
    }
    let post: @Sendable (LifecycleNotification, SceneID?) -> Void = { [unowned self] name, scene in
      self.post(PostedNotification(name, scene: scene))
    }
    let delegates = LifecycleDelegates(
      appDelegate: self, lifecycle: start.lifecycle, savedSessions: start.savedSessions,
      notifications: recordingNotifications ? post : nil, makeSceneDelegate: factory)
    self.delegates = delegates
    return delegates
  }

  /// What `UIApplication.shared.applicationState` reads now; `nil` off the main thread, where
  /// the call is a fault of its own.
  nonisolated func currentApplicationState() -> AppState? {
    guard Self.isMainThread else { return nil }
    return MainActor.assumeIsolated { delegates?.application.applicationState.readable }
  }

  /// Records a callback: for a scene delegate, the scene it belongs to, with what it was given.
  nonisolated func record(_ selector: String, about scene: SceneID? = nil, _ arguments: EventArguments = .none) {
    guard let method = Callback.Method(selector: selector) else {
      preconditionFailure("\(selector) is not a callback of trace format version 1")
    }
    append(.callback(Callback(method, scene: scene)), arguments)
  }

  /// Records an app-delegate callback with the state of the application it was given.
  nonisolated func record(_ selector: String, _ application: Application) {
    record(selector, EventArguments(applicationState: application.applicationState.readable))
  }

  private nonisolated func append(_ event: Event, _ given: EventArguments = .none) {
    let isMainThread = Self.isMainThread
    lock.lock()
    defer { lock.unlock() }
    // A call from another thread is the graver fault: it is reported even outside a step.
    if !isMainThread, !(fault?.isWrongThread ?? false) {
      fault = .wrongThread(event)
    } else if !inStep, fault == nil {
      fault = .outsideStep(event, after: stepsEnded)
    }
    if inStep {
      events.append(event)
      arguments.append(given)
    }
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

  /// Records a notification the engine posted.
  nonisolated func post(_ notification: PostedNotification) {
    append(.notification(notification))
  }

  // MARK: ApplicationDelegate

  nonisolated func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: LaunchOptions?
  ) -> Bool {
    record(
      #function,
      EventArguments(
        payload: LaunchPayload(launchOptions),
        applicationState: application.applicationState.readable))
    return true
  }
  nonisolated func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: LaunchOptions?
  ) -> Bool {
    record(
      #function,
      EventArguments(
        payload: LaunchPayload(launchOptions),
        applicationState: application.applicationState.readable))
    return true
  }
  nonisolated func applicationDidBecomeActive(_ application: Application) { record(#function, application) }
  nonisolated func applicationWillResignActive(_ application: Application) { record(#function, application) }
  nonisolated func applicationDidEnterBackground(_ application: Application) { record(#function, application) }
  nonisolated func applicationWillEnterForeground(_ application: Application) { record(#function, application) }
  nonisolated func applicationWillTerminate(_ application: Application) { record(#function, application) }
  nonisolated func applicationDidReceiveMemoryWarning(_ application: Application) { record(#function, application) }
  nonisolated func applicationProtectedDataWillBecomeUnavailable(_ application: Application) {
    record(#function, application)
  }
  nonisolated func applicationProtectedDataDidBecomeAvailable(_ application: Application) {
    record(#function, application)
  }
  nonisolated func applicationSignificantTimeChange(_ application: Application) { record(#function, application) }
  nonisolated func expirationHandler(_ application: Application) { record(#function, application) }
  nonisolated func application(_ app: Application, open url: String, options: OpenURLOptions) -> Bool {
    record(#function, app)
    return true
  }
  nonisolated func application(
    _ application: Application,
    willContinueUserActivityWithType userActivityType: String
  ) -> Bool {
    record(#function, application)
    return false
  }
  nonisolated func application(
    _ application: Application, continue userActivity: UserActivity,
    restorationHandler: @escaping ([Any]?) -> Void
  ) -> Bool {
    record(#function, application)
    return true
  }
  nonisolated func application(
    _ application: Application,
    configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration {
    record(
      #function,
      EventArguments(
        sessions: [connectingSceneSession.persistentIdentifier],
        applicationState: application.applicationState.readable))
    return connectingSceneSession.configuration
  }
  nonisolated func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
    record(
      #function,
      EventArguments(
        sessions: sceneSessions.map(\.persistentIdentifier).sorted { $0.rawValue < $1.rawValue },
        applicationState: application.applicationState.readable))
  }
}
