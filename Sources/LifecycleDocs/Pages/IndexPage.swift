import Lifecycle

/// `index.md`: what the site is, every scenario by family, how to read the tables, and the
/// provenance legend.
enum IndexPage {
  static let page = SitePath.index

  static func render(_ site: SiteCatalog) -> String {
    let scenarios = site.scenarios
    let appBased = scenarios.filter { $0.lifecycle == .app }.count
    var blocks =
      [
        DocsSite.marker,
        localized("# LifecycleKit: the iOS app and scene lifecycle, callback by callback"),
        localized(
          "Which `UIApplicationDelegate` and `UISceneDelegate` methods UIKit calls, in which order, and which "
            + "notifications it posts, for a launch, a home press, an alert, a suspension, two scenes side by side. "
            + "Each scenario has a page with one table per step; every row cites the Apple page, or the public "
            + "log of real devices, it comes from. Where Apple is silent or devices disagree, the alternatives "
            + "are shown, never picked silently."),
      ] + start(site) + [
        localized("## Reference"),
        localized(
          "Two protocols check an engine outside Swift. An engine that calls the delegates, as UIKit does, "
            + "speaks the \(Markdown.link(localized("engine protocol"), EngineProtocolPage.page)); one that receives "
            + "them and reports states of its own (a mapper: Flutter, React Native, SwiftUI) speaks the "
            + "\(Markdown.link(localized("mapper protocol"), ProjectionsPage.page)), checked against a projection."),
        [
          localized(
            "- \(Markdown.link(localized("Callback reference"), SitePath.callbacks)): every delegate method "
              + "and notification, when UIKit sends it, its iOS 26 and iOS 27 status"),
          localized(
            "- \(Markdown.link(localized("What changed"), SitePath.changes)): iOS 13 scenes, iOS 26 "
              + "deprecations, iOS 27 scenes required; each app-delegate method's scene-delegate replacement; SwiftUI's "
              + "scene phases"),
          localized(
            "- \(Markdown.link(localized("State diagrams"), SitePath.states)): the app's and the scenes' "
              + "states, each transition with the callback that announces it"),
          localized(
            "- \(Markdown.link(localized("Trace format and order rules"), SitePath.traceFormat)): how an "
              + "engine in any language records what it did, and the rules every response follows"),
          localized(
            "- \(Markdown.link(localized("Check an engine in any language"), EngineProtocolPage.page)): the engine "
              + "protocol, and `lifecycle conform` for engines outside Swift"),
          localized(
            "- \(Markdown.link(localized("Projections"), ProjectionsPage.page)): the mapper protocol, and a page per "
              + "framework (Flutter, React Native, SwiftUI, AndroidX) with its states step by step"),
          localized(
            "- \(Markdown.link(localized("Record your own device"), SitePath.record)): logging delegates for "
              + "a real iOS app that print the trace format, and how to contribute a trace"),
          localized(
            "- \(SitePath.specLink(localized("Specification"))): the normative text of the trace "
              + "format and of every rule the model applies, with example traces"),
          localized(
            "- \(Markdown.link("catalog.json", SitePath.catalog)): every scenario as JSON, for other languages"),
          localized(
            "- \(Markdown.link(localized("Coverage"), CoveragePage.page)): how much of the model's state graph "
              + "the scenarios show, and which transitions none shows"),
          localized(
            "- \(Markdown.link(localized("Engines"), EnginesPage.page)): the conformance reports of the "
              + "engines this repository ships, and how each broken engine fails"),
          localized(
            "- \(Markdown.link(localized("Teacher's guide"), SitePath.classroom)): a lesson per family with "
              + "the simulator, the worksheets and the self-checking exercises"),
        ].joined(separator: "\n"),
      ] + legend + [
        localized("## Scenarios"),
        localized(
          "\(scenarios.count) scenarios: \(appBased) app-based, \(scenarios.count - appBased) scene-based. "
            + "A scenario that exists in both life cycles has ids ending in `.app` and `.scene`; each page shows "
            + "the two side by side. They show a small part of the model's state graph: "
            + "\(Markdown.link(localized("what the catalog covers"), CoveragePage.page))."),
      ]
    for (family, members) in site.families {
      blocks.append("### " + FamilyWording.title(family))
      blocks.append(FamilyWording.blurb(family))
      guard !members.isEmpty else {
        blocks.append(localized("No scenario in this family yet."))
        continue
      }
      blocks.append(
        localized(
          "Classroom: \(Markdown.link(localized("worksheet"), SitePath.worksheet(family))), "
            + "\(Markdown.link(localized("answer key"), SitePath.answers(family)))."))
      blocks.append(
        Markdown.table(
          [localized("Id"), localized("Title"), localized("Life cycle"), localized("Steps")],
          members.map {
            [
              Inline.scenario($0, from: page), localized(key: $0.title), localized(key: $0.lifecycle.displayName),
              "\($0.steps.count)",
            ]
          }))
    }
    return Markdown.page(blocks)
  }

