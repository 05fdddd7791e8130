import Foundation
import Lifecycle
import Testing

@testable import LifecycleCLI

/// Values from the input are quoted cut short, with their length, and with
/// control characters escaped, in text and JSON alike.
@Suite("Quoting values from the input")
struct QuotingTests {
  /// Writes `lines` to a trace file in a fresh folder; `body` gets its path.
  static func withTrace(_ lines: [String], _ body: (String) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quoting-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("trace.jsonl").path
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
    try await body(path)
  }

  static let scene = #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene"}"#

  @Test("a 900,000-character scene id makes a short verdict that gives its length, in text and JSON")
  func longSceneID() async throws {
    let id = String(repeating: "a", count: 900_000)
    try await Self.withTrace([
      Self.scene, #"{"stimulus": "tapIcon"}"#, #"{"callback": "sceneDidBecomeActive(_:)", "scene": "\#(id)"}"#,
    ]) { path in
      let text = await CLIRun(["verify", path])
      #expect(text.exitCode == .failure)
      #expect(text.stdout.utf8.count < 2_000, "\(text.stdout.utf8.count) bytes")
      #expect(text.stdout.contains("sceneDidBecomeActive(_:) \(id.prefix(80))… (900000 characters)"))
      let json = await CLIRun(["verify", path, "--format", "json"])
      #expect(json.stdout.utf8.count < 2_000, "\(json.stdout.utf8.count) bytes")
      #expect(json.stdout.contains("\(id.prefix(80))… (900000 characters)"))
    }
  }

  @Test("an escape character and a line break in a value are escaped: the verdict stays one line")
  func controlCharacters() async throws {
    try await Self.withTrace([
      Self.scene, #"{"stimulus": "tapIcon"}"#, #"{"callback": "sceneDidBecomeActive(_:)", "scene": "\u001b[31mx"}"#,
    ]) { path in
      let run = await CLIRun(["verify", path])
      #expect(run.stdout == "\(path):3: bad scene id '\\u{1B}[31mx'; an id matches [a-z0-9][a-z0-9-]*\n")
    }
    try await Self.withTrace([Self.scene, #"{"stimulus": "fo\u001bo\nbar"}"#]) { path in
      let text = await CLIRun(["verify", path])
      #expect(text.stdout == "\(path):2: unknown stimulus 'fo\\u{1B}o\\nbar'\n")
      let json = await CLIRun(["verify", path, "--format", "json"])
      #expect(json.stdout.contains(#""message": "unknown stimulus 'fo\\u{1B}o\\nbar'""#), "\(json.stdout)")
      #expect(!json.stdout.contains("\u{1B}"))
    }
  }

  @Test("record and simulate quote a long unknown word cut short, and echo no control character")
  func recordAndSimulate() async {
    let word = String(repeating: "x", count: 100_000)
    let record = await CLIRun(["record", word])
    #expect(record.exitCode == .usage)
    #expect(record.stderr.contains("'\(word.prefix(80))… (100000 characters)'"), "\(record.stderr.prefix(300))")
    #expect(record.stderr.utf8.count < 1_000, "\(record.stderr.utf8.count) bytes")
    let simulate = await CLIRun(["simulate"], stdin: ["\u{1B}[2Jtap", word])
    #expect(!simulate.stdout.contains("\u{1B}"))
    #expect(simulate.stdout.contains("> \\u{1B}[2Jtap\n"))
    #expect(simulate.stdout.utf8.count < 2_000, "\(simulate.stdout.utf8.count) bytes")
  }

  @Test("a usage error quotes an argument cut short and escaped")
  func usageErrors() async {
    let run = await CLIRun(["verify", "--format", "js\non"])
    #expect(run.stderr.hasPrefix("Error: invalid value 'js\\non' for --format"))
    let long = await CLIRun([String(repeating: "v", count: 5_000)])
    #expect(long.stderr.hasPrefix("Error: unknown command '\(String(repeating: "v", count: 80))… (5000 characters)'"))
    let id = await CLIRun(["show", String(repeating: "i", count: 100_000)])
    #expect(
      id.stderr.hasPrefix("Error: unknown scenario '\(String(repeating: "i", count: 80))… (100000 characters)'\n"))
  }

  @Test("Quoted keeps short clean values, cuts long ones with their length, escapes C0, DEL and C1")
  func quoted() {
    #expect(Quoted("main").description == "main")
    #expect(Quoted("a\tb\r\nc\u{7F}\u{85}é").description == "a\\tb\\r\\nc\\u{7F}\\u{85}é")
    #expect(
      Quoted(String(repeating: "é", count: 81)).description == String(repeating: "é", count: 80) + "… (81 characters)")
    #expect(Quoted(String(repeating: "é", count: 80)).description == String(repeating: "é", count: 80))
  }

  @Test("bidirectional controls are escaped: a value cannot reorder the verdict it is quoted in")
  func bidirectionalControls() async throws {
    #expect(
      Quoted("a\u{202E}b\u{2066}c\u{2069}\u{200F}\u{61C}").description
        == "a\\u{202E}b\\u{2066}c\\u{2069}\\u{200F}\\u{61C}")
    #expect(Quoted("é\u{202E}", limit: nil).description == "é\\u{202E}")
    try await Self.withTrace([
      Self.scene, #"{"stimulus": "tapIcon"}"#, #"{"callback": "sceneDidBecomeActive(_:)", "scene": "x\u202Eevil"}"#,
    ]) { path in
      let run = await CLIRun(["verify", path])
      #expect(run.stdout == "\(path):3: bad scene id 'x\\u{202E}evil'; an id matches [a-z0-9][a-z0-9-]*\n")
    }
  }

  @Test("a 500,000-character session id a callback was given is cut short in the verdict, in text and JSON")
  func longSessionArgument() async throws {
    let id = String(repeating: "s", count: 500_000)
    let header = #"{"format": "lifecycle-trace", "version": 1.1, "lifecycle": "scene", "arguments": ["sessions"]}"#
    let launch = [
      header, #"{"stimulus": "tapIcon"}"#, #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
    ]
    let configuration = #"{"callback": "application(_:configurationForConnecting:options:)", "sessions": ["main"]}"#
    for lines in [
      launch + [#"{"callback": "application(_:configurationForConnecting:options:)", "sessions": ["\#(id)"]}"#],
      launch + [
        configuration, #"{"callback": "scene(_:willConnectTo:options:)", "scene": "main", "session": "\#(id)"}"#,
      ],
    ] {
      try await Self.withTrace(lines) { path in
        let text = await CLIRun(["verify", path])
        #expect(text.exitCode == .failure, "\(text.stdout.prefix(300))")
        #expect(text.stdout.utf8.count < 2_000, "\(text.stdout.utf8.count) bytes")
        #expect(text.stdout.contains("\(id.prefix(80))… (500000 characters)"), "\(text.stdout.prefix(300))")
        let json = await CLIRun(["verify", path, "--format", "json"])
        #expect(json.stdout.utf8.count < 2_000, "\(json.stdout.utf8.count) bytes")
      }
    }
  }
}
