import Foundation
import Lifecycle
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

@Suite("lifecycle exercise")
struct ExerciseTests {
  static let launch = [
    "application(_:willFinishLaunchingWithOptions:)", "applicationDidFinishLaunching", "applicationDidBecomeActive", "",
  ]

  @Test("right answers in any allowed form score; a wrong one gets the diff, the rule and the page")
  func scripted() async {
    let run = await CLIRun(
      ["exercise", "--scenario", "suspension.suspend.app"],
      stdin: Self.launch + [
        "applicationDidEnterBackground", "",  // the resign is missing
        "",  // suspension: no callback at all
      ])
    #expect(run.exitCode == .success)
    let out = run.stdout
    #expect(
      out.hasPrefix(
        ExerciseCommand.instructions.joined(separator: "\n")
          + "\n\n== Suspension in the background (app-based, suspension.suspend.app)\nThe app is not running.\n"))
    #expect(out.contains("Step 1 of 3: The user taps the app's icon. (tapIcon)"))
    #expect(out.contains("> applicationDidBecomeActive\nRight."))
    // The resign never comes: the answer is told it is missing, not that the background came first.
    #expect(out.contains("Not quite: missing applicationWillResignActive(_:) in the response to pressHome"))
    #expect(out.contains("  - applicationWillResignActive(_:)"))
    #expect(out.contains("rule: required-event"))
    #expect(out.contains("The scenario's page: DocsSite/scenarios/suspension.suspend.app.md"))
    #expect(out.hasSuffix("Score: 2 of 3 steps right.\n"))
  }

  @Test("short and partial names are accepted; unknown names are explained and ignored")
  func names() async {
    let run = await CLIRun(
      ["exercise", "--scenario", "launch.first.app"],
      stdin: [
        "willFinish", "didFinishLaunching", "pressHom", "applicationDidBecomeActive", "",
      ])
    #expect(run.stdout.contains("  unknown callback 'pressHom' (line ignored)"))
    #expect(run.stdout.hasSuffix("Score: 1 of 1 steps right.\n"))
  }

  @Test("the labels students write, as in willConnectTo, name the selector they stand in")
  func labels() async {
    let run = await CLIRun(
      ["exercise", "--scenario", "launch.first.scene"],
      stdin: [
        "willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions", "configurationForConnecting",
        "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive", "",
      ])
    #expect(!run.stdout.contains("line ignored"))
    #expect(run.stdout.hasSuffix("Score: 1 of 1 steps right.\n"))
  }

  @Test(
    "a name both delegates have means the scenario's delegate's method",
    arguments: [
      ("other.handoff.scene", "continue", "scene(_:continue:)"),
      ("other.handoff.app", "continue", "application(_:continue:restorationHandler:)"),
      ("other.handoff.scene", "willContinueUserActivityWithType", "scene(_:willContinueUserActivityWithType:)"),
    ])
  func sharedLabels(id: String, name: String, selector: String) throws {
    let scenario = try #require(Scenario.all.first { $0.id == id })
    let callback = try AnswerReader(scenario: scenario).callback(from: name).get()
    #expect(callback.method.rawValue == selector)
  }

  @Test(
    "a misspelt selector gets the selector it most likely means; a notification is told apart",
    arguments: [
      (
        "application(_:didFinishLaunching)",
        "unknown callback 'application(_:didFinishLaunching)'; did you mean 'application(_:didFinishLaunchingWithOptions:)'?"
      ),
      (
        "scene(_:willConnect)",
        "unknown callback 'scene(_:willConnect)'; did you mean 'scene(_:willConnectTo:options:)'?"
      ),
      (
        "UIApplication.didBecomeActiveNotification",
        "'UIApplication.didBecomeActiveNotification' is a notification; the exercise asks for the delegate callbacks only"
      ),
    ])
  func misspelt(line: String, message: String) throws {
    let scenario = try #require(Scenario.all.first { $0.id == "launch.first.scene" })
    #expect(throws: StimulusSyntaxError(message)) { try AnswerReader(scenario: scenario).callback(from: line).get() }
  }

  @Test("with one scene in play a scene callback needs no id, whatever the scene is called")
  func oneScene() throws {
    let restored = try #require(Scenario.all.first { $0.id == "launch.restored.scene" })
    #expect(
      try AnswerReader(scenario: restored).callback(from: "sceneWillConnect").get()
        == Callback(.sceneWillConnect, scene: "main"))
  }

  @Test("a wrong answer after ignored lines says it was judged without them")
  func ignoredLines() async {
    let run = await CLIRun(
      ["exercise", "--scenario", "launch.first.app"],
      stdin: [
        "willFinish", "application(_:didFinishLaunching)", "applicationDidBecomeActive", "",
      ])
    #expect(run.stdout.contains("  Judged without the line ignored above: 'application(_:didFinishLaunching)'"))
  }

  @Test("a megabyte-long answer line is echoed and quoted cut short, not printed back whole")
  func longAnswer() async {
    let line = String(repeating: "a", count: 1_000_000)
    let run = await CLIRun(
      ["exercise", "--scenario", "launch.first.app"], stdin: [line, "applicationDidBecomeActive", ""])
    let quoted = "\(line.prefix(80))… (1000000 characters)"
    #expect(run.stdout.contains("> \(quoted)\n  unknown callback '\(quoted)' (line ignored)\n"))
    #expect(run.stdout.contains("  Judged without the line ignored above: '\(quoted)'\n"))
    #expect(run.stdout.utf8.count < 5_000, "\(run.stdout.utf8.count) bytes")
  }

  @Test("with several scenes in play in a step, the question says so and a scene callback must name its scene")
  func scenes() async {
    let launch = [
      "willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions", "configurationForConnecting", "willConnectTo",
      "sceneWillEnterForeground", "sceneDidBecomeActive", "",
    ]
    let run = await CLIRun(
      ["exercise", "--scenario", "multi-scene.open-second.scene"], stdin: launch + ["sceneWillConnect", ""])
    #expect(
      run.stdout.contains(
        "(openScene:second)\n(Scenes in play: main, second. Add the scene's id after each scene callback.)\n"
          + "> sceneWillConnect\n  which scene? write its id after the name: scene(_:willConnectTo:options:) main"))
  }

  // As its help says: the id is needed only when several scenes are in play, which at the launch
  // of a scenario that opens a second scene later they are not.
  @Test("a step whose callbacks concern one scene needs no id, though the scenario has two")
  func oneSceneInTheStep() async {
    let run = await CLIRun(
      ["exercise", "--scenario", "multi-scene.resize.scene"],
      stdin: [
        "willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions", "configurationForConnecting",
        "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive", "",
      ])
    #expect(!run.stdout.contains("which scene?"), "\(run.stdout)")
    #expect(run.stdout.contains("> sceneDidBecomeActive\nRight.\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("(tapIcon)\n(Scenes in play"))
  }

  static let easiestThird = Scenario.all.map { ($0.id, ExerciseCommand.difficulty($0)) }.sorted { $0.1 < $1.1 }
    .prefix(Scenario.all.count / 3).map(\.0)

  @Test("the quiz says how to answer before its first question, and opens with an easy scenario", arguments: 1...3)
  func easyFirst(seed: Int) async throws {
    // Every step answered "no callback", to see every scenario drawn.
    let run = await CLIRun(["exercise", "--seed", "\(seed)", "--count", "3"], stdin: Array(repeating: "", count: 100))
    #expect(run.stdout.hasPrefix(ExerciseCommand.instructions.joined(separator: "\n") + "\n\n== "))
    let ids = run.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }.compactMap { line in
      line.split(separator: ",").last.map { String($0.dropFirst().dropLast()) }
    }
    let drawn = try ids.map { id in try #require(Scenario.named(id), "\(id)") }
    #expect(drawn.count == 3)
    #expect(Self.easiestThird.contains(drawn[0].id), "\(drawn[0].id)")
    #expect(
      zip(drawn.dropFirst(), drawn.dropFirst(2)).allSatisfy {
        ExerciseCommand.difficulty($0) <= ExerciseCommand.difficulty($1)
      })
  }

  @Test("the same seed draws the same quiz; the end of input stops it with the score so far")
  func deterministic() async {
    let first = await CLIRun(["exercise", "--family", "interruption", "--seed", "7", "--count", "2"])
    let second = await CLIRun(["exercise", "--family", "interruption", "--seed", "7", "--count", "2"])
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.hasSuffix("Stopped. Score: 0 of 0 steps right.\n"))
    #expect(
      await CLIRun(["exercise", "--family", "interruption", "--seed", "8", "--count", "2"]).stdout != first.stdout)
  }

  @Test(
    "bad options are usage errors",
    arguments: [
      (["exercise", "--count", "0"], "Error: invalid value '0' for --count; expected a whole number from 1"),
      (["exercise", "--scenario", "nope"], "Error: unknown scenario 'nope'"),
      (
        ["exercise", "--family", "multi-scene", "--lifecycle", "app"],
        "Error: no scenario of family 'multi-scene' is app-based"
      ),
      // A given scenario and a pool to draw from contradict each other: neither is ignored.
      (
        ["exercise", "--scenario", "home-press.scene", "--lifecycle", "app"],
        "Error: --scenario cannot be used with --lifecycle"
      ),
      (
        ["exercise", "--family", "launch", "--scenario", "home-press.scene"],
        "Error: --scenario cannot be used with --family"
      ),
      // Options of the other mode are known, not unknown.
      (["exercise", "--bugs", "--seed", "3"], "Error: --seed cannot be used with --bugs"),
      (["exercise", "--scenario=home-press.scene", "--bugs"], "Error: --scenario cannot be used with --bugs"),
      (["exercise", "--traces", "Conformance/Traces/bugs"], "Error: --traces is only for --bugs"),
    ])
  func badOptions(arguments: [String], error: String) async {
    let run = await CLIRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.stderr.hasPrefix(error + "\nUsage: lifecycle exercise"))
  }
}

