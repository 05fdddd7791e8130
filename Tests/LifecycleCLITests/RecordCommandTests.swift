import Lifecycle
import Testing

@testable import LifecycleCLI

@Suite("lifecycle record")
struct RecordCommandTests {
  @Test("prints the reference model's trace, which verify accepts")
  func record() async {
    let run = await CLIRun(["record", "--lifecycle", "app", "tapIcon", "beginInterruption:call", "acceptCall"])
    #expect(run.exitCode == .success)
    #expect(
      run.stdout == """
        {"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "source": "lifecycle record"}
        {"stimulus": "tapIcon"}
        {"callback": "application(_:willFinishLaunchingWithOptions:)"}
        {"callback": "application(_:didFinishLaunchingWithOptions:)"}
        {"callback": "applicationDidBecomeActive(_:)"}
        {"stimulus": "beginInterruption", "kind": "call"}
        {"callback": "applicationWillResignActive(_:)"}
        {"stimulus": "acceptCall"}
        {"callback": "applicationDidEnterBackground(_:)"}

        """)
    let verify = await CLIRun(["verify", "-"], stdin: run.stdout.split(separator: "\n").map(String.init))
    #expect(verify.stdout == "-: conformant: 3 steps, 5 events (app-based, callbacks)\n")
  }

  @Test("--arguments writes version 1.1 with the sessions, payloads and states, which verify accepts")
  func recordArguments() async {
    let run = await CLIRun(["record", "--lifecycle", "app", "--arguments", "openURL"])
    #expect(run.exitCode == .success)
    #expect(
      run.stdout == """
        {"format": "lifecycle-trace", "version": 1.1, "lifecycle": "app", "arguments": ["sessions", "payload", "states"], "source": "lifecycle record"}
        {"stimulus": "openURL"}
        {"callback": "application(_:willFinishLaunchingWithOptions:)", "payload": "url", "applicationState": "inactive"}
        {"callback": "application(_:didFinishLaunchingWithOptions:)", "payload": "url", "applicationState": "inactive"}
        {"callback": "application(_:open:options:)", "applicationState": "inactive"}
        {"callback": "applicationDidBecomeActive(_:)", "applicationState": "active"}

        """)
    let scene = await CLIRun(["record", "--arguments", "tapIcon", "openScene:second", "closeScene:second"])
    #expect(
      scene.stdout.contains(
        #"{"callback": "application(_:didDiscardSceneSessions:)", "sessions": ["second"], "applicationState": "active"}"#
      ))
    #expect(
      scene.stdout.contains(
        #"{"callback": "sceneDidBecomeActive(_:)", "scene": "second", "session": "second", "#
          + #""applicationState": "active", "activationState": "foregroundActive"}"#))
    let verify = await CLIRun(["verify", "-"], stdin: scene.stdout.split(separator: "\n").map(String.init))
    #expect(verify.stdout == "-: conformant: 3 steps, 13 events (scene-based, callbacks)\n")
  }

  // Where several states are allowed, record writes the one the app is in at that point of the
  // step: as in SPEC.md's example, a scene-based launch reads background until the scene is active.
  @Test("--arguments writes the state the app is in at each callback, not merely an allowed one")
  func recordStatesInStep() async {
    let run = await CLIRun(["record", "--arguments", "tapIcon", "pressHome"])
    let states = run.stdout.split(separator: "\n").dropFirst().map { line -> String in
      guard let callback = line.firstMatch(of: /"callback": "([^"]+)"/)?.1,
        let state = line.firstMatch(of: /"applicationState": "([a-z]+)"/)?.1
      else { return String(line) }
      return "\(callback) \(state)"
    }
    #expect(
      states == [
        #"{"stimulus": "tapIcon"}"#,
        "application(_:willFinishLaunchingWithOptions:) background",
        "application(_:didFinishLaunchingWithOptions:) background",
        "application(_:configurationForConnecting:options:) background",
        "scene(_:willConnectTo:options:) background",
        "sceneWillEnterForeground(_:) background",
        "sceneDidBecomeActive(_:) active",
        #"{"stimulus": "pressHome"}"#,
        "sceneWillResignActive(_:) active",
        "sceneDidEnterBackground(_:) background",
      ])
    let verify = await CLIRun(["verify", "-"], stdin: run.stdout.split(separator: "\n").map(String.init))
    #expect(verify.exitCode == .success, "\(verify.stdout)")
  }

  @Test("reads stimuli from standard input, with sessions, parameters and notifications")
  func standardInput() async {
    let run = await CLIRun(
      ["record", "--sessions", "main,side", "--notifications"],
      stdin: [
        "# a launch that restores main, then a URL for the side window", "tapIcon", "",
        "openURL:scene=side,url=https://example.com/a", "  resizeScene:side  ",
      ])
    #expect(run.exitCode == .success)
    #expect(
      run.stdout.hasPrefix(
        #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": ["main", "side"], "notifications": true, "source": "lifecycle record"}"#
      ))
    #expect(run.stdout.contains(#"{"stimulus": "openURL", "url": "https://example.com/a", "scene": "side"}"#))
    let verify = await CLIRun(["verify", "-"], stdin: run.stdout.split(separator: "\n").map(String.init))
    #expect(verify.exitCode == .success, "\(verify.stdout)")
  }

  @Test(
    "a bad stimulus or an impossible one is a bad command line",
    arguments: [
      (["record", "presHome"], "Error: unknown stimulus 'presHome'; did you mean 'pressHome'?"),
      (["record", "pressHome"], "Error: stimulus 1 'pressHome' is impossible: the app is not running; try tapIcon"),
      (
        ["record", "beginInterruption"],
        "Error: beginInterruption needs a kind (alert, call, controlCenter, notificationCenter, siri, biometric)"
      ),
      (["record", "beginInterruption:cll"], "Error: unknown interruption kind 'cll'; did you mean 'call'?"),
      (["record", "tapIcon:scene=main"], "Error: unexpected 'scene=main' after tapIcon"),
      (["record", "openScene:Side"], "Error: invalid scene id 'Side'; scene ids match [a-z0-9][a-z0-9-]*"),
      (["record", "--lifecycle", "app", "--sessions", "main"], "Error: --sessions is only for --lifecycle scene"),
      (["record", "--sessions", "main,main"], "Error: repeated session 'main' in --sessions"),
      // A part after a comma that is not key=value is refused: it was read as a scene, and a
      // URL with a comma became a URL and a scene.
      (
        ["record", "tapIcon", "openURL:url=a,b"],
        "Error: unexpected 'b' after openURL; a parameter after the first is key=value, and a value holds no comma or space"
      ),
      (
        ["record", "tapIcon", "openURL:second,https://a.com"],
        "Error: unexpected 'https://a.com' after openURL; a parameter after the first is key=value, and a value holds no comma or space"
      ),
      (
        ["record", "tapIcon", "openURL:url=a b"],
        "Error: unexpected 'b' after openURL; a parameter after the first is key=value, and a value holds no comma or space"
      ),
      (["record", "tapIcon", "openURL:url=https://a.com/?x=1,y=2"], "Error: unexpected 'y=2' after openURL"),
      // The name is read first: a misspelt one is reported as such, a prefix by the name it stands for.
      (["record", "opnURL:url=a,b"], "Error: unknown stimulus 'opnURL'; did you mean 'openURL'?"),
      (
        ["record", "tapIcon", "openU:url=https://a.com/a,b/c"],
        "Error: unexpected 'b/c' after openURL; a parameter after the first is key=value, and a value holds no comma or space"
      ),
    ])
  func badCommandLines(arguments: [String], error: String) async {
    let run = await CLIRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "\(error)\nUsage: \(RecordCommand.usage)\n")
  }

  @Test("parameters after the colon: a bare one first, then key=value pairs in any order")
  func parameters() async {
    let run = await CLIRun(["record", "tapIcon", "openURL:second,url=https://a.com/?x=1", "openURL:url=b,scene=third"])
    #expect(run.exitCode == .success, "\(run.stderr)")
    #expect(run.stdout.contains(#"{"stimulus": "openURL", "url": "https://a.com/?x=1", "scene": "second"}"#))
    #expect(run.stdout.contains(#"{"stimulus": "openURL", "url": "b", "scene": "third"}"#))
    #expect(
      await CLIRun(["record", "--help"]).stdout.contains(
        "pairs,\nseparated by commas (a value holds no comma or space):"))
  }

  /// The length of the longest line of `text`, in bytes.
  static func longestLine(_ text: String) -> Int {
    text.utf8.split(separator: UInt8(ascii: "\n")).map(\.count).max() ?? 0
  }

  @Test("record prints no line longer than verify reads: one byte more is a one-line error naming the stimulus")
  func lineLimit() async throws {
    // The longest line of a scene's opening names the scene: the rest of it is `overhead` bytes.
    let short = await CLIRun(["record", "tapIcon", "openScene:s" + String(repeating: "a", count: 999)])
    let overhead = Self.longestLine(short.stdout) - 1_000
    let longest = "s" + String(repeating: "a", count: TraceReader.maximumLineLength - overhead - 1)
    let atLimit = await CLIRun(["record", "tapIcon", "openScene:" + longest])
    #expect(atLimit.exitCode == .success)
    #expect(Self.longestLine(atLimit.stdout) == TraceReader.maximumLineLength)
    let verify = await CLIRun(["verify", "-"], stdin: atLimit.stdout.split(separator: "\n").map(String.init))
    #expect(verify.exitCode == .success, "\(verify.stdout.prefix(300))")

    let over = await CLIRun(["record", "tapIcon", "openScene:" + longest + "a"])
    #expect(over.exitCode == .usage)
    #expect(over.stdout.isEmpty)
    let word = "openScene:" + longest + "a"
    #expect(
      over.stderr
        == "Error: stimulus 2 '\(word.prefix(80))… (\(word.count) characters)' makes a trace line longer than "
        + "1048576 bytes, the most `lifecycle verify` reads\nUsage: \(RecordCommand.usage)\n")

    let sessions = await CLIRun([
      "record", "--sessions", String(repeating: "a", count: TraceReader.maximumLineLength), "tapIcon",
    ])
    #expect(sessions.exitCode == .usage)
    #expect(
      sessions.stderr.hasPrefix(
        "Error: --sessions makes the header line longer than 1048576 bytes, the most `lifecycle verify` reads\n"))
  }

  @Test("record names no more scenes than verify reads: the 1,001st scene id is a one-line error")
  func sceneLimit() async {
    let thousand = (1...1_000).map { "s\($0)" }
    let many = await CLIRun(["record", "--sessions", (thousand + ["s1001"]).joined(separator: ","), "tapIcon"])
    #expect(many.exitCode == .usage)
    #expect(
      many.stderr.hasPrefix(
        "Error: --sessions names more than 1000 sessions; a trace names at most 1000 distinct scene ids\n"))
    let full = await CLIRun(["record", "--sessions", thousand.joined(separator: ","), "tapIcon", "showScene:s2"])
    #expect(full.exitCode == .success)
    let over = await CLIRun(["record", "--sessions", thousand.joined(separator: ","), "tapIcon", "openScene:new"])
    #expect(over.exitCode == .usage)
    #expect(over.stdout.isEmpty)
    #expect(
      over.stderr.hasPrefix(
        "Error: stimulus 2 'openScene:new' names scene 1001; a trace names at most 1000 distinct scene ids\n"))
  }

  @Test("a version 1.1 stimulus makes the header say 1.1 without arguments; verify accepts it")
  func recordVersion11Names() async {
    let run = await CLIRun(["record", "--lifecycle", "app", "tapIcon", "pressHome", "crash"])
    #expect(run.exitCode == .success)
    #expect(
      run.stdout.hasPrefix(
        #"{"format": "lifecycle-trace", "version": 1.1, "lifecycle": "app", "source": "lifecycle record"}"#))
    #expect(run.stdout.contains(#"{"stimulus": "crash"}"#))
    let verify = await CLIRun(["verify", "-"], stdin: run.stdout.split(separator: "\n").map(String.init))
    #expect(verify.exitCode == .success, "\(verify.stdout)")
  }
}
