import Foundation
import Lifecycle
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// `lifecycle verify` on the example traces of Conformance/Traces, output asserted word for word.
@Suite("lifecycle verify")
struct VerifyCommandTests {
  static let traces = Repository.url("Conformance/Traces")

  static func path(_ name: String) -> String { traces.appendingPathComponent(name).path }

  @Test(
    "correct traces are conformant, with a one-line summary",
    arguments: [
      ("correct-app.jsonl", "conformant: 8 steps, 11 events (app-based, callbacks)"),
      ("correct-scene.jsonl", "conformant: 5 steps, 43 events (scene-based, callbacks and notifications)"),
    ])
  func conformant(file: String, summary: String) async {
    let run = await CLIRun(["verify", Self.path(file)])
    #expect(run.exitCode == .success)
    #expect(run.stdout == "\(Self.path(file)): \(summary)\n")
    #expect(run.stderr.isEmpty)
  }

  /// A trace file and what `verify` prints after its path; named by the file in the test log.
  struct Verdict: CustomTestStringConvertible, Sendable {
    let file: String
    let output: String
    var testDescription: String { file }
  }

  @Test(
    "an engine bug is non-conformant, with the step, the diff, the rule and the page",
    arguments: [
      Verdict(
        file: "cold-launch-will-enter-foreground.jsonl",
        output: """
          :5: non-conformant: applicationWillEnterForeground(_:) is not in any allowed response to tapIcon; \
          the app is notRunning
            step 1: tapIcon (line 2)
            - expected, + actual:
              application(_:willFinishLaunchingWithOptions:)
              application(_:didFinishLaunchingWithOptions:)
            + applicationWillEnterForeground(_:)
              applicationDidBecomeActive(_:)
            rule: allowed-events: not in any allowed response
            spec: Conformance/SPEC.md#allowed-events
            response: Conformance/SPEC.md#foregrounding
            see: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)

          """
      ),
      // A missing event is headlined as missing, at the line where that is certain: an event that
      // must follow it came, and it never comes in the step.
      Verdict(
        file: "missing-resign-before-background.jsonl",
        output: """
          :11: non-conformant: missing sceneWillResignActive(_:) main in the response to pressHome
            step 2: pressHome (line 10)
            - expected, + actual:
            - sceneWillResignActive(_:) main
              sceneDidEnterBackground(_:) main
            rule: required-event: the scene is about to become inactive (an overlay, or on its way to the background)
            spec: Conformance/SPEC.md#required-event
            response: Conformance/SPEC.md#stimuli
            see: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)

          """
      ),
      // The same events in the wrong order: the diff shows the whole step.
      Verdict(
        file: "resign-after-background.jsonl",
        output: """
          :11: non-conformant: sceneDidEnterBackground(_:) main came before sceneWillResignActive(_:) main, which must come first
            step 2: pressHome (line 10)
            - expected, + actual:
            - sceneWillResignActive(_:) main
              sceneDidEnterBackground(_:) main
            + sceneWillResignActive(_:) main
            rule: delegate-sequence: each delegate's callbacks come one after another, in the order of the state changes they announce
            spec: Conformance/SPEC.md#delegate-sequence
            response: Conformance/SPEC.md#stimuli
            see: https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle

          """
      ),
      Verdict(
        file: "terminate-suspended.jsonl",
        output: """
          :11: non-conformant: applicationWillTerminate(_:) is not in any allowed response to terminate; \
          the app is suspended
            step 4: terminate (line 10)
            - expected, + actual:
            + applicationWillTerminate(_:)
            rule: allowed-events: not in any allowed response
            spec: Conformance/SPEC.md#allowed-events
            response: Conformance/SPEC.md#termination-by-the-system
            see: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)

          """
      ),
      Verdict(
        file: "missing-did-become-active.jsonl",
        output: """
          :2: non-conformant: missing applicationDidBecomeActive(_:) in the response to tapIcon
            step 1: tapIcon (line 2)
            - expected, + actual:
              application(_:willFinishLaunchingWithOptions:)
              application(_:didFinishLaunchingWithOptions:)
            - applicationDidBecomeActive(_:)
            rule: required-event: the app moves to the active state; UIKit then posts the notification
            spec: Conformance/SPEC.md#required-event
            response: Conformance/SPEC.md#foregrounding
            see: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)

          """
      ),
    ])
  func nonconformant(_ verdict: Verdict) async {
    let run = await CLIRun(["verify", Self.path(verdict.file)])
    #expect(run.exitCode == .failure)
    #expect(run.stdout == Self.path(verdict.file) + verdict.output)
    #expect(run.stderr.isEmpty)
  }

