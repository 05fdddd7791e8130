import Lifecycle

/// The step tables of a projection's page: for representative scenarios, each step's stimulus,
/// the callbacks of the canonical response (the model's first alternative, every optional event),
/// the model's state after it and the framework states the projection allows then.
enum ProjectionSteps {
  /// The scenarios a projection page walks through, in this order, when the site has them: a
  /// launch, a background launch, the Home button, an alert, suspension, termination and a second
  /// scene, in each lifecycle. Every scenario of both lifecycles would make a page of thousands
  /// of lines; these cover every state of the model that a projection maps.
  static let representative = [
    "launch.first.app", "launch.first.scene", "launch.background.app", "launch.background.scene",
    "home-press.app", "home-press.scene", "interruption.alert.app", "interruption.alert.scene",
    "suspension.suspend.app", "suspension.suspend.scene", "suspension.terminate-background.app",
    "suspension.terminate-background.scene", "multi-scene.open-second.scene",
  ]

  /// The section's blocks: what the tables show, then a heading and a table per scenario.
  static func blocks(_ projection: Projection, in site: SiteCatalog, from page: String) -> [String] {
    let scenarios = representative.compactMap { id in
      site.scenarios.first { $0.id == id && projection.lifecycles.contains($0.lifecycle) }
    }
    var blocks = [
      localized(
        "The framework states a correct mapper reports, step by step, in representative scenarios of the "
          + "lifecycles the projection applies to: a launch, a background launch, the Home button, an alert, "
          + "suspension, termination and a second scene. Each row gives the UIKit callbacks of the canonical "
          + "response (the model's first alternative, with every optional event), the model's state after the step "
          + "and the framework state allowed then. The kit also sends the other responses iOS allows; the "
          + "expected states are the same. After a step that ends the process, the mapper is started afresh and "
          + "reports its initial state.")
    ]
    guard !scenarios.isEmpty else {
      blocks.append(localized("The catalog being rendered has none of these scenarios."))
      return blocks
    }
    for scenario in scenarios {
      blocks.append("### " + Inline.scenario(scenario, from: page) + " " + localized(key: scenario.title))
      blocks.append(table(projection, scenario))
    }
    return blocks
  }

  /// One scenario's table: a row for the start, then one per step, following the model's first
  /// alternative.
  static func table(_ projection: Projection, _ scenario: Scenario) -> String {
    var model = LifecycleModel(lifecycle: scenario.lifecycle, sessions: scenario.sessions)
    var rows = [[localized("start"), "", states(projection, model.snapshot, start: true)]]
    for (index, step) in scenario.steps.enumerated() {
      let stimulus = "\(index + 1). " + Markdown.code(step.stimulus.summary)
      guard let canonical = (try? model.respond(to: step.stimulus))?.first else {
        rows.append([stimulus, localized("the model cannot take this step"), ""])
        break
      }
      model = canonical.next
      rows.append([stimulus, callbacks(canonical.response), states(projection, model.snapshot)])
    }
    // One column for both states: with a column each, a table of long selectors overflows
    // GitHub's column.
    return Markdown.table(
      [localized("Step"), localized("UIKit callbacks"), localized("Model state → framework state")], rows)
  }

  /// The callbacks of a response in order, each scene callback with its scene.
  private static func callbacks(_ response: Response) -> String {
    let names = response.events.compactMap { expected in
      expected.event.callback.map { callback in
        Markdown.code(callback.method.rawValue) + (callback.scene.map { " " + Markdown.code($0.rawValue) } ?? "")
      }
    }
    return names.isEmpty ? localized("none") : names.joined(separator: ", ")
  }

  /// The model's state after a step (or at the `start`) with the framework states the projection
  /// allows for it: the app's, or each scene session's, by id.
  static func states(_ projection: Projection, _ snapshot: StateSnapshot, start: Bool = false) -> String {
    guard projection.subject == .scene else {
      let allowed = start ? projection.allowedInitial : projection.allowed[snapshot.app.rawValue]!
      return localized("app \(Markdown.code(snapshot.app.rawValue))") + " → " + ProjectionPage.allowed(allowed)
    }
    let scenes = snapshot.scenes.keys.sorted().map { id in
      let state = snapshot.scenes[id]!.rawValue
      let framework = projection.allowed[state].map(ProjectionPage.allowed) ?? localized("not connected")
      return Markdown.code(id.rawValue) + " " + Markdown.code(state) + " → " + framework
    }
    return scenes.isEmpty ? localized("no scene") : scenes.joined(separator: "; ")
  }
}
