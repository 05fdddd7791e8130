import Foundation
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// `record` and `simulate` read standard input as `verify -` reads a trace: as it comes, with
/// bounded memory, verify's line limit, and verify's words for a byte order mark or invalid UTF-8;
/// `record` takes full names only.
@Suite("record and simulate on standard input")
struct StandardInputTests {
  /// Runs the CLI with `bytes` on a pipe as standard input, read whole by a thread of its own.
  static func run(
    _ arguments: [String], _ bytes: [UInt8]
  ) async throws -> (code: ExitCode, stdout: String, stderr: String) {
    signal(SIGPIPE, SIG_IGN)
    var input: [Int32] = [0, 0]
    try #require(pipe(&input) == 0)
    let writer = Thread { [write = input[1]] in
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let count = systemWrite(write, buffer.baseAddress! + offset, buffer.count - offset)
          guard count > 0 else { break }
          offset += count
        }
      }
      close(write)
    }
    writer.start()
    defer { close(input[0]) }
    return await HostileStreamTests.capture(arguments, input: input[0])
  }

  @Test("record takes full names: a stimulus, kind or reason cut short is an error, not completed")
  func fullNames() async throws {
    let piped = try await Self.run(["record"], Array("tapIcon\npressHo".utf8))
    #expect(piped.code == .usage)
    #expect(piped.stdout.isEmpty)
    #expect(piped.stderr.hasPrefix("Error: unknown stimulus 'pressHo'; did you mean 'pressHome'?\n"))
    for (word, message) in [
      ("tapicon", "unknown stimulus 'tapicon'; did you mean 'tapIcon'?"),
      ("beginInterruption:ca", "unknown interruption kind 'ca'; did you mean 'call'?"),
      ("beginInterruption:kind=al", "unknown interruption kind 'al'; did you mean 'alert'?"),
    ] {
      let run = await CLIRun(["record", "tapIcon", word])
      #expect(run.exitCode == .usage)
      #expect(run.stderr.hasPrefix("Error: \(message)\n"), "\(run.stderr)")
    }
    #expect(await CLIRun(["record", "tapIcon", "beginInterruption:kind=alert"]).exitCode == .success)
  }

  @Test("record names a byte order mark and invalid UTF-8 in verify's words, with the line and column")
  func recordText() async throws {
    let bom = try await Self.run(["record"], [0xEF, 0xBB, 0xBF] + Array("tapIcon\n".utf8))
    #expect(bom.code == .usage)
    #expect(bom.stdout.isEmpty)
    #expect(bom.stderr.hasPrefix("Error: standard input:1: column 1: a byte order mark; write UTF-8 without one\n"))
    let invalid = try await Self.run(["record"], Array("tapIcon\npress".utf8) + [0xFF] + Array("Home\n".utf8))
    #expect(invalid.code == .usage)
    #expect(invalid.stderr.hasPrefix("Error: standard input:2: column 6: invalid UTF-8 (byte 0xFF)\n"))
  }

  @Test("record refuses a line past verify's limit as soon as it is past it")
  func recordLongLine() async throws {
    let line = [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20) + [0x0A] + Array("tapIcon\n".utf8)
    let run = try await Self.run(["record"], line)
    #expect(run.code == .usage)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix("Error: standard input:1: line longer than 1048576 bytes\n"), "\(run.stderr.prefix(200))")
  }

  @Test("simulate names a byte order mark and invalid UTF-8 in verify's words, and reads on")
  func simulateText() async throws {
    let run = try await Self.run(
      ["simulate", "--lifecycle", "app"],
      [0xEF, 0xBB, 0xBF] + Array("tapIcon\ntap".utf8) + [0xC3] + Array("\ntapIcon\n".utf8))
    #expect(run.code == .success)
    #expect(run.stdout.contains("standard input:1: column 1: a byte order mark; write UTF-8 without one\n"))
    #expect(
      run.stdout.contains(
        "standard input:2: column 4: invalid UTF-8 (byte 0xC3 starts a 2-byte sequence that is cut short)\n"))
    #expect(run.stdout.contains("> tapIcon\n"))
    #expect(!run.stdout.contains("\u{FFFD}"))
  }

  @Test("record streams: past the stimuli it holds back, the trace comes out before the input ends")
  func recordStreams() async throws {
    signal(SIGPIPE, SIG_IGN)
    var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
    try #require(pipe(&input) == 0 && pipe(&output) == 0)
    let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
    let error = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer {
      close(error)
      unlink(errorPath)
    }
    final class Result: @unchecked Sendable { var code: ExitCode? }
    let result = Result()
    let done = DispatchSemaphore(value: 0)
    // A thread of its own, since record blocks on its input: the command itself, which is
    // synchronous, rather than the asynchronous CLI around it.
    let recorder = Thread { [input = input[0], output = output[1]] in
      var arguments = Arguments(["--lifecycle", "app"])
      result.code = try? RecordCommand.run(
        &arguments, console: Console.descriptors(input: input, output: output, error: error).console)
      close(output)
      done.signal()
    }
    recorder.start()
    // More stimuli than record holds back; the input stays open.
    let stimuli = Array(("tapIcon\n" + String(repeating: "pressHome\ntapIcon\n", count: 6_000)).utf8)
    let writer = Thread { [write = input[1]] in
      stimuli.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let count = systemWrite(write, buffer.baseAddress! + offset, buffer.count - offset)
          guard count > 0 else { break }
          offset += count
        }
      }
    }
    writer.start()
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    _ = fcntl(output[0], F_SETFL, fcntl(output[0], F_GETFL) | O_NONBLOCK)
    let deadline = Date() + 60
    while !received.contains(0x0A), Date() < deadline {
      let count = chunk.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
      if count > 0 { received += chunk[..<count] } else { usleep(10_000) }
    }
    #expect(received.contains(0x0A), "no line of the trace before the input ended")
    // Now the input ends; the rest of the trace follows.
    close(input[1])
    _ = fcntl(output[0], F_SETFL, fcntl(output[0], F_GETFL) & ~O_NONBLOCK)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received += chunk[..<count]
    }
    done.wait()
    close(output[0])
    close(input[0])
    #expect(result.code == .success)
    let text = String(decoding: received, as: UTF8.self)
    #expect(text.split(separator: "\n").filter { $0 == #"{"stimulus": "pressHome"}"# }.count == 6_000)
  }

  @Test("a stimulus of 1.1 after the trace started streaming as version 1 is an error that says why")
  func lateVersion11() async {
    let words = ["tapIcon"] + Array(repeating: ["pressHome", "tapIcon"], count: 5_000).flatMap { $0 } + ["crash"]
    let run = await CLIRun(["record", "--lifecycle", "app"] + words)
    #expect(run.exitCode == .usage)
    #expect(
      run.stderr.hasPrefix(
        "Error: stimulus 10002 'crash' needs trace format 1.1, and the trace, streaming since its first 10000 "
          + "stimuli, is version 1; put a stimulus of 1.1 among them, or give --arguments\n"))
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
