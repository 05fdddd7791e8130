import Lifecycle

/// `callbacks.md`: one section per delegate method and per notification of the trace format:
/// what it means, when UIKit sends it, where the catalog shows it, its deprecation status.
enum CallbacksPage {
  static let page = SitePath.callbacks

  static func render(_ site: SiteCatalog) -> String {
    let delegateMethods = Callback.Method.allCases.filter { CallbackGuide.of($0).isDelegateMethod }
    let appMethods = delegateMethods.filter { !$0.isSceneDelegateMethod }
    let sceneMethods = delegateMethods.filter(\.isSceneDelegateMethod)
    // A closure the app hands UIKit is a callback of the trace format, but belongs to no delegate.
    let otherCallbacks = Callback.Method.allCases.filter { !CallbackGuide.of($0).isDelegateMethod }
    var blocks = [
      DocsSite.marker,
      localized("# Callback reference"),
      Markdown.link(localized("Index"), SitePath.index) + " › " + localized("callbacks"),
      localized(
        "Every delegate method and notification of the trace format, version 1: what it tells the app, when "
          + "UIKit sends it, the scenarios that show it, and where it stands in iOS 26 and iOS 27. The "
          + "descriptions are our own summaries; each section links to Apple's page."),
    ]
    blocks += changes
    blocks.append(localized("## Summary"))
    for (title, methods) in [
      (localized("App delegate"), appMethods), (localized("Scene delegate"), sceneMethods),
      (localized("Other callbacks"), otherCallbacks),
    ] where !methods.isEmpty {
      blocks.append("**\(title)**")
      blocks.append(
        Markdown.table(
          [
            localized("Callback"), localized("Life cycle"), localized("Status"),
            localized("Scenarios"),
          ],
          methods.map { method in
            let guide = CallbackGuide.of(method)
            return [
              Inline.event(method.rawValue, from: page),
              guide.lifecycles.count > 1
                ? localized("both")
                : guide.lifecycles.map { localized(key: $0.displayName) }.joined(),
              guide.status.label, "\(site.appearances(of: method.rawValue).count)",
            ]
          }))
    }
    blocks.append(localized("## App delegate"))
    for method in appMethods { blocks += section(method, site) }
    blocks.append(localized("## Scene delegate"))
    for method in sceneMethods { blocks += section(method, site) }
    if !otherCallbacks.isEmpty {
      blocks.append(localized("## Other callbacks"))
      blocks.append(
        localized(
          "Not delegate methods: closures the app hands `UIApplication`, which UIKit calls and the trace format "
            + "records as callbacks."))
      for method in otherCallbacks { blocks += section(method, site) }
    }
    blocks.append(localized("## Notifications"))
    blocks.append(
      localized(
        "`UIApplication` notifications are posted in both life cycles; in a scene-based app they follow "
          + "the app's aggregate state, the state of its most active scene. `UIScene` notifications carry the scene. "
          + "iOS 26 adds typed `NotificationCenter` messages for the same moments; the names below are unchanged."))
    for name in LifecycleNotification.Name.allCases { blocks += section(name, site) }
    return Markdown.page(blocks)
  }

  private static var changes: [String] {
    let deprecated = Callback.Method.allCases.filter {
      if case .deprecated = CallbackGuide.of($0).status { return true }
      return false
    }
    return [
      localized("## iOS 26 and iOS 27"),
      [
        localized(
          "- **iOS 26 deprecations.** iOS 26.0 deprecated "
            + "\(Inline.list(deprecated.map { Inline.event($0.rawValue, from: page) })). Apple's replacement text "
            + "sends apps to the scene life cycle."),
        localized(
          "- **A disagreement.** "
            + "\(Inline.event(Callback.Method.applicationDidEnterBackground.rawValue, from: page)): its own page "
            + "marks it deprecated only in tvOS 26 and visionOS 26, while the "
            + "\(Markdown.link("UIApplicationDelegate", AppleDocumentation.applicationDelegate.description)) topic "
            + "list labels it Deprecated. This reference reports both and calls it disputed."),
        localized(
          "- **iOS 27 requires scenes.** Beginning in iOS 27, apps built with the iOS 27 SDK must adopt the "
            + "scene-based life cycle or they fail to launch; an app built with an older SDK still launches "
            + "(\(Markdown.link("TN3187", AppleDocumentation.sceneMigration.description)); in thread "
            + "\(Markdown.link("789004", AppleDocumentation.sdkCheckForumPost.description)) of the Developer Forums "
            + "an Apple engineer says the check applies only to apps built with the new SDK). The app-based callbacks "
            + "below therefore matter for apps built with older SDKs, and for engines that reproduce them."),
      ].joined(separator: "\n"),
    ]
  }

