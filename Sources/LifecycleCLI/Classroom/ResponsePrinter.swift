import Lifecycle

/// Prints responses for people: numbered rows in order, optional events marked, then each
/// source once with the rows it stands for, so a long URL does not push the table apart.
///
/// ```
///   1  sceneWillResignActive(_:)                main
///   2  UIScene.willDeactivateNotification       main
///   3  stateRestorationActivity(for:)           main, optional
///   4  application(_:didDiscardSceneSessions:)  sessions: main
///   1, 2: documented  https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
/// ```
///
/// The scene column names, for a callback that is given them, the sessions and what the launch
/// or connection options carry; with `showsStates`, the next column what the callback reads of
/// the app's and the scene's state (Conformance/SPEC.md#version-11):
///
/// ```
///   4  scene(_:willConnectTo:options:)  main, payload: url  app background, scene unattached
/// ```
struct ResponsePrinter {
  /// Whether to use terminal escape codes (bold headings); only when writing to a terminal.
  var styled = false
  /// Whether to show what each callback reads of the app's and the scene's state.
  var showsStates = true
  /// The columns to fit in, or `nil` for a table as wide as its longest row: a row whose
  /// callback's name leaves no room goes on on a second line. A source's URL is never broken,
  /// and the states make a table as wide as they need.
  var width: Int?

  /// The rows and the sources of one response, indented by two spaces.
  func lines(for response: Response) -> [String] {
    guard !response.isEmpty else { return ["  (no callback, no notification)"] }
    // One line per page and kind: several notes often cite the same page.
    var sources: [(source: String, rows: [Int])] = []
    let rows = response.events.enumerated().map { position, expected -> [String] in
      let source = "\(expected.provenance.kind.rawValue)  \(expected.provenance.url)"
      if let index = sources.firstIndex(where: { $0.source == source }) {
        sources[index].rows.append(position + 1)
      } else {
        sources.append((source, [position + 1]))
      }
      let subject = [Self.subject(expected), expected.isRequired ? "" : "optional"].filter { !$0.isEmpty }
      return ["\(position + 1)", expected.event.name, subject.joined(separator: ", ")]
        + (showsStates ? [Self.reads(expected)] : [])
    }
    let table = TextTable(header: nil, rows: rows)
    // Two columns of the width go to the indentation.
    let rendered =
      width.flatMap { showsStates ? nil : table.rendered(fitting: $0 - 2, spilling: 1) } ?? table.rendered
    let lines = rendered.split(separator: "\n").map { "  " + $0 }
    let notes = sources.map { "  \($0.rows.map(String.init).joined(separator: ", ")): \($0.source)" }
    return lines + notes
  }

  /// Every alternative, each with its reason when there are several.
  func lines(for alternatives: [(response: Response, provenance: Provenance?)]) -> [String] {
    guard alternatives.count > 1 else { return alternatives.first.map { lines(for: $0.response) } ?? [] }
    return alternatives.enumerated().flatMap { number, alternative -> [String] in
      let why = alternative.provenance.map { " (\($0.kind.rawValue): \($0.note))" } ?? ""
      let heading = "Alternative \(number + 1) of \(alternatives.count)\(why)"
      return (width.map { heading.wrapped(width: $0) } ?? [heading]).map(bold) + lines(for: alternative.response)
    }
  }

  /// The scene, then the arguments that matter: `main, payload: url`, `sessions: main, second`.
  static func subject(_ expected: ExpectedEvent) -> String {
    var parts: [String] = expected.event.scene.map { [$0.rawValue] } ?? []
    let arguments = EventArguments(expected: expected, kinds: [.sessions, .payload])
    if let sessions = arguments.sessions {
      parts.append("sessions: " + sessions.map(\.rawValue).joined(separator: ", "))
    }
    if let payload = arguments.payload { parts.append("payload: \(payload.rawValue)") }
    return parts.joined(separator: ", ")
  }

  /// What the callback reads inside, as the model allows it (Conformance/SPEC.md#argument-states):
  /// `app inactive`, `app background, scene foregroundActive`, `app active or inactive`.
  static func reads(_ expected: ExpectedEvent) -> String {
    var parts: [String] = []
    if let app = expected.applicationState { parts.append("app \(app.summary)") }
    if let scene = expected.activationState { parts.append("scene \(scene.summary)") }
    return parts.joined(separator: ", ")
  }

  func bold(_ text: String) -> String { styled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
