extension Projection {
  /// Flutter's `AppLifecycleState`, which its iOS embedding derives from the application's
  /// notifications: `detached`, `resumed`, `inactive`, `hidden`, `paused`.
  public static let flutter = Projection(
    name: "flutter", of: .app,
    allowing: [
      "notRunning": ["detached"], "inactive": ["inactive"], "active": ["resumed"],
      "background": ["paused", "detached"], "suspended": ["paused", "detached"],
    ],
    initial: ["detached"],
    rules: Rules(
      passing: ["hidden"],
      moves: [
        "resumed": ["inactive"], "inactive": ["resumed", "hidden"], "hidden": ["paused", "inactive"],
        "paused": ["hidden", "detached"], "detached": ["resumed", "paused"],
      ]),
    sources: [
      "https://api.flutter.dev/flutter/dart-ui/AppLifecycleState.html",
      "https://api.flutter.dev/flutter/widgets/AppLifecycleListener-class.html",
      "https://api.flutter.dev/linux-embedder/app__lifecycle__state_8h_source.html",
    ],
    summary: """
      Flutter reports one state for the whole app. It starts `detached` (the engine runs with no \
      view attached), is `resumed` while the app is active, `inactive` while it is in the \
      foreground without input, and `paused` in the background. `hidden` exists so that every \
      platform shares one state machine: on iOS it is only passed through, between `inactive` and \
      `paused`, in either direction. The framework moves along its machine one edge at a time \
      (`resumed` → `inactive` → `hidden` → `paused` → `detached`, and back through `resumed` or \
      `paused` from `detached`), filling in the states between two it is told of; so a mapper \
      reports every state on the way, and never leaves the app in `hidden`.
      """,
    notes: [
      """
      Background without a view in a window (a background launch): the documentation defines \
      `detached` as a running engine with no view, so a background or suspended app may be \
      `paused` or `detached`.
      """,
      """
      Before the first message the framework's state may read null; the mapper protocol has no \
      null, so the initial state is `detached`, the documented default.
      """,
      """
      Flutter documents that an app must not count on every notification (a killed app reports \
      nothing); the kit checks no step that ends the process.
      """,
    ])
}
