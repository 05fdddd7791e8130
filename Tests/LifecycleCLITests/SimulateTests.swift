import Foundation
import Testing

@testable import LifecycleCLI

@Suite("lifecycle simulate")
struct SimulateTests {
  @Test("a scripted session: stimuli, mistakes, impossible stimuli, alternatives and undo")
  func scriptedSession() async {
    let run = await CLIRun(
      ["simulate", "--lifecycle", "app"],
      stdin: [
        "tapIcon", "presHome", "openScene second", "beginInt notif", "choose 2", "undo", "pressHome", "pressHome",
        "quit",
      ])
    #expect(run.exitCode == .success)
    #expect(run.stderr.isEmpty)
    let out = run.stdout
    // The transcript echoes the input, then each response in order.
    #expect(out.contains("> tapIcon\n  1  application(_:willFinishLaunchingWithOptions:)"))
    #expect(out.contains("Now: app active\n> presHome\nunknown stimulus 'presHome'; did you mean 'pressHome'?"))
    #expect(out.contains("openScene:second: an app-based app has no scenes"))
    #expect(out.contains("Alternative 2 of 3 (observed:"))
    #expect(out.contains("Following alternative 2 of 3."))
    #expect(out.contains("Undid beginInterruption:notificationCenter."))
    #expect(out.contains("> pressHome\n  1  applicationWillResignActive(_:)"))
    #expect(out.contains("Now: app background\n> pressHome\npressHome: the app is not in the foreground; try tapIcon"))
    #expect(!out.contains("\u{1B}["), "no escape codes when the output is not a terminal")
  }

  @Test("a command that takes nothing, given something, says so and does nothing")
  func bareCommands() async {
    let run = await CLIRun(
      ["simulate", "--lifecycle", "app"], stdin: ["tapIcon", "pressHome", "undo 3", "state", "quit now"])
    #expect(run.stdout.contains("> undo 3\nundo takes nothing after it: '3' was not done.\n"))
    // Both steps are still there, and the session went on past `quit now`.
    #expect(run.stdout.contains("> state\nNow: app background"))
    #expect(run.stdout.contains("> quit now\nquit takes nothing after it: 'now' was not done.\n"))
  }

  @Test("possible lists what can happen now, the stimuli of trace format 1.1 on a line of their own")
  func possible() async {
    let run = await CLIRun(["simulate"], stdin: ["possible", "tapIcon", "possible", "crash", "possible"])
    // A list goes on over lines indented by two spaces.
    var lines: [String] = []
    for line in run.stdout.split(separator: "\n").map(String.init) {
      if line.hasPrefix("  "), let last = lines.popLast() {
        lines.append(last + " " + line.dropFirst(2))
      } else {
        lines.append(line)
      }
    }
    let version1 = lines.filter { $0.hasPrefix("Possible now: ") }
    let version1_1 = lines.filter { $0.hasPrefix("With trace format 1.1, also: ") }
    #expect(version1.count == 3)
    #expect(version1.first?.contains("tapIcon") == true)
    #expect(version1.first?.contains("pressHome") == false)
    #expect(version1.dropFirst().first?.contains("pressHome") == true)
    // Not running: nothing can crash; running: a crash, and then the app is not running again.
    #expect(version1_1.first?.contains("crash") == false)
    #expect(version1_1.dropFirst().first?.contains("crash") == true)
    #expect(version1_1.dropFirst().first?.contains("beginBackgroundTask") == true)
    #expect(version1_1.last?.contains("crash") == false)
    #expect(!version1.joined().contains("crash"))
    #expect(run.stdout.contains("> crash\n"))
  }

  @Test("optional events and their sources are shown")
  func optionalEvents() async {
    let run = await CLIRun(["simulate"], stdin: ["tapIcon"])
    let line = run.stdout.split(separator: "\n").first { $0.contains("UIApplication.willEnterForegroundNotification") }
    #expect(line?.contains("optional") == true)
    #expect(
      run.stdout.contains(
        "uncertain  https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification"))
    #expect(run.stdout.hasSuffix("Now: app active; main foregroundActive\n"))
  }

  @Test("save writes the session as a trace that lifecycle verify accepts")
  func save() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("simulate-\(UUID()).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = await CLIRun(
      ["simulate", "--sessions", "main,notes"],
      stdin: [
        "tapIcon", "showScene notes", "beginInterruption notificationCenter", "choose 3", "endInterruption",
        "openScene third", "undo", "save \(path)",
      ])
    #expect(run.stdout.contains("Saved 4 steps to \(path)."))
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.first
        == #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": ["main", "notes"], "notifications": true, "source": "lifecycle simulate"}"#
    )
    let verify = await CLIRun(["verify", path])
    #expect(verify.exitCode == .success, "\(verify.stdout)")
    #expect(lines.contains(#"{"stimulus": "showScene", "scene": "notes"}"#))
    #expect(lines.contains(#"{"callback": "scene(_:willConnectTo:options:)", "scene": "notes"}"#))
  }

  @Test(
    "choose with a number out of range, the most negative whole number included, names the range",
    arguments: ["0", "4", "-1", "-9223372036854775808", "9223372036854775807", "two"])
  func chooseOutOfRange(word: String) async {
    let run = await CLIRun(
      ["simulate", "--lifecycle", "app"],
      stdin: ["tapIcon", "beginInterruption notificationCenter", "choose \(word)", "state"])
    #expect(run.exitCode == .success)
    #expect(run.stdout.contains("> choose \(word)\nchoose takes a number from 1 to 3.\n> state\n"), "\(run.stdout)")
  }

  @Test(
    "bad options are usage errors",
    arguments: [
      (
        ["simulate", "--sessions", "Main"], "Error: bad scene id 'Main' in --sessions; an id matches [a-z0-9][a-z0-9-]*"
      ),
      (["simulate", "--lifecycle", "app", "--sessions", "a"], "Error: --sessions is only for --lifecycle scene"),
      (["simulate", "--sessions", "a,a"], "Error: repeated session 'a' in --sessions"),
    ])
  func badOptions(arguments: [String], error: String) async {
    let run = await CLIRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.stderr.hasPrefix(error + "\nUsage: lifecycle simulate"))
  }
}

