import Lifecycle
import LifecycleConformance

/// A conformance report as the Engines pages show it: the document the kit writes
/// (`ReportDocument`, read by its own decoder) under the name of its file, with what the pages
/// need of it beyond what the decoder checks.
///
/// ```swift
/// let report = try EngineReport(name: "reference-scene", json: text)
/// DocsSite.render(Scenario.all, engines: [report])
/// ```
package struct EngineReport: Hashable, Sendable {
  /// The report's file name without `.json`: the name of its page (`engines/reference-scene.md`).
  package var name: String
  /// The report itself.
  package var document: ReportDocument

  /// Why a file is not a conformance report, naming the file.
  package struct NotAReport: Error, CustomStringConvertible {
    /// The file's name without `.json`.
    package var name: String
    /// What is wrong, naming the key and quoting the value.
    package var reason: String
    /// The file, then the reason: `x.json: not a conformance report: a scenario lacks id or verdict`.
    package var description: String { "\(Quoted(name)).json: not a conformance report: \(reason)" }
  }

  /// Reads a report from its JSON text; `name` is its file name without `.json`.
  package init(name: String, json text: String) throws(NotAReport) {
    func fail(_ reason: String) -> NotAReport { NotAReport(name: name, reason: reason) }
    // The name makes a page's path and its links: an id, or the link around it is rewritten.
    guard ReportDocument.isIdentifier(name) else {
      throw fail("its file name is not an id (letters, digits, '.', '-' and '_', at most 200)")
    }
    let document: ReportDocument
    do {
      document = try ReportDocument(json: text)
    } catch {
      throw fail(error.reason)
    }
    // The pages put the name in headings: a value that is not one short line of text would
    // rewrite the page around it. (The decoder refuses a kitVersion that is not a version.)
    guard Self.isName(document.engine) else {
      throw fail(
        "its engine \(JSONValue.string(String(document.engine.prefix(80))).compact) is not one line of at most 200 "
          + "characters")
    }
    self.name = name
    self.document = document
  }

  /// A name for a heading: one line, printable, not empty, at most 200 characters.
  private static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 200 && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
      && !text.contains(where: \.isNewline)
  }

  /// The badge line, as the report's Markdown writes it (`ConformanceReport.badge`): the
  /// engine's distinct bugs, then how many scenarios got each verdict that some scenario got.
  /// `MiniUIKit: no bugs; scenarios: 40 pass, 35 skip (LifecycleKit 3.0.0)`.
  var badge: String {
    "\(pageName): \(document.tally.description) (LifecycleKit \(document.kitVersion))"
  }

  /// The engine's name on a page, in the edition's language. A translation is the site's own
  /// text; the name itself is the engine's words, so escaped to read as text (never a link, a
  /// tag or emphasis) and quoted (no control character).
  var pageName: String {
    let translated = localized(key: document.engine)
    return translated != document.engine ? translated : Quoted(document.engine, limit: nil).markdown
  }

  /// The badge line in the language of the edition being rendered.
  var localizedBadge: String {
    guard Language.current != .english else { return badge }
    let tally = document.tally
    var parts = localized(
      "scenarios: \(tally.counts.map { "\(localized(key: $0.verdict.rawValue)) \($0.count)" }.joined(separator: ", "))")
    if let count = tally.bugs {
      let bugs = count == 0 ? localized("no bugs") : localized("\(count) bugs")
      parts = bugs + (tally.known > 0 ? ", " + localized("\(tally.known) known") : "") + "; " + parts
    }
    return localized("\(pageName): \(parts) (LifecycleKit \(document.kitVersion))")
  }
}
