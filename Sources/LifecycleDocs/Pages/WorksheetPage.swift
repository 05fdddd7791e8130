import Lifecycle

/// `worksheets/<family>.md` and `answers/<family>.md`: "here is what the user does; write the
/// callbacks in order", with empty numbered rows to fill in, and the key that fills them.
///
/// Only delegate callbacks are asked for: notifications are on the scenario pages. Both pages
/// number their scenarios alike, so a teacher can hold one beside the other.
enum WorksheetPage {
  static func render(_ family: Scenario.Family, _ scenarios: [Scenario], answers: Bool) -> String {
    let page = answers ? SitePath.answers(family) : SitePath.worksheet(family)
    let other = answers ? SitePath.worksheet(family) : SitePath.answers(family)
    var blocks = [
      DocsSite.marker,
      "# " + (answers ? "Answer key" : "Worksheet") + ": " + family.title,
      Markdown.link("Index", SitePath.relative(from: page, to: SitePath.index)) + " › "
        + Markdown.link(family.title, SitePath.family(family, from: page)) + " › "
        + (answers ? "answer key (" + Markdown.link("worksheet", SitePath.relative(from: page, to: other)) + ")"
                   : "worksheet (" + Markdown.link("answer key", SitePath.relative(from: page, to: other)) + ")"),
    ]
    if answers {
      blocks.append("The delegate callbacks of each step, in an order UIKit may use. **After** gives the rows that "
        + "must come first: rows with no path of After links between them may be written in either order. "
        + "An *optional* callback may be left out. Where devices disagree, each alternative is a correct answer; "
        + "one marked \"only after\" an alternative of the step before is correct when that was the answer there. "
        + "Each scenario's page has the full table, with notifications and sources.")
    } else {
      blocks.append("Name: ______________________________    Date: ______________")
      blocks.append("For each scenario, read where the app starts and what happens, then write the delegate "
        + "callbacks UIKit calls, in order, one per row" + " (with the scene, for a scene-based app). Leave out "
        + "notifications. Some rows may stay empty: a callback can be optional. Write \"none\" when UIKit calls "
        + "nothing.")
    }
    for (number, scenario) in scenarios.enumerated() {
      blocks.append("## \(number + 1). \(scenario.title) (\(scenario.lifecycle.displayName))")
      blocks.append("**Start** " + Inline.start(scenario))
      let following = scenario.following()
      for (index, step) in scenario.steps.enumerated() {
        blocks.append("**Step \(index + 1).** " + StimulusWording.sentence(step.stimulus))
        blocks += answers ? key(step, index: index, following: following[index], scenario: scenario, page: page)
                          : blank(step, scenario)
      }
      if answers {
        blocks.append("Full table: " + Inline.scenario(scenario, from: page) + ".")
      }
    }
    return Markdown.page(blocks)
  }

  private static func callbackPositions(_ outcome: Scenario.Outcome) -> [Int] {
    outcome.response.events.indices.filter { outcome.response.events[$0].event.kind == .callback }
  }

  private static func blank(_ step: Scenario.Step, _ scenario: Scenario) -> [String] {
    let rows = max(1, step.outcomes.map { callbackPositions($0).count }.max() ?? 0)
    let header = ["#", "Callback"] + (scenario.lifecycle == .scene ? ["Scene"] : [])
    return [Markdown.table(header, (1...rows).map { ["\($0)"] + Array(repeating: "", count: header.count - 1) })]
  }

  private static func key(_ step: Scenario.Step, index: Int, following: [[Int]?], scenario: Scenario,
                          page: String) -> [String] {
    var blocks: [String] = []
    for (number, outcome) in step.outcomes.enumerated() {
      if step.outcomes.count > 1 {
        blocks.append(ScenarioPage.alternativeLine(outcome, number, of: step.outcomes.count, step: index,
                                                   after: following[number]))
      }
      let positions = callbackPositions(outcome)
      if positions.isEmpty {
        blocks.append("None: UIKit calls no delegate method.")
      } else {
        let after = outcome.response.order.directPredecessors(among: positions)
        let labels = outcome.response.order.groupLabels(among: positions)
        let header = ["#", "Callback"] + (scenario.lifecycle == .scene ? ["Scene"] : []) + ["After"]
        blocks.append(Markdown.table(header, positions.enumerated().map { row, position in
          let expected = outcome.response.events[position]
          let name = Inline.event(expected.event.name, from: page)
          return [labels[row], expected.isRequired ? name : "*\(name) (optional)*"]
            + (scenario.lifecycle == .scene ? [Inline.scene(expected)] : [])
            + [after[row].map { labels[$0] }.joined(separator: ", ")]
        }))
      }
      blocks.append("**Then** " + Inline.states(outcome.states) + ".")
    }
    return blocks
  }
}
