import Testing

@testable import Lifecycle

@Suite("Order of a response")
struct OrderTests {
  typealias E = ExpectedEvent
  static let source = Provenance.documented("https://example.com", "test")

  @Test("two scenes interleave freely; each scene's callbacks stay in order")
  func scenesInterleave() {
    let response = Response([
      E(.callback(.sceneWillResignActive, "a"), .required, Self.source),
      E(.callback(.sceneDidEnterBackground, "a"), .required, Self.source),
      E(.callback(.sceneWillResignActive, "b"), .required, Self.source),
      E(.callback(.sceneDidEnterBackground, "b"), .required, Self.source),
    ])
    let order = response.order
    #expect(order.requires(0, before: 1))
    #expect(order.requires(2, before: 3))
    #expect(!order.requires(0, before: 2) && !order.requires(2, before: 0))
    #expect(!order.requires(1, before: 3) && !order.requires(3, before: 1))
    #expect(order.rule(0, before: 1) == .delegateSequence)
  }

  @Test("the launch comes first, configuration before connection, disconnection before discard")
  func launchAndSessions() {
    let response = Response([
      E(.callback(.applicationWillFinishLaunching), .required, Self.source),
      E(.callback(.applicationDidFinishLaunching), .required, Self.source),
      E(.notification(.applicationDidFinishLaunching), .required, Self.source),
      E(.callback(.applicationDidDiscardSceneSessions), .required, Self.source, sessions: ["old"]),
      E(.callback(.applicationConfigurationForConnecting), .required, Self.source, sessions: ["main"]),
      E(.callback(.sceneWillConnect, "main"), .required, Self.source),
    ])
    let order = response.order
    #expect(order.rule(0, before: 1) == .launchFirst)
    #expect(order.requires(1, before: 2) && order.requires(1, before: 3) && order.requires(1, before: 5))
    #expect(order.rule(4, before: 5) == .configurationBeforeConnection)
    // A discard at launch is ordered only after the launch, not in the app delegate's chain.
    #expect(!order.requires(3, before: 4) && !order.requires(4, before: 3))
    #expect(!order.hasCycle)
  }

  @Test("termination comes after every scene event; memory warnings are unordered")
  func terminationAndUnordered() {
    let response = Response([
      E(.callback(.sceneDidDisconnect, "main"), .optional, Self.source),
      E(.notification(.sceneDidDisconnect, "main"), .optional, Self.source),
      E(.callback(.applicationWillTerminate), .required, Self.source, followsSceneEvents: true),
      E(.notification(.applicationWillTerminate), .required, Self.source, followsSceneEvents: true),
      E(.callback(.applicationDidReceiveMemoryWarning), .required, Self.source),
    ])
    let order = response.order
    #expect(order.requires(0, before: 2) && order.requires(1, before: 3))
    #expect(order.rule(2, before: 3) == .methodBeforeNotification)
    #expect(order.rule(1, before: 2) == .terminationLast)
    #expect(!order.requires(4, before: 2) && !order.requires(2, before: 4))
  }

  @Test("the same event twice: occurrences are told apart in the shape")
  func repeatedEvents() {
    let response = Response([
      E(.callback(.applicationWillResignActive), .required, Self.source),
      E(.callback(.applicationDidBecomeActive), .required, Self.source),
      E(.callback(.applicationWillResignActive), .required, Self.source),
    ])
    let shape = response.shape
    #expect(shape.events.count == 3)
    #expect(shape.pairs.count == 3)
  }
}
