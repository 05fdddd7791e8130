import Lifecycle
import LifecycleConformance
extension EngineBug {
  /// The bugs in the situations trace format 1.1 added: the ends of the process without a
  /// word, background tasks and an external display.
  package static let situationBugs: [EngineBug] = [
    .saysGoodbyeOnCrash, .forgetsExpirationHandler, .sendsTheURLToTheDisplay,
  ]

  /// A crash that disconnects the scene and says `applicationWillTerminate`.
  package static let saysGoodbyeOnCrash = EngineBug(
    id: "says-goodbye-on-crash", title: "a crash that says goodbye: sceneDidDisconnect and applicationWillTerminate",
    lesson: """
      A crashed process runs no more code: UIKit cannot disconnect its scenes or tell it that it \
      will terminate. An app that saves in sceneDidDisconnect(_:) or applicationWillTerminate(_:) \
      loses that work in a crash; the next launch reconnects the saved session.
      """,
    lifecycle: .scene, scenario: "suspension.crash-foreground.scene", demonstration: [.tapIcon, .crash],
    // Not `sceneDidDisconnect`: exploration may find it from a background launch, with no scene.
    diagnostic: "+ applicationWillTerminate(_:)",
    mutate: { plan, stimulus, before in
      guard stimulus == .crash else { return }
      for session in before.sessions where session.state != .unattached {
        plan.append(Delivery(.callback(.sceneDidDisconnect, session.id)))
      }
      plan.append(Delivery(.callback(.applicationWillTerminate)))
    })

  /// The background time expires and the app's expiration handler is never called.
  package static let forgetsExpirationHandler = EngineBug(
    id: "forgets-expiration-handler", title: "a background task's expiration handler never called",
    lesson: """
      Shortly before the background time runs out, UIKit calls the expiration handler of every \
      open task, so that the app can end it. An app that never hears it cannot end its task in \
      time, and is killed without a word.
      """,
    lifecycle: .app, scenario: "suspension.background-task-ends.app",
    demonstration: [.tapIcon, .beginBackgroundTask, .pressHome, .backgroundTimeExpires],
    diagnostic: "- expirationHandler(_:)",
    mutate: { plan, stimulus, _ in
      guard stimulus == .backgroundTimeExpires else { return }
      plan.removeAll(.expirationHandler)
    })

  /// A URL opened with an external display attached goes to the display's scene.
  package static let sendsTheURLToTheDisplay = EngineBug(
    id: "sends-the-url-to-the-display", title: "a URL delivered to the external display's scene",
    lesson: """
      The scene UIKit connects for an external display is noninteractive and no window of the \
      app's: it never becomes the most recent scene, so a URL with no scene named goes to the \
      app's own scene. An app that handles it in the display's scene delegate shows it where the \
      user cannot touch it.
      """,
    lifecycle: .scene, scenario: "multi-scene.external-display.scene",
    demonstration: [.tapIcon, .attachDisplay("tv"), .openURL()],
    diagnostic: "+ scene(_:openURLContexts:) tv",
    mutate: { plan, stimulus, before in
      guard case .openURL(_, nil) = stimulus, let display = before.externalDisplay, display.isConnected,
        let index = plan.firstIndex(of: .sceneOpenURLContexts)
      else { return }
      plan[index].event = .callback(.sceneOpenURLContexts, display.scene)
    })
}
