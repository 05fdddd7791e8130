/// An engine that plays iOS for a mapper: for each stimulus it plans one response the model
/// allows (as `ReferenceEngine` does, the one `ResponseChoice` names), delivers it to the kit's
/// delegates and to the mapper's, and checks the states the mapper reports with `StateChecker`.
///
/// It is how a mapper enters every room an engine does; the adapters' mapper calls
/// (`scenario.verify(MyMapper())`) make it for you.
///
/// ```swift
/// let report = await ConformanceReport(engine: "AppState", running: { MappedEngine(MyMapper()) })
/// print(report.bugs.isEmpty)
/// ```
///
/// A step that ends the app's process (a termination, a crash, a kill, a purge) is not checked:
/// the mapper is started afresh after it, and its initial state is checked instead.
public struct MappedEngine<Mapper: LifecycleMapper>: LifecycleEngine, StateReportingEngine {
  /// The mapper played to.
  public private(set) var mapper: Mapper
  /// Every lifecycle the mapper handles that its projection's framework runs on (SwiftUI has no
  /// app-based app: such scenarios are skipped), every capability and every notification: iOS
  /// does everything.
  public let capabilities: EngineCapabilities
  /// What the mapper reported in the last call, checked.
  package internal(set) var stateCheck: StateCheck
  var planner: ReferenceEngine?
  var checker: StateChecker
  var reporter: StateReporter?
  var mapperDelegates: LifecycleDelegates?
  private var nextResponse = ResponseChoice.canonical
  /// The model the mapper's process started from, and every step since with the response sent:
  /// what a replay sends again (`MappedEngine+Replay`). A process forgets everything before it.
  var history = Replay(start: LifecycleModel(lifecycle: .app))
  /// Whether the mapper is sent UIKit's notifications (`MapperCapabilities.receivesNotifications`).
  package let receivesNotifications: Bool

  /// An engine that plays iOS for `mapper`.
  public init(_ mapper: Mapper) {
    self.mapper = mapper
    let declared = mapper.capabilities
    var capabilities = ReferenceEngine(lifecycle: .app).capabilities
    capabilities.lifecycles = declared.lifecycles.intersection(declared.projection.lifecycles)
    // A mapper over the pipe that reads an older trace format is sent nothing a later one
    // adds, as an engine is not (Conformance/SPEC.md#mapper-protocol).
    if let format = (mapper as? any FormatDeclaringMapper)?.format, format < .latest {
      capabilities.format = format
      capabilities.supported = Set(Capability.all(through: format))
    }
    self.capabilities = capabilities
    receivesNotifications = declared.receivesNotifications
    checker = StateChecker(projection: declared.projection)
    stateCheck = StateCheck(projection: declared.projection)
  }

  /// The state the model is in after the response the last step sent.
  package var played: LifecycleModel? { planner?.model }

  /// The mapper's known failures.
  public var knownFailures: [KnownFailure] { mapper.knownFailures }

  /// The mapper's name.
  public var displayName: String { mapper.displayName }

  /// Starts the mapper's first process and checks its initial state.
  public mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    var planner = ReferenceEngine(lifecycle: delegates.lifecycle)
    try await planner.prepare(delegates)
    self.planner = planner
    history = Replay(start: planner.model)
    stateCheck = StateCheck(projection: checker.projection)
    try await start(lifecycle: delegates.lifecycle, savedSessions: delegates.savedSessions)
  }

  /// Sends `choice` in answer to the next stimulus.
  package mutating func respond(with choice: ResponseChoice) {
    nextResponse = choice
  }

  /// Delivers the chosen response to both sets of delegates, ends the mapper's step, and checks
  /// what it reported; after a step that ends the process, starts the mapper afresh.
  public mutating func perform(_ stimulus: Stimulus) async throws {
    guard var planner else { return }
    let choice = nextResponse
    nextResponse = .canonical
    stateCheck = StateCheck(projection: checker.projection)
    let before = planner.model
    let plan = try planner.plan(stimulus, choosing: choice)
    self.planner = planner
    history.steps.append((stimulus, choice))
    history.beforeLast = before
    planner.deliver(plan, answering: stimulus)
    let sent = send(plan, answering: stimulus, to: mapperDelegates)
    try await endStep(stimulus)
    let snapshot = planner.model.snapshot
    let reported = reporter?.take() ?? []
    guard snapshot.app != .notRunning else {
      history = Replay(start: planner.model)
      let sessions = planner.model.sessions.map(\.id)
      return try await start(lifecycle: planner.model.lifecycle, savedSessions: sessions)
    }
    stateCheck.reported = reported
    stateCheck.divergences = checker.check(reported, after: planner.model, events: sent)
    if checker.projection.subject == .app {
      stateCheck.expected = checker.projection.allowed[snapshot.app.rawValue]?.first
    }
    if choice != .canonical { try await judgeResponse() }
  }

  /// Sends the planned events the mapper receives to its delegates; returns them.
  func send(_ plan: [Delivery], answering stimulus: Stimulus, to delegates: LifecycleDelegates?) -> [Event] {
    let sent = plan.filter { receivesNotifications || $0.event.notification == nil }
    for delivery in sent { delegates?.deliver(delivery.event, answering: stimulus, as: delivery.arguments) }
    return sent.map(\.event)
  }

  /// Tells the mapper the step's response is delivered.
  mutating func endStep(_ stimulus: Stimulus) async throws {
    var mapper = mapper
    defer { self.mapper = mapper }
    try await mapper.endStep(stimulus)
  }

  /// Ends the mapper's run.
  public mutating func end() async throws {
    var mapper = mapper
    defer { self.mapper = mapper }
    try await mapper.end()
  }

  /// Starts a process of the mapper and checks the state it starts from.
  mutating func start(lifecycle: LifecycleStyle, savedSessions: [SceneID]) async throws {
    let reporter = StateReporter(lifecycle: lifecycle, savedSessions: savedSessions)
    self.reporter = reporter
    var mapper = mapper
    defer { self.mapper = mapper }
    mapperDelegates = try await mapper.start(reporter)
    let reported = reporter.take()
    stateCheck.reported = reported
    stateCheck.divergences = checker.start(reported: reported)
    stateCheck.expected = checker.projection.initial
  }
}
