import Foundation
import LifecycleConformance
import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI
@testable import LifecycleDocs

/// `lifecycle conform`: the reference engine and a broken one served by the Swift host over the
/// engine protocol, a command that cannot start, bad usage, and Ctrl-C.
@Suite("lifecycle conform", .serialized)
struct ConformCommandTests {
  nonisolated static let root = Repository.root

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
    // Standard error is a file here, not a terminal: no progress line on it, nothing at all.
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(
      run.stdout.hasSuffix(
        "ReferenceEngine: no bugs; scenarios: 49 pass, 37 skip (LifecycleKit \(LifecycleKit.version), trace format 1.1)\nconformant\n"
      ))
    // Skips are grouped by reason, each with a count and the first few scenarios.
    #expect(
      run.stdout.contains(
        "Skipped (not passes): 37 scenarios\n  37 (launch.first.app, launch.url.app, launch.notification.app, …): "
          + "the scenario is app-based; the engine runs scene-based only\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("Bug"))
    #expect(run.stdout.contains("Exploration: exploration (random and swarm, seed 5): 200 stimuli in"))
    let json = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(report["engine"] as? String == "ReferenceEngine")
    #expect((report["counts"] as? [String: Int])?["pass"] == 49)
    #expect((report["counts"] as? [String: Int])?["skip"] == 37)
    #expect(try String(contentsOfFile: folder + "/report.md", encoding: .utf8).contains("49 pass, 37 skip"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/traces").isEmpty)
    #expect(Self.leftBehind(tag).isEmpty)
  }

