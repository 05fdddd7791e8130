import Lifecycle

/// One step of a scenario as a Mermaid `sequenceDiagram`: the system, the app delegate, each
/// scene's delegate and the notification center, with an arrow per event in the table's order
/// and an `alt` block per alternative. GitHub renders it beside the step's table.
struct SequenceDiagram {
  let step: Scenario.Step
  let lifecycle: LifecycleStyle

  var mermaid: String {
    let outcomes = step.outcomes
    let scenes = Self.scenes(in: outcomes)
    let notifies = outcomes.contains { $0.response.events.contains { $0.event.kind == .notification } }
    let toApp = outcomes.contains {
      $0.response.events.contains { $0.event.kind == .callback && $0.event.scene == nil }
    }
    let system = localized("System")
    // Narrow participants: GitHub scales a diagram down to its column, and with four or five
    // participants beside a selector-long message the default widths shrank labels to about 11 px.
    var lines =
      [
        Self.directive, "sequenceDiagram",
        "  participant System" + (system == "System" ? "" : " as " + system),
      ]
      + (toApp ? ["  participant App as " + localized("App delegate")] : [])
    for scene in scenes {
      lines.append("  participant \(Self.id(scene)) as " + localized("Scene delegate \(scene.rawValue)"))
    }
    // Foundation's NotificationCenter, by its name: not the Notification Center overlay.
    if notifies { lines.append("  participant Center as NotificationCenter") }
    lines.append("  Note over System: " + Self.text(step.stimulus.summary))
    for (number, outcome) in outcomes.enumerated() {
      if outcomes.count > 1 {
        lines.append(
          "  " + (number == 0 ? "alt" : "else") + " "
            + localized("Alternative \(number + 1) of \(outcomes.count)"))
      }
      let indent = outcomes.count > 1 ? "    " : "  "
      if outcome.response.events.isEmpty {
        lines.append(indent + "Note over System: " + localized("nothing is delivered"))
      }
      let labels = outcome.response.order.groupLabels(among: Array(outcome.response.events.indices))
      for (expected, label) in zip(outcome.response.events, labels) {
        lines.append(indent + Self.arrow(expected, number: label))
      }
    }
    if outcomes.count > 1 { lines.append("  end") }
    return Markdown.fence("mermaid", lines.joined(separator: "\n"))
  }

  /// The Mermaid configuration every sequence diagram starts with: participants 110 px wide,
  /// 20 px apart (150 and 50 by default).
  static let directive = #"%%{init: {"sequence": {"width": 110, "actorMargin": 20}}}%%"#

  /// Whether a step's diagram needs its legend: it has optional events, or events that no order
  /// ties to one another (numbered alike).
  static func needsLegend(_ step: Scenario.Step) -> Bool {
    step.outcomes.contains { outcome in
      let events = outcome.response.events
      return events.contains { !$0.isRequired }
        || Set(outcome.response.order.groupLabels(among: Array(events.indices))).count < events.count
    }
  }

  /// What the numbers and dashes of a diagram mean, for the line above it.
  static var legend: String {
    localized(
      "Each arrow carries its row's number in the table below; arrows numbered alike (2a, 2b) come in any "
        + "order among themselves, and a dashed arrow is an optional event. The drawing's top-to-bottom order "
        + "is one valid order, not the only one.")
  }

  /// `System->>App: 2 application(_:didFinishLaunchingWithOptions:)`, numbered as the event's row
  /// in the table; a notification goes to the center; an optional event is a dashed arrow.
  static func arrow(_ expected: ExpectedEvent, number: String) -> String {
    let target: String
    var label = expected.event.name
    switch expected.event {
    case .callback(let callback):
      target = callback.scene.map(id) ?? "App"
      if callback.scene == nil, !expected.sessions.isEmpty {
        label = localized("\(label) for \(expected.sessions.map(\.rawValue).joined(separator: ", "))")
      }
    case .notification(let notification):
      target = "Center"
      if let scene = notification.scene { label += " (" + scene.rawValue + ")" }
    }
    return "System" + (expected.isRequired ? "->>" : "-->>") + target + ": " + number + " " + text(label)
  }

  /// The scenes the step's events concern, in order of first appearance.
  static func scenes(in outcomes: [Scenario.Outcome]) -> [SceneID] {
    var result: [SceneID] = []
    for outcome in outcomes {
      for expected in outcome.response.events {
        if let scene = expected.event.scene, !result.contains(scene) { result.append(scene) }
      }
    }
    return result
  }

  /// A participant id Mermaid accepts for a scene id (`[a-z0-9-]`): `Scene_second_window`.
  static func id(_ scene: SceneID) -> String {
    "Scene_" + scene.rawValue.map { $0 == "-" ? "_" : $0 }.map(String.init).joined()
  }

  /// Message text without the characters that end a Mermaid statement or start an entity.
  static func text(_ text: String) -> String {
    text.filter { $0 != ";" && $0 != "#" }
  }
}
