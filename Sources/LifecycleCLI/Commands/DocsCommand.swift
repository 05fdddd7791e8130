import Foundation
import Lifecycle
import LifecycleDocs

/// `lifecycle docs`: renders the catalog into DocsSite/, or checks that DocsSite/ is up to date.
enum DocsCommand: Command {
  static let name = "docs"
  static let summary = "Render the reference site into DocsSite/, or --check that it is up to date."
  static let usage = "lifecycle docs [--output DIR] [--reports DIR] [--check]"
  static let help = """
    Renders the catalog into a folder of Markdown pages: an index, one page per scenario with the
    expected callback order step by step, state diagrams, a callback reference, the trace format,
    worksheets and answer keys per family, catalog.json, and the Engines pages, rendered from the
    conformance reports in Conformance/Reports (written by the package's tests and by the example
    packages' tests). The output is the same on every run.

    The folder is replaced as a whole: the pages are written to a temporary folder beside it,
    which is then renamed into place, so a failure leaves the old folder intact. A non-empty
    folder that this command did not write (its index.md lacks the generated-file marker) is
    never replaced.

    Options:
      --output DIR   the folder to write or check (default: DocsSite)
      --reports DIR  the folder of conformance reports, *.json (default: Conformance/Reports)
      --check        write nothing; exit 1 and name every file that differs, is missing or is
                     extra, or exit 0 when the folder is up to date

    Examples:
      swift run lifecycle docs
      swift run lifecycle docs --check
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    let check = arguments.flag("--check")
    let output = try arguments.option("--output") ?? DocsSite.defaultFolder
    let reports = try arguments.option("--reports") ?? "Conformance/Reports"
    try arguments.finish()
    guard !output.isEmpty else { throw UsageError("invalid value '' for --output; name a folder") }
    let pages = DocsSite.render(Scenario.all, engines: try engineReports(in: reports))
    let writer = SiteWriter(folder: output)
    do {
      if check {
        let differences = try writer.differences(from: pages)
        guard !differences.isEmpty else {
          console.print("\(output) is up to date: \(pages.count) files.")
          return .success
        }
        let files = differences.count == 1 ? "1 file" : "\(differences.count) files"
        console.print("\(output) differs from the catalog in \(files); "
          + "run `swift run lifecycle docs` to regenerate it:")
        for difference in differences {
          console.print("  \(difference.kind.rawValue): \(join(output, difference.path))")
        }
        return .failure
      }
      try writer.write(pages)
      console.print("Wrote \(pages.count) files to \(output).")
      return .success
    } catch {
      throw UsageError(error.message)
    }
  }

  /// The reports in `folder`, one per `*.json` file, by file name; none when the folder does
  /// not exist.
  private static func engineReports(in folder: String) throws(UsageError) -> [EngineReport] {
    guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var reports: [EngineReport] = []
    for file in files.sorted() where file.hasSuffix(".json") {
      let path = join(folder, file)
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw UsageError("cannot read '\(path)'")
      }
      do {
        reports.append(try EngineReport(name: String(file.dropLast(".json".count)), json: text))
      } catch {
        throw UsageError("\(join(folder, error.description))")
      }
    }
    return reports
  }

  private static func join(_ folder: String, _ path: String) -> String {
    folder.hasSuffix("/") ? folder + path : folder + "/" + path
  }
}
