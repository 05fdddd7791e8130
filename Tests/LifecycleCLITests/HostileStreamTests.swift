import Foundation
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// Streams that cannot be written, and standard input read as a file.
@Suite("Hostile standard streams")
struct HostileStreamTests {
  /// Runs the CLI on real descriptors: standard error goes to a temporary file, read back.
  static func run(_ arguments: [String], input: Int32 = -1, output: Int32) async -> (code: ExitCode, stderr: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
    let error = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer { close(error); unlink(path) }
    let code = await CLI.run(
      arguments, console: Console.descriptors(input: input, output: output, error: error).console)
    return (code, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
  }

  static let commands: [[String]] = [
    ["verify", trace("correct-scene")], ["list"], ["record", "tapIcon", "pressHome"],
  ]

  @Test("an output that is full ends with a one-line error and a non-zero code", arguments: commands)
  func fullDevice(_ arguments: [String]) async throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let (code, stderr) = await Self.run(arguments, output: full)
    #expect(code == .unwritableOutput)
    #expect(stderr == "Error: cannot write to standard output: No space left on device\n")
  }

  @Test("a closed descriptor and a broken pipe are reported, not trapped on")
  func closedAndBroken() async throws {
    // A descriptor number nothing has open.
    var closed: Int32 = 900
    while fcntl(closed, F_GETFD) != -1 { closed += 1 }
    let (code, stderr) = await Self.run(["list"], output: closed)
    #expect(code == .unwritableOutput)
    #expect(stderr == "Error: cannot write to standard output: Bad file descriptor\n")

    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    let broken = await Self.run(["record", "tapIcon"], output: ends[1])
    #expect(broken.code == .unwritableOutput)
    #expect(broken.stderr == "Error: cannot write to standard output: Broken pipe\n")
  }

  @Test("docs writes its site, then reports the output it could not write")
  func docsOnFullDevice() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("full-docs-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let (code, stderr) = await Self.run(["docs", "--output", folder], output: full)
    #expect(code == .unwritableOutput)
    #expect(stderr.hasPrefix("Error: cannot write to standard output"))
    #expect(FileManager.default.fileExists(atPath: folder + "/index.md"))
  }

