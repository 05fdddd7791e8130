extension Projection {
  /// SwiftUI's `ScenePhase` of each scene, as a view inside the scene reads it: `active`,
  /// `inactive`, `background`.
  public static let swiftUI = Projection(
    name: "swiftui", of: .scene,
    allowing: ["foregroundInactive": ["inactive"], "foregroundActive": ["active"], "background": ["background"]],
    initial: [], lifecycles: [.scene],
    sources: [
      "https://developer.apple.com/documentation/swiftui/scenephase",
      "https://developer.apple.com/documentation/swiftui/scenephase/active",
      "https://developer.apple.com/documentation/swiftui/scenephase/inactive",
      "https://developer.apple.com/documentation/swiftui/scenephase/background",
      "https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase",
    ],
    summary: """
      SwiftUI gives each scene a phase, read from the environment of a view inside it: `active` \
      while the scene is in the foreground and interactive, `inactive` while it is in the \
      foreground but should pause its work, `background` while it is not visible. The phase \
      follows the scene's UIKit activation state one for one; an unattached scene has no views, \
      so no phase. SwiftUI documents no transition as forbidden: a background scene may come back \
      to `active`.
      """,
    notes: [
      """
      A scene that disconnects takes its views with it: it reports nothing more, and whatever \
      it reported last is not checked.
      """,
      """
      The phase before a just-connected scene's first update is undocumented: a scene is checked \
      from the first step it is connected after.
      """,
    ])

  /// SwiftUI's `ScenePhase` as the `App` reads it, the aggregate of its scenes: `active` if any
  /// scene is active, else `inactive` if any is in the foreground, else `background`.
  public static let swiftUIApp = Projection(
    name: "swiftui-app", of: .app,
    allowing: [
      "notRunning": ["background"], "inactive": ["inactive"], "active": ["active"],
      "background": ["background"], "suspended": ["background"],
    ],
    initial: ["background"], lifecycles: [.scene],
    sources: [
      "https://developer.apple.com/documentation/swiftui/scenephase",
      "https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase",
      "https://developer.apple.com/documentation/uikit/uiapplication/applicationstate",
    ],
    summary: """
      Read from the `App`, SwiftUI's scene phase is the aggregate of all the app's scenes: \
      `active` when any scene is active, `inactive` when scenes are in the foreground and none is \
      active, `background` otherwise. That is UIKit's application state in a scene-based app, \
      which SwiftUI apps always are: a suspended app's phase stays `background`. No transition \
      is documented as forbidden.
      """,
    notes: [
      """
      With no scene connected (before the first scene connects, and after the last disconnects) \
      the phase is undocumented; a scene-based app launches in the background, so the projection \
      allows `background`, which is also the initial state.
      """
    ])
}
