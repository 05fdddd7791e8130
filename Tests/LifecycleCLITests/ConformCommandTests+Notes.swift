import Foundation
import Testing

@testable import LifecycleCLI

/// What `lifecycle conform` shows beside a failure over the pipe, on the terminal and in
/// report.md: the end of the engine's log, a note on lines that came before their stimulus, and
/// the section of the rule the failure breaks.
extension ConformCommandTests {
  nonisolated static let fixture = root.appendingPathComponent("Tests/LifecycleConformanceTests/Fixtures/engine.py")
    .path

  /// One bug's lines in the summary: from its `Bug N: summary` line to the next bug or section.
  static func summaryBlock(_ stdout: String, startingWith summary: String) -> String {
    let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("Bug ") && $0.contains(summary) }) else { return "" }
    let end = lines[(start + 1)...].firstIndex { !$0.hasPrefix(" ") } ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n") + "\n"
  }

  /// One bug's section of report.md: from its `### Bug N: summary` heading to the next heading.
  static func reportSection(_ markdown: String, startingWith summary: String) -> String {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("### Bug ") && $0.contains(summary) }) else {
      return ""
    }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("#") } ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n") + "\n"
  }

  /// Runs the fixture engine in `mode` through the catalog alone, with a report.
  func runFixture(_ mode: String) async throws -> (stdout: String, markdown: String) {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tag = Self.tag()
    let run = await Run(["--budget", "0", "--report", folder, "--", "python3", Self.fixture, mode, tag])
    #expect(run.exitCode == .failure, "\(run.stdout)\(run.stderr)")
    #expect(Self.leftBehind(tag).isEmpty)
    return (run.stdout, try String(contentsOfFile: folder + "/report.md", encoding: .utf8))
  }

  @Test("Beside a divergence: the last lines of the engine's log, quoted, on the terminal and in report.md")
  func logBesideDivergence() async throws {
    let (stdout, markdown) = try await runFixture("chattyswap")
    let summary = "sceneWillEnterForeground(_:) after sceneDidBecomeActive(_:)"
    let bug = Self.summaryBlock(stdout, startingWith: summary)
    #expect(
      bug.hasSuffix(
        """
            see: https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
            log (standard error, the last 10 of 27 lines):
              | log line 17

        """
          + (18...25).map { "      | log line \($0)\n" }.joined()
          + #"      | LOGMARK ```` <b>\u{1B}[2J"# + "\n"), "\(stdout)")
    #expect(!stdout.contains("\u{1B}"))
    // report.md: under the diff, inside a fence no line of the log can close.
    let section = Self.reportSection(markdown, startingWith: "sceneWillEnterForeground(\\_:) after")
    #expect(
      section.contains(
        """
          + sceneWillEnterForeground(_:) main
          log (standard error, the last 10 of 27 lines):
            | log line 17

        """), "\(markdown)")
    #expect(section.contains("\n`````\n" + "launch.first.scene › step 1"), "\(section)")
    #expect(section.contains(#"    | LOGMARK ```` <b>\u{1B}[2J"# + "\n`````\n"), "\(section)")
  }

  @Test("A line after a step's done: the failure of the next step says it came before its stimulus, in both")
  func lateLine() async throws {
    let (stdout, markdown) = try await runFixture("afterdone")
    let note =
      #"(the line {"callback": "sceneDidBecomeActive(_:)", "scene": "main"} arrived before pressHome was sent, "#
      + "after tapIcon's done: it belongs to pressHome's response by the engine protocol)"
    let bug = Self.summaryBlock(stdout, startingWith: "extra sceneDidBecomeActive(_:) on pressHome")
    #expect(
      bug.contains("\n    " + note + "\n    log (standard error):\n      | tapIcon in notRunning\n"), "\(stdout)"
    )
    let section = Self.reportSection(markdown, startingWith: "extra sceneDidBecomeActive(\\_:) on pressHome")
    #expect(section.contains("\n  " + note + "\n"), "\(markdown)")
    // The line after the last done of a run is a fault of its own, linked to its section.
    let fault = Self.reportSection(markdown, startingWith: "outside-response")
    #expect(fault.contains("Rule `outside-response` ([spec](Conformance/SPEC.md#outside-response))."), "\(markdown)")
  }

  @Test("A protocol fault that cut a step short links its own section, never the divergence's")
  func faultLinksItsSection() async throws {
    let (stdout, markdown) = try await runFixture("nonjson")
    let bug = Self.summaryBlock(stdout, startingWith: "bad-line at a launch")
    #expect(bug.contains("\n    rule: bad-line\n    spec: Conformance/SPEC.md#bad-line\n"), "\(stdout)")
    #expect(!stdout.contains("#required-event"), "\(stdout)")
    #expect(markdown.contains("Rule `bad-line` ([spec](Conformance/SPEC.md#bad-line))."), "\(markdown)")
    #expect(!markdown.contains("#required-event"), "\(markdown)")
  }
}