  @Test("A broken engine diverges: exit 1, its bug once with its witness, a trace that verify --all reports it on")
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
    // One bug, however many scenarios and walks show it: named once, with where it was seen.
    let summary = "missing application(_:willFinishLaunchingWithOptions:) at a launch"
    #expect(run.stdout.hasPrefix("Bugs: 1\nBug 1: \(summary) [required-event]\n  seen in "), "\(run.stdout)")
    #expect(run.stdout.contains("witness (shrunk): app-based: tapIcon; the bug shows at step 1\n"))
    #expect(run.stdout.contains("  expected: lifecycle record --lifecycle app tapIcon\n"))
    #expect(run.stdout.contains("  trace: \(folder)/traces/bug-1.jsonl (lifecycle verify --all reports it)"))
    #expect(run.stdout.contains("    - application(_:willFinishLaunchingWithOptions:)\n"))
    #expect(run.stdout.components(separatedBy: "missing application(_:willFinishLaunchingWithOptions:)").count == 3)
    let traces = try FileManager.default.contentsOfDirectory(atPath: folder + "/traces").sorted()
    #expect(traces.contains("bug-1.jsonl") && traces.contains("launch.first.app.jsonl"))
    // Every trace shows the bug, and verify --all names it on each.
    for trace in traces {
      let verify = await CLIRun(["verify", "--all", "--format", "json", folder + "/traces/" + trace])
      #expect(verify.exitCode == .failure, "\(trace): \(verify.stdout)")
      let verdict = try #require(try JSONSerialization.jsonObject(with: Data(verify.stdout.utf8)) as? [String: Any])
      let bugs = try #require(verdict["bugs"] as? [[String: Any]], "\(trace): \(verify.stdout)")
      #expect(bugs.contains { $0["summary"] as? String == summary }, "\(trace): \(verify.stdout)")
    }
    let json = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let bugs = try #require(report["bugs"] as? [[String: Any]])
    #expect(bugs.count == 1)
    #expect(bugs.first?["summary"] as? String == summary)
    #expect(bugs.first?["rules"] as? [String] == ["required-event"])
    #expect(bugs.first?["known"] as? Bool == false)
    #expect((bugs.first?["scenarios"] as? [String])?.first == "launch.first.app")
    let witness = try #require(bugs.first?["witness"] as? [String: Any])
    #expect(witness["lifecycle"] as? String == "app" && witness["step"] as? Int == 1)
    #expect(witness["stimuli"] as? [[String: String]] == [["stimulus": "tapIcon"]])
    #expect((report["exploration"] as? [String: Any])?["seed"] as? String == "3")
    #expect(report["date"] as? String != nil)
    #expect(Self.leftBehind(tag).isEmpty)
  }

  @Test("A report folder that cannot take a report is a usage error, before the engine starts")
  func unusableReportFolder() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/a-file"
    _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
    // A report replaces its whole folder: one that holds something else is not a report's.
    try FileManager.default.createDirectory(atPath: folder + "/mine", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/mine/notes.txt", contents: Data("mine\n".utf8))
    // The engine would leave this behind if it were started.
    let started = folder + "/started"
    for (report, message) in [
      (file, "Error: '\(file)' is a file, not a folder"),
      (
        folder + "/mine",
        "Error: refusing to replace '\(folder)/mine': it holds 'notes.txt', which a report does not; "
          + "a report replaces its whole folder, so give it one of its own"
      ),
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
    // Traces of an earlier run: one this run does not write, one it writes anew.
    let staleTrace = Data(#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app"}\n"#.utf8)
    try FileManager.default.createDirectory(atPath: folder + "/traces", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/traces/stale.jsonl", contents: staleTrace)
    _ = FileManager.default.createFile(atPath: folder + "/traces/launch.first.app.jsonl", contents: staleTrace)
    // What an older version's staging left inside the folder.
    try FileManager.default.createDirectory(atPath: folder + "/.report-0badcafe", withIntermediateDirectories: true)
    let tag = Self.tag()
    let run = await Run([
      "--budget", "0", "--report", folder, "--", Self.host, "scene", "--bug", EngineBug.forgetsWillFinishLaunching.id,
      tag,
    ])
    #expect(run.exitCode == .failure, "\(run.stdout)\(run.stderr)")
    let traces = try FileManager.default.contentsOfDirectory(atPath: folder + "/traces")
    #expect(!traces.contains("stale.jsonl"))
    #expect(FileManager.default.contents(atPath: folder + "/traces/launch.first.app.jsonl") != staleTrace)
    // The folder is replaced whole; nothing is left staged, inside it or beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["report.json", "report.md", "traces"])
    let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
    let name = URL(fileURLWithPath: folder).lastPathComponent
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent).filter { $0.hasPrefix(name + ".") }.isEmpty)
    #expect(Self.leftBehind(tag).isEmpty)
  }

  @Test(
    "A report folder whose traces/ holds what no report wrote is refused, naming it, and kept",
    arguments: ["notes.txt", "mine.jsonl", "folder.jsonl"])
  func reportKeepsAStrangerInTraces(_ name: String) async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = await Run(["--budget", "0", "--report", folder, "--", Self.host, "scene", Self.tag()])
    #expect(before.exitCode == .success, "\(before.stdout)\(before.stderr)")
    let stranger = folder + "/traces/" + name
    if name.hasPrefix("folder") {
      try FileManager.default.createDirectory(atPath: stranger, withIntermediateDirectories: true)
    } else {
      _ = FileManager.default.createFile(atPath: stranger, contents: Data("my own notes\n".utf8))
    }
    let run = await Run(["--budget", "0", "--report", folder, "--", Self.host, "scene", Self.tag()])
    #expect(run.exitCode == .usage, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("its traces/ holds '\(name)', which is not a trace a report wrote"), "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: stranger))
  }

  @Test("The Python example engine is conformant on what it declares, in both lifecycles")
  func pythonExample() async {
    let engine = Self.root.appendingPathComponent("Conformance/Examples/PythonEngine/engine.py").path
    let tag = Self.tag()
    let run = await Run(["--budget", "400", "--", "python3", engine, tag])
    #expect(run.exitCode == .success, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasSuffix(
        "PythonEngine 1.0: no bugs; scenarios: 23 pass, 63 skip (LifecycleKit \(LifecycleKit.version), trace format 1)\nconformant\n"
      ),
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
      run.stdout.hasSuffix(
        "; scenarios: 2 pass, 84 skip (LifecycleKit \(LifecycleKit.version), trace format 1)\nconformant\n"),
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
    #expect(missing.stderr == "Error: cannot start the program: 'no-such-engine-command' not found\n")
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
      #expect(run.stderr == "Error: cannot start the program: \(reason)\n", "\(command)")
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
    #expect(run.stdout.contains("swift run lifecycle conform --seed 7 --report conformance-report -- python3 "))
    #expect(await CLIRun(["--help"]).stdout.contains("conform"))
  }

  @Test("the usage line names every strategy --explore takes, mixed, the default, among them")
  func usageNamesEveryStrategy() async {
    let strategies = ConformCommand.Options.Strategy.allCases.map(\.rawValue)
    #expect(strategies.contains("mixed"))
    let run = await Run(["--fast", "--", "x"])
    #expect(run.stderr.contains("[--explore \(strategies.joined(separator: "|"))]"))
  }

  @Test(
    "SIGTERM, SIGINT, SIGHUP or SIGQUIT to the CLI kills the engine and what it started; nothing is left behind",
    arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
  nonisolated func interrupted(by signal: Int32) throws {
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
    kill(process.processIdentifier, signal)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    #expect(!process.isRunning, "the CLI did not end")
    #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal)
    for pid in engine {
      var gone = false
      while !gone, Date() < deadline {
        gone = Self.isGone(pid)
        if !gone { usleep(20_000) }
      }
      #expect(gone, "process \(pid) was left behind")
    }
  }
}
