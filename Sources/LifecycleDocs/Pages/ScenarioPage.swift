import Lifecycle

/// `scenarios/<id>.md`: one scenario's narrative, starting conditions, and per step the
/// expected events in order, the states after and the order rules; then, where the scenario
/// exists in both life cycles, the two side by side.
enum ScenarioPage {
  static func render(_ scenario: Scenario, in site: SiteCatalog) -> String {
    let page = SitePath.scenario(scenario.id)
    let counterpart = site.counterpart(of: scenario)
    let following = site.following(scenario)
    let setup = setupCount(scenario)
    var blocks = [
      DocsSite.marker,
      localized("# \(localized(key: scenario.title)) (\(localized(key: scenario.lifecycle.displayName)))"),
      Markdown.link(localized("Index"), SitePath.relative(from: page, to: SitePath.index)) + " › "
        + Markdown.link(FamilyWording.title(scenario.family), SitePath.family(scenario.family, from: page)) + " › "
        + Markdown.code(scenario.id),
      localized(key: scenario.narrative),
      from(scenario, setup: setup),
    ]
    for index in setup..<scenario.steps.count {
      blocks.append("## " + heading(scenario.steps[index], index))
      blocks += stepBlocks(
        scenario.steps[index], index: index, following: following[index], scenario: scenario,
        page: page, diagram: true)
    }
    if setup > 0 {
      blocks.append(localized("## Setup"))
      blocks.append(localized("How the app got there, step by step; open to see each step's table."))
      // Plain text: GitHub does not read Markdown inside an HTML summary.
      let stimuli = scenario.steps.prefix(setup).map(\.stimulus.summary).joined(separator: ", ")
      blocks.append(
        "<details>\n<summary>"
          + (setup == 1
            ? localized("Step 1: \(stimuli)")
            : localized("Steps 1 to \(setup): \(stimuli)")) + "</summary>")
      blocks.append(localized("**Starting conditions** \(Inline.start(scenario))"))
      for index in 0..<setup {
        blocks.append("### " + heading(scenario.steps[index], index))
        blocks += stepBlocks(
          scenario.steps[index], index: index, following: following[index], scenario: scenario,
          page: page)
      }
      blocks.append("</details>")
    }
    if let counterpart {
      let (app, sceneBased) = scenario.lifecycle == .app ? (scenario, counterpart) : (counterpart, scenario)
      blocks.append(localized("## App-based and scene-based side by side"))
      blocks += ComparisonTable(app: app, scene: sceneBased, page: page).blocks
    }
    blocks.append(localized("## About this scenario"))
    blocks.append(facts(scenario, counterpart: counterpart, page: page))
    blocks.append("---")
    let seeAlso = [
      Markdown.link(localized("callback reference"), SitePath.relative(from: page, to: SitePath.callbacks)),
      Markdown.link(localized("state diagrams"), SitePath.relative(from: page, to: SitePath.states)),
      Markdown.link(
        localized("order rules"),
        SitePath.relative(
          from: page, to: SitePath.traceFormat,
          anchor: Markdown.anchor(localized("Order rules")))),
      Markdown.link(
        localized("how to read these tables"),
        SitePath.relative(
          from: page, to: SitePath.index,
          anchor: Markdown.anchor(localized("How to read the tables")))),
    ].joined(separator: ", ")
    blocks.append(localized("See also: \(seeAlso)."))
    return Markdown.page(blocks)
  }

  /// How many leading steps only bring the app to where the scenario starts: every step before
  /// the last, up to the first with several outcomes (alternatives are what a page is about), and
  /// in an interruption up to the step that starts it (the resign a reader came for is its own
  /// step, not setup). A scenario of one step, and the launch family (whose launches are the
  /// subject), have none.
  static func setupCount(_ scenario: Scenario) -> Int {
    guard scenario.family != .launch, scenario.steps.count > 1 else { return 0 }
    let limit = scenario.steps.count - 1
    let alternatives = scenario.steps.prefix(limit).firstIndex { $0.outcomes.count > 1 } ?? limit
    guard scenario.family == .interruption,
      let start = scenario.steps.prefix(limit).firstIndex(where: { startsInterruption($0.stimulus) })
    else { return alternatives }
    return min(alternatives, start)
  }

  /// Whether `stimulus` puts something over the app that a later step takes away: an overlay, the
  /// app switcher, the lock screen.
  private static func startsInterruption(_ stimulus: Stimulus) -> Bool {
    switch stimulus {
    case .beginInterruption, .openAppSwitcher, .lockDevice: true
    default: false
    }
  }

