import Lifecycle

/// `which-lifecycle.md`: which life cycle an app gets from its Info.plist and its delegates, and
/// a classroom exercise: given an app, which callbacks come at a cold launch.
enum WhichLifecyclePage {
  static let page = "which-lifecycle.md"

  static func render(_ site: SiteCatalog) -> String {
    let transition = AppleDocumentation.sceneTransition.description
    let migration = AppleDocumentation.sceneMigration.description
    let lifeCycle = AppleDocumentation.lifeCycle.description
    var blocks = [
      DocsSite.marker,
      localized("# Which life cycle an app gets"),
      Markdown.link(localized("Index"), SitePath.index) + " › "
        + Markdown.link(localized("teacher's guide"), SitePath.classroom) + " › " + localized("which life cycle"),
      localized(
        "UIKit decides once, at launch, from the app's Info.plist: the delegates an app implements do not "
          + "choose for it."),
      localized("## The rules"),
      [
        localized(
          "- **A scene manifest** (`UIApplicationSceneManifest`) on iOS 13 or later: the scene-based life "
            + "cycle. The scene delegate hears the foreground and background changes; UIKit no longer calls "
            + "`applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`, "
            + "`applicationDidEnterBackground(_:)` or `applicationWillEnterForeground(_:)`, even if the app "
            + "delegate implements them (documented: \(Markdown.link(localized("Apple"), transition)))."),
        localized(
          "- **No scene manifest**: the app-based life cycle; the app delegate hears everything, and a "
            + "scene delegate class, if the app has one, is never used (documented: "
            + "\(Markdown.link(localized("Apple"), lifeCycle)))."),
        localized(
          "- **iOS 12 and earlier** ignore the manifest: the same app gets the app-based life cycle there "
            + "(documented: \(Markdown.link(localized("Apple"), lifeCycle)))."),
        localized(
          "- **iOS 27**: an app built with the iOS 27 SDK that has not adopted scenes fails to launch, and "
            + "no callback comes at all; built with an earlier SDK it still launches, app-based, and UIKit logs a "
            + "warning (documented: \(Markdown.link(localized("Apple"), migration)))."),
        localized(
          "- Some iOS 13 betas sent an app with a scene delegate class but no manifest both sets of "
            + "callbacks; no release is known to (uncertain: the reports disagree, and the kit does not model it)."),
      ].joined(separator: "\n"),
      localized("## What a cold launch delivers"),
      localized("Scene-based, from the reference model, each row with the kind of its source:"),
      LaunchOrder.lines(.scene),
      localized("App-based:"),
      LaunchOrder.lines(.app),
      localized(
        "The scenarios: \(LaunchOrder.scenario("launch.first.scene", from: page, in: site)) and "
          + "\(LaunchOrder.scenario("launch.first.app", from: page, in: site))."),
      localized("## Exercise"),
      localized(
        "For each app, say which life cycle it gets and which callbacks come when the user taps its icon. "
          + "The answers are folded."),
    ]
    for (number, exercise) in exercises.enumerated() {
      blocks.append(localized("**\(number + 1).** \(localized(key: exercise.app))"))
      blocks.append("<details>\n<summary>" + localized("Answer") + "</summary>")
      blocks.append(localized(key: exercise.answer))
      blocks.append("</details>")
    }
    return Markdown.page(blocks)
  }

  /// An app, described by its Info.plist, its delegates and where it runs; and the answer.
  struct Exercise {
    let app: String
    let answer: String
  }

  static let exercises = [
    Exercise(
      app: "The Info.plist has a `UIApplicationSceneManifest` naming `SceneDelegate`. The app delegate implements "
        + "`application(_:didFinishLaunchingWithOptions:)` and `applicationDidBecomeActive(_:)`. It runs on iOS 18.",
      answer: "Scene-based. The two launch callbacks, then the configuration, `scene(_:willConnectTo:options:)`, "
        + "`sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. `applicationDidBecomeActive(_:)` is "
        + "never called: it is implemented, but the manifest decides."),
    Exercise(
      app: "No scene manifest. The app delegate implements the launch callbacks and `applicationDidBecomeActive(_:)`; "
        + "the project also has a `SceneDelegate` class left over from a template. It runs on iOS 18, built with "
        + "the iOS 18 SDK.",
      answer: "App-based. `application(_:willFinishLaunchingWithOptions:)`, "
        + "`application(_:didFinishLaunchingWithOptions:)`, then `applicationDidBecomeActive(_:)`. The scene "
        + "delegate class is never used: without a manifest there are no scenes."),
    Exercise(
      app: "The Info.plist has a scene manifest, and the app delegate implements the four foreground and background "
        + "methods as well, for iOS 12. It runs on iOS 12.",
      answer: "App-based: iOS 12 ignores the manifest, so this time the app delegate's methods are the ones called: "
        + "the launch callbacks, then `applicationDidBecomeActive(_:)`. On iOS 13 and later the same app is "
        + "scene-based."),
    Exercise(
      app: "No scene manifest, built with the iOS 27 SDK, run on iOS 27.",
      answer: "No life cycle at all: the app fails to launch, so not even "
        + "`application(_:willFinishLaunchingWithOptions:)` comes. Built with the iOS 26 SDK, the same app still "
        + "launches, app-based, and UIKit logs that the scene life cycle will soon be required."),
  ]
}
