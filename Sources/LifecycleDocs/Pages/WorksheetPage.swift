import Lifecycle

/// `worksheets/<family>.md` and `answers/<family>.md`: "here is what the user does; write the
/// callbacks in order", with empty numbered rows to fill in, and the key that fills them.
///
/// Only delegate callbacks are asked for: notifications are on the scenario pages. Both pages
/// number their scenarios alike, so a teacher can hold one beside the other.
enum WorksheetPage {
  static func render(
    _ family: Scenario.Family, _ scenarios: [Scenario], answers: Bool, in site: SiteCatalog
  ) -> String {
    let page = answers ? SitePath.answers(family) : SitePath.worksheet(family)
    let other = answers ? SitePath.worksheet(family) : SitePath.answers(family)
    var blocks = [
      DocsSite.marker,
      answers
        ? localized("# Answer key: \(FamilyWording.title(family))")
        : localized("# Worksheet: \(FamilyWording.title(family))"),
      Markdown.link(localized("Index"), SitePath.relative(from: page, to: SitePath.index)) + " › "
        + Markdown.link(FamilyWording.title(family), SitePath.family(family, from: page)) + " › "
        + (answers
          ? localized("answer key (\(Markdown.link(localized("worksheet"), SitePath.relative(from: page, to: other))))")
          : localized("worksheet (\(Markdown.link(localized("answer key"), SitePath.relative(from: page, to: other))))")),
    ]
    if answers {
      blocks.append(
        localized(
          "The delegate callbacks of each step, in an order UIKit may use. **After** gives the rows that "
            + "must come first: rows with no path of After links between them may be written in either order. "
            + "An *optional* callback may be left out. Where devices disagree, each alternative is a correct answer; "
            + "one marked \"only after\" an alternative of the step before is correct when that was the answer there. "
            + "Each scenario's page has the full table, with notifications and sources."))
    } else {
      blocks.append(localized("Name: ______________________________    Date: ______________"))
      blocks.append(
        localized(
          "For each scenario, read where the app starts and what happens, then write the delegate "
            + "callbacks UIKit calls, in order, one per row (with the scene, for a scene-based app). Leave out "
            + "notifications. Steps marked *given* bring the app to where the question starts: nothing to write "
            + "for them. Every table has \(rows(scenarios)) rows, whatever the answer's length: leave the rest empty. "
            + "Write \"none\" when UIKit calls nothing."))
    }
    let rows = rows(scenarios)
    for (number, scenario) in scenarios.enumerated() {
      blocks.append(
        localized(
          "## \(number + 1). \(localized(key: scenario.title)) (\(localized(key: scenario.lifecycle.displayName)))"))
      let setup = ScenarioPage.setupCount(scenario)
      blocks.append(localized("**Start** \(Inline.start(scenario))"))
      if setup > 0 {
        blocks.append(given(scenario, setup: setup))
      }
      let following = site.following(scenario)
      for (index, step) in scenario.steps.enumerated() where index >= setup {
        blocks.append(localized("**Step \(index + 1).** \(StimulusWording.sentence(step.stimulus))"))
        if let note = answersNote(step) { blocks.append(note) }
        blocks +=
          answers
          ? key(step, index: index, following: following[index], scenario: scenario, page: page)
          : blank(rows: rows, scenario)
      }
      if answers {
        blocks.append(localized("Full table: \(Inline.scenario(scenario, from: page))."))
      }
    }
    return Markdown.page(blocks)
  }

  /// Why a step's question has more than one right answer, in a line under it, or nil when it has
  /// one: the devices disagree (alternatives), some callbacks may not come (optional), or some
  /// may be written in either order.
  static func answersNote(_ step: Scenario.Step) -> String? {
    var reasons: [String] = []
    if step.outcomes.count > 1 {
      reasons.append(localized("devices differ, and each of the \(step.outcomes.count) alternatives is right"))
    }
    let outcomes = step.outcomes.map { ($0, callbackPositions($0)) }
    if outcomes.contains(where: { outcome, positions in positions.contains { !outcome.response.events[$0].isRequired } }
    ) {
      reasons.append(localized("some callbacks are optional: an answer with or without them is right"))
    }
    if outcomes.contains(where: { outcome, positions in
      Set(outcome.response.order.groupLabels(among: positions)).count < positions.count
    }) {
      reasons.append(localized("some callbacks may be written in either order"))
    }
    guard !reasons.isEmpty else { return nil }
    return localized("*More than one answer is right:* \(reasons.joined(separator: "; ")).")
  }

