import Foundation
import Testing

@testable import Lifecycle

@Suite("Vocabulary")
struct VocabularyTests {
  @Test("every stimulus name round-trips through its trace spelling")
  func stimulusNames() throws {
    for name in Stimulus.Name.allCases {
      let stimulus = try #require(
        Stimulus(
          name: name, scene: name.sceneParameter == .required ? "side" : nil,
          kind: .alert, reason: .fetch))
      #expect(stimulus.traceName == name.rawValue)
      #expect(Stimulus.Name(rawValue: stimulus.traceName) == name)
    }
    // Version 1 names 25; version 1.1 adds three ends without a word, four background-task stimuli
    // and the two of an external display.
    #expect(Stimulus.Name.allCases.count == 25 + 3 + 4 + 2)
    #expect(Stimulus.Name.allCases.filter { $0.introduced == .v1_1 }.count == 3 + 4 + 2)
  }

  @Test("required parameters are required")
  func requiredParameters() {
    #expect(Stimulus(name: .beginInterruption, scene: nil) == nil)
    #expect(Stimulus(name: .backgroundLaunch, scene: nil) == nil)
    #expect(Stimulus(name: .openScene, scene: nil) == nil)
    #expect(Stimulus(name: .attachDisplay, scene: nil) == nil)
    #expect(Stimulus(name: .detachDisplay, scene: nil) == .detachDisplay)
    #expect(Stimulus(name: .openURL, scene: nil) == .openURL())
  }

  @Test("callbacks are spelled as UIKit's Swift selectors, and scene methods are told apart")
  func callbacks() {
    // Version 1 names 28; version 1.1 adds expirationHandler(_:).
    #expect(Callback.Method.allCases.count == 28 + 1)
    #expect(Callback.Method(selector: "scene(_:willConnectTo:options:)") == .sceneWillConnect)
    #expect(Callback.Method.allCases.filter(\.isSceneDelegateMethod).count == 12)
    #expect(Callback.Method.sceneDidBecomeActive.notification == .sceneDidActivate)
    #expect(Callback(.sceneDidBecomeActive, scene: "main").description == "sceneDidBecomeActive(_:) main")
    #expect(Callback.Method.sceneDidBecomeActive.shortName == "sceneDidBecomeActive")
    #expect(Callback.Method.applicationOpenURL.shortName == "application(_:open:options:)")
  }

  @Test("notifications: UIApplication and UIScene names")
  func notifications() {
    #expect(LifecycleNotification.Name.allCases.count == 16)
    #expect(LifecycleNotification.Name.allCases.filter(\.isSceneNotification).count == 6)
    #expect(
      LifecycleNotification.Name(rawValue: "UIApplication.didBecomeActiveNotification") == .applicationDidBecomeActive)
  }

  @Test(
    "scene ids follow [a-z0-9][a-z0-9-]*",
    arguments: [
      ("main", true), ("split-2", true), ("0", true), ("Main", false), ("-x", false), ("", false), ("a b", false),
    ])
  func sceneIDs(id: String, valid: Bool) {
    #expect(SceneID(id).isWellFormed == valid)
  }

  @Test("scene ids are their text: equal, hashed, ordered and encoded as it is")
  func sceneIDsAreTheirText() throws {
    let built = SceneID(String(["s", "e", "c", "o", "n", "d"]))
    #expect(built == "second" && built.hashValue == SceneID("second").hashValue)
    #expect(Set<SceneID>(["main", "second", built]).count == 2)
    #expect(SceneID("main") != "second" && SceneID("main") < "second")
    // Unicode-equivalent spellings are the same text, so the same id (never well formed).
    #expect(SceneID("caf\u{E9}") == SceneID("cafe\u{301}"))
    #expect(SceneID("caf\u{E9}").hashValue == SceneID("cafe\u{301}").hashValue)
    let encoded = try JSONEncoder().encode([SceneID("main"), "tv"])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["main","tv"]"#)
    #expect(try JSONDecoder().decode([SceneID].self, from: encoded) == ["main", "tv"])
  }

  @Test("the nearest name catches typos and nothing far off")
  func nearestName() {
    let names = Stimulus.Name.allCases.map(\.rawValue)
    #expect(NearestName.to("pressHom", in: names) == "pressHome")
    #expect(NearestName.to("tapicon", in: names) == "tapIcon")
    #expect(NearestName.to("quantum", in: names) == nil)
  }
}

@Suite("Scenario requirements")
struct ScenarioRequirementTests {
  @Test("a scenario that opens a second scene beside the launched main needs multiple scenes")
  func implicitMain() throws {
    let open = try #require(Scenario.named("multi-scene.open-second.scene"))
    #expect(open.requirements.contains(.multipleScenes))
    #expect(open.requirements.contains(.sceneManagement))
    let launch = try #require(Scenario.named("launch.first.scene"))
    #expect(launch.requirements.isEmpty)
  }
}

@Suite("Rendering JSON")
struct JSONValueTests {
  @Test("objects keep their key order; numbers, decimals and escapes render the same everywhere")
  func rendering() {
    let value = JSONValue.object([
      ("b", .number(2)), ("a", .decimal(7.7)), ("s", .string("tab\t\"quote\"")),
      ("list", .array([.bool(true), .null])),
    ])
    #expect(value.compact == #"{"b": 2, "a": 7.7, "s": "tab\t\"quote\"", "list": [true, null]}"#)
    #expect(value.pretty.hasPrefix("{\n  \"b\": 2,\n  \"a\": 7.7,"))
    #expect(value.pretty.hasSuffix("}\n"))
  }
}
