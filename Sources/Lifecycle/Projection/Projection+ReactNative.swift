extension Projection {
  /// React Native's `AppState.currentState`, which `RCTAppState` derives from
  /// `UIApplication.applicationState`: `active`, `inactive`, `background`, and `unknown` before
  /// it is known.
  public static let reactNative = Projection(
    name: "react-native", of: .app,
    allowing: [
      "notRunning": ["unknown"], "inactive": ["inactive"], "active": ["active"],
      "background": ["background"], "suspended": ["background"],
    ],
    initial: ["unknown"],
    sources: [
      "https://reactnative.dev/docs/appstate"
    ],
    summary: """
      React Native reports one state for the whole app, the application's state as UIKit gives \
      it: `active` in the foreground, `background` in the background (and while suspended, when \
      no JavaScript runs), and `inactive` on iOS in passing between the two and while the \
      foreground is interrupted (the multitasking view, Notification Center, a call). In a \
      scene-based app it is the most active scene's. Its `change` event fires only when the \
      state changes, so a mapper never reports the same state twice; React Native documents no \
      rule for the order of its states.
      """,
    notes: [
      """
      Before the native module has read the state, `currentState` is `unknown` (older versions: \
      null); the initial state is `unknown`.
      """,
      """
      `extension` (inside an app extension) is not a state of the model and is not allowed.
      """,
    ])
}
