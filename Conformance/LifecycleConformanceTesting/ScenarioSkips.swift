/// Which of a list of scenarios an engine runs, and why it skips each of the others: what
/// `Scenario.runnable(by:among:)` and the `skippedScenarios(of:among:)` trait split between them.
struct ScenarioSkips {
  /// The scenarios the engine can run and the selection picks, in the list's order.
  var runnable: [Scenario] = []
  /// The scenarios the selection picks that the engine cannot run, each with the reason.
  var skipped: [(scenario: Scenario, reason: String)] = []
  /// How many scenarios the selection leaves out.
  var notSelected = 0
  let selection: ScenarioSelection

  /// The skips of an engine with `capabilities`, whose reasons call it `subject`.
  init(
    _ capabilities: EngineCapabilities, _ scenarios: [Scenario], selection: ScenarioSelection,
    subject: String = "the engine"
  ) {
    self.selection = selection
    for scenario in scenarios {
      guard selection.includes(scenario.id) else {
        notSelected += 1
        continue
      }
      // The driver's own reason, so that the skip and a run of the scenario never disagree.
      if let reason = capabilities.reasonToSkip(Script(scenario), subject: subject) {
        skipped.append((scenario, reason))
      } else {
        runnable.append(scenario)
      }
    }
  }

  /// What the skipped test says, or `nil` when nothing is skipped: the scenarios `engine`
  /// cannot run grouped by reason, each with every id, then how many the selection leaves out.
  ///
  /// ```
  /// MiniUIKit cannot run 2 of the 3 scenarios selected:
  /// - 1 because the scenario is app-based; the engine runs scene-based only: launch.first.app
  /// - 1 because the scenario needs payloads, which the engine does not declare: other.open-url.scene
  /// 2 more scenarios are not selected by LIFECYCLE_SCENARIOS=launch.*,other.*
  /// ```
  func comment(engine: String) -> String? {
    var lines: [String] = []
    if !skipped.isEmpty {
      let selected = runnable.count + skipped.count
      lines.append(
        "\(engine) cannot run \(skipped.count) of the \(selected) scenarios" + (notSelected > 0 ? " selected:" : ":"))
      var reasons: [String] = []
      var ids: [String: [String]] = [:]
      for (scenario, reason) in skipped {
        if ids[reason] == nil { reasons.append(reason) }
        ids[reason, default: []].append(scenario.id)
      }
      for reason in reasons {
        let group = ids[reason]!
        lines.append("- \(group.count) because \(reason): \(group.joined(separator: ", "))")
      }
    }
    if notSelected > 0 {
      let scenarios = notSelected == 1 ? "scenario is" : "scenarios are"
      lines.append("\(notSelected) \(skipped.isEmpty ? "" : "more ")\(scenarios) not selected by \(selection)")
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
