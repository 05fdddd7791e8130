import Lifecycle

/// Prints responses for people: numbered rows in order, optional events marked, and each
/// row's source as a footnote, so a long URL does not push the table apart.
///
/// ```
///   1  sceneWillResignActive(_:)                     main            [1]
///   2  UIScene.willDeactivateNotification            main            [1]
///   3  stateRestorationActivity(for:)                main  optional  [2]
///   4  application(_:didDiscardSceneSessions:)       sessions: main  [3]
/// ```
///
/// The scene column names, for a callback that is given them, the sessions and what the launch
/// or connection options carry; the next column, what the callback reads of the app's and the
/// scene's state (Conformance/SPEC.md#version-11):
///
/// ```
///   4  scene(_:willConnectTo:options:)  main, payload: url  app background, scene unattached  [3]
///   [1] documented  https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
/// ```
struct ResponsePrinter {
  /// Whether to use terminal escape codes (bold headings); only when writing to a terminal.
  var styled = false

  /// The rows and the footnotes of one response, indented by two spaces.
  func lines(for response: Response) -> [String] {
    guard !response.isEmpty else { return ["  (no callback, no notification)"] }
    // One footnote per page and kind: several notes often cite the same page.
    var sources: [String] = []
    let rows = response.events.enumerated().map { position, expected -> [String] in
      let source = "\(expected.provenance.kind.rawValue)  \(expected.provenance.url)"
      if !sources.contains(source) { sources.append(source) }
      let footnote = sources.firstIndex(of: source)! + 1
      return [
        "\(position + 1)", expected.event.name, Self.subject(expected), Self.reads(expected),
        expected.isRequired ? "" : "optional", "[\(footnote)]",
      ]
    }
    let table = TextTable(header: nil, rows: rows).rendered.split(separator: "\n").map { "  " + $0 }
    let notes = sources.enumerated().map { "  [\($0.offset + 1)] \($0.element)" }
    return table + notes
  }

  /// Every alternative, each with its reason when there are several.
  func lines(for alternatives: [(response: Response, provenance: Provenance?)]) -> [String] {
    guard alternatives.count > 1 else { return alternatives.first.map { lines(for: $0.response) } ?? [] }
    return alternatives.enumerated().flatMap { number, alternative -> [String] in
      let why = alternative.provenance.map { " (\($0.kind.rawValue): \($0.note))" } ?? ""
      return [bold("Alternative \(number + 1) of \(alternatives.count)\(why)")] + lines(for: alternative.response)
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
