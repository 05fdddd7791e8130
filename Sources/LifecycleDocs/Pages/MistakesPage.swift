import Lifecycle

/// `mistakes.md`: mistakes the write-ups on the life cycle themselves make, each with why it is
/// wrong, Apple's page, and the scenario whose table proves it.
enum MistakesPage {
  static let page = "mistakes.md"

  static func render(_ site: SiteCatalog) -> String {
    var blocks = [
      DocsSite.marker,
      localized("# Common mistakes"),
      Markdown.link(localized("Index"), SitePath.index) + " › "
        + Markdown.link(localized("teacher's guide"), SitePath.classroom) + " › " + localized("common mistakes"),
      localized(
        "Articles and answers about the life cycle repeat a few claims that Apple's pages and the "
          + "catalog contradict. Each is shown below with why it is wrong and the scenario that proves it; in a "
          + "lesson, read the claim out and let students find the row that refutes it."),
    ]
    for mistake in mistakes {
      blocks.append("## " + localized(key: mistake.title))
      blocks.append(localized("**The claim.** \(localized(key: mistake.claim))"))
      blocks.append(
        localized(
          "**Why it is wrong.** \(localized(key: mistake.why)) "
            + "(\(Markdown.link(localized("Apple"), mistake.source.description)))"))
      let proofs = mistake.scenarios.map { LaunchOrder.scenario($0, from: page, in: site) }.joined(separator: ", ")
      blocks.append(localized("**The proof.** \(proofs)"))
      if let lifecycle = mistake.launchOrder {
        blocks.append(localized("A cold launch, as the reference model gives it:"))
        blocks.append(LaunchOrder.lines(lifecycle))
      }
    }
    return Markdown.page(blocks)
  }

  /// One mistaken claim.
  struct Mistake {
    let title: String
    let claim: String
    let why: String
    let source: StaticString
    let scenarios: [String]
    /// The launch order to print under it, if the launch proves it.
    var launchOrder: LifecycleStyle?
  }

  static let mistakes = [
    Mistake(
      title: "`didFinishLaunching` after the app becomes active",
      claim: "“`application(_:didFinishLaunchingWithOptions:)` is called after the app becomes active.”",
      why: "It comes before: the app is still inactive (app-based) or in the background (scene-based) while it "
        + "runs, and UIKit does not even show the window until it returns. `applicationDidBecomeActive(_:)` "
        + "(or `sceneDidBecomeActive(_:)`) is the last callback of the launch.",
      source: AppleDocumentation.willFinishLaunching,
      scenarios: ["launch.first.app", "launch.first.scene"], launchOrder: .app),
    Mistake(
      title: "Foreground active as a transit state",
      claim: "“A scene passes through foreground active on its way to the background.”",
      why: "Foreground inactive is the transit state; foreground active is where a scene stays for as long as "
        + "the user uses it. A launched scene rests in `foregroundActive` until something happens, and every "
        + "way out of it resigns active first, through `foregroundInactive`.",
      source: AppleDocumentation.sceneActivationState,
      scenarios: ["launch.first.scene", "home-press.scene"]),
    Mistake(
      title: "Background → Active, skipping inactive",
      claim: "“Coming back from the background, the app goes straight from background to active.”",
      why: "No change of state skips inactive: coming back calls `applicationWillEnterForeground(_:)` (the app is "
        + "inactive) before `applicationDidBecomeActive(_:)`, and a scene gets `sceneWillEnterForeground(_:)` "
        + "before `sceneDidBecomeActive(_:)`. Apple's diagram says an app transitions through the inactive state.",
      source: AppleDocumentation.lifeCycle,
      scenarios: ["relaunch.from-background.app", "relaunch.from-background.scene"]),
  ]
}
