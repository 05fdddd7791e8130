import Foundation
import Lifecycle
import Testing

@testable import LifecycleCLI

/// `lifecycle verify --all`: every divergence of a trace, numbered by bug, checked on from the
/// states that best explain each (Conformance/SPEC.md#continuing-after-a-divergence).
@Suite("lifecycle verify --all")
struct VerifyAllTests {
  /// An engine that forgets willFinishLaunching at every launch and willEnterForeground on a
  /// return: two bugs, the first shown twice.
  static let twoBugs = [
    #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "source": "two bugs"}"#,
    #"{"stimulus": "tapIcon"}"#,
    #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
    #"{"callback": "applicationDidBecomeActive(_:)"}"#,
    #"{"stimulus": "pressHome"}"#,
    #"{"callback": "applicationWillResignActive(_:)"}"#,
    #"{"callback": "applicationDidEnterBackground(_:)"}"#,
    #"{"stimulus": "tapIcon"}"#,
    #"{"callback": "applicationDidBecomeActive(_:)"}"#,
    #"{"stimulus": "pressHome"}"#,
    #"{"callback": "applicationWillResignActive(_:)"}"#,
    #"{"callback": "applicationDidEnterBackground(_:)"}"#,
    #"{"stimulus": "terminate"}"#,
    #"{"callback": "applicationWillTerminate(_:)"}"#,
    #"{"stimulus": "tapIcon"}"#,
    #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
    #"{"callback": "applicationDidBecomeActive(_:)"}"#,
  ]