@Suite("lifecycle exercise --bugs")
struct BugHuntTests {
  static let traces = Repository.url("Conformance/Traces/bugs").path

  @Test("each broken engine's trace is shown; the checker's verdict is the answer key")
  func scripted() async {
    let run = await CLIRun(
      ["exercise", "--bugs", "--traces", Self.traces, "--count", "3"], stdin: ["1", "3", "nonsense", "7"])
    #expect(run.exitCode == .success)
    let out = run.stdout
    #expect(out.hasPrefix("== Find the bug 1 of 3: a scene-based engine\nStep 1: tapIcon\n"))
    #expect(out.contains("> 1\nRight: allowed-events.\n  The bug: app-delegate-in-scene-app.\n"))
    #expect(out.contains("== Find the bug 2 of 3: an app-based engine\n"))
    #expect(out.contains("> 3\nNot quite: the checker says allowed-events."))
    #expect(out.contains("'nonsense' names no rule; answer 1 to 10 or an id"))
    #expect(out.contains("> 7\nRight: disconnection-before-discard."))
    #expect(out.contains("Why it matters: "))
    #expect(out.hasSuffix("Score: 2 of 3 bugs found.\n"))
  }

  @Test("a megabyte-long answer is echoed cut short, as the message quotes it")
  func longAnswer() async {
    let line = String(repeating: "r", count: 1_000_000)
    let run = await CLIRun(["exercise", "--bugs", "--traces", Self.traces, "--count", "1"], stdin: [line, "1"])
    let quoted = "\(line.prefix(80))… (1000000 characters)"
    #expect(run.stdout.contains("> \(quoted)\n  '\(quoted)' names no rule"))
    #expect(run.stdout.utf8.count < 10_000, "\(run.stdout.utf8.count) bytes")
  }

