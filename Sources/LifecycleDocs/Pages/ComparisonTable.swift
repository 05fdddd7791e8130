import Lifecycle

/// The app-based and scene-based versions of a scenario side by side: per step, one column per
/// allowed outcome of each, rows aligned by position, the states after in the last row.
struct ComparisonTable {
  let app: Scenario
  let scene: Scenario
  let page: String

  var blocks: [String] {
    var blocks = [
      localized(
        "The same story in both life cycles: \(Inline.scenario(app, from: page)) (app-based) and "
          + "\(Inline.scenario(scene, from: page)) (scene-based). Each column lists its events in the order "
          + "of its own table; optional events are in italics. The tables above give the exact order constraints.")
    ]
    for index in 0..<max(app.steps.count, scene.steps.count) {
      let left = columns(app, index, label: localized("App-based"))
      let right = columns(scene, index, label: localized("Scene-based"))
      // Two columns at most, so the table fits a page's width: where a step has alternatives,
      // one table per alternative, the n-th of each life cycle side by side.
      let pairs = max(left.count, right.count)
      for pair in 0..<pairs {
        let columns = [(left, localized("App-based")), (right, localized("Scene-based"))].map { side, label in
          side.indices.contains(pair) ? side[pair] : Column.none(label)
        }
        let height = columns.map(\.events.count).max() ?? 0
        var rows: [[String]] = [[localized("stimulus")] + columns.map(\.stimulus)]
        for row in 0..<height {
          rows.append(["\(row + 1)"] + columns.map { row < $0.events.count ? $0.events[row] : "" })
        }
        rows.append([localized("then")] + columns.map(\.states))
        blocks.append(
          pairs > 1 ? localized("**Step \(index + 1)**, alternatives \(pair + 1)") : localized("**Step \(index + 1)**"))
        let header = [""] + columns.map(\.title)
        if Markdown.width(header, rows) <= Markdown.widthBudget {
          blocks.append(Markdown.table(header, rows))
        } else {
          // Too wide side by side (the protected-data notifications): one above the other.
          for (number, column) in columns.enumerated() {
            blocks.append(Markdown.table(["", column.title], rows.map { [$0[0], $0[number + 1]] }))
          }
        }
      }
    }
    return blocks
  }

  private struct Column {
    let title: String
    let stimulus: String
    let events: [String]
    let states: String

    /// The side of a pair where this life cycle has no more alternatives.
    static func none(_ title: String) -> Column {
      Column(title: title, stimulus: "", events: [localized("(no further alternative)")], states: "")
    }
  }

  private func columns(_ scenario: Scenario, _ index: Int, label: String) -> [Column] {
    guard index < scenario.steps.count else {
      return [Column(title: label, stimulus: localized("(no such step)"), events: [], states: "")]
    }
    let step = scenario.steps[index]
    return step.outcomes.enumerated().map { number, outcome in
      let title = step.outcomes.count > 1 ? localized("\(label) \(number + 1) of \(step.outcomes.count)") : label
      let events = outcome.response.events.map { expected -> String in
        var text = Inline.event(expected.event.name, from: page)
        let scene = Inline.scene(expected)
        if !scene.isEmpty { text += " " + scene }
        return expected.isRequired ? text : localized("*\(text) (optional)*")
      }
      return Column(
        title: title, stimulus: Markdown.code(step.stimulus.summary),
        events: events.isEmpty ? [localized("(nothing)")] : events, states: Inline.statesCell(outcome.states))
    }
  }
}