  @Test("each bug once with its diff, a repetition in one line, then a summary by bug")
  func text() async {
    let run = await CLIRun(["verify", "--all", "-"], stdin: Self.twoBugs)
    #expect(run.exitCode == .failure)
    #expect(
      run.stdout == """
        -:3: non-conformant (bug 1): missing application(_:willFinishLaunchingWithOptions:) in the response to tapIcon
          step 1: tapIcon (line 2)
          - expected, + actual:
          - application(_:willFinishLaunchingWithOptions:)
            application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)
          rule: required-event: the first launch callback, while the app is inactive (or in the background)
          spec: Conformance/SPEC.md#required-event
          response: Conformance/SPEC.md#foregrounding
          see: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)
        -:9: non-conformant (bug 2): missing applicationWillEnterForeground(_:) in the response to tapIcon
          step 3: tapIcon (line 8)
          - expected, + actual:
          - applicationWillEnterForeground(_:)
            applicationDidBecomeActive(_:)
          rule: required-event: the app is about to leave the background; the notification comes shortly before
          spec: Conformance/SPEC.md#required-event
          response: Conformance/SPEC.md#foregrounding
          see: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)
        -:16: non-conformant: missing application(_:willFinishLaunchingWithOptions:) in the response to tapIcon (bug 1 again)
        -: non-conformant: 3 divergences, 2 distinct bugs
          bug 1: missing application(_:willFinishLaunchingWithOptions:) at a launch [required-event] (line 3, 2 times)
          bug 2: missing applicationWillEnterForeground(_:) on tapIcon [required-event] (line 9)

        """, "\(run.stdout)")
  }

  @Test("a divergence that undoes an earlier one is printed as its consequence, and counts as no bug of its own")
  func consequence() async {
    let trace = [
      #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app"}"#,
      #"{"stimulus": "tapIcon"}"#,
      #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "applicationDidBecomeActive(_:)"}"#,
      #"{"stimulus": "beginInterruption", "kind": "alert"}"#,
      #"{"stimulus": "pressHome"}"#,
      #"{"callback": "applicationWillResignActive(_:)"}"#,
      #"{"callback": "applicationDidEnterBackground(_:)"}"#,
    ]
    let run = await CLIRun(["verify", "--all", "-"], stdin: trace)
    #expect(run.exitCode == .failure)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("-:8: non-conformant: ") && $0.hasSuffix("(a consequence of bug 1, step 2)")
      }, "\(run.stdout)")
    #expect(lines.contains("-: non-conformant: 2 divergences, 1 distinct bug"), "\(run.stdout)")
  }

  @Test("a stimulus impossible only in the states the checker went on from ends the judging, and says so")
  func stopped() async throws {
    let trace = [
      #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "source": "stops"}"#,
      #"{"stimulus": "tapIcon"}"#, #"{"stimulus": "endInterruption"}"#,
    ]
    let run = await CLIRun(["verify", "--all", "-"], stdin: trace)
    #expect(run.exitCode == .failure)
    #expect(
      run.stdout.contains(
        "-:3: the rest is not judged: impossible stimulus 'endInterruption': no interruption is showing; try "
          + "beginInterruption (Conformance/SPEC.md#stimuli), in the states the checker went on from after a "
          + "divergence\n"), "\(run.stdout)")
    #expect(
      run.stdout.hasSuffix(
        ": non-conformant: 3 divergences, 3 distinct bugs\n" + """
            bug 1: missing application(_:willFinishLaunchingWithOptions:) at a launch [required-event] (line 2)
            bug 2: missing application(_:didFinishLaunchingWithOptions:) at a launch [required-event] (line 2)
            bug 3: missing applicationDidBecomeActive(_:) at a launch [required-event] (line 2)

          """), "\(run.stdout)")
    let json = await CLIRun(["verify", "--all", "--format", "json", "-"], stdin: trace)
    let verdict = try #require(JSONValue(parsing: json.stdout))
    #expect(verdict["stopped"]?["line"] == .number(3))
    #expect(verdict["bugs"]?.arrayValue?.count == 3)
  }

  @Test("a line that breaks the format after a divergence ends the judging: non-conformant, and it says where")
  func stoppedByMalformedLine() async throws {
    let trace = [
      #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "source": "cut"}"#,
      #"{"stimulus": "tapIcon"}"#, #"{"callback": "applicationDidEnterBackground(_:)"}"#, "{",
      #"{"stimulus": "pressHome"}"#,
    ]
    let run = await CLIRun(["verify", "--all", "-"], stdin: trace)
    #expect(run.exitCode == .failure)
    #expect(
      run.stdout.hasPrefix(
        "-:3: non-conformant (bug 1): applicationDidEnterBackground(_:) is not in any allowed response to tapIcon"),
      "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "-:4: the rest is not judged: malformed JSON at column 2: expected a key in quotes, found the end of the line\n"
          + "-: non-conformant: 1 divergence, 1 distinct bug\n"), "\(run.stdout)")
    let json = await CLIRun(["verify", "--all", "--format", "json", "-"], stdin: trace)
    #expect(json.exitCode == .failure)
    let verdict = try #require(JSONValue(parsing: json.stdout))
    #expect(verdict["verdict"] == .string("nonconformant"))
    #expect(verdict["line"] == .number(3))
    #expect(verdict["stopped"]?["line"] == .number(4))
  }

  @Test("a conformant trace, an invalid one and an unreadable file read as verify reads them")
  func otherVerdicts() async {
    let correct = await CLIRun(["verify", "--all", VerifyCommandTests.path("correct-app.jsonl")])
    #expect(correct.exitCode == .success)
    #expect(correct.stdout.hasSuffix("correct-app.jsonl: conformant: 8 steps, 11 events (app-based, callbacks)\n"))
    let invalid = await CLIRun(["verify", "--all", VerifyCommandTests.path("invalid-unknown-stimulus.jsonl")])
    #expect(invalid.exitCode == .usage)
    #expect(
      invalid.stdout.hasSuffix(":6: unknown stimulus 'pressHom'; did you mean 'pressHome'?\n"), "\(invalid.stdout)")
    let missing = await CLIRun(["verify", "--all", "/nonexistent/trace.jsonl"])
    #expect(missing.exitCode == .usage)
    #expect(missing.stderr.hasPrefix("Error: cannot read '/nonexistent/trace.jsonl': "), "\(missing.stderr)")
  }

  @Test("--format json writes each divergence as it is found: a long trace's are out before it ends")
  func jsonAsItGoes() async throws {
    let count = 50
    let lines =
      [
        #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "source": "many"}"#,
        #"{"stimulus": "tapIcon"}"#, #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
        #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
        #"{"callback": "applicationDidBecomeActive(_:)"}"#,
      ] + Array(repeating: #"{"stimulus": "memoryWarning"}"#, count: count)
    final class Seen: @unchecked Sendable {
      var output = ""
      var beforeLastLine: String?
      var input: ArraySlice<String> = []
    }
    let seen = Seen()
    seen.input = lines[...]
    let console = Console(
      out: { seen.output += $0 }, err: { _ in },
      readLine: {
        if seen.input.count == 1 { seen.beforeLastLine = seen.output }
        return seen.input.popFirst()
      }, isTerminal: false)
    #expect(await CLI.run(["verify", "--all", "--format", "json", "-"], console: console) == .failure)
    let verdict = try #require(JSONValue(parsing: seen.output))
    #expect(verdict["divergences"]?.arrayValue?.count == count)
    #expect(verdict["bugs"]?.arrayValue?.first?["count"] == .number(count))
    // The head and each divergence so far: every step but the last few is judged and written.
    let early = try #require(seen.beforeLastLine).components(separatedBy: #""verdict": "nonconformant""#).count - 1
    #expect(early >= count - 3, "\(early) verdicts written before the last line was read")
  }
}
