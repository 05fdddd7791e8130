import Lifecycle
import LifecycleConformance
extension EngineBug {
  /// The bugs about what callbacks are given (Conformance/SPEC.md#version-11), each caught by
  /// the catalog with a diagnostic that names the argument and both values.
  package static let argumentBugs: [EngineBug] = [
    .discardsEverySession, .configuresTheWrongSession, .passesAnotherScene, .losesTheLaunchURL,
    .readsBackgroundWhileLaunching,
  ]

  /// `application(_:didDiscardSceneSessions:)` told of every session, not the discarded ones.
  package static let discardsEverySession = EngineBug(
    id: "discards-every-session", title: "every session reported as discarded",
    lesson: """
      application(_:didDiscardSceneSessions:) names only the sessions the user closed. An app \
      that deletes each discarded session's data loses the windows still open when it is told \
      of every session.
      """,
    lifecycle: .scene, scenario: "multi-scene.close-one.scene",
    demonstration: [.tapIcon, .openScene("second"), .closeScene("second")],
    diagnostic: "application(_:didDiscardSceneSessions:) was given sessions [",
    mutate: { plan, _, before in
      guard let index = plan.firstIndex(of: .applicationDidDiscardSceneSessions) else { return }
      let kept = before.sessions.map(\.id).filter { !plan[index].sessions.contains($0) }
      plan[index].sessions += kept
    })

  /// `application(_:configurationForConnecting:options:)` asked about the first session.
  package static let configuresTheWrongSession = EngineBug(
    id: "configures-the-wrong-session", title: "a configuration asked for the wrong session",
    lesson: """
      UIKit asks the app delegate for a configuration for the session that is connecting. An \
      engine that passes the app's first session instead gives a new window the configuration \
      (and the delegate class) of another.
      """,
    lifecycle: .scene, scenario: "multi-scene.open-second.scene",
    demonstration: [.tapIcon, .openScene("second")],
    diagnostic: "application(_:configurationForConnecting:options:) was given sessions [",
    mutate: { plan, _, before in
      guard let first = before.sessions.first?.id,
        let index = plan.firstIndex(of: .applicationConfigurationForConnecting)
      else { return }
      plan[index].sessions = [first]
    })

  /// A scene delegate handed another scene.
  package static let passesAnotherScene = EngineBug(
    id: "passes-another-scene", title: "a scene delegate handed the other scene",
    lesson: """
      Each scene callback is given the scene it is about: sceneDidBecomeActive(_:) for the new \
      window gets that window's UIScene. An engine that looks scenes up by position hands the \
      second window's delegate the first window, and its UI is built in the wrong place.
      """,
    lifecycle: .scene, scenario: "multi-scene.open-second.scene",
    demonstration: [.tapIcon, .openScene("second")],
    diagnostic: "was given session main; UIKit passes",
    mutate: { plan, stimulus, _ in
      guard case .openScene(let opened) = stimulus,
        let index = plan.firstIndex(of: .sceneDidBecomeActive, opened)
      else { return }
      plan[index].passedScene = "main"
    })

  /// A scene that connects to open a URL finds nothing in its connection options.
  package static let losesTheLaunchURL = EngineBug(
    id: "loses-the-launch-url", title: "the URL missing from the connection options",
    lesson: """
      A scene that connects to open a URL gets it in the urlContexts of its connection options, \
      and only there: UIKit calls no scene(_:openURLContexts:) for it. An engine that leaves the \
      options empty loses the link that launched the app.
      """,
    lifecycle: .scene, scenario: "launch.url.scene",
    demonstration: [.openURL(url: "myapp://item/42")],
    diagnostic: "was given payload none; UIKit passes url",
    mutate: { plan, _, _ in
      for index in plan.indices where plan[index].payload == .url { plan[index].payload = LaunchPayload.none }
    })

  /// `applicationState` reads background inside a foreground launch of a sceneless app.
  package static let readsBackgroundWhileLaunching = EngineBug(
    id: "reads-background-while-launching", title: "a foreground launch that reads background",
    lesson: """
      A sceneless app is inactive at launch: application(_:didFinishLaunchingWithOptions:) \
      reads applicationState inactive when the app launches for the screen, background only \
      when the system launches it in the background. An engine that reports background makes \
      an app that checks the state skip building its UI.
      """,
    lifecycle: .app, scenario: "launch.first.app",
    demonstration: [.tapIcon],
    diagnostic:
      "application(_:didFinishLaunchingWithOptions:) read applicationState background; UIKit reports inactive",
    mutate: { plan, stimulus, before in
      if case .backgroundLaunch = stimulus { return }
      guard before.appState == .notRunning, let index = plan.firstIndex(of: .applicationDidFinishLaunching) else {
        return
      }
      plan[index].applicationState = .background
    })
}
