import Foundation
import Testing
@testable import LifecycleCLI

/// Issue 13, item 1: a step of more than 256 events (dozens of scenes) is an ordinary step.
@Suite("Many scenes in one step")
struct ManyScenesTests {
  /// `tapIcon`, 35 `openScene`s, and a swipe that closes all 36 scenes in one step.
  static let words = ["tapIcon"] + (1...35).map { "openScene:s\($0)" } + ["swipeAwayInAppSwitcher"]

  @Test("record and verify a step of more than 256 events")
  func recordAndVerify() {
    let record = CLIRun(["record", "--notifications"] + Self.words)
    #expect(record.exitCode == .success, "\(record.stderr)")
    let lines = record.stdout.split(separator: "\n").map(String.init)
    let verify = CLIRun(["verify", "-"], stdin: lines)
    #expect(verify.exitCode == .success)
    #expect(verify.stdout.hasPrefix("-: conformant: 37 steps"))
  }

  @Test("simulate saves a session with a step of more than 256 events")
  func simulateSaves() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("many-scenes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.jsonl").path
    let run = CLIRun(["simulate"], stdin: Self.words.map { $0.replacingOccurrences(of: ":", with: " ") } + ["save \(file)"])
    #expect(run.exitCode == .success)
    #expect(run.stdout.contains("Saved 37 steps to \(file)."))
    #expect(CLIRun(["verify", file]).exitCode == .success)
  }
}
