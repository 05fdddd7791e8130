import Foundation
import Lifecycle
import LifecycleDocs
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

@Suite("lifecycle docs")
struct DocsCommandTests {
  /// A fresh folder for one test, removed at the end.
  final class Scratch {
    let path: String
    init() throws {
      path =
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "DocsCommandTests-\(UInt64.random(in: 0...UInt64.max))"
        ).path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func callAsFunction(_ relative: String) -> String { path + "/" + relative }
    func listing(_ relative: String = "") throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : self(relative)).sorted()
    }
    func write(_ text: String, to relative: String) throws {
      let url = URL(fileURLWithPath: self(relative))
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  @Test("writes the site, then --check passes")
  func writeThenCheck() async throws {
    let scratch = try Scratch()
    // An empty reports folder: the Engines page says there are none.
    try FileManager.default.createDirectory(atPath: scratch("Reports"), withIntermediateDirectories: true)
    let write = await CLIRun(["docs", "--output", scratch("DocsSite"), "--reports", scratch("Reports")])
    #expect(write.exitCode == .success)
    // As many files as it says it wrote: counted on disk, not rendered again.
    let written = FileManager.default.enumerator(atPath: scratch("DocsSite"))?.allObjects.compactMap { $0 as? String }
      .filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: scratch("DocsSite/" + path), isDirectory: &isFolder)
          && !isFolder.boolValue
      }
    #expect(written?.count ?? 0 > 200)
    #expect(write.stdout == "Wrote \(written?.count ?? 0) files to \(scratch("DocsSite")).\n")
    #expect(try scratch.listing() == ["DocsSite", "Reports"])
    #expect(try scratch.listing("DocsSite").contains("index.md"))
    let check = await CLIRun(["docs", "--check", "--output", scratch("DocsSite"), "--reports", scratch("Reports")])
    #expect(check.exitCode == .success)
    #expect(check.stdout.hasPrefix("\(scratch("DocsSite")) is up to date"))
  }

  @Test("--language ko writes and checks DIR/ko alone; --language en leaves DIR/ko as it is")
  func oneEdition() async throws {
    let scratch = try Scratch()
    let korean = await CLIRun(["docs", "--language", "ko", "--output", scratch("Only")])
    #expect(korean.exitCode == .success)
    #expect(korean.stdout.hasPrefix("Wrote ") && korean.stdout.hasSuffix(" files to \(scratch("Only/ko")).\n"))
    #expect(try scratch.listing("Only") == ["ko"])
    #expect(
      try String(contentsOfFile: scratch("Only/ko/index.md"), encoding: .utf8).contains("# LifecycleKit: iOS 앱과 씬의"))
    #expect(await CLIRun(["docs", "--language", "ko", "--check", "--output", scratch("Only")]).exitCode == .success)
    // Without --language, --check wants both editions.
    #expect(await CLIRun(["docs", "--check", "--output", scratch("Only")]).exitCode == .failure)

    #expect(await CLIRun(["docs", "--output", scratch("Site")]).exitCode == .success)
    try scratch.write("edited\n", to: "Site/ko/states.md")
    #expect(await CLIRun(["docs", "--language", "en", "--output", scratch("Site")]).exitCode == .success)
    #expect(try String(contentsOfFile: scratch("Site/ko/states.md"), encoding: .utf8) == "edited\n")
    #expect(await CLIRun(["docs", "--language", "en", "--check", "--output", scratch("Site")]).exitCode == .success)
    let check = await CLIRun(["docs", "--check", "--output", scratch("Site")])
    #expect(check.exitCode == .failure)
    #expect(
      check.stdout.hasSuffix(
        "in 1 file; run `swift run lifecycle docs` to regenerate it:\n"
          + "  changed: \(scratch("Site/ko/states.md"))\n"))
    #expect(await CLIRun(["docs", "--language", "ko", "--output", scratch("Site")]).exitCode == .success)
    #expect(await CLIRun(["docs", "--check", "--output", scratch("Site")]).exitCode == .success)

    let unknown = await CLIRun(["docs", "--language", "fr"])
    #expect(unknown.exitCode == .usage)
    #expect(unknown.stderr.hasPrefix("Error: unknown language 'fr' for --language; use en or ko\n"))
  }

  @Test("--check fails and names a hand-edited page, an extra file and a missing page")
  func checkNamesDifferences() async throws {
    let scratch = try Scratch()
    #expect(await CLIRun(["docs", "--output", scratch("Site")]).exitCode == .success)
    try scratch.write("edited\n", to: "Site/scenarios/launch.first.app.md")
    try scratch.write("stray\n", to: "Site/notes.txt")
    try FileManager.default.removeItem(atPath: scratch("Site/states.md"))
    let check = await CLIRun(["docs", "--check", "--output", scratch("Site")])
    #expect(check.exitCode == .failure)
    #expect(check.stderr.isEmpty)
    let lines = check.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("\(scratch("Site")) differs from the catalog in 3 files") == true)
    #expect(
      Array(lines.dropFirst()) == [
        "  extra: \(scratch("Site/notes.txt"))",
        "  changed: \(scratch("Site/scenarios/launch.first.app.md"))",
        "  missing: \(scratch("Site/states.md"))",
      ])
    // Writing again puts it right, once the file it did not write is moved out.
    #expect(await CLIRun(["docs", "--output", scratch("Site")]).exitCode == .usage)
    try FileManager.default.removeItem(atPath: scratch("Site/notes.txt"))
    #expect(await CLIRun(["docs", "--output", scratch("Site")]).exitCode == .success)
    #expect(await CLIRun(["docs", "--check", "--output", scratch("Site")]).exitCode == .success)
  }

  @Test("over its own site, a file it did not write inside is refused by name and kept; a stale page goes")
  func refusesAddedFile() async throws {
    let scratch = try Scratch()
    #expect(await CLIRun(["docs", "--language", "en", "--output", scratch("Site")]).exitCode == .success)
    try scratch.write("mine\n", to: "Site/scenarios/notes.txt")
    let run = await CLIRun(["docs", "--language", "en", "--output", scratch("Site")])
    #expect(run.exitCode == .usage)
    #expect(
      run.stderr
        == "Error: refusing to replace '\(scratch("Site"))': it holds 'scenarios/notes.txt', which this command did "
        + "not write; the site replaces its whole folder, so move it out first\n")
    #expect(try String(contentsOfFile: scratch("Site/scenarios/notes.txt"), encoding: .utf8) == "mine\n")
    // A page an older catalog had carries the marker: the command wrote it, and it goes.
    try FileManager.default.removeItem(atPath: scratch("Site/scenarios/notes.txt"))
    try scratch.write(DocsSite.marker + "\n\nA scenario since removed.\n", to: "Site/scenarios/removed.md")
    #expect(await CLIRun(["docs", "--language", "en", "--output", scratch("Site")]).exitCode == .success)
    #expect(!FileManager.default.fileExists(atPath: scratch("Site/scenarios/removed.md")))
  }

  @Test("--output / is refused by that name, whichever edition")
  func root() async {
    for edition in [[], ["--language", "en"]] {
      let run = await CLIRun(["docs", "--output", "/"] + edition)
      #expect(run.exitCode == .usage)
      #expect(run.stderr == "Error: cannot write the site to '/'; name a folder\n", "\(edition)")
    }
  }

  @Test("--check of a folder that does not exist fails, naming every page as missing")
  func checkAbsent() async throws {
    let scratch = try Scratch()
    let check = await CLIRun(["docs", "--check", "--output", scratch("Nothing")])
    #expect(check.exitCode == .failure)
    #expect(check.stdout.contains("  missing: \(scratch("Nothing/index.md"))"))
    #expect(try scratch.listing().isEmpty)
  }

  @Test("refuses to replace a non-empty folder it did not write: one error line, exit 2")
  func refusesForeignFolder() async throws {
    let scratch = try Scratch()
    try scratch.write("precious\n", to: "Home/thesis.txt")
    let run = await CLIRun(["docs", "--output", scratch("Home")])
    #expect(run.exitCode == .usage)
    #expect(run.stdout.isEmpty)
    // The command line was right: no usage line.
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("Error: refusing to replace '\(scratch("Home"))'") == true)
    #expect(try scratch.listing("Home") == ["thesis.txt"])
    #expect(try scratch.listing() == ["Home"])
  }

  @Test("a file where the folder should be: exit 2, the old site intact, nothing left behind")
  func failedWriteKeepsOldSite() async throws {
    let scratch = try Scratch()
    #expect(await CLIRun(["docs", "--output", scratch("Site")]).exitCode == .success)
    try scratch.write("a file\n", to: "blocker")
    let run = await CLIRun(["docs", "--output", scratch("blocker/Site")])
    #expect(run.exitCode == .usage)
    #expect(
      run.stderr
        == "Error: cannot write the site to '\(scratch("blocker/Site"))': '\(scratch("blocker"))' is a file, not a folder\n"
    )
    let onFile = await CLIRun(["docs", "--output", scratch("blocker")])
    #expect(onFile.stderr.hasPrefix("Error: '\(scratch("blocker"))' is a file, not a folder\n"))
    #expect(try scratch.listing() == ["Site", "blocker"])
    #expect(await CLIRun(["docs", "--check", "--output", scratch("Site")]).exitCode == .success)
  }

  @Test("the Engines pages come from the reports folder; a file that is not a report is an error")
  func engineReports() async throws {
    let scratch = try Scratch()
    try scratch.write(
      """
      {"format": "lifecycle-conformance-report", "engine": "Mine", "kitVersion": "1.0.0", "date": null,
       "counts": {"pass": 1}, "rules": [], "scenarios": [{"id": "launch.first.app", "verdict": "pass"}]}
      """, to: "Reports/example-mine.json")
    // One edition is enough, and renders in half the time.
    let write = await CLIRun([
      "docs", "--language", "en", "--output", scratch("DocsSite"), "--reports", scratch("Reports"),
    ])
    #expect(write.exitCode == .success)
    #expect(try scratch.listing("DocsSite/engines") == ["example-mine.md"])
    let engines = try String(contentsOfFile: scratch("DocsSite/engines.md"), encoding: .utf8)
    #expect(engines.contains("| [Mine](engines/example-mine.md) | 1 | 0 | 0 | 0 | 0 | none |"))
    try scratch.write("[1, 2]", to: "Reports/broken.json")
    let bad = await CLIRun(["docs", "--check", "--output", scratch("DocsSite"), "--reports", scratch("Reports")])
    #expect(bad.exitCode == .usage)
    #expect(
      bad.stderr.hasPrefix(
        "Error: \(scratch("Reports"))/broken.json: not a conformance report: its format is not 'lifecycle-conformance-report'\n"
      ))
  }

  @Test("a report whose file name is not an id is refused: it would rewrite the link to its page")
  func reportFileNameNotAnID() async throws {
    let scratch = try Scratch()
    try scratch.write(
      """
      {"format": "lifecycle-conformance-report", "engine": "Mine", "kitVersion": "1.0.0", "date": null,
       "counts": {"pass": 1}, "rules": [], "scenarios": [{"id": "launch.first.app", "verdict": "pass"}]}
      """, to: "Reports/a](javascript:alert(1)).json")
    let run = await CLIRun(["docs", "--output", scratch("DocsSite"), "--reports", scratch("Reports")])
    #expect(run.exitCode == .usage)
    #expect(
      run.stderr.hasPrefix(
        "Error: \(scratch("Reports"))/a](javascript:alert(1)).json: not a conformance report: its file name is "
          + "not an id (letters, digits, '.', '-' and '_', at most 200)\n"))
    #expect(!FileManager.default.fileExists(atPath: scratch("DocsSite")))
  }

  @Test("a reports folder that is missing or a file is an error, and the site keeps its Engines pages")
  func missingReportsFolder() async throws {
    let scratch = try Scratch()
    #expect(await CLIRun(["docs", "--output", scratch("Site")]).exitCode == .success)
    try scratch.write("not a folder\n", to: "afile")
    for (reports, error) in [
      (
        scratch("Nowhere"),
        "no reports folder '\(scratch("Nowhere"))'; run from the package's root, or name one with --reports"
      ),
      (scratch("afile"), "'\(scratch("afile"))' is a file, not a reports folder"),
    ] {
      for check in [false, true] {
        let run = await CLIRun(
          ["docs", "--output", scratch("Site"), "--reports", reports] + (check ? ["--check"] : []))
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("Error: \(error)\n"), "\(run.stderr)")
      }
    }
    #expect(await CLIRun(["docs", "--check", "--output", scratch("Site")]).exitCode == .success)
  }

  /// Whether this process is root, which permissions do not bind.
  static let asRoot = geteuid() == 0

  // As root, the command must run as `nobody` (setpriv), in a process of its own that renders the
  // site again (the coverage page builds the model's state graph: seconds in a debug build).
  @Test(
    "a site whose folders are read-only is not replaced: one error line, the old site intact, nothing left beside it",
    .enabled(if: !asRoot || LongTests.enabled, "as root: a long test, run it with \(LongTests.variable)=1"))
  func readOnlySite() async throws {
    try #require(
      !Self.asRoot || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs setpriv as root")
    let scratch = try Scratch()
    let parent = scratch("ro")
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    // One edition is enough, and renders in half the time.
    #expect(await CLIRun(["docs", "--language", "en", "--output", parent + "/site"]).exitCode == .success)
    try scratch.write("edited\n", to: "ro/site/states.md")
    if Self.asRoot { #expect(chown(parent, 65534, 65534) == 0) }
    for folder in [parent + "/site", parent + "/site/scenarios"] { #expect(chmod(folder, 0o555) == 0) }
    defer { for folder in [parent + "/site", parent + "/site/scenarios"] { chmod(folder, 0o755) } }
    let arguments = ["docs", "--language", "en", "--output", parent + "/site"]
    let (status, stderr) = await Self.asRoot ? try Self.runAsNobody(arguments) : Self.runInProcess(arguments)
    #expect(status == 2)
    #expect(
      stderr
        == "Error: cannot replace '\(parent)/site': '\(parent)/site' is read-only, so the old site could not be "
        + "removed; '\(parent)/site' is unchanged\n")
    #expect(try scratch.listing("ro") == ["site"])
    #expect(try String(contentsOfFile: scratch("ro/site/states.md"), encoding: .utf8) == "edited\n")
  }

  static func runInProcess(_ arguments: [String]) async -> (status: Int32, stderr: String) {
    let run = await CLIRun(arguments)
    return (run.exitCode.rawValue, run.stderr)
  }

  /// Runs the built `lifecycle` as `nobody`: its exit status and standard error.
  static func runAsNobody(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments =
      ["--reuid=65534", "--regid=65534", "--clear-groups", ConformCommandTests.built("lifecycle")] + arguments
      + ["--reports", ConformCommandTests.root.path + "/Conformance/Reports"]
    // A coverage build's profile goes where `nobody` may not write: not on standard error.
    process.environment = ProcessInfo.processInfo.environment.merging(["LLVM_PROFILE_FILE": "/dev/null"]) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    )
  }

  @Test(
    "bad command lines get an error and a usage line",
    arguments: [
      (["docs", "--output"], "Error: option --output needs a value"),
      (["docs", "--output="], "Error: invalid value '' for --output; name a folder"),
      (["docs", "--chek"], "Error: unknown option '--chek'"),
      (["docs", "extra"], "Error: unexpected argument 'extra'"),
    ])
  func badCommandLines(arguments: [String], error: String) async {
    let run = await CLIRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(
      run.stderr == "\(error)\nUsage: lifecycle docs [--output DIR] [--reports DIR] [--language en|ko] [--check]\n")
  }
}
