import LifecycleTestSupport
import Testing

@testable import Lifecycle

/// Invariants of the lifecycle checked on seeded random walks of the model, with up to three
/// scenes: 300 walks a life cycle, or 1,500 with `LIFECYCLE_LONG_TESTS=1`. A failure names the
/// seed and the step, so the walk can be replayed with `RandomWalk(lifecycle:seed:)`.
@Suite("Model invariants on random walks")
struct ModelInvariantTests {
  static let walks = LongTests.count(300, long: 1_500)
  static let stepsPerWalk = 40

  @Test("every step of every walk keeps the invariants", arguments: LifecycleStyle.allCases)
  func invariants(_ lifecycle: LifecycleStyle) {
    for seed in 1...UInt64(Self.walks) {
      var walk = RandomWalk(lifecycle: lifecycle, maximumScenes: 3, seed: seed)
      for index in 0..<Self.stepsPerWalk {
        let step = walk.next()
        let problems = Self.violations(in: step)
        if !problems.isEmpty {
          Issue.record(
            """
            \(lifecycle) walk seed \(seed), step \(index + 1): \(step.stimulus) from \(step.before.snapshot)
            \(problems.joined(separator: "\n"))
            """)
          return
        }
      }
    }
  }

  static func violations(in step: RandomWalk.Step) -> [String] {
    var problems: [String] = []
    for (number, alternative) in step.alternatives.enumerated() {
      let label = "alternative \(number + 1)"
      let events = alternative.response.events
      // Suspension and purge of a suspended app deliver nothing.
      if step.stimulus == .suspend
        || (step.before.appState == .suspended
          && [.terminate, .swipeAwayInAppSwitcher].contains(step.stimulus))
      {
        if !events.isEmpty { problems.append("\(label): a suspended app received \(events.map(\.event))") }
      }
      for expected in events {
        guard let method = expected.event.callback?.method else { continue }
        if step.before.lifecycle == .scene, method.isReplacedByScenes {
          problems.append("\(label): \(method.rawValue) in a scene-based app")
        }
        if step.before.lifecycle == .app, method.isSceneDelegateMethod {
          problems.append("\(label): \(method.rawValue) in an app-based app")
        }
      }
      problems += foregroundIsFollowedByActivation(alternative).map { "\(label): \($0)" }
      // Every callback is legal in the state it is delivered in, with and without the optional
      // events, and the states reached are the ones the model reports.
      for keepOptional in [true, false] {
        let delivered = events.filter { keepOptional || $0.isRequired }.map(\.event)
        problems += TransitionReplay.problems(
          replaying: delivered, for: step.stimulus, from: step.before,
          to: alternative.next
        )
        .map { "\(label)\(keepOptional ? "" : " without optional events"): \($0)" }
      }
    }
    return problems
  }

  /// Every required `…WillEnterForeground` is followed by the same delegate's
  /// `…DidBecomeActive` in the same response, unless the scene came on screen under an overlay
  /// (the app switcher or an interruption), where it stays inactive until the overlay goes.
  static func foregroundIsFollowedByActivation(_ alternative: Alternative) -> [String] {
    let events = alternative.response.events
    var problems: [String] = []
    for (position, expected) in events.enumerated() where expected.isRequired {
      guard let callback = expected.event.callback else { continue }
      let activation: Callback.Method
      switch callback.method {
      case .applicationWillEnterForeground: activation = .applicationDidBecomeActive
      case .sceneWillEnterForeground: activation = .sceneDidBecomeActive
      default: continue
      }
      let activated = events[(position + 1)...].contains { $0.event == .callback(activation, callback.scene) }
      let underOverlay = alternative.next.overlay != nil && alternative.next.appState == .inactive
      if !activated && !underOverlay { problems.append("\(callback) is not followed by \(activation.rawValue)") }
    }
    return problems
  }
}
