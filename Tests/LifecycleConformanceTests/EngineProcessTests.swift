import Foundation
import LifecycleTestSupport
import Testing

@testable import LifecycleConformance

extension PipeEngineTests {
  /// The engine's process from the kit's side: what it starts leaves with it, an exit is seen
  /// when it happens, and the engine starts with the signals a program expects. Nested in
  /// `PipeEngineTests`, so that it runs serially with the tests that count engine processes.
  @MainActor
  @Suite("Engine processes")
  struct EngineProcessTests {
    /// A shell engine: the hello, `done` for every start, then `step` for the first stimulus;
    /// `before` runs first. Everything it started is written to `pids` by the script itself.
    static func shellEngine(before: String = "", step: String) -> [String] {
      let script =
        (before.isEmpty ? "" : before + "; ")
        + #"echo '{"protocol": "lifecycle-engine", "version": 1, "lifecycles": ["scene"], "#
        + #""stimuli": ["tapIcon", "pressHome"]}'; "#
        + #"while read -r line; do case "$line" in *quit*) exit 0;; *format*) echo '{"done": true}';; "#
        + #"*) \#(step);; esac; done"#
      return ["/bin/sh", "-c", script, "engine"]
    }

    /// The process ids written to `path`, waiting until there are `count`.
    static func ids(in path: String, count: Int) throws -> [Int32] {
      let deadline = Date() + 30
      var ids: [Int32] = []
      while ids.count < count, Date() < deadline {
        ids = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace)
          .compactMap { Int32($0) }
        if ids.count < count { usleep(20_000) }
      }
      try #require(ids.count >= count, "the engine wrote \(ids) to \(path)")
      return ids
    }

    /// Whether `pid` is gone (or a zombie), waiting up to two seconds for it to go.
    static func goes(_ pid: Int32) -> Bool {
      let deadline = Date() + 2
      while Date() < deadline {
        if isGone(pid) { return true }
        usleep(10_000)
      }
      return isGone(pid)
    }