  @Test("the bug's name is shown only after the answer")
  func nameHidden() async throws {
    let run = await CLIRun(["exercise", "--bugs", "--traces", Self.traces, "--count", "1"], stdin: ["1"])
    let question = try #require(run.stdout.components(separatedBy: "> 1\n").first)
    #expect(!question.contains("app-delegate-in-scene-app"))
    #expect(run.stdout.contains("The bug: app-delegate-in-scene-app."))
  }

  @Test(
    "every rule the diverging step breaks is a right answer, not only the one the checker names first",
    arguments: ["termination-last", "disconnection-before-discard"])
  func everyRuleBroken(answer: String) async {
    let run = await CLIRun(["exercise", "--bugs", "--traces", Self.traces, "--count", "3"], stdin: ["1", "1", answer])
    #expect(
      run.stdout.contains(
        """
        > \(answer)
        Right: \(answer). The step breaks disconnection-before-discard and termination-last; each is a right answer.
        """))
    #expect(run.stdout.hasSuffix("Score: 3 of 3 bugs found.\n"))
  }

  @Test("a rule the step does not break is still wrong")
  func wrongRule() async {
    let run = await CLIRun(
      ["exercise", "--bugs", "--traces", Self.traces, "--count", "3"], stdin: ["1", "1", "launch-first"])
    #expect(run.stdout.contains("> launch-first\nNot quite: the checker says disconnection-before-discard."))
  }

  @Test("rules are named by number or id")
  func ruleNames() {
    #expect(BugHunt.rule(named: "4") == "delegate-sequence")
    #expect(BugHunt.rule(named: " Launch-First ") == "launch-first")
    #expect(BugHunt.rule(named: "\(BugHunt.rules.count + 1)") == nil)
  }

  @Test("a named pipe among the traces is passed over, not opened and waited on")
  func namedPipe() async throws {
    let folder = NSTemporaryDirectory() + "bughunt-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(mkfifo(folder + "/a-pipe.jsonl", 0o600) == 0)
    try FileManager.default.copyItem(
      atPath: Self.traces + "/doubles-become-active.jsonl", toPath: folder + "/doubles-become-active.jsonl")
    let run = await CLIRun(["exercise", "--bugs", "--traces", folder, "--count", "1"], stdin: ["1"])
    #expect(run.exitCode == .success)
    #expect(run.stdout.contains("The bug: doubles-become-active."))
  }

  @Test("a missing folder is a usage error")
  func missingFolder() async {
    let run = await CLIRun(["exercise", "--bugs", "--traces", "/nonexistent"])
    #expect(run.exitCode == .usage)
    #expect(
      run.stderr.hasPrefix("Error: no bug traces in '/nonexistent'; run from the package's folder or pass --traces DIR")
    )
  }
}
