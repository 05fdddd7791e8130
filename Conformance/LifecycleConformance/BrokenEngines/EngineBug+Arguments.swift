extension EngineBug {
  /// The bugs about what callbacks are given (Conformance/SPEC.md#version-11), each caught by
  /// the catalog with a diagnostic that names the argument and both values.
  package static let argumentBugs: [EngineBug] = [
    .discardsEverySession, .configuresTheWrongSession, .passesAnotherScene,
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
            let index = plan.firstIndex(of: .applicationConfigurationForConnecting) else { return }
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
            let index = plan.firstIndex(of: .sceneDidBecomeActive, opened) else { return }
      plan[index].passedScene = "main"
    })
}
