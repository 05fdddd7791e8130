/// The protocol a mapper implements to be checked: a framework that receives UIKit's callbacks
/// and notifications and turns them into a state of its own (Flutter's `AppLifecycleState`,
/// React Native's `AppState`, SwiftUI's `ScenePhase`).
///
/// The kit plays iOS: for each step it sends the mapper's delegates one response the model
/// allows, then checks the states the mapper reported against its projection.
///
/// ```swift
/// final class AppStateDelegate: ApplicationDelegate, SceneDelegate {
///   // A scene delegate too, for the scene maker: no scene connects in an app-based app.
///   let states: StateReporter
///   var current = "unknown"
///   init(_ states: StateReporter) { self.states = states }
///   // AppState's `change` event fires only when the state changes.
///   func change(to state: String) {
///     if state != current { current = state; states.report(state) }
///   }
///   // A launch into the background need not call applicationDidEnterBackground(_:).
///   func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
///     change(to: application.applicationState == .background ? "background" : "inactive")
///     return true
///   }
///   func applicationDidBecomeActive(_ application: Application) { change(to: "active") }
///   func applicationWillResignActive(_ application: Application) { change(to: "inactive") }
///   func applicationDidEnterBackground(_ application: Application) { change(to: "background") }
///   func applicationWillEnterForeground(_ application: Application) { change(to: "inactive") }
/// }
///
/// struct AppStateMapper: LifecycleMapper {
///   let capabilities = MapperCapabilities(lifecycles: [.app], projection: .reactNative)
///
///   func start(_ states: StateReporter) -> LifecycleDelegates {
///     states.report("unknown")   // the initial state, before any launch
///     let app = AppStateDelegate(states)
///     return LifecycleDelegates(appDelegate: app, lifecycle: states.lifecycle) { _ in app }
///   }
/// }
/// ```
///
/// A mapper is checked wherever an engine is, with the same calls: `scenario.verify(AppStateMapper())`,
/// `Explorer(…).verify { AppStateMapper() }`, `assertConforms(AppStateMapper())`,
/// `ConformanceReport(engine:running:)`; each runs it as a `MappedEngine`.
///
/// The kit starts the mapper afresh (`start`) at the beginning of every run and after every step
/// that ends the app's process, as nothing a framework holds survives its process.
@MainActor
public protocol LifecycleMapper {
  /// What the mapper handles and how its states are named.
  var capabilities: MapperCapabilities { get }
  /// Bugs the mapper is known to have, each with the reason; reported as known failures.
  /// Empty by default.
  var knownFailures: [KnownFailure] { get }
  /// The mapper's name in messages and traces; its type's name by default.
  var displayName: String { get }
  /// A new app process starts: forget everything, report the initial state (a projection of the
  /// app) to `states`, and return the delegates UIKit calls in this process.
  mutating func start(_ states: StateReporter) async throws -> LifecycleDelegates
  /// Every event of a step's response has been delivered: report any change not reported yet.
  /// Does nothing by default (a mapper in Swift reports as it receives).
  mutating func endStep(_ stimulus: Stimulus) async throws
  /// Ends a run after its last step. Does nothing by default.
  mutating func end() async throws
}

extension LifecycleMapper {
  /// No known failures, by default.
  public var knownFailures: [KnownFailure] { [] }

  /// The type's name, by default.
  public var displayName: String { String(describing: Self.self) }

  /// Does nothing, by default.
  public mutating func endStep(_ stimulus: Stimulus) async throws {}

  /// Does nothing, by default.
  public mutating func end() async throws {}
}

/// What a mapper handles: the lifecycle styles, the projection its states follow, and whether
/// it listens to notifications.
public struct MapperCapabilities: Hashable, Sendable {
  /// The lifecycle styles the mapper handles.
  public var lifecycles: Set<LifecycleStyle>
  /// How the mapper's framework names the states.
  public var projection: Projection
  /// Whether the kit posts UIKit's notifications as well as calling the delegates; `true` by
  /// default, as iOS posts them.
  public var receivesNotifications: Bool

  /// A mapper of `lifecycles` whose states follow `projection`.
  public init(lifecycles: Set<LifecycleStyle>, projection: Projection, receivesNotifications: Bool = true) {
    self.lifecycles = lifecycles
    self.projection = projection
    self.receivesNotifications = receivesNotifications
  }
}

/// Where a mapper reports each change of its framework's state, as its framework would announce
/// it (a `change` event, a phase change); and what the new process starts from.
@MainActor
public final class StateReporter {
  /// The app's lifecycle style in this process.
  public let lifecycle: LifecycleStyle
  /// The scene sessions saved before the run, most recent first.
  public let savedSessions: [SceneID]
  /// The changes reported so far in the current step, in order.
  package private(set) var reported: [ReportedState] = []

  /// A reporter for a process of `lifecycle` with `savedSessions`.
  package init(lifecycle: LifecycleStyle, savedSessions: [SceneID]) {
    self.lifecycle = lifecycle
    self.savedSessions = savedSessions
  }

  /// Reports that the framework's state is now `state` (of `scene`, for a projection of scenes).
  public func report(_ state: String, scene: SceneID? = nil) {
    reported.append(ReportedState(state, scene: scene))
  }

  /// The changes reported since the last call, which it forgets.
  package func take() -> [ReportedState] {
    defer { reported = [] }
    return reported
  }
}
