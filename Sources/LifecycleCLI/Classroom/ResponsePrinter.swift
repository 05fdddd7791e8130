import Lifecycle

/// Prints responses for people: numbered rows in order, optional events marked, and each
/// row's source as a footnote, so a long URL does not push the table apart.
///
/// ```
///   1  sceneWillResignActive(_:)                     main            [1]
///   2  UIScene.willDeactivateNotification            main            [1]
///   3  stateRestorationActivity(for:)                main  optional  [2]
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
      return ["\(position + 1)", expected.event.name, expected.event.scene?.rawValue ?? "",
              expected.isRequired ? "" : "optional", "[\(footnote)]"]
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

  func bold(_ text: String) -> String { styled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
