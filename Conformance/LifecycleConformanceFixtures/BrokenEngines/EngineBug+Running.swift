import Lifecycle
import LifecycleConformance
extension EngineBug {
  /// `applicationWillTerminate` for a suspended app that the system purges.
  package static let terminatesAfterPurge = EngineBug(
    id: "terminates-after-purge", title: "applicationWillTerminate after a purge",
    lesson: """
      A suspended app runs no code: when the system ends it to reclaim memory, it gets nothing. \
      Work left for applicationWillTerminate(_:) is lost; save state on entering the background.
      """,
    lifecycle: .app, scenario: "suspension.purge.app", demonstration: [.tapIcon, .pressHome, .suspend, .terminate],
    diagnostic: "+ applicationWillTerminate(_:)",
    mutate: { plan, stimulus, before in
      guard stimulus == .terminate, before.appState == .suspended else { return }
      plan.append(Delivery(.callback(.applicationWillTerminate)))
    })

  /// The other scene resigns active when one scene leaves the screen.
  package static let pausesTheOtherScene = EngineBug(
    id: "pauses-the-other-scene", title: "scene B paused when scene A went to the background",
    lesson: """
      Scenes have lifecycles of their own: when one window of a Split View leaves the screen, the \
      other stays active. Only the scene that leaves resigns active.
      """,
    lifecycle: .scene, scenario: "multi-scene.hide-one.scene",
    demonstration: [.tapIcon, .openScene("second"), .hideScene("main")],
    diagnostic: "+ sceneWillResignActive(_:)",
    mutate: { plan, stimulus, before in
      guard case .hideScene(let hidden) = stimulus else { return }
      for other in before.sessions where other.id != hidden && other.state == .foregroundActive {
        plan.append(Delivery(.callback(.sceneWillResignActive, other.id)))
      }
    })

  /// An alert ends but the app never becomes active again.
  package static let unpairedResignOnAlert = EngineBug(
    id: "unpaired-resign-on-alert", title: "an unpaired applicationWillResignActive on an alert",
    lesson: """
      An alert makes the app resign active; when it goes away the app becomes active again. \
      Every applicationWillResignActive(_:) that leaves the app on screen is paired with an \
      applicationDidBecomeActive(_:).
      """,
    lifecycle: .app, scenario: "interruption.alert.app",
    demonstration: [.tapIcon, .beginInterruption(.alert), .endInterruption],
    diagnostic: "- applicationDidBecomeActive(_:)",
    mutate: { plan, stimulus, _ in
      guard stimulus == .endInterruption else { return }
      plan.removeAll(.applicationDidBecomeActive)
    })

  /// `perform` never returns.
  package static let hangsOnHome = EngineBug(
    id: "hangs-on-home", title: "a hang: the Home press never finishes",
    lesson: """
      An engine that waits for something that never happens (a run loop turn, an acknowledgement) \
      never returns from perform. The kit reports it after a timeout instead of hanging the test run.
      """,
    lifecycle: .app, scenario: "home-press.app", demonstration: [.tapIcon, .pressHome],
    diagnostic: "did not return within",
    hangs: { stimulus, _ in stimulus == .pressHome })

  /// Callbacks for a scene that was never connected.
  package static let foregroundsUnconnectedScene = EngineBug(
    id: "foregrounds-unconnected-scene", title: "a callback for a scene that was never connected",
    lesson: """
      A new window's scene is connected (scene(_:willConnectTo:options:), after the app delegate \
      configures it) before it enters the foreground; its delegate is created then. Foreground \
      callbacks for a scene that never connected reach a delegate that never set up its UI.
      """,
    lifecycle: .scene, scenario: "multi-scene.open-second.scene", demonstration: [.tapIcon, .openScene("second")],
    diagnostic: "which was never connected",
    mutate: { plan, stimulus, _ in
      guard case .openScene(let opened) = stimulus else { return }
      plan.removeAll { $0.event.callback?.method == .sceneWillConnect && $0.event.scene == opened }
      plan.removeAll { $0.event.callback?.method == .applicationConfigurationForConnecting && $0.sessions == [opened] }
    })

  /// Scene callbacks after `applicationWillTerminate`.
  package static let callbackAfterTermination = EngineBug(
    id: "callback-after-termination", title: "a callback after termination",
    lesson: """
      applicationWillTerminate(_:) is the last thing a process hears: when the user swipes the app \
      away, any scene disconnection comes before it, never after.
      """,
    lifecycle: .scene, scenario: "suspension.force-quit.scene", demonstration: [.tapIcon, .swipeAwayInAppSwitcher],
    diagnostic: "was delivered after the process ended",
    mutate: { plan, stimulus, before in
      guard stimulus == .swipeAwayInAppSwitcher, before.isRunning else { return }
      plan.removeAll(.applicationWillTerminate)
      plan.removeAll(.sceneDidDisconnect)
      plan.append(Delivery(.callback(.applicationWillTerminate)))
      for session in before.sessions where session.state != .unattached {
        plan.append(Delivery(.callback(.sceneDidDisconnect, session.id)))
      }
    })
}
