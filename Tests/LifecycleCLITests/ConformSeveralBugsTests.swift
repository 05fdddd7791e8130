import Foundation
import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

@testable import LifecycleCLI

/// `lifecycle conform` on an engine with several bugs, as an engine author runs it: no option
/// but `--report`. Every bug is named once, with a witness; known bugs are declared in a file.
@Suite("lifecycle conform: several bugs, known bugs")
struct ConformSeveralBugsTests {
  typealias Run = ConformCommandTests.Run

  /// A fresh folder for a report, and a file beside it.
  static func folder() -> String {
    let path = NSTemporaryDirectory() + "conform-several-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test("Three bugs, two deep in a session: each named once, in at most 40 lines, its witness a trace that shows it")
  func severalBugs() async throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // At every launch, on the eighth alert of a session, on the third return from the background.
    let engineBugs = [EngineBug.entersForegroundOnColdLaunch, .dropsEighthReactivation, .dropsThirdReturn]
    let run = await Run(
      ["--report", folder + "/report", "--", ConformCommandTests.host, "app"]
        + engineBugs.flatMap { ["--bug", $0.id] })
    #expect(run.exitCode == .failure, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasPrefix("Bugs: 3\n"), "\(run.stdout)")
    let json = try String(contentsOfFile: folder + "/report/report.json", encoding: .utf8)
    let report = try #require(JSONValue(parsing: json))
    let bugs = try #require(report["bugs"]?.arrayValue)
    #expect(
      bugs.compactMap { $0["summary"]?.stringValue } == [
        "extra applicationWillEnterForeground(_:) at a launch",
        "missing applicationDidBecomeActive(_:) on endInterruption",
        "missing applicationWillEnterForeground(_:) on tapIcon",
      ])
    // The deep ones are found by exploration alone, each shrunk to the repetition it needs.
    let steps = bugs.compactMap { $0["witness"]?["step"]?.intValue }
    #expect(steps == [1, 17, 7], "\(json)")
    // Each bug's lines on the terminal: one diff, not one per scenario or walk.
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let perBug = lines.indices.filter { lines[$0].hasPrefix("Bug ") }.map { start in
      1 + lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.count
    }
    #expect(perBug.count == 3 && perBug.allSatisfy { $0 <= 40 }, "\(perBug)")
    // `lifecycle verify --all` names each bug on its witness's trace, at the witness's step.
    for number in 1...3 {
      let verify = await CLIRun(["verify", "--all", "--format", "json", folder + "/report/traces/bug-\(number).jsonl"])
      let verdict = try #require(JSONValue(parsing: verify.stdout), "\(verify.stdout)\(verify.stderr)")
      let named = verdict["bugs"]?.arrayValue?.compactMap { $0["summary"]?.stringValue } ?? []
      #expect(named.contains(bugs[number - 1]["summary"]?.stringValue ?? "?"), "bug \(number): \(verify.stdout)")
    }
  }

  @Test("A known-bugs file: the declared bug is known, not a failure; a declaration nothing shows is reported")
  func knownBugs() async throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let known = folder + "/known.json"
    try #"""
    [{"rule": "required-event", "callback": "applicationDidReceiveMemoryWarning(_:)", "reason": "not wired yet (#12)"},
     {"stimulus": "pressHome", "rule": "duplicate", "reason": "fixed last week"}]
    """#.write(toFile: known, atomically: true, encoding: .utf8)
    let run = await Run([
      "--known", known, "--budget", "500", "--report", folder + "/report", "--", ConformCommandTests.host, "app",
      "--bug", EngineBug.ignoresMemoryWarnings.id,
    ])
    // Its one bug is declared: conformant, with the bug listed as known.
    #expect(run.exitCode == .success, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.contains(
        """
        Known bugs (declared; not failures):
          bug 1: missing applicationDidReceiveMemoryWarning(_:) on memoryWarning [required-event]: not wired yet (#12); \
        seen in 1 scenario (other.memory-warning.app) and 6 exploration walks
        Known bugs no longer seen (remove the declaration once fixed):
          rule duplicate, stimulus pressHome: fixed last week

        """), "\(run.stdout)")
    let json = try String(contentsOfFile: folder + "/report/report.json", encoding: .utf8)
    let report = try #require(JSONValue(parsing: json))
    #expect(report["bugs"]?.arrayValue?.first?["known"] == .bool(true))
    #expect(report["bugs"]?.arrayValue?.first?["walks"]?.intValue == 6)
    // The badge counts the bug, known, beside the scenarios' verdicts.
    #expect(run.stdout.contains("BrokenEngine: 1 bug, 1 known; scenarios: 36 pass, 49 skip, 1 known failure ("))
    #expect(report["knownNotSeen"]?.arrayValue?.first?["reason"]?.stringValue == "fixed last week")
    let markdown = try String(contentsOfFile: folder + "/report/report.md", encoding: .utf8)
    #expect(markdown.contains("## Known bugs no longer seen"))
  }

  @Test(
    "A known-bugs file that cannot be read as one is a usage error naming the entry and the value",
    arguments: [
      (#"{"rule": "duplicate"}"#, "is not a JSON array of known bugs"),
      (#"[{"rule": "duplicate"}]"#, "entry 1 has no 'reason'"),
      (#"[{"reason": "x", "rull": "duplicate"}]"#, "entry 1: unknown key 'rull'"),
      (#"[{"reason": "x", "stimulus": "presHome"}]"#, "entry 1: unknown stimulus 'presHome'"),
      (#"[{"reason": "x", "rule": 3}]"#, "entry 1: 'rule' is not a string"),
    ])
  func badKnownFile(_ text: String, _ message: String) async throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try text.write(toFile: folder + "/known.json", atomically: true, encoding: .utf8)
    let run = await Run(["--known", folder + "/known.json", "--", ConformCommandTests.host])
    #expect(run.exitCode == .usage)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }
}