  private static func callbackPositions(_ outcome: Scenario.Outcome) -> [Int] {
    outcome.response.events.indices.filter { outcome.response.events[$0].event.kind == .callback }
  }

  /// The write-in line of the callback column: long enough, printed, for
  /// `application(_:configurationForConnecting:options:)` in handwriting.
  static let writeIn = String(repeating: "_", count: 48)
  /// The write-in line of the scene column.
  static let sceneWriteIn = String(repeating: "_", count: 10)

  /// One row count for every table of a worksheet, two more than its longest answer, so the
  /// table's height says nothing about any one answer.
  static func rows(_ scenarios: [Scenario]) -> Int {
    let longest =
      scenarios.flatMap { scenario in
        scenario.steps.dropFirst(ScenarioPage.setupCount(scenario)).flatMap(\.outcomes)
          .map { callbackPositions($0).count }
      }.max() ?? 0
    return longest + 2
  }

  /// "**Given** steps 1 to 3 (`tapIcon`, `pressHome`, `suspend`): now the app is `suspended`."
  private static func given(_ scenario: Scenario, setup: Int) -> String {
    let stimuli = scenario.steps.prefix(setup).map { StimulusWording.sentence($0.stimulus) }
    // Setup steps have one outcome each (ScenarioPage.setupCount), so one state follows them.
    let states = scenario.steps[setup - 1].outcomes.map { Inline.states($0.states) }.first ?? ""
    return setup == 1
      ? localized("**Given** step 1: \(stimuli.joined(separator: " ")) Now \(states).")
      : localized("**Given** steps 1 to \(setup): \(stimuli.joined(separator: " ")) Now \(states).")
  }

  private static func blank(rows: Int, _ scenario: Scenario) -> [String] {
    let header = ["#", localized("Callback")] + (scenario.lifecycle == .scene ? [localized("Scene")] : [])
    return [
      Markdown.table(
        header,
        (1...rows).map {
          ["\($0)", writeIn] + (scenario.lifecycle == .scene ? [sceneWriteIn] : [])
        })
    ]
  }

  private static func key(
    _ step: Scenario.Step, index: Int, following: [Scenario.Following?], scenario: Scenario,
    page: String
  ) -> [String] {
    var blocks: [String] = []
    for (number, outcome) in step.outcomes.enumerated() {
      if step.outcomes.count > 1 {
        blocks.append(
          ScenarioPage.alternativeLine(
            outcome, number, of: step.outcomes.count, after: following[number]))
      }
      let positions = callbackPositions(outcome)
      if positions.isEmpty {
        blocks.append(localized("None: UIKit calls no delegate method."))
      } else {
        let after = outcome.response.order.directPredecessors(among: positions)
        let labels = outcome.response.order.groupLabels(among: positions)
        let header =
          ["#", localized("Callback")] + (scenario.lifecycle == .scene ? [localized("Scene")] : [])
          + [localized("After")]
        blocks.append(
          Markdown.table(
            header,
            positions.enumerated().map { row, position in
              let expected = outcome.response.events[position]
              let name = Inline.event(expected.event.name, from: page)
              return [labels[row], expected.isRequired ? name : localized("*\(name) (optional)*")]
                + (scenario.lifecycle == .scene ? [Inline.scene(expected)] : [])
                + [after[row].map { labels[$0] }.joined(separator: ", ")]
            }))
      }
      blocks.append(localized("**Then** \(Inline.states(outcome.states))."))
    }
    return blocks
  }
}