  /// "**From** the app is `active`; scene `main` is `foregroundActive` (after `tapIcon`: see Setup)."
  private static func from(_ scenario: Scenario, setup: Int) -> String {
    guard setup > 0 else { return localized("**From** \(Inline.start(scenario))") }
    let states = Set(scenario.steps[setup - 1].outcomes.map(\.states))
    let said = scenario.steps[setup - 1].outcomes.map { Inline.states($0.states) }
    let first = said.first ?? ""
    let stimuli = scenario.steps.prefix(setup).map { Markdown.code($0.stimulus.summary) }.joined(separator: ", ")
    let setupLink = Markdown.link(localized("Setup"), "#" + Markdown.anchor(localized("Setup")))
    return localized(
      "**From** \(states.count == 1 ? first : Inline.list(said.map { localized("either \($0)") })) "
        + "(after \(stimuli): see \(setupLink)).")
  }

  /// "Step 2: `beginInterruption alert`", the heading of a step and its anchor's source.
  static func heading(_ step: Scenario.Step, _ index: Int) -> String {
    localized("Step \(index + 1): \(Markdown.code(step.stimulus.summary))")
  }

  private static func facts(_ scenario: Scenario, counterpart: Scenario?, page: String) -> String {
    let needs = scenario.requirements.sorted()
    var lines = [
      localized("- **Id** \(Markdown.code(scenario.id))"),
      localized(
        "- **Family** \(Markdown.link(FamilyWording.title(scenario.family), SitePath.family(scenario.family, from: page)))"
      ),
      localized("- **Life cycle** \(localized(key: scenario.lifecycle.displayName))"),
      localized(
        "- **Engine needs** \(needs.isEmpty ? localized("nothing beyond launching the app") : needs.map { Markdown.code($0.rawValue) }.joined(separator: ", "))"
      ),
    ]
    if let counterpart {
      let above = Markdown.link(
        localized("above"), "#" + Markdown.anchor(localized("App-based and scene-based side by side")))
      lines.append(
        localized(
          "- **Same scenario, \(localized(key: counterpart.lifecycle.displayName))** "
            + "\(Inline.scenario(counterpart, from: page)) (compared \(above))"))
    }
    lines.append(
      localized(
        "- **Classroom** "
          + "\(Markdown.link(localized("worksheet"), SitePath.relative(from: page, to: SitePath.worksheet(scenario.family)))), "
          + "\(Markdown.link(localized("answer key"), SitePath.relative(from: page, to: SitePath.answers(scenario.family))))"
      ))
    return lines.joined(separator: "\n")
  }

  private static func stepBlocks(
    _ step: Scenario.Step, index: Int, following: [Scenario.Following?], scenario: Scenario,
    page: String, diagram: Bool = false
  ) -> [String] {
    var blocks = [StimulusWording.sentence(step.stimulus)]
    if diagram {
      if SequenceDiagram.needsLegend(step) { blocks.append(SequenceDiagram.legend) }
      blocks.append(SequenceDiagram(step: step, lifecycle: scenario.lifecycle).mermaid)
    }
    let showsScenes = scenario.lifecycle == .scene
    for (number, outcome) in step.outcomes.enumerated() {
      let table = OutcomeTable(outcome: outcome, stimulus: step.stimulus, page: page, showsScenes: showsScenes)
      if step.outcomes.count > 1 {
        blocks.append(
          alternativeLine(
            outcome, number, of: step.outcomes.count, after: following[number]))
      }
      blocks += table.blocks
    }
    return blocks
  }

  /// "**Alternative 1 of 2**, only after alternative 2 of step 2 ([uncertain](…): devices disagree)".
  /// `after` is the alternatives of an earlier step it can follow, nil for any.
  static func alternativeLine(
    _ outcome: Scenario.Outcome, _ number: Int, of count: Int, after: Scenario.Following?
  ) -> String {
    let why = outcome.provenance.map { " (" + Inline.provenanceWithNote($0) + ")" } ?? ""
    let follows =
      after.map { after in
        let step = after.step + 1
        return after.alternatives.count == 1
          ? localized(", only after alternative \(after.alternatives[0] + 1) of step \(step)")
          : localized(
            ", only after alternatives \(Inline.list(after.alternatives.map { "\($0 + 1)" })) of step \(step)")
      } ?? ""
    return localized("**Alternative \(number + 1) of \(count)**\(follows)\(why).")
  }
}
