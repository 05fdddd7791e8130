import Testing

@testable import Lifecycle

/// The site lists each outcome's rows in the catalog's order, so one transition must read the
/// same on every page: the delegate method first, its notification right after, then the
/// `UIApplication` notification of the app's aggregate state, then an optional callback that
/// comes with the change (`Catalog/Scenarios/Fragments.swift`).
@Suite("Catalog listing order")
struct CatalogListingOrderTests {
  @Test("no outcome lists a notification before the delegate method it accompanies", arguments: Scenario.all)
  func methodFirst(_ scenario: Scenario) {
    for (index, step) in scenario.steps.enumerated() {
      for outcome in step.outcomes {
        for problem in Self.notificationsBeforeTheirMethods(outcome.response.events) {
          Issue.record("\(scenario.id) step \(index + 1) (\(step.stimulus)): \(problem)")
        }
      }
    }
  }

  @Test("no model alternative lists a notification before its delegate method either", arguments: Scenario.all)
  func modelMethodFirst(_ scenario: Scenario) throws {
    for (index, alternatives) in try scenario.modelOutcomes().enumerated() {
      for alternative in alternatives {
        for problem in Self.notificationsBeforeTheirMethods(alternative.response.events) {
          Issue.record("\(scenario.id) step \(index + 1) (model): \(problem)")
        }
      }
    }
  }

  @Test("every outcome lists a transition's rows in the order of its fragment", arguments: Scenario.all)
  func oneOrderPerTransition(_ scenario: Scenario) {
    for (index, step) in scenario.steps.enumerated() {
      for outcome in step.outcomes {
        for problem in Self.runsOutOfOrder(outcome.response.events) {
          Issue.record("\(scenario.id) step \(index + 1) (\(step.stimulus)): \(problem)")
        }
      }
    }
  }

  @Test("the checks catch the orders the catalog used to list")
  func catchesTheOldOrders() {
    // The app's did-enter-background notification before its method (home-press.app before).
    let appLeaves: [ExpectedEvent] = [
      .notification(.applicationDidEnterBackground, Source.appDidEnterBackground),
      .callback(.applicationDidEnterBackground, Source.appDidEnterBackground),
    ]
    #expect(Self.notificationsBeforeTheirMethods(appLeaves).count == 1)
    // The restoration activity before the app's notification (interruption.call-accepted.scene before).
    let sceneLeaves: [ExpectedEvent] = [
      .callback(.sceneDidEnterBackground, "main", Source.sceneDidEnterBackground),
      .notification(.sceneDidEnterBackground, "main", Source.sceneDidEnterBackground),
      .callback(.stateRestorationActivity, "main", Source.stateRestoration).optional,
      .notification(.applicationDidEnterBackground, Source.aggregateDidEnterBackground),
    ]
    #expect(Self.notificationsBeforeTheirMethods(sceneLeaves).isEmpty)
    #expect(Self.runsOutOfOrder(sceneLeaves).count == 1)
    #expect(Self.runsOutOfOrder(Fragment.enterBackground(.scene)).isEmpty)
  }

  // MARK: The checks

  /// Each notification a delegate method posts (the k-th posting with the k-th call, same scene)
  /// listed before that call.
  static func notificationsBeforeTheirMethods(_ events: [ExpectedEvent]) -> [String] {
    var problems: [String] = []
    var calls: [Event: [Int]] = [:]
    var postings: [Event: [Int]] = [:]
    for (position, expected) in events.enumerated() {
      guard case .callback(let callback) = expected.event, let name = callback.method.notification else {
        if case .notification = expected.event { postings[expected.event, default: []].append(position) }
        continue
      }
      calls[.notification(name, callback.scene), default: []].append(position)
    }
    for (notification, callPositions) in calls {
      for (call, posting) in zip(callPositions, postings[notification] ?? []) where posting < call {
        problems.append("\(notification) is listed before \(events[call].event)")
      }
    }
    return problems
  }

  /// The transitions, one fragment each per scene: the order their rows must be listed in.
  static let transitions: [[Event]] = {
    var result = [
      Fragment.launching,
      Fragment.resignActive(.app), Fragment.becomeActive(.app),
      Fragment.enterBackground(.app), Fragment.enterForeground(.app),
      Fragment.timeChange(because: Source.timeChange),
      Fragment.protectedDataGoes, Fragment.protectedDataReturns,
    ].map { $0.map(\.event) }
    for scene: SceneID in ["main", "second"] {
      let rename = { (event: Event) -> Event in
        switch event {
        case .callback(let callback) where callback.scene != nil: .callback(callback.method, scene)
        case .notification(let notification) where notification.scene != nil: .notification(notification.name, scene)
        default: event
        }
      }
      result += [
        Fragment.connect("main", configured: true),
        Fragment.resignActive(.scene), Fragment.becomeActive(.scene),
        Fragment.enterBackground(.scene), Fragment.enterForeground(.scene),
      ].map { $0.map { rename($0.event) } }
      result.append([
        .callback(.stateRestorationActivity, scene), .callback(.sceneDidDisconnect, scene),
        .notification(.sceneDidDisconnect, scene),
      ])
    }
    return result
  }()

  /// Each run of consecutive rows that all belong to one transition (each event once), from one
  /// of its delegate methods on, must be listed in the transition's order. A row of another
  /// transition ends the run: two scenes' transitions may interleave, and the app's aggregate
  /// notification may come after both.
  static func runsOutOfOrder(_ events: [ExpectedEvent]) -> [String] {
    var problems: [String] = []
    for transition in transitions {
      var run: [Event] = []
      func check() {
        let places = run.compactMap { transition.firstIndex(of: $0) }
        if run.count > 1, places != places.sorted() {
          problems.append("listed \(run.map(\.description)); the fragment lists \(transition.map(\.description))")
        }
        run = []
      }
      for expected in events {
        if !run.isEmpty, transition.contains(expected.event), !run.contains(expected.event) {
          run.append(expected.event)
        } else {
          check()
          // A run starts at a delegate method: a notification before any is the other test's.
          if transition.contains(expected.event), expected.event.kind == .callback { run.append(expected.event) }
        }
      }
      check()
    }
    return problems
  }
}
