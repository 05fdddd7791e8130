import Foundation
import Lifecycle
import LifecycleDocs

/// `lifecycle docs`: renders the catalog into DocsSite/, or checks that DocsSite/ is up to date.
enum DocsCommand: Command {
  static let name = "docs"
  static let summary = "Render the reference site into DocsSite/, or --check that it is up to date."
  static let usage = "lifecycle docs [--output DIR] [--reports DIR] [--language en|ko] [--check]"
  static let help = """
    Renders the catalog into a folder of Markdown pages: an index, one page per scenario with the
    expected callback order step by step, state diagrams, a callback reference, the trace format,
    worksheets and answer keys per family, catalog.json, and the Engines pages, rendered from the
    conformance reports in Conformance/Reports (written by the package's tests and by the example
    packages' tests). The output is the same on every run.

    The site has two editions: English in DIR, and Korean in DIR/ko, the same pages with Korean
    prose (UIKit's names, code and links stay as they are). Without --language the command writes,
    or checks, both; --language ko writes or checks only DIR/ko; --language en only the English
    pages, leaving DIR/ko as it is. CI's `lifecycle docs --check` therefore keeps both up to date.

    The folder is replaced as a whole: the pages are written to a temporary folder beside it,
    which is then renamed into place, so a failure leaves the old folder intact. A non-empty
    folder that this command did not write (its index.md lacks the generated-file marker) is
    never replaced, nor one that holds a file it did not write (neither a page of the site nor
    one that starts with the marker): the error names the file.

    Options:
      --output DIR   the folder to write or check (default: DocsSite)
      --reports DIR  the folder of conformance reports, *.json (default: Conformance/Reports)
      --language L   en or ko: write or check one edition only (default: both)
      --check        write nothing; exit 1 and name every file that differs, is missing or is
                     extra, or exit 0 when the folder is up to date

    Examples:
      swift run lifecycle docs
      swift run lifecycle docs --language ko
      swift run lifecycle docs --check
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    let check = arguments.flag("--check")
    let site = try arguments.option("--output") ?? DocsSite.defaultFolder
    let reports = try arguments.option("--reports") ?? "Conformance/Reports"
    let language = try arguments.option("--language").map(language)
    try arguments.finish()
    guard !site.isEmpty else { throw UsageError("invalid value '' for --output; name a folder") }
    let engines = try engineReports(in: reports)
    // Both editions by default, as one folder; one edition in its own folder (DIR, or DIR/ko).
    var pages = renderedPages(engines: engines, language: language)
    // `DIR/` of the English edition is DIR; `/` stays itself, to be refused by that name.
    let output =
      language.map { join(site, $0.folder) }.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
      ?? site
    let writer = FolderWriter(site: output)
    let rendered = pages.count
    if language != nil, language != .english, !check {
      // An edition's folder sits inside the site's, which may not exist yet.
      try? FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    }
    if language == .english, !check {
      // The folder is replaced as a whole: the other editions go back in as they were.
      for edition in otherEditions {
        pages.merge(try existingPages(in: output, under: edition.folder)) { new, _ in new }
      }
    }
    do {
      if check {
        // The English edition alone leaves the other editions' folders out of the comparison.
        let differences = try writer.differences(from: pages).filter { difference in
          language != .english || !otherEditions.contains { difference.path.hasPrefix($0.folder) }
        }
        guard !differences.isEmpty else {
          console.print("\(output) is up to date: \(pages.count) files.")
          return .success
        }
        let files = differences.count == 1 ? "1 file" : "\(differences.count) files"
        console.print(
          "\(output) differs from the catalog in \(files); "
            + "run `swift run lifecycle docs` to regenerate it:")
        for difference in differences {
          console.print("  \(difference.kind.rawValue): \(join(output, difference.path))")
        }
        return .failure
      }
      try writer.write(pages)
      console.print("Wrote \(rendered) files to \(output).")
      return .success
    } catch {
      // The command line was fine; the folder could not be written or read.
      console.err("Error: \(error.message)\n")
      return .usage
    }
  }

  /// The pages of the catalog with `engines`, in one edition or (`nil`) both, each edition
  /// rendered once per process: they are a pure function of those, and a process that runs the
  /// command again (the package's tests run it dozens of times) would otherwise render the same
  /// site each time.
  private static func renderedPages(engines: [EngineReport], language: Language?) -> [String: String] {
    guard language == nil else { return renderedEdition(engines: engines, language: language!) }
    var pages: [String: String] = [:]
    for edition in Language.allCases {
      for (path, page) in renderedEdition(engines: engines, language: edition) { pages[edition.folder + path] = page }
    }
    return pages
  }

  private static func renderedEdition(engines: [EngineReport], language: Language) -> [String: String] {
    let key = RenderedSite(engines: engines, language: language)
    renderedSites.lock.lock()
    defer { renderedSites.lock.unlock() }
    if let pages = renderedSites.pages[key] { return pages }
    let pages = DocsSite.render(Scenario.all, engines: engines, language: language)
    renderedSites.pages[key] = pages
    return pages
  }

  private struct RenderedSite: Hashable {
    let engines: [EngineReport]
    let language: Language
  }

  private final class RenderedSites: @unchecked Sendable {
    let lock = NSLock()
    var pages: [RenderedSite: [String: String]] = [:]
  }

  // Guarded by its lock.
  private static let renderedSites = RenderedSites()

  /// The editions other than English, each in its own folder of the site.
  private static let otherEditions = Language.allCases.filter { $0 != .english }

  private static func language(_ code: String) throws(UsageError) -> Language {
    guard let language = Language(rawValue: code) else {
      throw UsageError("unknown language '\(code)' for --language; use en or ko")
    }
    return language
  }

  /// The files under `folder/edition`, by path relative to `folder`; none when it does not exist.
  private static func existingPages(in folder: String, under edition: String) throws(UsageError) -> [String: String] {
    let root = join(folder, edition)
    guard let paths = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] else { return [:] }
    var pages: [String: String] = [:]
    for path in paths.sorted() {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: join(root, path), isDirectory: &isFolder), !isFolder.boolValue
      else { continue }
      guard let text = try? String(contentsOfFile: join(root, path), encoding: .utf8) else {
        throw UsageError("cannot read '\(join(root, path))'")
      }
      pages[edition + path] = text
    }
    return pages
  }

  /// The reports in `folder`, one per `*.json` file, by file name. A folder that is missing
  /// or is a file is an error: the Engines pages would silently vanish from the site.
  private static func engineReports(in folder: String) throws(UsageError) -> [EngineReport] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      throw UsageError(
        "no reports folder '\(Quoted(folder))'; run from the package's root, or name one with --reports")
    }
    guard isFolder.boolValue else { throw UsageError("'\(Quoted(folder))' is a file, not a reports folder") }
    guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw UsageError("cannot read the reports folder '\(Quoted(folder))'")
    }
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
