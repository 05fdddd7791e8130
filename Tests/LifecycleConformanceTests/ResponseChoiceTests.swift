import Lifecycle
import LifecycleConformance
import Testing

/// The responses the kit sends a mapper besides the canonical one, made from the model's own
/// responses: each must be one the model allows, and each must change what is sent.
@Suite("Responses chosen for a mapper")
@MainActor
struct ResponseChoiceTests {
  /// The model's first response to `stimulus`, from a fresh start.
  static func response(_ lifecycle: LifecycleStyle, _ stimulus: Stimulus) throws -> Response {
    try LifecycleModel(lifecycle: lifecycle).respond(to: stimulus)[0].response
  }

  static func names(_ response: Response, _ positions: [Int]) -> [String] {
    positions.map { response.events[$0].event.description }
  }

  /// What a reference engine plans for `stimulus` from a fresh start with `choice`, and the
  /// state it goes on from.
  static func plan(
    _ lifecycle: LifecycleStyle, _ stimulus: Stimulus, _ choice: ResponseChoice
  ) throws -> ([String], StateSnapshot) {
    var engine = ReferenceEngine(lifecycle: lifecycle)
    let plan = try engine.plan(stimulus, choosing: choice)
    return (plan.map(\.description), engine.model.snapshot)
  }

  static let backgroundLaunch = [
    "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
    "UIApplication.didFinishLaunchingNotification",
  ]

