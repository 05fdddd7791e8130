import Foundation
import Lifecycle
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// `lifecycle verify` on version 1.2 traces, which record a mapper's states beside UIKit's
/// events (Conformance/SPEC.md#version-12): exit codes, output lines and `--projection`.
@Suite("lifecycle verify: recorded states")
struct VerifyStatesTests {
  static func path(_ name: String) -> String { Repository.url("Conformance/Traces/\(name)").path }

  @Test("a correct mapper trace is conformant")
  func correct() async {
    let path = Self.path("correct-mapper-app.jsonl")
    let run = await CLIRun(["verify", path])
    #expect(run.exitCode == .success)
    #expect(run.stdout == "\(path): conformant: 4 steps, 8 events (app-based, callbacks)\n")
  }

  @Test("a wrong mapper trace is non-conformant, in the style of an event divergence")
  func wrong() async {
    let path = Self.path("wrong-mapper-scene.jsonl")
    let run = await CLIRun(["verify", path])
    #expect(run.exitCode == .failure)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(6)) == [
        "\(path):13: non-conformant: scene main is background, so 'background', but reported 'inactive'",
        "  step 2: pressHome (line 10)",
        "  expected: 'background' (scene main is background)",
        "  reported: 'main inactive'",
        "  rule: mapper-state: after each step, the state reported last is the projection of the model's state",
        "  spec: Conformance/SPEC.md#what-the-kit-checks-of-a-mapper",
      ])
    let all = await CLIRun(["verify", "--all", path])
    #expect(all.exitCode == .failure)
    #expect(all.stdout.hasSuffix("bug 1: 'background' reported as 'inactive' on pressHome [mapper-state] (line 13)\n"))
    let json = await CLIRun(["verify", "--format", "json", path])
    #expect(json.stdout.contains(#""rule": "mapper-state: "#) && json.stdout.contains(#""line": 13"#))
  }

  @Test("--projection replaces the header's: by name, or from a file")
  func projection() async throws {
    let path = Self.path("wrong-mapper-scene.jsonl")
    // Under a projection that maps background to inactive, the trace is correct.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("offline-\(UUID()).json")
    try
      #"{"name": "lazy", "of": "scene", "states": {"foregroundInactive": "inactive", "foregroundActive": "active", "background": "inactive"}}"#
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = await CLIRun(["verify", "--projection", file.path, path])
    #expect(run.exitCode == .success, "\(run.stdout)\(run.stderr)")
    let named = await CLIRun(["verify", "--projection", "swiftui", path])
    #expect(named.exitCode == .failure)
  }

  @Test(
    "a bad --projection is a usage error naming the value",
    arguments: [
      ("nope", "--projection 'nope': unknown projection 'nope'"),
      ("/no/such/file.json", "--projection '/no/such/file.json': cannot read the file"),
    ])
  func badProjection(value: String, message: String) async {
    let run = await CLIRun(["verify", "--projection", value, Self.path("correct-mapper-app.jsonl")])
    #expect(run.exitCode == .usage)
    #expect(run.stderr.contains("Error: \(message)"), "\(run.stderr)")
  }

  @Test("a file that holds no projection is a usage error")
  func badFile() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("offline-\(UUID()).json")
    try #"{"name": "x", "of": "window"}"#.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = await CLIRun(["verify", "--projection", file.path, Self.path("correct-mapper-app.jsonl")])
    #expect(run.exitCode == .usage)
    #expect(run.stderr.contains("projection 'of' is 'window'; it is 'app' or 'scene'"), "\(run.stderr)")
  }
}
