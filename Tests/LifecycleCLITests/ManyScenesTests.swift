import Foundation
import Testing

@testable import LifecycleCLI

/// A step of more than 256 events (dozens of scenes) is an ordinary step.
@Suite("Many scenes in one step")
struct ManyScenesTests {
  /// `tapIcon`, 35 `openScene`s, and a swipe that closes all 36 scenes in one step.
  static let words = ["tapIcon"] + (1...35).map { "openScene:s\($0)" } + ["swipeAwayInAppSwitcher"]

  @Test("record and verify a step of more than 256 events")
  func recordAndVerify() async {
    let record = await CLIRun(["record", "--notifications"] + Self.words)
    #expect(record.exitCode == .success, "\(record.stderr)")
    let lines = record.stdout.split(separator: "\n").map(String.init)
    let verify = await CLIRun(["verify", "-"], stdin: lines)
    #expect(verify.exitCode == .success)
    #expect(verify.stdout.hasPrefix("-: conformant: 37 steps"))
  }

  @Test("simulate saves a session with a step of more than 256 events")
  func simulateSaves() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("many-scenes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.jsonl").path
    let run = await CLIRun(
      ["simulate"], stdin: Self.words.map { $0.replacingOccurrences(of: ":", with: " ") } + ["save \(file)"])
    #expect(run.exitCode == .success)
    #expect(run.stdout.contains("Saved 37 steps to \(file)."))
    #expect(await CLIRun(["verify", file]).exitCode == .success)
  }

  @Test("exercise --bugs --traces shows a trace whose step has more than 256 events")
  func bugHunt() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("many-scenes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The swipe's response holds every scene's events; the bug is its last callback, twice.
    var lines = await CLIRun(["record", "--notifications"] + Self.words).stdout.split(separator: "\n").map(String.init)
    lines.append(lines.last!)
    try (lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent("many.jsonl"), atomically: true, encoding: .utf8)
    let run = await CLIRun(["exercise", "--bugs", "--traces", folder.path], stdin: ["1"])
    #expect(run.exitCode == .success, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("== Find the bug 1 of 1: a scene-based engine\nStep 1: tapIcon\n"))
    #expect(run.stdout.contains("The bug: many.\n"))
    #expect(run.stdout.contains("Step 37: swipeAwayInAppSwitcher\n"))
    #expect(run.stdout.hasSuffix("Score: 1 of 1 bugs found.\n"))
  }
}