  @Test("a launch into the background: its optional callback left out, and its notification first")
  func backgroundLaunchVariants() throws {
    let response = try Self.response(.app, .backgroundLaunch(.fetch))
    // The notification goes with its callback: leaving it out alone would send what the
    // canonical response sends, so it is no variant.
    #expect(
      ResponseChoice.variants(of: response).map(\.description) == [
        "without applicationDidEnterBackground(_:)", "notifications first",
      ])
    let callback = try #require(response.events.first { $0.event.description == "applicationDidEnterBackground(_:)" })
    let (without, state) = try Self.plan(.app, .backgroundLaunch(.fetch), .without(callback.event))
    #expect(without == Self.backgroundLaunch)
    #expect(state.app == .background)
    let (first, _) = try Self.plan(.app, .backgroundLaunch(.fetch), .notificationsFirst)
    #expect(
      first == Self.backgroundLaunch + [
        "UIApplication.didEnterBackgroundNotification", "applicationDidEnterBackground(_:)",
      ])
  }

  @Test(
    "an app-based launch from the icon has no variant: every event is required, each notification after its callback")
  func noVariant() throws {
    #expect(ResponseChoice.variants(of: try Self.response(.app, .tapIcon)).isEmpty)
  }

  @Test("notifications first: each notification as soon as the edges let it, the callbacks after, every edge kept")
  func notificationsFirst() throws {
    let response = try Self.response(.scene, .tapIcon)
    let all = response.choosing { _ in true }
    let order = ResponseChoice.notificationsFirst(response, all)
    let expected = [
      "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
      "UIApplication.didFinishLaunchingNotification", "UIScene.willConnectNotification main",
      "UIScene.willEnterForegroundNotification main", "UIApplication.willEnterForegroundNotification",
      "UIScene.didActivateNotification main", "UIApplication.didBecomeActiveNotification",
      "application(_:configurationForConnecting:options:)", "scene(_:willConnectTo:options:) main",
      "sceneWillEnterForeground(_:) main", "sceneDidBecomeActive(_:) main",
    ]
    #expect(Self.names(response, order) == expected)
    #expect(Set(order) == Set(all) && order.count == all.count)
    let predecessors = response.order.predecessors
    for (index, position) in order.enumerated() {
      #expect(!order[index...].contains { predecessors[position].contains($0) }, "\(response.events[position].event)")
    }
    #expect(Self.names(response, response.linearExtension(of: all)) != expected)
    #expect(try Self.plan(.scene, .tapIcon, .notificationsFirst).0 == expected)
    #expect(
      ResponseChoice.variants(of: response).map(\.description) == [
        "without UIApplication.willEnterForegroundNotification", "notifications first",
      ])
  }

  @Test("a step's named choices: its response's variants and its other alternatives; none for what cannot happen")
  func named() throws {
    let app = LifecycleModel(lifecycle: .app)
    #expect(
      ResponseChoice.named(for: .backgroundLaunch(.fetch), in: app)
        == ResponseChoice.variants(of: try Self.response(.app, .backgroundLaunch(.fetch))))
    // A scene-based launch into the background may connect a scene, or not.
    let scene = LifecycleModel(lifecycle: .scene)
    #expect(ResponseChoice.named(for: .backgroundLaunch(.fetch), in: scene) == [.alternative(1)])
    #expect(ResponseChoice.named(for: .pressHome, in: app).isEmpty)
  }

  @Test("an alternative is sent as the model lists it, the last one for an index past the end")
  func alternative() throws {
    let (canonical, before) = try Self.plan(.scene, .backgroundLaunch(.fetch), .canonical)
    let (second, after) = try Self.plan(.scene, .backgroundLaunch(.fetch), .alternative(1))
    #expect(canonical == Self.backgroundLaunch)
    #expect(second.contains("scene(_:willConnectTo:options:) main") && second.starts(with: Self.backgroundLaunch))
    #expect(before.scenes.isEmpty && after.scenes.count == 1)
    #expect(try Self.plan(.scene, .backgroundLaunch(.fetch), .alternative(5)).0 == second)
  }

  @Test("a seeded response is the same for the same seed, and one the model allows")
  func seeded() throws {
    let (first, _) = try Self.plan(.scene, .tapIcon, .seeded(8))
    #expect(try Self.plan(.scene, .tapIcon, .seeded(8)).0 == first)
    #expect(first != (try Self.plan(.scene, .tapIcon, .canonical)).0)
    var engine = ReferenceEngine(lifecycle: .scene)
    let plan = try engine.plan(.tapIcon, choosing: .seeded(8))
    var checker = TraceChecker(lifecycle: .scene, recording: .both)
    try checker.check(.tapIcon, delivered: plan.map(\.event))
  }

  @Test("a plan remembered is the plan made: each choice planned again, interleaved, sends and leaves the same")
  func rememberedPlans() throws {
    // Home in a two-scene app: the canonical response, each alternative and variant differ.
    var engine = ReferenceEngine(lifecycle: .scene)
    _ = try engine.plan(.tapIcon, choosing: .canonical)
    _ = try engine.plan(.openScene("second"), choosing: .canonical)
    let start = engine
    let response = try start.model.respond(to: .pressHome)[0].response
    let choices = [ResponseChoice.canonical] + ResponseChoice.variants(of: response)
    #expect(choices.count > 2)
    func planned(_ choice: ResponseChoice) throws -> ([String], LifecycleModel) {
      var engine = start
      let plan = try engine.plan(.pressHome, choosing: choice)
      return (plan.map(\.description), engine.model)
    }
    let first = try choices.map(planned)
    // Planned again, in the reverse order: what the memo holds for each choice is its own.
    let again = try choices.reversed().map(planned).reversed()
    #expect(first.map(\.0) == again.map(\.0))
    #expect(first.map(\.1) == again.map(\.1))
    #expect(Set(first.map(\.0)).count == choices.count)
  }

  @Test("each choice reads as a witness names it")
  func descriptions() throws {
    let response = try Self.response(.app, .backgroundLaunch(.fetch))
    let callback = try #require(response.events.first { !$0.isRequired }).event
    #expect(
      [.canonical, .alternative(1), .without(callback), .notificationsFirst, .seeded(7)].map(
        \ResponseChoice.description)
        == ["canonical", "alternative 2", "without applicationDidEnterBackground(_:)", "notifications first", "seed 7"])
  }
}
