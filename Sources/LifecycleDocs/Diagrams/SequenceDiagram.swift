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
    var lines =
      ["sequenceDiagram", "  participant System" + (system == "System" ? "" : " as " + system)]
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
      for expected in outcome.response.events { lines.append(indent + Self.arrow(expected)) }
    }
    if outcomes.count > 1 { lines.append("  end") }
    return Markdown.fence("mermaid", lines.joined(separator: "\n"))
  }

  /// `System->>App: application(_:didFinishLaunchingWithOptions:)`; a notification goes to the
  /// center; an optional event is a dashed arrow marked "(optional)".
  static func arrow(_ expected: ExpectedEvent) -> String {
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
    if !expected.isRequired { label = localized("\(label) (optional)") }
    return "System" + (expected.isRequired ? "->>" : "-->>") + target + ": " + text(label)
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
