import Lifecycle

/// `lifecycle show ID`: one scenario's steps, each with its expected events in order.
enum ShowCommand: Command {
  static let name = "show"
  static let summary = "Show one scenario's steps and the expected callbacks in order."
  static let usage = "lifecycle show ID [--format text|json]"
  static let help = """
    Prints the scenario's narrative and starting conditions, then for each step the stimulus,
    the events UIKit delivers in order (optional ones marked), the source of each row, and the
    app and scene states after. Alternatives are shown one after another.

    Options:
      --format FORMAT     text (default) or json (the scenario object of `lifecycle list`)

    Example:
      swift run lifecycle show home-press.scene
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    let format = try arguments.format()
    guard let id = try arguments.positional("ID") else { throw UsageError("missing scenario ID") }
    try arguments.finish()
    guard let scenario = Scenario.named(id) else {
      let suggestion = NearestName.to(id, in: Scenario.all.map(\.id))
      throw UsageError("unknown scenario '\(Quoted(id))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    switch format {
    case .json: console.out(scenario.json.pretty)
    case .text: console.out(text(scenario))
    }
    return .success
  }

  static func text(_ scenario: Scenario) -> String {
    var lines = [
      "\(scenario.id): \(scenario.title) (\(scenario.lifecycle.displayName), \(scenario.family.rawValue))",
      "",
      scenario.narrative,
      "",
      "Start: \(scenario.startingConditions.replacingOccurrences(of: "`", with: ""))",
    ]
    let printer = ResponsePrinter()
    for (index, step) in scenario.steps.enumerated() {
      lines.append("")
      lines.append("Step \(index + 1): \(step.stimulus.summary)")
      if step.outcomes.count == 1 {
        lines += printer.lines(for: step.outcomes[0].response)
        lines.append("  then: \(step.outcomes[0].states)")
      } else {
        for (number, outcome) in step.outcomes.enumerated() {
          let why = outcome.provenance.map { " (\($0.kind.rawValue): \($0.note))" } ?? ""
          lines.append("  Alternative \(number + 1) of \(step.outcomes.count)\(why)")
          lines += printer.lines(for: outcome.response).map { "  " + $0 }
          lines.append("    then: \(outcome.states)")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