@Suite("lifecycle simulate: arguments")
struct SimulateArgumentTests {
  @Test("a launch by URL shows what the options carry, and a close the sessions discarded")
  func argumentsShown() async {
    let run = await CLIRun(["simulate"], stdin: ["openURL", "openScene second", "closeScene second", "quit"])
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let connect = lines.first { $0.contains("scene(_:willConnectTo:options:)") }
    #expect(connect?.contains("main, payload: url") == true, "\(connect ?? "no connection")")
    let launch = lines.first { $0.contains("application(_:didFinishLaunchingWithOptions:)") }
    #expect(launch?.contains("payload: none") == true, "a scene-based app's launch options are nil: \(launch ?? "")")
    let discard = lines.first { $0.contains("application(_:didDiscardSceneSessions:)") }
    #expect(discard?.contains("sessions: second") == true, "\(discard ?? "no discard")")
  }

  @Test("with --states each callback shows the states it may read: one where Apple says, each allowed one where not")
  func statesShown() async {
    let run = await CLIRun(["simulate", "--lifecycle", "app", "--states"], stdin: ["tapIcon", "pressHome", "quit"])
    #expect(run.stdout.hasPrefix("lifecycle simulate: an app-based app, not running."))
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let launch = lines.first { $0.contains("application(_:willFinishLaunchingWithOptions:)") }
    #expect(launch?.contains("app inactive") == true, "\(launch ?? "no launch")")
    let active = lines.first { $0.contains("applicationDidBecomeActive(_:)") }
    #expect(active?.contains("app active") == true, "\(active ?? "")")
    let resign = lines.first { $0.contains("applicationWillResignActive(_:)") }
    #expect(resign?.contains("app active or inactive") == true, "\(resign ?? "")")
    let scene = await CLIRun(["simulate", "--states"], stdin: ["tapIcon", "quit"]).stdout.split(separator: "\n")
      .first { $0.contains("sceneDidBecomeActive(_:)") }
    #expect(scene?.contains("scene foregroundActive") == true, "\(scene ?? "")")
  }

  // A session that opens a second scene, resizes it and goes through an overlay: the widest
  // callbacks, arguments and alternatives the simulator prints.
  static let wideSession = [
    "help", "openURL", "openScene second", "resizeScene second", "beginInterruption notificationCenter", "possible",
    "pressHome", "quit",
  ]

  @Test("by default every line fits 80 columns, but a source's URL, and no state is shown; states on shows them")
  func fitsEightyColumns() async throws {
    let run = await CLIRun(["simulate"], stdin: Self.wideSession)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let wide = lines.filter { $0.count > 80 && !$0.contains(": documented  https://") && !$0.contains("  https://") }
    #expect(wide.isEmpty, "\(wide)")
    #expect(!run.stdout.contains(", scene "), "no state column")
    // A callback too long for its row's arguments to fit beside it puts them on the next line,
    // in their column.
    let long = try #require(
      lines.firstIndex { $0.hasSuffix("windowScene(_:didUpdate:interfaceOrientation:traitCollection:)") })
    let spilled = lines[long + 1]
    #expect(spilled.hasPrefix(String(repeating: " ", count: 40)) && spilled.hasSuffix("main, optional"), "\(spilled)")
    let toggled = await CLIRun(
      ["simulate"], stdin: ["states on", "tapIcon", "states off", "pressHome", "states maybe"])
    let shown = toggled.stdout.components(separatedBy: "> states off")
    #expect(shown.first?.contains(", scene unattached") == true, "\(toggled.stdout)")
    #expect(shown.last?.contains(", scene ") == false, "\(toggled.stdout)")
    #expect(toggled.stdout.contains("> states maybe\nstates takes on or off: states on\n"))
  }
}
