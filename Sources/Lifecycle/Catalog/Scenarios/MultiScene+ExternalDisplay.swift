extension Scenario {
  /// An external display and the noninteractive scene UIKit may connect for it
  /// (Conformance/SPEC.md#external-display). Scene-based only: an app-based app would use the
  /// older `UIScreen` notifications, which the format does not record.
  static let externalDisplay: [Scenario] = [
    Scenario(
      id: "multi-scene.external-display.scene", family: .multiScene, lifecycle: .scene,
      title: "An external display: its scene, a URL, and the display removed",
      narrative: """
        With `main` active, the user attaches an external display. Up to iOS 26 UIKit gives every \
        scene-based app a scene of the role `windowExternalDisplayNonInteractive` for it; from \
        iOS 27 only an app that registered a scene accessory for it gets one, and the display \
        otherwise mirrors the device with nothing delivered. Both are allowed. The display's scene \
        `tv` is configured, connects and comes to the foreground; Apple's scene pages say a scene \
        that enters the foreground becomes active next, developers report that a display's scene \
        never does, and both are allowed. It is no window of the app's: a URL opened next goes to \
        `main`, the most recent of the app's own scenes, never to `tv`, and no `UIApplication` \
        notification follows `tv`'s changes. When the display is removed, `tv` is disconnected, \
        and its session may be discarded at once.
        """,
      steps: [
        .launchFromHomeScreen(.scene),
        Step(
          .attachDisplay("tv"),
          alternatives: [
            Outcome(
              [.callback(.applicationConfigurationForConnecting, about: ["tv"], Source.externalConfiguration)]
                + Fragment.connect("tv", configured: false, because: Source.externalConnect)
                + [
                  .callback(.sceneWillEnterForeground, "tv", Source.externalForeground),
                  .notification(.sceneWillEnterForeground, "tv", Source.externalForeground),
                  .callback(.sceneDidBecomeActive, "tv", Source.externalActive).optional,
                  .notification(.sceneDidActivate, "tv", Source.externalActive).optional,
                ],
              then: Fragment.states(.active, .scene), because: Source.externalConnect),
            Outcome([], then: Fragment.states(.active, .scene), because: Source.externalNoScene),
          ]),
        Step(
          .openURL(), [.callback(.sceneOpenURLContexts, "main", Source.sceneOpenURL)],
          then: Fragment.states(.active, .scene)),
        Step(
          .detachDisplay,
          alternatives: [
            Outcome(
              [
                .callback(.sceneWillResignActive, "tv", Source.externalLeaves).optional,
                .notification(.sceneWillDeactivate, "tv", Source.externalLeaves).optional,
                .callback(.sceneDidEnterBackground, "tv", Source.externalLeaves).optional,
                .notification(.sceneDidEnterBackground, "tv", Source.externalLeaves).optional,
                .callback(.stateRestorationActivity, "tv", Source.stateRestorationBeforeDisconnect).optional,
                .callback(.sceneDidDisconnect, "tv", Source.externalDisconnect),
                .notification(.sceneDidDisconnect, "tv", Source.externalDisconnect),
                .callback(.applicationDidDiscardSceneSessions, about: ["tv"], Source.externalDiscard).optional,
              ], then: Fragment.states(.active, .scene), because: Source.externalDisconnect),
            Outcome([], then: Fragment.states(.active, .scene), because: Source.externalNoScene),
          ]),
      ])
  ]
}

extension Source {
  // External display
  static let externalConfiguration = Provenance.documented(
    Doc.configurationForConnecting, "UIKit asks for a configuration for the new session of the display’s scene")
  static let externalConnect = Provenance.documented(
    Doc.connectedDisplay, "UIKit provides a window scene for a connected display, with a role for its windows")
  static let externalNoScene = Provenance.documented(
    Doc.sceneTransition, "from iOS 27 the display’s scene comes only after the app registers a scene accessory")
  static let externalForeground = Provenance.uncertain(
    Doc.connectedDisplay, "a scene that shows content on the display is in the foreground; no order is documented")
  static let externalActive = Provenance.uncertain(
    Doc.externalDisplayActivationLog,
    """
    Apple’s scene pages say sceneWillEnterForeground is invariably followed by sceneDidBecomeActive; \
    developers report that a display’s scene gets the first and never the second
    """)
  static let externalLeaves = Provenance.uncertain(
    Doc.externalDisplayRole, "whether the scene resigns and enters the background before its release is not documented")
  static let externalDisconnect = Provenance.documented(
    Doc.sceneDidDisconnect, "the scene of a removed display is released")
  static let externalDiscard = Provenance.documented(
    Doc.didDiscardSceneSessions, "UIKit also discards the scenes it can no longer display")
}
