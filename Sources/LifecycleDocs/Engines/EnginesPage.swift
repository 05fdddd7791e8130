import Lifecycle
import LifecycleConformance

/// `engines.md` and one page per engine under `engines/`: the conformance reports of the engines
/// this repository ships (the reference engine, the example packages, every broken engine),
/// rendered from the reports' JSON, so a reader sees what a report says and how each broken
/// engine fails.
enum EnginesPage {
  static let page = "engines.md"

  /// The page of one engine's report.
  static func page(_ report: EngineReport) -> String { "engines/\(report.name).md" }

  /// Every page: the overview and one page per report, the reference engine first, then the
  /// example packages, then the broken engines, each group by name.
  static func render(_ reports: [EngineReport], _ site: SiteCatalog) -> [String: String] {
    let ordered = reports.sorted { (rank($0), $0.name) < (rank($1), $1.name) }
    var pages = [page: overview(ordered)]
    for report in ordered { pages[page(report)] = render(report, site) }
    return pages
  }

  /// Where a report's file name puts it: `reference-…`, `example-…`, then the rest.
  private static func rank(_ report: EngineReport) -> Int {
    report.name.hasPrefix("reference-") ? 0 : report.name.hasPrefix("example-") ? 1 : 2
  }

  private static func overview(_ reports: [EngineReport]) -> String {
    var blocks = [
      DocsSite.marker,
      localized("# Engines"),
      localized(
        "What the conformance kit reports for the engines this repository ships: the reference engine, "
          + "the example engine packages of `Conformance/Examples`, and the engines broken on purpose for "
          + "the kit's own tests and for the classroom, each wrong in one way. Each page is rendered from the "
          + "engine's report (`ConformanceReport`, JSON in `Conformance/Reports`), the file an engine author can "
          + "publish: the verdict of every scenario, with the reason, and the rules broken, most scenarios first."),
    ]
    guard !reports.isEmpty else { return Markdown.page(blocks + [localized("No reports yet.")]) }
    let header = [
      localized("Engine"), localized("Pass"), localized("Fail"), localized("Skip"),
      localized("Known failure"), localized("Unexpected pass"), localized("Rules broken"),
    ]
    blocks.append(
      Markdown.table(
        header,
        reports.map { report in
          [Markdown.link(report.pageName, page(report))]
            + ReportDocument.Verdict.allCases.map { "\(report.document.count($0))" }
            + [
              report.document.rules.isEmpty
                ? localized("none") : report.document.rules.map { Markdown.code($0.rule) }.joined(separator: ", ")
            ]
        }))
    return Markdown.page(blocks)
  }

  private static func render(_ report: EngineReport, _ site: SiteCatalog) -> String {
    let here = page(report)
    var blocks = [
      DocsSite.marker,
      "# " + report.pageName,
      report.localizedBadge + ".",
      localized(
        "Judged by LifecycleKit \(report.document.kitVersion). \(Markdown.link(localized("All engines"), "../" + page))."
      ),
      localized("## Rules broken"),
    ]
    blocks.append(
      report.document.rules.isEmpty
        ? localized("None.")
        : report.document.rules.map { rule in
          let first = site.scenarios.first { $0.id == rule.firstScenario }
          let scenario = first.map { Inline.scenario($0, from: here) } ?? Markdown.code(rule.firstScenario)
          let count = rule.scenarios == 1 ? localized("1 scenario") : localized("\(rule.scenarios) scenarios")
          return localized("- \(Markdown.code(rule.rule)): \(count) (first: \(scenario) step \(rule.firstStep))")
        }.joined(separator: "\n"))
    for (family, members) in site.families {
      let rows = members.compactMap { scenario in
        report.document.scenarios.first { $0.id == scenario.id }.map { (scenario, $0) }
      }
      guard !rows.isEmpty else { continue }
      blocks.append("## " + FamilyWording.title(family))
      blocks.append(
        Markdown.table(
          [localized("Scenario"), localized("Verdict"), localized("Why")],
          rows.map { scenario, verdict in
            [
              Inline.scenario(scenario, from: here), localized(key: verdict.verdict.rawValue),
              Self.reason(verdict.reason),
            ]
          }))
    }
    // Scripts the report judges beyond the catalog (or scenarios this catalog lacks).
    let others = report.document.scenarios.filter { verdict in !site.scenarios.contains { $0.id == verdict.id } }
    if !others.isEmpty {
      blocks.append(localized("## Scripts"))
      blocks.append(
        Markdown.table(
          [localized("Scenario"), localized("Verdict"), localized("Why")],
          others.map {
            [Markdown.code($0.id), localized(key: $0.verdict.rawValue), Self.reason($0.reason)]
          }))
    }
    return Markdown.page(blocks)
  }

  /// A verdict's reason: the kit's own message, which a translated edition quotes as the kit prints
  /// it (a reader sees the same text in a terminal) rather than translating what it reports. It
  /// holds the engine's words (its name, a line it wrote): quoted, and escaped or in code.
  private static func reason(_ text: String) -> String {
    guard Language.current != .english, !text.isEmpty else { return Quoted(text, limit: nil).markdown }
    return Markdown.code(Quoted(text, limit: nil).description)
  }
}
