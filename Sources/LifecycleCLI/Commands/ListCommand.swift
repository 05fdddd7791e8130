import Lifecycle

/// `lifecycle list`: every scenario of the catalog, as a table or JSON.
enum ListCommand: Command {
  static let name = "list"
  static let summary = "List the reference scenarios (id, family, lifecycle, title)."
  static let usage = "lifecycle list [--family NAME] [--lifecycle app|scene] [--format text|json]"
  static let help = """
    Lists the catalog's scenarios. JSON output is an array of scenario objects: id, family,
    lifecycle, title, narrative, sessions, requires, and steps, each step with its stimulus in
    the trace format's spelling and its allowed outcomes (events with presence and source).

    Options:
      --family NAME       only this family: \(Scenario.Family.allCases.map(\.rawValue).joined(separator: ", "))
      --lifecycle STYLE   only app-based (app) or scene-based (scene) scenarios
      --format FORMAT     text (default) or json

    Example:
      swift run lifecycle list --family interruption --lifecycle scene
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    let family = try arguments.option("--family", as: Scenario.Family.self)
    let lifecycle = try arguments.option("--lifecycle", as: LifecycleStyle.self)
    let format = try arguments.format()
    try arguments.finish()
    let scenarios = Scenario.all.filter {
      (family == nil || $0.family == family) && (lifecycle == nil || $0.lifecycle == lifecycle)
    }
    switch format {
    case .json:
      console.out(JSONValue.array(scenarios.map(\.json)).pretty)
    case .text:
      console.out(
        TextTable(
          header: ["ID", "FAMILY", "LIFECYCLE", "TITLE"],
          rows: scenarios.map { [$0.id, $0.family.rawValue, $0.lifecycle.rawValue, $0.title] }
        ).rendered)
    }
    return .success
  }
}