  @Test(
    "an invalid trace gets FILE:LINE: message on standard output",
    arguments: [
      ("invalid-unknown-stimulus.jsonl", ":6: unknown stimulus 'pressHom'; did you mean 'pressHome'?"),
      ("invalid-missing-scene.jsonl", ":6: scene(_:willConnectTo:options:) needs 'scene'"),
      (
        "invalid-impossible-stimulus.jsonl",
        ":2: impossible stimulus 'pressHome': the app is not running; try tapIcon (Conformance/SPEC.md#stimuli)"
      ),
    ])
  func invalid(file: String, message: String) async {
    let run = await CLIRun(["verify", Self.path(file)])
    #expect(run.exitCode == .usage)
    #expect(run.stdout == Self.path(file) + message + "\n")
    #expect(run.stderr.isEmpty)
  }

  @Test("every example trace is covered by a test above (the mapper traces by VerifyStatesTests)")
  func everyExampleIsTested() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.traces.path).filter { $0.hasSuffix(".jsonl") }
    #expect(
      files.sorted() == [
        "cold-launch-will-enter-foreground.jsonl", "correct-app.jsonl", "correct-mapper-app.jsonl",
        "correct-scene.jsonl",
        "invalid-impossible-stimulus.jsonl", "invalid-missing-scene.jsonl", "invalid-unknown-stimulus.jsonl",
        "missing-did-become-active.jsonl", "missing-resign-before-background.jsonl", "resign-after-background.jsonl",
        "terminate-suspended.jsonl", "wrong-mapper-scene.jsonl",
      ])
  }

  @Test("- reads standard input and names it -")
  func standardInput() async throws {
    let lines = try String(contentsOfFile: Self.path("terminate-suspended.jsonl"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let run = await CLIRun(["verify", "-"], stdin: lines)
    #expect(run.exitCode == .failure)
    #expect(run.stdout.hasPrefix("-:11: non-conformant: applicationWillTerminate(_:) is not in any allowed response"))
  }

  @Test("--format json prints one object with the verdict, line, message, expected, actual, rule, spec and reference")
  func json() async throws {
    let run = await CLIRun(["verify", "--format", "json", Self.path("resign-after-background.jsonl")])
    #expect(run.exitCode == .failure)
    #expect(run.stdout.filter { $0 == "\n" }.count == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["verdict"] as? String == "nonconformant")
    #expect(object["line"] as? Int == 11)
    #expect(
      object["message"] as? String
        == "sceneDidEnterBackground(_:) main came before sceneWillResignActive(_:) main, which must come first")
    let expected = try #require(object["expected"] as? [[String: String]])
    #expect(
      expected == [
        ["callback": "sceneWillResignActive(_:)", "scene": "main"],
        ["callback": "sceneDidEnterBackground(_:)", "scene": "main"],
      ])
    // The whole step, as delivered.
    #expect(
      object["actual"] as? [[String: String]] == [
        ["callback": "sceneDidEnterBackground(_:)", "scene": "main"],
        ["callback": "sceneWillResignActive(_:)", "scene": "main"],
      ])
    #expect((object["rule"] as? String)?.hasPrefix("delegate-sequence: ") == true)
    #expect(object["spec"] as? String == "Conformance/SPEC.md#delegate-sequence")
    #expect(object["response"] as? String == "Conformance/SPEC.md#stimuli")
    #expect(object["reference"] as? String == AppleDocumentation.lifeCycle.description)
  }

  @Test(
    "--format json for conformant and invalid traces",
    arguments: [
      (
        "correct-app.jsonl",
        #"{"verdict": "conformant", "line": 20, "message": "8 steps, 11 events (app-based, callbacks)"}"#
      ),
      (
        "invalid-unknown-stimulus.jsonl",
        #"{"verdict": "invalid", "line": 6, "message": "unknown stimulus 'pressHom'; did you mean 'pressHome'?", "spec": "Conformance/SPEC.md#lines-and-header"}"#
      ),
    ])
  func jsonVerdicts(file: String, output: String) async {
    let run = await CLIRun(["verify", "--format", "json", Self.path(file)])
    #expect(run.stdout == output + "\n")
  }

  @Test(
    "a bad command line gets Error: and Usage: on standard error",
    arguments: [
      (["verify"], "Error: missing trace file; give a path, or - for standard input"),
      (
        ["verify", "/nonexistent/trace.jsonl"],
        "Error: cannot read '/nonexistent/trace.jsonl': No such file or directory"
      ),
      (["verify", "/"], "Error: cannot read '/': is a directory"),
      (["verify", "a.jsonl", "b.jsonl"], "Error: unexpected argument 'b.jsonl'"),
      (
        ["verify", "--format", "yaml", "a.jsonl"],
        "Error: invalid value 'yaml' for --format; expected one of: text, json"
      ),
    ])
  func badCommandLines(arguments: [String], error: String) async {
    let run = await CLIRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "\(error)\nUsage: \(VerifyCommand.usage)\n")
  }
}
