import Testing

@testable import Lifecycle

@Suite("The checker goes on after a divergence")
struct TraceCheckerContinuingTests {
  @Test("it resynchronises on the closest alternative and finds the next divergence")
  func resynchronises() throws {
    var checker = TraceChecker(lifecycle: .app)
    let launch: [Event] = [.callback(.applicationDidFinishLaunching), .callback(.applicationDidBecomeActive)]
    let found = checker.checkContinuing(.tapIcon, delivered: launch)
    let first = try #require(found)
    // willFinishLaunching never comes: missing, not "didFinishLaunching came before it".
    #expect(first.stepIndex == 0 && first.rule?.id == "required-event")
    #expect(first.message == "missing application(_:willFinishLaunchingWithOptions:) in the response to tapIcon")
    // The launch is taken as done: the app is active, so Home is checked from there.
    #expect(checker.models.map(\.appState) == [.active])
    let home: [Event] = [.callback(.applicationWillResignActive), .callback(.applicationDidEnterBackground)]
    #expect(checker.checkContinuing(.pressHome, delivered: home) == nil)
    let next = checker.checkContinuing(.tapIcon, delivered: [.callback(.applicationDidBecomeActive)])
    let second = try #require(next)
    #expect(second.stepIndex == 2 && second.kind == .nonconformant)
    #expect(checker.stepCount == 3)
  }

  @Test("an impossible stimulus leaves the states as they were")
  func impossible() throws {
    var checker = TraceChecker(lifecycle: .app)
    let found = checker.checkContinuing(.pressHome, delivered: [])
    let divergence = try #require(found)
    #expect(divergence.kind == .impossibleStimulus)
    #expect(checker.models.map(\.appState) == [.notRunning])
    #expect(checker.stepCount == 1)
  }
}