  /// The first scenarios for someone new: a launch, a trip to the background, coming back after
  /// suspension, an interruption that does not reach the background, a second window; each with
  /// what it teaches.
  static let firstScenarios: [(id: String, teaches: String)] = [
    ("launch.first.scene", "what a cold launch delivers, and in which order"),
    ("home-press.scene", "leaving the screen: inactive first, then the background"),
    ("relaunch.after-suspension.scene", "coming back after the system suspended the app, without a new launch"),
    ("interruption.alert.scene", "an alert makes the app inactive but never sends it to the background"),
    ("multi-scene.open-second.scene", "a second window: each scene has its own life cycle"),
  ]

  /// The path for someone new, before the reference.
  private static func start(_ site: SiteCatalog) -> [String] {
    let scenarios = firstScenarios.compactMap { first in
      site.scenarios.first { $0.id == first.id }.map { ($0, first.teaches) }
    }
    var steps = [
      localized(
        "1. \(Markdown.link(localized("The life cycle on one screen"), OverviewPage.page)): the states, what to do "
          + "in each callback, the other events"),
      localized(
        "2. \(Markdown.link(localized("Which life cycle an app gets"), WhichLifecyclePage.page)): app-based or "
          + "scene-based, decided by the `Info.plist`"),
    ]
    if !scenarios.isEmpty {
      steps.append(
        localized(
          "3. The first scenarios to read, each compared with its app-based counterpart on its page:"))
      steps += scenarios.map { scenario, teaches in
        "   - " + Markdown.link(localized(key: scenario.title), SitePath.scenario(scenario.id)) + ": "
          + localized(key: teaches)
      }
    }
    steps.append(
      localized(
        "\(scenarios.isEmpty ? 3 : 4). \(Markdown.link(localized("Common mistakes"), MistakesPage.page)): what "
          + "breaks when an app relies on an order UIKit does not promise"))
    steps.append(
      localized(
        "\(scenarios.isEmpty ? 4 : 5). \(Markdown.link(localized("How to read the tables"), "#" + Markdown.anchor(localized("How to read the tables")))) "
          + "of every scenario page"))
    return [localized("## New here? Start with these"), steps.joined(separator: "\n")]
  }

  private static var legend: [String] {
    [
      localized("## How to read the tables"),
      localized("Each step of a scenario names what the user or the system does, then lists what UIKit delivers:"),
      [
        localized(
          "- **#**: the row's number, in an order UIKit may use. Rows numbered alike (`2a`, `2b`) are listed "
            + "together but bound to no order among themselves."),
        localized(
          "- **Event**: a delegate callback, by its Swift selector, or a notification; each links to the "
            + "\(Markdown.link(localized("callback reference"), SitePath.callbacks))."),
        localized(
          "- **Scene**: the scene a scene-delegate callback or `UIScene` notification concerns; for an "
            + "app-delegate callback about sessions, the sessions it concerns."),
        localized("- **Presence**: `required` rows must appear exactly once; `optional` rows may appear at most once."),
        localized(
          "- **After**: the rows that must come before this one. Rows with no path of After links between "
            + "them may come in either order: the table's order is one valid order, not the only one."),
        localized(
          "- **Source**: a footnote (`[1]`) listed under the table: the provenance of the row, linked to the "
            + "page it comes from, with what it says. Rows that rest on the same source share its number."),
        localized("- **Then**: the app's state and every scene session's state after the step."),
        localized(
          "- **Order**: the \(Markdown.link(localized("order rules"), SitePath.relative(from: page, to: SitePath.traceFormat, anchor: Markdown.anchor(localized("Order rules"))))) "
            + "that give the After column."),
      ].joined(separator: "\n"),
      localized(
        "Where devices or pages disagree, a step lists several **alternatives**, each with its reason; an "
          + "engine conforms if it matches any one of them. An alternative marked *only after alternative N of step "
          + "K* can happen only when step K went that way."),
      localized(
        "A scenario page starts with the step it is about. The steps that only bring the app there (a "
          + "launch, a trip to the Home Screen) are summarised in a **From** line and folded under **Setup**."),
      localized("## Provenance"),
      [
        localized("- **documented**: an Apple documentation page states it; the link goes to that page."),
        localized(
          "- **observed**: public logs of real devices show it, and Apple's reference pages do not say; the "
            + "link goes to the log."),
        localized(
          "- **uncertain**: sources disagree or none says; the link goes to the page that leaves it open, "
            + "and the step offers alternatives or marks the row optional."),
      ].joined(separator: "\n"),
      localized("## Life cycles"),
      localized(
        "**App-based** apps (no scene manifest, the iOS 12 style) hear everything through the app delegate. "
          + "**Scene-based** apps (iOS 13 and later) hear foreground and background changes through each scene's "
          + "delegate, while `UIApplication` notifications follow the most active scene. Beginning with iOS 27, "
          + "apps built with the iOS 27 SDK must use the scene-based life cycle or they fail to launch; the "
          + "\(Markdown.link(localized("callback reference"), SitePath.relative(from: page, to: SitePath.callbacks, anchor: Markdown.anchor(localized("iOS 26 and iOS 27"))))) "
          + "lists what iOS 26 deprecated."),
    ] + Glossary.blocks
  }
}
