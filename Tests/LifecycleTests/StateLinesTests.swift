import Lifecycle
import Testing

@testable import Lifecycle

/// Version 1.2's state lines and header `projection` (Conformance/SPEC.md#version-12): what the
/// decoder accepts and refuses, and what `verify` and `verifyEvery` find in the states.
@Suite("State lines")
struct StateLinesTests {
  static let appHeader =
    #"{"format": "lifecycle-trace", "version": 1.2, "lifecycle": "app", "projection": "react-native"}"#
  static let sceneHeader =
    #"{"format": "lifecycle-trace", "version": 1.2, "lifecycle": "scene", "projection": "swiftui"}"#
  static let launch = [
    #"{"stimulus": "tapIcon"}"#, #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
    #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
    #"{"callback": "applicationDidBecomeActive(_:)"}"#,
  ]
  static let home = [
    #"{"stimulus": "pressHome"}"#, #"{"callback": "applicationWillResignActive(_:)"}"#,
    #"{"callback": "applicationDidEnterBackground(_:)"}"#,
  ]
  static let sceneLaunch = [
    #"{"stimulus": "tapIcon"}"#, #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
    #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
    #"{"callback": "application(_:configurationForConnecting:options:)"}"#,
    #"{"callback": "scene(_:willConnectTo:options:)", "scene": "main"}"#,
    #"{"callback": "sceneWillEnterForeground(_:)", "scene": "main"}"#,
    #"{"callback": "sceneDidBecomeActive(_:)", "scene": "main"}"#,
  ]
  static let sceneHome = [
    #"{"stimulus": "pressHome"}"#, #"{"callback": "sceneWillResignActive(_:)", "scene": "main"}"#,
    #"{"callback": "sceneDidEnterBackground(_:)", "scene": "main"}"#,
  ]

  static func reader(_ lines: [String], projection: Projection? = nil) -> TraceReader {
    var remaining = lines[...]
    var reader = TraceReader(lines: { remaining.popFirst() })
    reader.projection = projection
    return reader
  }

  static func verdict(_ lines: [String], projection: Projection? = nil) -> TraceVerdict {
    var reader = reader(lines, projection: projection)
    return reader.verify()
  }

  @Test("a header's projection is read by name or inline, and written back")
  func header() throws {
    var reader = Self.reader([Self.appHeader])
    guard case .header(let header)? = try reader.next()?.record else { Issue.record("no header"); return }
    #expect(header.projection == .named("react-native"))
    #expect(header.traceJSON.compact.contains(#""version": 1.2"#))
    #expect(header.traceJSON.compact.contains(#""projection": "react-native""#))
    let inline =
      #"{"name": "mine", "of": "app", "states": {"notRunning": "off", "inactive": "on", "active": "on", "background": ["off", "asleep"], "suspended": "off"}, "initial": "off"}"#
    var second = Self.reader([
      #"{"format": "lifecycle-trace", "version": 1.2, "lifecycle": "app", "projection": \#(inline)}"#
    ])
    guard case .header(let read)? = try second.next()?.record else { Issue.record("no header"); return }
    #expect(read.projection?.name == "mine" && read.projection?.allowed["background"] == ["off", "asleep"])
    #expect(try Projection(json: read.projection!.headerJSON) == read.projection)
    let scenes = try Projection(
      parsing:
        #"{"name": "s", "of": "scene", "states": {"foregroundInactive": "a", "foregroundActive": "b", "background": "c"}}"#
    )
    #expect(try Projection(json: scenes.headerJSON) == scenes)
  }

