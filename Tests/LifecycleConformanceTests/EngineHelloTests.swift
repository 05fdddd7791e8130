import Testing

@testable import LifecycleConformance

/// The hello an engine says over the engine protocol: what the kit reads from it, and, for each
/// way a hello can be wrong, the sentence an engine author sees (Conformance/SPEC.md#engine-protocol).
@Suite("Engine hello")
struct EngineHelloTests {
  static let start = #"{"protocol": "lifecycle-engine", "version": 1, "#

  @Test("a hello's name, lifecycles and stimuli, with kinds and reasons, are what the engine can do")
  func reads() throws {
    let hello = try EngineHello(
      Self.start + #""engine": "Demo 1.0", "lifecycles": ["app", "scene"], "#
        + #""stimuli": ["tapIcon", "beginInterruption:alert", "backgroundLaunch:fetch"], "trace": [1, 1.1]}"#)
    #expect(hello.engine == "Demo 1.0")
    #expect(hello.capabilities.lifecycles == [.app, .scene])
    #expect(hello.capabilities.stimuli == ["tapIcon", "beginInterruption:alert", "backgroundLaunch:fetch"])
    #expect(!hello.capabilities.postsNotifications)
  }

  @Test("a hello without trace is version 1: no stimulus of 1.1 is sent, even if listed, and no argument is checked")
  func version1() throws {
    let everything = try EngineHello(Self.start + #""lifecycles": ["scene"]}"#).capabilities
    #expect(everything.format == .v1)
    #expect(everything.checkedArguments.isEmpty)
    #expect(everything.supported == Set(Capability.all(through: .v1)))
    #expect(!everything.performs(.crash) && !everything.performs(.beginBackgroundTask) && everything.performs(.tapIcon))
    let listed = try EngineHello(
      Self.start + #""lifecycles": ["scene"], "stimuli": ["tapIcon", "crash"], "trace": [1]}"#
    )
    .capabilities
    #expect(listed.format == .v1)
    #expect(listed.performs(.tapIcon) && !listed.performs(.crash))
    let crash = Script(lifecycle: .scene, stimuli: [.tapIcon, .crash])
    #expect(
      listed.reasonToSkip(crash)
        == "the scenario needs trace format 1.1 (abruptTermination), which the engine does not declare (it declares 1)")
  }

  @Test(
    "a hello that lists 1.1 gets every stimulus of 1.1 and every argument checked",
    arguments: ["[1, 1.1]", "[1.1]", "[1.10]", "[11e-1]"])
  func version11(trace: String) throws {
    let capabilities = try EngineHello(Self.start + #""lifecycles": ["scene"], "trace": "# + trace + "}").capabilities
    #expect(capabilities.format == .v1_1)
    #expect(capabilities.checkedArguments == Set(TraceArgument.all))
    #expect(capabilities.supported == Set(Capability.all))
    #expect(capabilities.performs(.crash) && capabilities.performs(.attachDisplay("tv")))
  }

  @Test("notifications: true posts every one, false or nothing none, a list those it names")
  func notifications() throws {
    let all = try EngineHello(Self.start + #""lifecycles": ["app"], "notifications": true}"#).capabilities
    #expect(all.postsEveryNotification)
    let none = try EngineHello(Self.start + #""lifecycles": ["app"], "notifications": false}"#).capabilities
    #expect(none.postedNotifications.isEmpty)
    #expect(try EngineHello(Self.start + #""lifecycles": ["app"]}"#).capabilities.postedNotifications.isEmpty)
    #expect(try EngineHello(Self.start + #""lifecycles": ["app"], "notifications": []}"#).capabilities == none)
    let some = try EngineHello(
      Self.start + #""lifecycles": ["app"], "notifications": ["UIApplication.didBecomeActiveNotification", "#
        + #""UIApplication.willResignActiveNotification"]}"#
    ).capabilities
    #expect(some.postedNotifications == [.applicationDidBecomeActive, .applicationWillResignActive])
    // Only those are checked: the others are left out, never assumed absent.
    #expect(some.recording.records(.notification(.applicationDidBecomeActive)))
    #expect(!some.recording.records(.notification(.applicationDidEnterBackground)))
  }

  @Test("a Swift engine served over the pipe says the notifications it posts, and the kit reads them back")
  @MainActor
  func hostSaysItsNotifications() throws {
    let posted: Set<LifecycleNotification> = [.applicationDidBecomeActive, .sceneDidActivate]
    let some = ReferenceEngine(
      lifecycle: .scene, capabilities: EngineCapabilities(lifecycle: .scene, supports: [.appSwitcher], posts: posted))
    let hello = EngineHello.json(of: some)
    #expect(
      hello["notifications"]
        == .array([.string("UIApplication.didBecomeActiveNotification"), .string("UIScene.didActivateNotification")]))
    #expect(try EngineHello(hello.compact).capabilities.postedNotifications == posted)
    // All or none stay a flag, as a hello said them before lists.
    #expect(EngineHello.json(of: ReferenceEngine(lifecycle: .scene))["notifications"] == .bool(true))
    #expect(
      EngineHello.json(of: ReferenceEngine(lifecycle: .scene, postsNotifications: false))["notifications"]
        == .bool(false))
  }

  struct Wrong: Sendable, CustomTestStringConvertible {
    let line: String
    let kind: EngineMisbehaviour.Kind
    let detail: String
    var testDescription: String { detail }
  }

  nonisolated static let wrong: [Wrong] = [
    Wrong(line: "hello", kind: .noHello, detail: "the first line is not a hello (a JSON object): hello"),
    Wrong(
      line: #"{"protocol": "other"}"#, kind: .noHello,
      detail: #"the first line is not a hello ("protocol": "lifecycle-engine"): {"protocol": "other"}"#),
    Wrong(
      line: start + #""lifecycles": ["app"], "colour": "red"}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"colour\": \"red\"} has the unknown key 'colour'"),
    Wrong(
      line: start + #""lifecycles": ["app"], "trace": "1"}"#, kind: .badLine,
      detail:
        "the hello \(start)\"lifecycles\": [\"app\"], \"trace\": \"1\"} has a 'trace' that is not a list of versions"),
    Wrong(
      line: start + #""lifecycles": ["app"], "trace": [2]}"#, kind: .version,
      detail: "the engine writes trace format [2]; the kit reads versions 1 and 1.1 and 1.2"),
    // Versions are compared as the decimals they are written as, never as rounded doubles.
    Wrong(
      line: #"{"protocol": "lifecycle-engine", "version": 1.0000000000000000000000000001, "lifecycles": ["app"]}"#,
      kind: .version,
      detail: "the engine speaks protocol version 1.0000000000000000000000000001; the kit speaks version 1"),
    Wrong(
      line: start + #""lifecycles": ["app"], "trace": [1.1000000000000000000001]}"#, kind: .version,
      detail: "the engine writes trace format [1.1000000000000000000001]; the kit reads versions 1 and 1.1 and 1.2"),
    Wrong(
      line: start + #""lifecycles": ["app"], "callbacks": 1}"#, kind: .badLine,
      detail:
        "the hello \(start)\"lifecycles\": [\"app\"], \"callbacks\": 1} has a 'callbacks' that is not true or false"),
    Wrong(
      line: start + #""lifecycles": []}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": []} needs \"lifecycles\": a non-empty list of \"app\" and \"scene\""),
    Wrong(
      line: start + #""lifecycles": ["web"]}"#, kind: .badLine,
      detail:
        "the hello \(start)\"lifecycles\": [\"web\"]} names the lifecycle \"web\"; the lifecycles are \"app\" and \"scene\""
    ),
    Wrong(
      line: start + #""lifecycles": ["app"], "stimuli": ["fly"]}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"stimuli\": [\"fly\"]} names the stimulus \"fly\"; "
        + "a stimulus is a name, or beginInterruption:KIND or backgroundLaunch:REASON"),
    Wrong(
      line: start + #""lifecycles": ["app"], "stimuli": ["beginInterruption:meteor"]}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"stimuli\": [\"beginInterruption:meteor\"]} names the "
        + "stimulus \"beginInterruption:meteor\"; a stimulus is a name, or beginInterruption:KIND or backgroundLaunch:REASON"
    ),
    Wrong(
      line: start + #""lifecycles": ["app"], "stimuli": ["backgroundLaunch:whim"]}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"stimuli\": [\"backgroundLaunch:whim\"]} names the "
        + "stimulus \"backgroundLaunch:whim\"; a stimulus is a name, or beginInterruption:KIND or backgroundLaunch:REASON"
    ),
    Wrong(
      line: start + #""lifecycles": ["app"], "stimuli": ["pressHome:twice"]}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"stimuli\": [\"pressHome:twice\"]} names the "
        + "stimulus \"pressHome:twice\"; a stimulus is a name, or beginInterruption:KIND or backgroundLaunch:REASON"),
    Wrong(
      line: start + #""lifecycles": ["app"], "notifications": "some"}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"notifications\": \"some\"} has a 'notifications' "
        + "that is not true, false or a list of notification names"),
    Wrong(
      line: start + #""lifecycles": ["app"], "notifications": [1]}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"notifications\": [1]} lists the notification 1, "
        + "which is not a name"),
    Wrong(
      line: start + #""lifecycles": ["app"], "notifications": ["UIApplication.didBecomeActiveNotificaton"]}"#,
      kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"notifications\": "
        + "[\"UIApplication.didBecomeActiveNotificaton\"]} lists an unknown notification "
        + "'UIApplication.didBecomeActiveNotificaton'; did you mean 'UIApplication.didBecomeActiveNotification'?"),
    Wrong(
      line: start + #""lifecycles": ["app"], "notifications": ["applicationDidEnterBackground"]}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"notifications\": [\"applicationDidEnterBackground\"]} "
        + "lists an unknown notification 'applicationDidEnterBackground'; "
        + "did you mean 'UIApplication.didEnterBackgroundNotification'?"),
    Wrong(
      line: start + #""lifecycles": ["app"], "notifications": ["didWakeUp"]}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"notifications\": [\"didWakeUp\"]} "
        + "lists an unknown notification 'didWakeUp'"),
    Wrong(
      line: start + #""version": 1, "lifecycles": ["app"]}"#, kind: .badLine,
      detail: "the hello \(start)\"version\": 1, \"lifecycles\": [\"app\"]} has the key 'version' twice"),
    Wrong(
      line: start + #""lifecycles": ["app"], "stimuli": ["tapIcon"], "stimuli": ["tapIcon"]}"#, kind: .badLine,
      detail: "the hello \(start)\"lifecycles\": [\"app\"], \"stimuli\": [\"tapIcon\"], \"stimuli\": [\"tapIcon\"]} "
        + "has the key 'stimuli' twice"),
  ]

  @Test("a wrong hello is the misbehaviour it shows, in one sentence that quotes it", arguments: wrong)
  func wrongHello(_ wrong: Wrong) {
    #expect { try EngineHello(wrong.line) } throws: { error in
      guard let misbehaviour = error as? EngineMisbehaviour else { return false }
      return misbehaviour.kind == wrong.kind && misbehaviour.detail == wrong.detail
    }
  }
}
