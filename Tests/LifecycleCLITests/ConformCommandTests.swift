import Foundation
import LifecycleConformance
import Testing

@testable import LifecycleCLI
@testable import LifecycleDocs

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lifecycle conform`: the reference engine and a broken one served by the Swift host over the
/// engine protocol, a command that cannot start, bad usage, and Ctrl-C.
@Suite("lifecycle conform", .serialized)
struct ConformCommandTests {
  nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// An executable built beside the tests.
  nonisolated static func built(_ name: String) -> String {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [beside, beside.deletingLastPathComponent(), root.appendingPathComponent(".build/debug")] {
      let path = folder.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return root.appendingPathComponent(".build/debug/\(name)").path
  }

  nonisolated static var host: String { built("LifecycleEngineHost") }

  /// Runs the built `lifecycle conform` in a process of its own: its engines are its own, so the
  /// kit's own tests, which count the engines of this process, never see them.
  struct Run {
    var exitCode: ExitCode?
    var stdout: String
    var stderr: String

    init(_ arguments: [String]) async {
      let folder = NSTemporaryDirectory() + "conform-run-\(UUID().uuidString)"
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      _ = FileManager.default.createFile(atPath: folder + "/out", contents: nil)
      _ = FileManager.default.createFile(atPath: folder + "/err", contents: nil)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: ConformCommandTests.built("lifecycle"))
      process.arguments = ["conform"] + arguments
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle(forWritingAtPath: folder + "/out")
      process.standardError = FileHandle(forWritingAtPath: folder + "/err")
      do {
        try process.run()
        // Only to catch a hang: a run here takes seconds.
        let deadline = Date() + 300
        while process.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        exitCode = ExitCode(rawValue: process.terminationStatus)
      } catch {
        exitCode = nil
      }
      stdout = (try? String(contentsOfFile: folder + "/out", encoding: .utf8)) ?? ""
      stderr = (try? String(contentsOfFile: folder + "/err", encoding: .utf8)) ?? ""
    }
  }

  /// A word to put on an engine's command line, to find what the engine left running.
  nonisolated static func tag() -> String { "conform-test-\(UUID().uuidString)" }

  /// Processes whose command line holds `tag`, zombies aside: what a run left behind.
  nonisolated static func leftBehind(_ tag: String) -> [Int32] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return ids.compactMap(Int32.init).filter { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
        String(decoding: data, as: UTF8.self).contains(tag)
      else { return false }
      return !isGone(pid)
    }
  }

  nonisolated func temporaryFolder() -> String {
    let path = NSTemporaryDirectory() + "conform-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test("The reference engine over the pipe is conformant: exit 0, skips listed, the report written")
  func conformant() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tag = Self.tag()
    let run = await Run(["--budget", "200", "--seed", "5", "--report", folder, "--", Self.host, "scene", tag])
    #expect(run.exitCode == .success, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasSuffix(
        "ReferenceEngine: 49 pass, 37 skip (LifecycleKit \(LifecycleKit.version), trace format 1.1)\nconformant\n"))
    #expect(
      run.stdout.contains(
        "Skipped (not passes):\n  launch.first.app: the scenario is app-based; the engine runs scene-based only\n"))
    #expect(run.stdout.contains("Rules broken:\n  no rule broken\n"))
    #expect(run.stdout.contains("Exploration: exploration (seed 5): 200 stimuli in"))
    let json = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(report["engine"] as? String == "ReferenceEngine")
    #expect((report["counts"] as? [String: Int])?["pass"] == 49)
    #expect((report["counts"] as? [String: Int])?["skip"] == 37)
    #expect(try String(contentsOfFile: folder + "/report.md", encoding: .utf8).contains("49 pass, 37 skip"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/traces").isEmpty)
    #expect(Self.leftBehind(tag).isEmpty)
  }

  @Test("A broken engine diverges: exit 1, the rule, a trace per divergence that lifecycle verify reproduces")
  func diverges() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bug = EngineBug.forgetsWillFinishLaunching
    let tag = Self.tag()
    let run = await Run([
      "--budget", "300", "--seed", "3", "--report", folder, "--", Self.host, "scene", "--bug", bug.id, tag,
    ])
    #expect(run.exitCode == .failure, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasSuffix("not conformant\n"))
    #expect(
      run.stdout.contains(
        "Failed:\n  launch.first.app › step 1 › tapIcon: missing application(_:willFinishLaunchingWithOptions:)"))
    #expect(run.stdout.contains("Rules broken:\n  required-event:"))
    #expect(run.stdout.contains("Trace: \(folder)/traces/exploration.seed-3.jsonl"))
    // The exploration's failure is named like a scenario's.
    #expect(run.stdout.contains("\n  exploration.seed-3 › step "), "\(run.stdout)")
    let traces = try FileManager.default.contentsOfDirectory(atPath: folder + "/traces").sorted()
    #expect(traces.contains("launch.first.app.jsonl") && traces.contains("exploration.seed-3.jsonl"))
    for trace in traces {
      let verify = CLIRun(["verify", "--format", "json", folder + "/traces/" + trace])
      #expect(verify.exitCode == .failure, "\(trace): \(verify.stdout)")
      let verdict = try #require(try JSONSerialization.jsonObject(with: Data(verify.stdout.utf8)) as? [String: Any])
      #expect(verdict["verdict"] as? String == "nonconformant", "\(trace)")
      #expect((verdict["rule"] as? String)?.hasPrefix("required-event") == true, "\(trace): \(verify.stdout)")
    }
    let json = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let scenarios = try #require(report["scenarios"] as? [[String: Any]])
    #expect(scenarios.last?["id"] as? String == "exploration.seed-3")
    #expect(scenarios.last?["verdict"] as? String == "fail")
    #expect(Self.leftBehind(tag).isEmpty)
  }

  @Test("A report folder that cannot take a report is a usage error, before the engine starts")
  func unusableReportFolder() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/a-file"
    _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
    // The engine would leave this behind if it were started.
    let started = folder + "/started"
    for (report, message) in [
      (file, "Error: '\(file)' is a file, not a folder"),
      (file + "/sub", "Error: cannot make '\(file)/sub': '\(file)' is a file, not a folder"),
      ("", "Error: invalid value '' for --report; name a folder"),
    ] {
      let run = await Run(["--report", report, "--", "/bin/sh", "-c", "touch \(started)"])
      #expect(run.exitCode == .usage, "\(report): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.hasPrefix(message + "\n"), "\(report): \(run.stderr)")
      #expect(run.stdout.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: started))
  }

  @Test("A report replaces the previous run's: no stale trace stays, even one in the way of a new one")
  func reportReplacesThePrevious() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A trace of an earlier run, and a folder where this run writes a trace.
    try FileManager.default.createDirectory(
      atPath: folder + "/traces/launch.first.app.jsonl", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/traces/stale.jsonl", contents: Data("{}\n".utf8))
    _ = FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data("mine\n".utf8))
    let tag = Self.tag()
    let run = await Run([
      "--budget", "0", "--report", folder, "--", Self.host, "scene", "--bug", EngineBug.forgetsWillFinishLaunching.id,
      tag,
    ])
    #expect(run.exitCode == .failure, "\(run.stdout)\(run.stderr)")
    let traces = try FileManager.default.contentsOfDirectory(atPath: folder + "/traces")
    #expect(!traces.contains("stale.jsonl"))
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: folder + "/traces/launch.first.app.jsonl", isDirectory: &isFolder))
    #expect(!isFolder.boolValue)
    // Only the report's own entries are replaced; nothing is left staged.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "notes.txt", "report.json", "report.md", "traces",
      ])
    #expect(Self.leftBehind(tag).isEmpty)
  }

  @Test("The Python example engine is conformant on what it declares, in both lifecycles")
  func pythonExample() async {
    let engine = Self.root.appendingPathComponent("Conformance/Examples/PythonEngine/engine.py").path
    let tag = Self.tag()
    let run = await Run(["--budget", "400", "--", "python3", engine, tag])
    #expect(run.exitCode == .success, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasSuffix(
        "PythonEngine 1.0: 23 pass, 63 skip (LifecycleKit \(LifecycleKit.version), trace format 1)\nconformant\n"),
      "\(run.stdout)")
    #expect(Self.leftBehind(tag).isEmpty)
  }

  @Test("The smallest engine of the DocsSite page is conformant on what it declares")
  func docsExample() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = folder + "/my_engine.py"
    try EngineProtocolPage.smallest.write(toFile: engine, atomically: true, encoding: .utf8)
    let tag = Self.tag()
    let run = await Run(["--budget", "100", "--", "python3", engine, tag])
    #expect(run.exitCode == .success, "\(run.stdout)")
    #expect(
      run.stdout.hasSuffix(": 2 pass, 84 skip (LifecycleKit \(LifecycleKit.version), trace format 1)\nconformant\n"),
      "\(run.stdout)")
    #expect(Self.leftBehind(tag).isEmpty)
  }

  @Test("An engine that never says hello broke the protocol: exit 1")
  func noHello() async {
    let tag = Self.tag()
    let run = await Run(["--timeout", "0.5", "--", "/bin/sh", "-c", "sleep 30", tag])
    #expect(run.exitCode == .failure)
    // Once, on standard output, with the usual cause.
    #expect(
      run.stdout == "/bin/sh -c sleep 30 \(tag): not conformant: no hello within 0.5 seconds; "
        + "the usual cause is a hello still in the engine's output buffer: flush standard output after each line "
        + "(Python: print(..., flush=True) or python3 -u; C: fflush(stdout); Node: process.stdout.write, without "
        + "blocking the event loop to read standard input)\n")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(Self.leftBehind(tag).isEmpty)
  }

  @Test("A command that cannot be started: exit 2")
  func cannotStart() async {
    let missing = await Run(["--", "no-such-engine-command", "--flag"])
    #expect(missing.exitCode == .usage)
    #expect(missing.stderr == "Error: cannot start the engine: 'no-such-engine-command' not found\n")
    #expect(missing.stdout.isEmpty)
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = FileManager.default.createFile(atPath: folder + "/engine.txt", contents: Data("not a program\n".utf8))
    for (command, reason) in [
      ("/nonexistent/engine", "'/nonexistent/engine' not found"),
      (folder, "'\(folder)' is a folder, not a program"),
      (folder + "/engine.txt", "'\(folder)/engine.txt' is not executable"),
      ("", "the command is empty"),
    ] {
      let run = await Run(["--", command])
      #expect(run.exitCode == .usage, "\(command)")
      #expect(run.stderr == "Error: cannot start the engine: \(reason)\n", "\(command)")
    }
  }

  @Test(
    "Bad usage: exit 2, the error and the usage on standard error",
    arguments: [
      ([Self.host], "missing '-- COMMAND': the engine to run, after two dashes"),
      (["--"], "missing COMMAND after '--'"),
      (["--budget", "many", "--", "x"], "bad --budget 'many'; give a whole number of stimuli, 0 or more"),
      (["--timeout", "0", "--", "x"], "bad --timeout '0'; give seconds, at least 0.001 and at most 3600"),
      (["--timeout", "0.0001", "--", "x"], "bad --timeout '0.0001'; give seconds, at least 0.001 and at most 3600"),
      (["--fast", "--", "x"], "unknown option '--fast'"),
    ])
  func badUsage(arguments: [String], message: String) async {
    let run = await Run(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.stderr == "Error: \(message)\nUsage: \(ConformCommand.usage)\n")
  }

  @Test("--help shows the options and a complete example")
  func help() async {
    let run = await Run(["--help"])
    #expect(run.exitCode == .success)
    #expect(run.stdout.contains("swift run lifecycle conform --seed 7 --report conformance -- python3 "))
    #expect(CLIRun(["--help"]).stdout.contains("conform"))
  }

  @Test("SIGTERM to the CLI kills the engine and what it started; nothing is left behind")
  nonisolated func interrupted() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let pids = folder + "/pids"
    // A shell engine that starts a child of its own, says hello and never answers the start.
    let script =
      #"sleep 300 & echo "$$ $!" > "$1"; "#
      + #"echo '{"protocol": "lifecycle-engine", "version": 1, "lifecycles": ["scene"]}'; exec sleep 300"#
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.built("lifecycle"))
    process.arguments = ["conform", "--timeout", "60", "--", "/bin/sh", "-c", script, "engine", pids]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date() + 30
    var engine: [Int32] = []
    while engine.count < 2, Date() < deadline {
      usleep(50_000)
      engine = ((try? String(contentsOfFile: pids, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace)
        .compactMap { Int32($0) }
    }
    try #require(engine.count == 2, "the engine never started")
    usleep(300_000)
    kill(process.processIdentifier, SIGTERM)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    #expect(!process.isRunning, "the CLI did not end")
    #expect(process.terminationStatus == 128 + SIGTERM)
    for pid in engine {
      var gone = false
      while !gone, Date() < deadline {
        gone = Self.isGone(pid)
        if !gone { usleep(20_000) }
      }
      #expect(gone, "process \(pid) was left behind")
    }
  }

  /// A process that no longer exists, or a zombie waiting for a parent to reap it.
  nonisolated static func isGone(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return kill(pid, 0) != 0 }
    guard let close = stat.lastIndex(of: ")") else { return false }
    return stat[stat.index(close, offsetBy: 2)] == "Z"
  }
}