  private static func section(_ method: Callback.Method, _ site: SiteCatalog) -> [String] {
    let guide = CallbackGuide.of(method)
    var facts = [
      localized("- **When** \(localized(key: guide.when))"),
      !guide.isDelegateMethod
        ? localized(
          "- **Called by** \(Markdown.code(guide.delegate)), in the app-based and the scene-based life cycle")
        : guide.lifecycles.count > 1
          ? localized(
            "- **Delegate** \(Markdown.code(guide.delegate)), "
              + "\(localized(key: guide.lifecycles[0].displayName)) and \(localized(key: guide.lifecycles[1].displayName)) life cycle"
          )
          : localized(
            "- **Delegate** \(Markdown.code(guide.delegate)), \(localized(key: guide.lifecycles[0].displayName)) life cycle"
          ),
      localized(
        "- **Notification** \(method.notification.map { Inline.event($0.rawValue, from: page) } ?? localized("none"))"),
      localized("- **Status** \(guide.status.sentence)"),
    ]
    if guide.lifecycles == [.app] {
      facts.append(
        localized(
          "- **iOS 27** UIKit calls it only in the app-based life cycle, which apps built with "
            + "the iOS 27 SDK can no longer use."))
    }
    facts.append(localized("- **Scenarios** \(scenarios(method.rawValue, site))"))
    facts.append(
      "- **Apple** "
        + Markdown.link(Markdown.code(method.rawValue), AppleDocumentation.page(of: method).description))
    return ["### " + Markdown.code(method.rawValue), localized(key: guide.meaning), facts.joined(separator: "\n")]
  }

  private static func section(_ name: LifecycleNotification.Name, _ site: SiteCatalog) -> [String] {
    let guide = NotificationGuide.of(name)
    let methods = Callback.Method.allCases.filter { $0.notification == name }
    var facts = [
      localized("- **When** \(localized(key: guide.when))"),
      localized(
        "- **Delegate method** \(methods.isEmpty ? localized("none") : Inline.list(methods.map { Inline.event($0.rawValue, from: page) }))"
      ),
      localized("- **Order** \(localized(key: guide.order))"),
    ]
    if let note = guide.note { facts.append(localized("- **Note** \(localized(key: note))")) }
    facts.append(localized("- **Scenarios** \(scenarios(name.rawValue, site))"))
    facts.append("- **Apple** " + Markdown.link(Markdown.code(name.rawValue), AppleDocumentation.page(of: name)))
    return ["### " + Markdown.code(name.rawValue), facts.joined(separator: "\n")]
  }

  private static func scenarios(_ name: String, _ site: SiteCatalog) -> String {
    let appearances = site.appearances(of: name)
    guard !appearances.isEmpty else { return localized("none in the catalog yet") }
    // A few examples, not every scenario: the launch methods appear in all of them.
    // Scenarios about the step that shows it first, those that only pass through it in their setup after.
    let aboutIt = appearances.filter { scenario, steps in steps.contains { $0 > ScenarioPage.setupCount(scenario) } }
    let shown =
      (aboutIt
      + appearances.filter { scenario, steps in
        !steps.contains { $0 > ScenarioPage.setupCount(scenario) }
      }).prefix(examples)
    let count = appearances.count == 1 ? localized("1 scenario") : localized("\(appearances.count) scenarios")
    return count + (appearances.count > shown.count ? localized(", for example ") : ": ")
      + shown.map { scenario, steps in
        let links = steps.map { number in
          Markdown.link(
            "\(number)",
            SitePath.relative(
              from: page, to: SitePath.scenario(scenario.id),
              anchor: Markdown.anchor(ScenarioPage.heading(scenario.steps[number - 1], number - 1))))
        }
        return steps.count > 1
          ? localized("\(Inline.scenario(scenario, from: page)) (steps \(links.joined(separator: ", ")))")
          : localized("\(Inline.scenario(scenario, from: page)) (step \(links.joined(separator: ", ")))")
      }.joined(separator: ", ")
  }

  /// How many scenarios a section links to.
  static let examples = 3
}