  @Test(
    "good state lines are records",
    arguments: [
      (#"{"state": "active"}"#, ReportedState("active")),
      (#"{"state": "inactive", "scene": "main"}"#, ReportedState("inactive", scene: "main")),
    ])
  func goodLine(line: String, state: ReportedState) throws {
    var reader = Self.reader([Self.appHeader, line])
    _ = try reader.next()
    #expect(try reader.next()?.record == .state(state))
    #expect(TraceRecord.state(state).traceJSON == (try JSONParser.parse(line)))
  }

  @Test(
    "every bad line is invalid, with its error",
    arguments: [
      (
        [#"{"format": "lifecycle-trace", "version": 1.1, "lifecycle": "app", "projection": "flutter"}"#],
        #"1: 'projection' needs "version": 1.2"#
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1.2, "lifecycle": "app", "projection": "flutte"}"#],
        "1: bad 'projection' in the header: unknown projection 'flutte'; did you mean 'flutter'? (the kit defines androidx, flutter, react-native, swiftui, swiftui-app)"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1.2, "lifecycle": "app", "projection": "swiftui"}"#],
        "1: projection 'swiftui' does not run on the app lifecycle"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1.2, "lifecycle": "app"}"#, #"{"state": "active"}"#],
        #"2: a state line needs a header with "version": 1.2 and a 'projection' (or --projection)"#
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1.1, "lifecycle": "app"}"#, #"{"state": "active"}"#],
        #"2: a state line needs a header with "version": 1.2 and a 'projection' (or --projection)"#
      ),
      ([appHeader, #"{"state": "active", "kind": "call"}"#], "2: 'kind' is not allowed on a state"),
      ([appHeader, #"{"state": 3}"#], "2: 'state' must be a string, not a number"),
      (
        [appHeader, #"{"state": "active", "scene": "Main"}"#],
        "2: bad scene id 'Main'; an id matches [a-z0-9][a-z0-9-]*"
      ),
      (
        [
          appHeader, #"{"state": "unknown"}"#, #"{"stimulus": "tapIcon"}"#, #"{"state": "active"}"#,
          #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
        ],
        "5: callback after a state line; a step's states follow its events"
      ),
    ])
  func badLine(lines: [String], message: String) {
    var reader = Self.reader(lines)
    let verdict = reader.verify()
    #expect("\(verdict.line): \(reader.invalidity?.message ?? "")" == message)
  }

  @Test("a state line with --projection's projection in a 1.2 trace whose header has none")
  func override() {
    let lines =
      [#"{"format": "lifecycle-trace", "version": 1.2, "lifecycle": "app"}"#, #"{"state": "unknown"}"#] + Self.launch
      + [#"{"state": "active"}"#]
    #expect(Self.verdict(lines, projection: .named("react-native")) == .conformant(steps: 1, events: 3, lines: 7))
    #expect(Self.reader([], projection: .named("flutter")).projection?.name == "flutter")
  }

  @Test("a correct react-native recording is conformant, through a termination")
  func correctApp() {
    let lines =
      [Self.appHeader, #"{"state": "unknown"}"#] + Self.launch + [#"{"state": "active"}"#] + Self.home
      + [
        #"{"state": "inactive"}"#, #"{"state": "background"}"#, #"{"stimulus": "terminate"}"#, #"{"state": "unknown"}"#,
      ]
      + Self.launch + [#"{"state": "active"}"#]
    #expect(Self.verdict(lines) == .conformant(steps: 4, events: 8, lines: 19))
    var reader = Self.reader(lines)
    var found: [Divergence] = []
    #expect(reader.verifyEvery { found.append($0) } == .conformant(steps: 4, events: 8, lines: 19))
    #expect(found.isEmpty)
  }

  @Test("a wrong react-native recording: each mistake at its line, with its rule")
  func wrongApp() throws {
    // No initial state: a framework always has one.
    let missingStart = Self.verdict([Self.appHeader] + Self.launch + [#"{"state": "active"}"#])
    guard case .nonconformant(let start) = missingStart else { Issue.record("\(missingStart)"); return }
    #expect(start.line == 1 && start.ruleID == "mapper-state" && start.message.hasPrefix("at the start, "))
    #expect(start.details.first == "the start, before step 1: tapIcon (line 2)")
    // A phantom change, at the line that repeats the state.
    let phantom = Self.verdict(
      [Self.appHeader, #"{"state": "unknown"}"#] + Self.launch + [#"{"state": "active"}"#, #"{"state": "active"}"#])
    guard case .nonconformant(let repeated) = phantom else { Issue.record("\(phantom)"); return }
    #expect(repeated.line == 8 && repeated.ruleID == "phantom-change")
    #expect(repeated.signature.rule == "phantom-change")
    // A state held wrong: reported at the step's stimulus line, no state line in the step.
    let held = Self.verdict(
      [Self.appHeader, #"{"state": "unknown"}"#] + Self.launch + [#"{"state": "active"}"#] + Self.home)
    guard case .nonconformant(let stale) = held else { Issue.record("\(held)"); return }
    #expect(stale.line == 8 && stale.ruleID == "mapper-state")
    #expect(stale.rule?.specification == "Conformance/SPEC.md#what-the-kit-checks-of-a-mapper")
    #expect(
      stale.details == [
        "step 2: pressHome (line 8)", "expected: 'background' (the app is background)",
        "reported: nothing",
        "rule: mapper-state: after each step, the state reported last is the projection of the model's state",
        "spec: Conformance/SPEC.md#what-the-kit-checks-of-a-mapper",
        "projection: react-native, from https://reactnative.dev/docs/appstate",
      ])
    // --all names every one.
    let lines =
      [Self.appHeader] + Self.launch + [#"{"state": "active"}"#, #"{"state": "active"}"#] + Self.home
      + [#"{"state": "sleeping"}"#]
    var reader = Self.reader(lines)
    var found: [String] = []
    let verdict = reader.verifyEvery { found.append("\($0.line ?? 0):\($0.ruleID ?? "")") }
    #expect(found == ["1:mapper-state", "7:phantom-change", "11:mapper-vocabulary"])
    guard case .nonconformant = verdict else { Issue.record("\(verdict)"); return }
  }

  @Test("swiftui: a correct recording of scenes is conformant, a wrong one names the scene")
  func scenes() {
    let good =
      [Self.sceneHeader] + Self.sceneLaunch + [#"{"state": "active", "scene": "main"}"#] + Self.sceneHome
      + [#"{"state": "inactive", "scene": "main"}"#, #"{"state": "background", "scene": "main"}"#]
    #expect(Self.verdict(good) == .conformant(steps: 2, events: 8, lines: 14))
    let wrong =
      [Self.sceneHeader] + Self.sceneLaunch + [#"{"state": "active", "scene": "main"}"#] + Self.sceneHome
      + [#"{"state": "inactive", "scene": "main"}"#]
    guard case .nonconformant(let divergence) = Self.verdict(wrong) else { Issue.record("conformant"); return }
    #expect(divergence.line == 13 && divergence.ruleID == "mapper-state")
    #expect(divergence.message == "scene main is background, so 'background', but reported 'inactive'")
    // The app's state in a projection of scenes: a scene is needed.
    let noScene = [Self.sceneHeader] + Self.sceneLaunch + [#"{"state": "active"}"#]
    guard case .nonconformant(let vocabulary) = Self.verdict(noScene) else { Issue.record("conformant"); return }
    #expect(vocabulary.line == 9 && vocabulary.ruleID == "mapper-vocabulary")
  }

  @Test("an event divergence is found before the states of its step")
  func eventsFirst() {
    let lines = [Self.appHeader, #"{"state": "unknown"}"#, #"{"stimulus": "tapIcon"}"#, #"{"state": "active"}"#]
    guard case .nonconformant(let divergence) = Self.verdict(lines) else { Issue.record("conformant"); return }
    #expect(divergence.ruleID == "required-event")
  }
}