  /// Runs `verify -` with `bytes` on a pipe as standard input; the verdict comes back as text.
  static func verifyStandardInput(_ bytes: [UInt8], format: String = "text") async throws -> (ExitCode, String) {
    // The verdict can come before the writer is done: it must see EPIPE, not die of SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
    try #require(pipe(&input) == 0 && pipe(&output) == 0)
    let writer = Thread { [write = input[1]] in
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let count = systemWrite(write, buffer.baseAddress! + offset, buffer.count - offset)
          if count <= 0 { break }
          offset += count
        }
      }
      close(write)
    }
    writer.start()
    let verdictFile = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-\(UUID().uuidString)").path
    let verdict = open(verdictFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer { unlink(verdictFile) }
    close(output[0]); close(output[1])
    let (code, _) = await run(["verify", "-", "--format", format], input: input[0], output: verdict)
    close(verdict)
    close(input[0])
    return (code, (try? String(contentsOfFile: verdictFile, encoding: .utf8)) ?? "")
  }

  static func trace(_ name: String) -> String {
    Repository.url("Conformance/Traces/\(name).jsonl").path
  }

  @Test("invalid UTF-8 on standard input is invalid, as it is from a file")
  func invalidUTF8() async throws {
    let header =
      Array(#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "source": ""#.utf8)
      + [0xFF, 0xFE] + Array("\"}\n{\"stimulus\": \"tapIcon\"}\n".utf8)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("utf8-\(UUID().uuidString).jsonl")
    try Data(header).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = await CLIRun(["verify", file.path])
    #expect(fromFile.exitCode == .usage)
    let (code, verdict) = try await Self.verifyStandardInput(header)
    #expect(code == .usage)
    #expect(verdict == fromFile.stdout.replacingOccurrences(of: file.path, with: "-"))
  }

  @Test("a line past the limit on standard input is refused as from a file")
  func longLine() async throws {
    let line = [UInt8](repeating: UInt8(ascii: "a"), count: 3 << 20) + [0x0A]
    let (code, verdict) = try await Self.verifyStandardInput(line)
    #expect(code == .usage)
    #expect(verdict == "-:1: line longer than 1048576 bytes\n")
  }

  /// Runs the CLI with `input` as standard input; standard output comes back as text too.
  static func capture(_ arguments: [String], input: Int32) async -> (code: ExitCode, stdout: String, stderr: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stdout-\(UUID().uuidString)").path
    let output = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer { unlink(path) }
    let (code, stderr) = await run(arguments, input: input, output: output)
    close(output)
    return (code, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "", stderr)
  }

  /// A descriptor number nothing has open.
  static var closedDescriptor: Int32 {
    var closed: Int32 = 900
    while fcntl(closed, F_GETFD) != -1 { closed += 1 }
    return closed
  }

  @Test("a trace that cannot be read: an Error line for people, as SPEC.md#exit-codes says")
  func unreadableTrace() async {
    for (path, reason) in [
      ("/nonexistent/trace.jsonl", "'/nonexistent/trace.jsonl': No such file or directory"),
      ("/tmp", "'/tmp': is a directory"),
    ] {
      let run = await CLIRun(["verify", path])
      #expect(run.exitCode == .usage)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr == "Error: cannot read \(reason)\nUsage: \(VerifyCommand.usage)\n")
    }
    let closed = await Self.capture(["verify", "-"], input: Self.closedDescriptor)
    #expect(closed.code == .usage)
    #expect(closed.stdout.isEmpty)
    #expect(closed.stderr == "Error: cannot read standard input: Bad file descriptor\nUsage: \(VerifyCommand.usage)\n")
  }

  @Test("verify --format json on a trace that cannot be read prints a JSON verdict, standard input included")
  func jsonForUnreadable() async {
    let missing = await CLIRun(["verify", "/nonexistent/trace.jsonl", "--format", "json"])
    #expect(missing.exitCode == .usage)
    #expect(
      missing.stdout
        == #"{"verdict": "invalid", "line": 0, "message": "cannot read '/nonexistent/trace.jsonl': No such file or directory"}"#
        + "\n")
    #expect(missing.stderr.isEmpty)
    let folder = await CLIRun(["verify", "/tmp", "--format", "json"])
    #expect(folder.exitCode == .usage)
    #expect(
      folder.stdout == #"{"verdict": "invalid", "line": 0, "message": "cannot read '/tmp': is a directory"}"# + "\n")
    let closed = await Self.capture(["verify", "--format", "json", "-"], input: Self.closedDescriptor)
    #expect(closed.code == .usage)
    #expect(
      closed.stdout
        == #"{"verdict": "invalid", "line": 0, "message": "cannot read standard input: Bad file descriptor"}"# + "\n")
    #expect(closed.stderr.isEmpty)
  }

  @Test("a path that cannot be read is quoted cut short")
  func longUnreadablePath() async {
    let path = "/nonexistent/" + String(repeating: "t", count: 100_000)
    let run = await CLIRun(["verify", path])
    #expect(run.exitCode == .usage)
    #expect(run.stderr.hasPrefix("Error: cannot read '\(path.prefix(80))… (100013 characters)': "))
    #expect(run.stderr.utf8.count < 1_000)
  }

  @Test("record reports standard input it cannot read, closed or a folder, and prints no trace")
  func recordUnreadableInput() async throws {
    let closed = await Self.capture(["record"], input: Self.closedDescriptor)
    #expect(closed.code == .usage)
    #expect(closed.stdout.isEmpty)
    #expect(closed.stderr == "Error: cannot read standard input: Bad file descriptor\nUsage: \(RecordCommand.usage)\n")

    let folder = open(FileManager.default.temporaryDirectory.path, O_RDONLY)
    try #require(folder >= 0)
    defer { close(folder) }
    let directory = await Self.capture(["record"], input: folder)
    #expect(directory.code == .usage)
    #expect(directory.stdout.isEmpty)
    #expect(directory.stderr.hasPrefix("Error: cannot read standard input: "))
    #expect(directory.stderr.split(separator: "\n").count == 2)
  }

  @Test("record reads stimuli from standard input's descriptor: comments, blank lines, CRLF, no final newline")
  func recordFromDescriptor() async throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let input = Array("# launch, then home\r\ntapIcon\r\n\n  pressHome".utf8)
    #expect(systemWrite(ends[1], input, input.count) == input.count)
    close(ends[1])
    defer { close(ends[0]) }
    let run = await Self.capture(["record", "--lifecycle", "app"], input: ends[0])
    #expect(run.code == .success, "\(run.stderr)")
    let expected = await CLIRun(["record", "--lifecycle", "app", "tapIcon", "pressHome"]).stdout
    #expect(run.stdout == expected)
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
