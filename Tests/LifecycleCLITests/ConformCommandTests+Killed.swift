import Foundation
import LifecycleConformance
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI
@testable import LifecycleDocs

/// `lifecycle conform` killed outright leaves nothing of the engine behind: not the engine, not
/// what a shell engine started.
extension ConformCommandTests {
  @Test("SIGKILL to the CLI kills the engine too, even one that reads nothing and ignores SIGTERM")
  nonisolated func killed() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let pids = folder + "/pids"
    // It says hello, then neither reads its standard input nor answers: only a signal ends it.
    let script =
      #"trap '' TERM; echo "$$" > "$1"; "#
      + #"echo '{"protocol": "lifecycle-engine", "version": 1, "lifecycles": ["scene"]}'; "#
      + #"while :; do sleep 1; done"#
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.built("lifecycle"))
    process.arguments = ["conform", "--timeout", "60", "--", "/bin/sh", "-c", script, "engine", pids]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date() + 30
    var engine: Int32?
    while engine == nil, Date() < deadline {
      usleep(50_000)
      engine = Int32(
        ((try? String(contentsOfFile: pids, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let pid = try #require(engine, "the engine never started")
    usleep(300_000)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    var gone = false
    while !gone, Date() < deadline {
      gone = Self.isGone(pid)
      if !gone { usleep(20_000) }
    }
    #expect(gone, "the engine \(pid) outlived the CLI")
    if !gone { kill(pid, SIGKILL) }
  }

  @Test("SIGKILL to the CLI kills what a shell engine started too, a program that ignores SIGTERM and SIGHUP")
  nonisolated func killedWithShellEngine() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let pids = folder + "/pids"
    // The shell runs the program and waits for it; the program writes its id and its group's,
    // says hello, and lives on through SIGTERM and SIGHUP.
    let program =
      "import json, os, signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); "
      + "signal.signal(signal.SIGHUP, signal.SIG_IGN); "
      + "open(os.environ['PIDS'], 'w').write('%d %d' % (os.getpid(), os.getpgrp())); "
      + "print(json.dumps({'protocol': 'lifecycle-engine', 'version': 1, 'lifecycles': ['scene']}), flush=True); "
      + "time.sleep(300)"
    let script = #"python3 -c "$1"; echo gone >&2"#
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.built("lifecycle"))
    process.arguments = ["conform", "--timeout", "60", "--budget", "0", "--", "/bin/sh", "-c", script, "wrap", program]
    process.environment = ProcessInfo.processInfo.environment.merging(["PIDS": pids]) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date() + 30
    var ids: [Int32] = []
    while ids.count < 2, Date() < deadline {
      usleep(50_000)
      ids = ((try? String(contentsOfFile: pids, encoding: .utf8)) ?? "").split(separator: " ").compactMap { Int32($0) }
    }
    try #require(ids.count == 2, "the engine never started")
    let (pid, group) = (ids[0], ids[1])
    usleep(500_000)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    // Nothing of the engine's group lives on: not the shell, not the program it ran.
    var gone = false
    while !gone, Date() < deadline {
      // The group is the shell's, its leader.
      gone = Self.isGone(pid) && Self.isGone(group)
      if !gone { usleep(20_000) }
    }
    #expect(gone, "the program \(pid) of the engine's group \(group) outlived the CLI")
    if !gone { kill(-group, SIGKILL) }
  }

  /// A process that no longer exists, or a zombie waiting for a parent to reap it.
  nonisolated static func isGone(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return kill(pid, 0) != 0 }
    guard let close = stat.lastIndex(of: ")") else { return false }
    return stat[stat.index(close, offsetBy: 2)] == "Z"
  }
}
