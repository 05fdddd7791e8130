extension Projection {
  /// AndroidX's `Lifecycle.State` of each scene's view controller, as Compose Multiplatform
  /// derives it on iOS: `INITIALIZED`, `CREATED`, `STARTED`, `RESUMED`, `DESTROYED`.
  ///
  /// A projection of scenes: Compose Multiplatform gives each view controller its own
  /// lifecycle and follows the notifications of that view controller's own window scene, so in
  /// an app of several scenes each has a state of its own.
  public static let androidX = Projection(
    name: "androidx", of: .scene,
    allowing: ["foregroundInactive": ["STARTED"], "foregroundActive": ["RESUMED"], "background": ["CREATED"]],
    initial: [], lifecycles: [.scene],
    rules: Rules(
      moves: [
        "INITIALIZED": ["CREATED"], "CREATED": ["STARTED", "DESTROYED"], "STARTED": ["CREATED", "RESUMED"],
        "RESUMED": ["STARTED"], "DESTROYED": [],
      ]),
    sources: [
      "https://developer.android.com/reference/kotlin/androidx/lifecycle/Lifecycle.State",
      "https://developer.android.com/reference/androidx/lifecycle/Lifecycle.State",
      "https://kotlinlang.org/docs/multiplatform/compose-lifecycle.html",
    ],
    summary: """
      Compose Multiplatform gives each view controller an AndroidX lifecycle, driven by its \
      scene: `STARTED` while the scene is in the foreground and inactive, `RESUMED` while it is \
      active, `CREATED` in the background, and `DESTROYED` once the view controller leaves its \
      window for good. AndroidX moves one state at a time along `INITIALIZED`, `CREATED`, \
      `STARTED`, `RESUMED` (a jump dispatches every event between), and `DESTROYED` is final: a \
      mapper reports every state on the way and nothing after `DESTROYED`.
      """,
    notes: [
      """
      The Compose documentation's table names the application's notifications, its current \
      implementation its own scene's; in an app of one scene they agree, and the projection \
      follows each scene. A sceneless app has no scene to follow: an older Compose that follows \
      the application is checked with an inline projection of the app.
      """,
      """
      When the view controller is destroyed is left open (leaving the window, or its release): \
      a disconnecting scene may report `DESTROYED`, or nothing.
      """,
      """
      A scene's first report is not a move: it may start at any state the table names.
      """,
    ])
}