    static func isGone(_ pid: Int32) -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
        return kill(pid, 0) != 0
      }
      guard let close = stat.lastIndex(of: ")") else { return false }
      return stat[stat.index(close, offsetBy: 2)] == "Z"
    }

    static func temporaryFile() -> String {
      NSTemporaryDirectory() + "engine-process-\(UUID().uuidString)"
    }

    @Test("An engine that exits at quit leaves nothing it started behind, after a conformant run")
    func helperAfterQuit() async throws {
      let pids = Self.temporaryFile()
      defer { try? FileManager.default.removeItem(atPath: pids) }
      // A helper of its own, in its group, which outlives the engine unless the kit ends it.
      let engine = try PipeEngine(
        command: Self.shellEngine(
          before: #"sleep 300 < /dev/null > /dev/null 2>&1 & echo $! > "\#(pids)""#,
          step: #"echo '{"done": true}'"#),
        limit: .seconds(10))
      let helper = try Self.ids(in: pids, count: 1)[0]
      let driver = ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
      _ = await driver.record(engine, Script(scenarioID: nil, lifecycle: .scene, sessions: [], stimuli: []))
      engine.stop()
      #expect(Self.goes(helper), "the helper \(helper) was left running")
      #expect(PipeEngine.runningProcesses.isEmpty)
    }

    @Test("An engine that exits mid-step leaves nothing it started behind, run after run")
    func helperAfterExit() async throws {
      let pids = Self.temporaryFile()
      defer { try? FileManager.default.removeItem(atPath: pids) }
      // Every process the engine starts appends a helper's id; each exits at its first stimulus.
      let engine = try PipeEngine(
        command: Self.shellEngine(
          before: #"sleep 300 < /dev/null > /dev/null 2>&1 & echo $! >> "\#(pids)""#, step: "exit 3"),
        limit: .seconds(10))
      defer { engine.stop() }
      let results = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
        .verify({ engine }, against: ["launch.first.scene", "home-press.scene"].map { Scenario.named($0)! })
      #expect(results.map { $0.failures.first?.rule } == ["exited", "exited"])
      for helper in try Self.ids(in: pids, count: 2) {
        #expect(Self.goes(helper), "the helper \(helper) was left running")
      }
    }

    @Test(
      "An engine that exits mid-step while a program it started holds its output open is reported as exited, at once"
    )
    func exitWithOutputHeldOpen() async throws {
      let pids = Self.temporaryFile()
      defer { try? FileManager.default.removeItem(atPath: pids) }
      // The helper inherits the engine's standard input and output: the kit sees neither end.
      let engine = try PipeEngine(
        command: Self.shellEngine(
          before: #"exec 3<&0; sleep 300 <&3 & echo $! > "\#(pids)"; exec 3<&-"#,
          step: #"echo 'about to go' >&2; exit 3"#),
        limit: .seconds(30))
      defer { engine.stop() }
      let helper = try Self.ids(in: pids, count: 1)[0]
      let started = ContinuousClock.now
      let result = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
        .verify(engine, against: Scenario.named("home-press.scene")!)
      // Well under the limit, with room for a loaded machine (a run took 6 s beside two builds).
      #expect(ContinuousClock.now - started < .seconds(15), "waited for the limit")
      guard case .fail(let failure) = result.verdict else {
        Issue.record("\(result)")
        return
      }
      #expect(failure.rule == "exited", "\(failure)")
      #expect(failure.step == 1, "\(failure)")
      #expect(failure.description.contains("the engine exited with status 3 during tapIcon"), "\(failure)")
      #expect(failure.description.contains("| about to go"), "\(failure)")
      #expect(Self.goes(helper), "the helper \(helper) was left running")
      #expect(PipeEngine.runningProcesses.isEmpty)
    }

    @Test("A program the system cannot run, and an engine that exits before its hello, say so")
    func cannotRun() throws {
      let folder = NSTemporaryDirectory() + "engine-process-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      // Executable, but neither a binary nor a script with a #! line.
      let engine = folder + "/engine"
      _ = FileManager.default.createFile(
        atPath: engine, contents: Data("not a program\n".utf8), attributes: [.posixPermissions: 0o755])
      #expect {
        try PipeEngine(command: [engine])
      } throws: {
        ($0 as? PipeEngine.LaunchError)?.description == "cannot start the program '\(engine)': Exec format error"
      }
      #expect {
        try PipeEngine(command: ["/bin/sh", "-c", "echo gone >&2; exit 4"], limit: .seconds(10))
      } throws: {
        let misbehaviour = $0 as? EngineMisbehaviour
        return misbehaviour?.kind == .noHello
          && misbehaviour?.description == "the program exited with status 4 before its hello\n"
            + "  log (standard error):\n    | gone"
      }
      #expect(PipeEngine.runningProcesses.isEmpty)
    }

    @Test("The engine starts with every signal at its default action and none blocked, whatever the kit's are")
    func signalsReset() throws {
      // The kit ignores SIGPIPE once it has started an engine; this thread blocks SIGUSR1.
      signal(SIGPIPE, SIG_IGN)
      var blocked = sigset_t()
      var previous = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, SIGUSR1)
      pthread_sigmask(SIG_BLOCK, &blocked, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      // The engine names itself after its own blocked and ignored signals.
      let script =
        #"name=$(grep -E '^Sig(Blk|Ign)' /proc/$$/status | tr '\t\n' '  '); "#
        + #"echo "{\"protocol\": \"lifecycle-engine\", \"version\": 1, \"engine\": \"$name\", \"lifecycles\": [\"scene\"]}"; "#
        + "read -r line"
      let engine = try PipeEngine(command: ["/bin/sh", "-c", script], limit: .seconds(10))
      defer { engine.stop() }
      // Signals 1 to 31 (the low 31 bits): glibc reserves 32 and 33 for its threads, refuses to
      // change them, and sets them itself in every program that uses them.
      let words = engine.displayName.split(separator: " ")
      try #require(words.count == 4, "\(engine.displayName)")
      #expect(
        words[0] == "SigBlk:" && UInt64(words[1], radix: 16).map { $0 & 0x7FFF_FFFF } == 0, "\(engine.displayName)")
      #expect(
        words[2] == "SigIgn:" && UInt64(words[3], radix: 16).map { $0 & 0x7FFF_FFFF } == 0, "\(engine.displayName)")
    }

    @Test("A divergence shows the engine's log beside it: its last 64 KiB, however much it wrote")
    func boundedLog() async throws {
      // Ten megabytes of log during one step, then the step's answer.
      let engine = try PipeEngine(
        command: Self.shellEngine(
          step: #"yes 'a line of the log' | head -c 10000000 >&2; echo >&2; echo end >&2; echo '{"done": true}'"#),
        limit: .seconds(30))
      defer { engine.stop() }
      let result = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
        .verify(engine, against: Scenario.named("launch.first.scene")!)
      guard case .fail(let failure) = result.verdict else {
        Issue.record("\(String(describing: result).suffix(300))")
        return
      }
      let log = try #require(failure.description.components(separatedBy: "log (standard error):\n").last)
      #expect(log.utf8.count < 100 * 1024, "\(log.utf8.count) bytes of log shown")
      #expect(log.hasSuffix("| end"), "\(log.suffix(100))")
    }

    #if os(Linux)
    @Test("The engine's standard error holds a megabyte: an engine that logs a lot is not held up each 64 KiB")
    func logPipeSize() throws {
      // The engine names itself after the size of the pipe its standard error is.
      let script =
        "import fcntl, json; print(json.dumps({'protocol': 'lifecycle-engine', 'version': 1, "
        + "'engine': str(fcntl.fcntl(2, fcntl.F_GETPIPE_SZ)), 'lifecycles': ['scene']}), flush=True); input()"
      let engine = try PipeEngine(command: ["python3", "-c", script], limit: .seconds(10))
      defer { engine.stop() }
      #expect(Int(engine.displayName) == Int(ChildProcess.logPipeSize), "\(engine.displayName)")
    }
    #endif

    @Test("An engine that writes a megabyte of log each step gets the verdicts of the same engine without it")
    func megabyteOfLogEachStep() async throws {
      func explore(_ mode: String) async throws -> (catalog: [String], exploration: ExplorationReport) {
        let engine = try PipeEngine(command: [PipeEngineTests.fixture, mode], limit: .seconds(10))
        defer { engine.stop() }
        let catalog = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
          .verify({ engine }, against: Scenario.all)
        let report = await Explorer(.mixed(seed: 1), budget: 300, timeout: engine.driverTimeout)
          .explore({ engine }, after: catalog)
        return (PipeEngineTests.verdicts(catalog), report)
      }
      let spam = try await explore("stderrspam")
      let clean = try await explore("clean")
      #expect(spam.catalog == clean.catalog)
      #expect(spam.exploration.stimuli == clean.exploration.stimuli)
      #expect(spam.exploration.counterexamples.map(\.shrunk) == clean.exploration.counterexamples.map(\.shrunk))
      // The log under a failure is the tail of what the engine wrote.
      let failure = try #require(spam.exploration.counterexample?.failure)
      let log = try #require(failure.description.components(separatedBy: "log (standard error):\n").last)
      #expect(log.utf8.count < 100 * 1024, "\(log.utf8.count) bytes of log shown")
      #expect(log.hasSuffix("spam spam spam"), "\(log.suffix(100))")
    }

    @Test("The log's tail holds twice its limit at most, and gives the last limit's bytes")
    func logTail() {
      let tail = LogTail(limit: 1_024)
      var held = 0
      for index in 0..<10_000 {
        tail.append(ArraySlice(Array("line \(index)\n".utf8)))
        held = max(held, tail.heldCount)
      }
      #expect(held <= 2_048)
      #expect(tail.text.utf8.count == 1_024)
      #expect(tail.text.hasSuffix("line 9998\nline 9999\n"))
      // A read of many limits at once keeps its last limit's bytes.
      tail.append(ArraySlice(Array(repeating: UInt8(ascii: "a"), count: 10_000) + Array("end\n".utf8)))
      #expect(tail.heldCount == 1_024)
      #expect(tail.text.hasSuffix("aaend\n"))
    }
  }
}
