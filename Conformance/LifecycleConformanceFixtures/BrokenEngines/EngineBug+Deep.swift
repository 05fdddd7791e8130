import Lifecycle
import LifecycleConformance

extension EngineBug {
  /// Bugs that short random runs rarely reach: one that needs many stimuli, one that shows on
  /// a repetition, one that needs three scenes. The exploration benchmark's suite; not shown
  /// on the Engines page.
  package static let deep: [EngineBug] = [.overflowsCallbackQueue, .dropsEighthReactivation, .loses3rdSceneActivation]

  /// The sixty-fifth callback since launch is lost.
  package static let overflowsCallbackQueue = {
    var bug = EngineBug(
      id: "overflows-callback-queue", title: "the sixty-fifth callback since launch is lost",
      lesson: """
        An engine that queues callbacks in a fixed buffer of 64 and never drains it loses the \
        sixty-fifth: a bug that needs a long session (ten stimuli or more) to show.
        """,
      lifecycle: .scene, scenario: "none",
      demonstration: [.tapIcon] + Array(repeating: [Stimulus.pressHome, .tapIcon], count: 15).flatMap { $0 },
      diagnostic: "-")
    bug.mutateAfter = { plan, _, history in
      let lost = 64 - history.delivered
      guard plan.indices.contains(lost) else { return }
      plan.remove(at: lost)
    }
    return bug
  }()

  /// The eighth return from an interruption leaves the app inactive.
  package static let dropsEighthReactivation = {
    var bug = EngineBug(
      id: "drops-eighth-reactivation", title: "no applicationDidBecomeActive after the eighth interruption",
      lesson: """
        An engine that counts interruptions in a three-bit field wraps on the eighth and forgets \
        to make the app active again: every applicationWillResignActive(_:) that leaves the app \
        on screen is paired with an applicationDidBecomeActive(_:).
        """,
      lifecycle: .app, scenario: "none",
      demonstration: [.tapIcon]
        + Array(repeating: [Stimulus.beginInterruption(.alert), .endInterruption], count: 8)
        .flatMap { $0 },
      diagnostic: "- applicationDidBecomeActive(_:)")
    bug.mutateAfter = { plan, stimulus, history in
      guard stimulus == .endInterruption, history.performed[.endInterruption] == 8 else { return }
      plan.removeAll(.applicationDidBecomeActive)
    }
    return bug
  }()

  /// A third scene opened beside two others never becomes active.
  package static let loses3rdSceneActivation = EngineBug(
    id: "loses-third-scene-activation", title: "a third scene opened beside two never becomes active",
    lesson: """
      Every scene a person opens becomes active, however many are on screen: an engine that \
      keeps a pair of active scenes drops the third's sceneDidBecomeActive(_:).
      """,
    lifecycle: .scene, scenario: "none",
    demonstration: [.tapIcon, .openScene("second"), .openScene("third")],
    diagnostic: "- sceneDidBecomeActive(_:)",
    mutate: { plan, stimulus, before in
      guard case .openScene(let opened) = stimulus, before.sessions.count(where: { $0.state.isForeground }) >= 2 else {
        return
      }
      plan.removeAll { $0.event.callback?.method == .sceneDidBecomeActive && $0.event.scene == opened }
    })
}
