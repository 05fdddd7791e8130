import Foundation
import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

@Suite("A conformance report to publish", .cuedHangClock)
@MainActor
struct ConformanceReportTests {
  func report() async -> ConformanceReport {
    let scenarios = ["launch.first.app", "home-press.app", "interruption.alert.app", "launch.first.scene"]
      .compactMap(Scenario.named)
    let results = await ConformanceDriver(selection: .all).verify(
      {
        Declaring(
          base: BrokenEngine(bugs: [.entersForegroundOnColdLaunch, .unpairedResignOnAlert]),
          knownFailures: [KnownFailure(rule: "allowed-events", reason: "foreground at launch (#1)")])
      }, against: scenarios)
    return ConformanceReport(engine: "TwoBugs", results: results, date: "2026-11-25")
  }

  @Test("Markdown: the badge line, the rules, a table per family with the reason for each verdict")
  func markdown() async {
    let text = await report().markdown
    #expect(
      text == """
        # TwoBugs

        TwoBugs: 2 bugs, 1 known; scenarios: 0 pass, 1 fail, 1 skip, 2 known failure (LifecycleKit 3.0.0, trace format 1).

        Judged by LifecycleKit 3.0.0 at trace format 1 on 2026-11-25.

        ## Bugs

        ### Bug 1: missing applicationDidBecomeActive(\\_:) on endInterruption

        Rule `required-event` ([spec](Conformance/SPEC.md#required-event)).

        Seen in 1 scenario (interruption.alert.app).

        Witness: app-based: tapIcon, beginInterruption:alert, endInterruption; the bug shows at step 3. \
        What a correct engine delivers: \
        `lifecycle record --lifecycle app tapIcon beginInterruption:alert endInterruption`. \
        Its trace: `traces/bug-1.jsonl`.

        ```
        interruption.alert.app › step 3 › endInterruption: missing applicationDidBecomeActive(_:) in the \
        response to endInterruption
          - applicationDidBecomeActive(_:)
        ```

        ### Bug 2: extra applicationWillEnterForeground(\\_:) at a launch

        Rule `allowed-events` ([spec](Conformance/SPEC.md#allowed-events)); a known failure: foreground at launch (\\#1).

        Seen in 3 scenarios (launch.first.app, home-press.app, interruption.alert.app).

        Witness: app-based: tapIcon; the bug shows at step 1. What a correct engine delivers: \
        `lifecycle record --lifecycle app tapIcon`. Its trace: `traces/bug-2.jsonl`.

        ```
        launch.first.app › step 1 › tapIcon: applicationWillEnterForeground(_:) is not in any allowed \
        response to tapIcon; the app is notRunning
            application(_:willFinishLaunchingWithOptions:)
            application(_:didFinishLaunchingWithOptions:)
          + applicationWillEnterForeground(_:)
            applicationDidBecomeActive(_:)
        ```

        ## Rules broken

        - `allowed-events`: 3 scenarios (first: `launch.first.app` step 1)
        - `required-event`: 1 scenario (first: `interruption.alert.app` step 3)

        ## Launch

        | Scenario | Verdict | Why |
        | --- | --- | --- |
        | `launch.first.app` | known failure | foreground at launch (\\#1): bug 2 (known): extra \
        applicationWillEnterForeground(\\_:) at a launch \\[allowed-events\\] |
        | `launch.first.scene` | skip | the scenario is scene-based; the engine runs app-based only |

        ## Home press

        | Scenario | Verdict | Why |
        | --- | --- | --- |
        | `home-press.app` | known failure | foreground at launch (\\#1): bug 2 (known): extra \
        applicationWillEnterForeground(\\_:) at a launch \\[allowed-events\\] |

        ## Interruptions

        | Scenario | Verdict | Why |
        | --- | --- | --- |
        | `interruption.alert.app` | fail | bug 2 (known): extra applicationWillEnterForeground(\\_:) at a launch \
        \\[allowed-events\\]; bug 1: missing applicationDidBecomeActive(\\_:) on endInterruption \\[required-event\\] |

        """)
  }

  @Test("JSON: the same facts, for machines, the same on every run")
  func json() async {
    let first = await report().json.compact
    let second = await report().json.compact
    #expect(first == second)
    #expect(
      first.hasPrefix(
        #"{"format": "lifecycle-conformance-report", "engine": "TwoBugs", "kitVersion": "3.0.0", "#
          + #""traceFormat": "1", "date": "2026-11-25", "counts": {"pass": 0, "fail": 1, "skip": 1, "known failure": 2, "unexpected pass": 0}, "#
          + #""bugs": [{"id": "bug-1", "summary": "missing applicationDidBecomeActive(_:) on endInterruption", "#
          + #""rules": ["required-event"], "places": ["endInterruption"], "#
      ))
    // Each bug: where it was seen, whether it is known, its witness's stimuli as trace lines.
    #expect(
      first.contains(
        #""scenarios": ["interruption.alert.app"], "walks": 0, "known": false, "witness": {"lifecycle": "app", "#
          + #""sessions": [], "stimuli": [{"stimulus": "tapIcon"}, {"stimulus": "beginInterruption", "kind": "alert"}, "#
          + #"{"stimulus": "endInterruption"}], "step": 3, "shrunk": false, "trace": "traces/bug-1.jsonl"}"#))
    #expect(first.contains(#""known": true, "knownReason": "foreground at launch (#1)""#))
    #expect(first.contains(#""rules": [{"rule": "allowed-events", "scenarios": 3, "#))
  }

  @Test("Markdown: an engine's name and the reasons read as text, never as a link, a tag or emphasis")
  func hostileText() {
    let failure = ScenarioResult(
      scenarioID: "launch.first.app", verdict: .skip(reason: "[x](javascript:alert(1)) <script>**\u{1B}[8m|"),
      run: nil)
    let report = ConformanceReport(
      engine: "<script>alert(1)</script> **[x](javascript:alert(1))**\u{202E}", results: [failure])
    let text = report.markdown
    #expect(text.hasPrefix(#"# \<script\>alert(1)\</script\> \*\*\[x\](javascript:alert(1))\*\*\\u{202E}"# + "\n"))
    #expect(
      text.contains(
        #"| `launch.first.app` | skip | \[x\](javascript:alert(1)) \<script\>\*\*\\u{1B}\[8m\| |"#), "\(text)")
    #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}") && !text.contains("<script>"))
  }

  /// The result of an engine that forgets the first launch callback, its failure changed by `change`.
  func changedFailure(_ change: (inout ConformanceFailure) -> Void) async throws -> ScenarioResult {
    var result = await ConformanceDriver(selection: .all).verify(
      BrokenEngine(.forgetsWillFinishLaunching), against: Scenario.named("launch.first.app")!)
    var run = try #require(result.run)
    change(&run.failures[0])
    result.run = run
    result.verdict = .fail(run.failures[0])
    return result
  }

  @Test("Markdown: beside a bug's diff, the engine's notes and the end of its log, inside the fence")
  func notesBesideTheDiff() async throws {
    let result = try await changedFailure { failure in
      failure.notes = ["(the line {} arrived before tapIcon was sent)"]
      failure.log = (1...11).map { "line \($0)\n" }.joined() + "LOGMARK ``` <b>\n"
    }
    let text = ConformanceReport(engine: "Chatty", results: [result]).markdown
    #expect(
      text.contains(
        """
        ````
        launch.first.app › step 1 › tapIcon: missing application(_:willFinishLaunchingWithOptions:) in the response \
        to tapIcon
          - application(_:willFinishLaunchingWithOptions:)
            application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)
          (the line {} arrived before tapIcon was sent)
          log (standard error, the last 10 of 12 lines):
            | line 3
        """), "\(text)")
    #expect(text.contains("    | LOGMARK ``` <b>\n````\n"), "\(text)")
  }

  @Test("Markdown and JSON: a protocol fault links its own section, never that of the divergence it caused")
  func protocolFaultSection() async throws {
    let result = try await changedFailure { failure in
      failure.fault = .misbehaved(EngineMisbehaviour(.badLine, "malformed JSON: launched!"))
    }
    let report = ConformanceReport(engine: "Garbled", results: [result])
    #expect(report.markdown.contains("Rule `bad-line` ([spec](Conformance/SPEC.md#bad-line))."), "\(report.markdown)")
    #expect(!report.markdown.contains("#required-event"), "\(report.markdown)")
    #expect(report.jsonText.contains(#""spec": "Conformance/SPEC.md#bad-line""#), "\(report.jsonText)")
  }

  @Test("the public report: the catalog and an exploration in one call, each bug read through the public API")
  func publicReport() async throws {
    let engineBugs = EngineBug.several[0]
    let report = await ConformanceReport(
      engine: "FourBugs", date: "2026-11-28", exploring: Explorer(.mixed(seed: 1), budget: 2_000)
    ) { BrokenEngine(bugs: engineBugs) }
    #expect(!report.isConformant)
    #expect(report.format == .latest && report.knownFailures.isEmpty && report.date == "2026-11-28")
    let bug = try #require(report.bugs.first)
    #expect(bug.summary == "missing application(_:willFinishLaunchingWithOptions:) at a launch")
    #expect(bug.rule == "required-event" && bug.stimuli == [.tapIcon] && bug.isShrunk)
    #expect(report.number(of: bug.signature) == 1)
    #expect(bug.traceText(source: "FourBugs").hasPrefix(#"{"format": "lifecycle-trace""#))
    #expect(
      bug.description.hasPrefix(
        "missing application(_:willFinishLaunchingWithOptions:) at a launch [required-event]\n  seen in "),
      "\(bug)")
    #expect(
      bug.description.contains("\n  witness (shrunk): app-based: tapIcon; the bug shows at step 1\n"), "\(bug)")
    #expect(bug.description.contains("\n  replay: Explorer(.mixed(seed: 1), budget: 2000) "), "\(bug)")
    #expect(report.description == report.summary(), "a failed #expect shows the summary, not the value")
    #expect(report.description.hasPrefix("Bugs: \(report.bugs.count)\nBug 1: \(bug.summary) [required-event]\n"))
    #expect(report.description.hasSuffix("\(report.badge)\nnot conformant\n"))
    // The exploration's own bugs are those it met: each of the report's, the catalog's aside.
    let explored = try #require(report.exploration).bugs
    #expect(
      !explored.isEmpty && explored.allSatisfy { found in report.bugs.contains { $0.signature == found.signature } })
  }

  @Test("write(toFolder:): the files conform --report writes, named by the summary; a foreign folder refused, kept")
  func writeToFolder() async throws {
    let report = await report()
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("WriteToFolder-\(getpid())").path
    try? FileManager.default.removeItem(atPath: parent)
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let folder = parent + "/conformance-report"
    try report.write(toFolder: folder)
    #expect(ReportFolderTests.files(folder) == report.files)
    // Each bug's witness, and the run of each scenario it fails, the known failures' too.
    #expect(
      report.files.keys.sorted() == [
        "report.json", "report.md", "traces/bug-1.jsonl", "traces/bug-2.jsonl", "traces/home-press.app.jsonl",
        "traces/interruption.alert.app.jsonl", "traces/launch.first.app.jsonl",
      ])
    #expect(report.summary(reportFolder: folder).contains("\n  trace: \(folder)/traces/bug-1.jsonl"))
    // Written again over itself: the folder is the report's own.
    try report.write(toFolder: folder)
    #expect(ReportFolderTests.files(folder) == report.files)

    let mine = parent + "/mine"
    try FileManager.default.createDirectory(atPath: mine, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: mine + "/notes.txt", contents: Data("mine\n".utf8))
    #expect {
      try report.write(toFolder: mine)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("refusing to replace '\(mine)': it holds 'notes.txt'") && !text.contains("\n")
    }
    #expect(ReportFolderTests.files(mine) == ["notes.txt": "mine\n"])
  }
}
