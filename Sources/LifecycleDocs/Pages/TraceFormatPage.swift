import Lifecycle

/// `trace-format.md`: the trace format in brief, with its vocabulary generated from the
/// library, and the order rules every response follows.
enum TraceFormatPage {
  static let page = SitePath.traceFormat

  /// The header's keys: name, required, meaning.
  static let headerKeys: [(key: String, required: Bool, meaning: String)] = [
    ("format", true, "always `\"lifecycle-trace\"`"),
    ("version", true, "`1`"),
    ("lifecycle", true, "`\"app\"` (app delegate only) or `\"scene\"` (scene-based)"),
    (
      "sessions", false,
      "scene-based only: ids of the scene sessions saved before the trace starts, most recent "
        + "first; default `[]`, a first launch"
    ),
    ("callbacks", false, "`false` when the trace did not record delegate callbacks; default `true`"),
    ("notifications", false, "`true` when the trace recorded notifications; default `false`"),
    ("source", false, "free text: what produced the trace"),
  ]

  static func render(_ site: SiteCatalog) -> String {
    var blocks = [
      DocsSite.marker,
      localized("# Trace format and order rules"),
      Markdown.link(localized("Index"), SitePath.index) + " › " + localized("trace format"),
      localized(
        "A *trace* is what an engine did: the stimuli it was given and the callbacks (and, if it likes, the "
          + "notifications) it delivered, in order. An engine in any language writes one and checks it with "
          + "`lifecycle verify TRACE`. This page summarises version 1; its names are a contract, never renamed. "
          + "The normative text, with every rule the model applies and example traces, is "
          + "\(SitePath.specLink("Conformance/SPEC.md"))."),
      localized("## Lines"),
      localized(
        "JSON Lines, UTF-8: one JSON object per line; blank lines are ignored. The first line is the header; "
          + "every later line is one stimulus, one callback or one notification. The events between two stimuli "
          + "are the first one's response."),
      Markdown.fence("json", examples),
      localized("## Header"),
      Markdown.table(
        [localized("Key"), localized("Required"), localized("Meaning")],
        headerKeys.map {
          [Markdown.code($0.key), $0.required ? localized("yes") : localized("no"), localized(key: $0.meaning)]
        }),
      localized("## Stimuli"),
      localized(
        "What a person or the system does. `scene` is required on the scene stimuli, optional on the payload "
          + "stimuli, forbidden elsewhere; scene ids match `[a-z0-9][a-z0-9-]*`."),
      Markdown.table(
        [
          localized("Stimulus"), localized("Parameters"), localized("What happens"),
          localized("Possible when the app is"),
        ],
        Stimulus.Name.allCases.map { name in
          let wording = StimulusWording.summary(name)
          return [Markdown.code(name.rawValue), parameters(name), wording.happens, wording.possible]
        }),
      localized("## Callbacks"),
      localized("Swift selectors, exactly as UIKit spells them. Scene-delegate callbacks carry `scene`."),
      localized(
        "App delegate: \(Callback.Method.allCases.filter { !$0.isSceneDelegateMethod }.map { Inline.event($0.rawValue, from: page) }.joined(separator: ", "))."
      ),
      localized(
        "Scene delegate: \(Callback.Method.allCases.filter(\.isSceneDelegateMethod).map { Inline.event($0.rawValue, from: page) }.joined(separator: ", "))."
      ),
      localized("## Notifications"),
      localized("`UIScene` notifications carry `scene`."),
      LifecycleNotification.Name.allCases.map { Inline.event($0.rawValue, from: page) }.joined(separator: ", ") + ".",
      localized("## Order rules"),
      localized(
        "A response is a set of events with a partial order, not one sequence. These rules give every edge of "
          + "that order; events with no path of edges between them may come in either order, so two scenes "
          + "interleave freely. The scenario pages name the rules each step uses and show the edges in their "
          + "**After** column. Each rule's heading in "
          + "\(SitePath.specLink(localized("the specification"), anchor: "order-rules")) has the rule's id as its anchor."
      ),
    ]
    for rule in OrderRule.all {
      blocks.append("### " + Markdown.code(rule.id))
      let page = rule.url.split(separator: "/").last.map(String.init) ?? rule.url
      blocks.append(
        localized(
          "In one sentence: \(Inline.prose(localized(key: rule.summary))). Apple's page: "
            + "\(Markdown.link(Markdown.code(page), rule.url))."))
    }
    blocks.append(localized("## The catalog as JSON"))
    blocks.append(
      localized(
        "\(Markdown.link("catalog.json", SitePath.catalog)) holds every scenario: `format` "
          + "(`\"lifecycle-catalog\"`), `version` (\(DocsSite.catalogFormatVersion)), `orderRules`, and `scenarios`, "
          + "each with its id, family, life cycle, title, narrative, sessions, required capabilities and steps. A step "
          + "is its stimulus spelled as a trace line, plus `outcomes`: events spelled as trace lines, with "
          + "`optional`, `sessions`, `afterSceneEvents` and `source` where they apply, and the states after."))
    return Markdown.page(blocks)
  }

  private static var examples: String {
    let header =
      #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": ["main"], "#
      + #""source": "MyEngine 2.1"}"#
    let lines: [JSONValue] = [
      Stimulus.tapIcon.traceJSON,
      Stimulus.beginInterruption(.notificationCenter).traceJSON,
      Stimulus.openScene("second").traceJSON,
      Event.callback(.applicationDidFinishLaunching).traceJSON,
      Event.callback(.sceneDidBecomeActive, "main").traceJSON,
      Event.notification(.applicationDidBecomeActive).traceJSON,
    ]
    return ([header] + lines.map(\.compact)).joined(separator: "\n")
  }

  private static func parameters(_ name: Stimulus.Name) -> String {
    var parts: [String] = []
    if let extra = name.extraParameter {
      let values: [String] =
        switch extra.key {
        case "kind": InterruptionKind.allCases.map(\.rawValue)
        case "reason": BackgroundLaunchReason.allCases.map(\.rawValue)
        default: []
        }
      let listed = values.isEmpty ? "" : ": " + values.map(Markdown.code).joined(separator: ", ")
      parts.append(
        Markdown.code(extra.key) + (extra.presence == .required ? "" : " " + localized("(optional)")) + listed)
    }
    switch name.sceneParameter {
    case .required: parts.append("`scene`")
    case .optional: parts.append("`scene` " + localized("(optional)"))
    case .forbidden: break
    }
    return parts.joined(separator: "; ")
  }
}
