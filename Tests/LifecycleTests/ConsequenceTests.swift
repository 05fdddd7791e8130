import Testing

@testable import Lifecycle

/// A divergence that undoes an earlier one (the event missing then comes now, where it is extra)
/// is that earlier mistake's consequence, not a bug of its own
/// (Conformance/SPEC.md#consequences).
@Suite("Consequences of an earlier divergence")
struct ConsequenceTests {
  static let launch: [Event] = [
    .callback(.applicationWillFinishLaunching), .callback(.applicationDidFinishLaunching),
    .callback(.applicationDidBecomeActive),
  ]
  static let resign = Event.callback(.applicationWillResignActive)

  /// An app-based checker after a launch and an alert whose resign the engine left out.
  static func afterTheMissingResign() -> (TraceChecker, Divergence?) {
    var checker = TraceChecker(lifecycle: .app)
    _ = checker.checkEvery(.tapIcon, delivered: launch)
    let missing = checker.checkEvery(.beginInterruption(.alert), delivered: [])
    return (checker, missing.first)
  }

  @Test("the resign missing on an alert, then delivered on Home under it, is one mistake")
  func lateResign() throws {
    var (checker, missing) = Self.afterTheMissingResign()
    let cause = try #require(missing)
    #expect(cause.signature.difference == "missing applicationWillResignActive(_:)")
    #expect(cause.consequence == nil)
    let found = checker.checkEvery(.pressHome, delivered: [Self.resign, .callback(.applicationDidEnterBackground)])
    let extra = try #require(found.first)
    #expect(found.count == 1)
    #expect(extra.signature.difference == "extra applicationWillResignActive(_:)")
    #expect(
      extra.consequence
        == Divergence.Consequence(stepIndex: 1, stimulus: .beginInterruption(.alert), signature: cause.signature))
    #expect(
      extra.details.contains(
        "follows from step 2 (beginInterruption:alert), where the engine first left the model: "
          + "missing applicationWillResignActive(_:)"), "\(extra.details)")
  }

  @Test("an event delivered in between, or a launch in between, ends the link")
  func deliveredInBetween() throws {
    // The alert ends; the engine resigns on the next alert as it should: the missing one is
    // behind it, and a later extra resign is a mistake of its own.
    var (checker, _) = Self.afterTheMissingResign()
    _ = checker.checkEvery(.endInterruption, delivered: [.callback(.applicationDidBecomeActive)])
    _ = checker.checkEvery(.beginInterruption(.alert), delivered: [Self.resign])
    let found = checker.checkEvery(.pressHome, delivered: [Self.resign, .callback(.applicationDidEnterBackground)])
    #expect(found.count == 1 && found.first?.consequence == nil, "\(found)")

    // The app goes to the background, is terminated and launched again: a new process, whose
    // extra resign owes nothing to the old one's missing one.
    var (relaunched, _) = Self.afterTheMissingResign()
    #expect(relaunched.checkEvery(.pressHome, delivered: [.callback(.applicationDidEnterBackground)]) == [])
    #expect(relaunched.checkEvery(.terminate, delivered: []) == [])
    #expect(relaunched.checkEvery(.tapIcon, delivered: Self.launch) == [])
    let again = relaunched.checkEvery(
      .pressHome, delivered: [Self.resign, Self.resign, .callback(.applicationDidEnterBackground)])
    #expect(again.count == 1 && again.first?.consequence == nil, "\(again)")
  }

  @Test("the same mistake made the same way twice is no consequence")
  func sameWayTwice() throws {
    var (checker, _) = Self.afterTheMissingResign()
    _ = checker.checkEvery(.endInterruption, delivered: [])
    let found = checker.checkEvery(.beginInterruption(.alert), delivered: [])
    #expect(found.first?.signature.difference == "missing applicationWillResignActive(_:)")
    #expect(found.first?.consequence == nil)
  }

  @Test("an event delivered twice is no departure: a later miss of it is a mistake of its own")
  func duplicateOwesNothing() throws {
    var checker = TraceChecker(lifecycle: .app)
    let doubled = checker.checkEvery(.tapIcon, delivered: Self.launch + [.callback(.applicationDidBecomeActive)])
    #expect(doubled.first?.signature.difference == "extra applicationDidBecomeActive(_:)")
    #expect(checker.checkEvery(.beginInterruption(.alert), delivered: [Self.resign]) == [])
    let missing = checker.checkEvery(.endInterruption, delivered: [])
    #expect(missing.first?.signature.difference == "missing applicationDidBecomeActive(_:)")
    #expect(missing.first?.consequence == nil, "\(missing)")
  }

  @Test("a notification folded into its callback's bug follows the callback's cause")
  func foldedNotificationFollowsTheCause() throws {
    var checker = TraceChecker(lifecycle: .app, recording: .both)
    let launch: [Event] =
      Self.launch + [
        .notification(.applicationDidFinishLaunching), .notification(.applicationDidBecomeActive),
      ]
    // Reordered to the model's own order where it matters: the checker names what it finds.
    _ = checker.checkEvery(.tapIcon, delivered: launch)
    let missing = checker.checkEvery(.beginInterruption(.alert), delivered: [])
    #expect(missing.count == 2 && missing.last?.partOf == missing.first?.signature, "\(missing)")
    let late = checker.checkEvery(
      .pressHome,
      delivered: [
        Self.resign, .notification(.applicationWillResignActive), .callback(.applicationDidEnterBackground),
        .notification(.applicationDidEnterBackground),
      ])
    #expect(late.count == 2, "\(late)")
    #expect(late.allSatisfy { $0.consequence?.signature == missing.first?.signature }, "\(late)")
  }
}
