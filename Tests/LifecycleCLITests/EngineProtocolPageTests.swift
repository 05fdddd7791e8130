import Lifecycle
import Testing

@testable import LifecycleConformance
@testable import LifecycleDocs

/// engine-protocol.md's table says which stimuli of a hello declare each capability: what the kit
/// makes of a hello must agree with it.
@Suite("The engine protocol page")
struct EngineProtocolPageTests {
  /// The stimuli the page's table lists for `capability`.
  static func listed(_ capability: Capability) -> [String] {
    capability == .multipleScenes ? ["openScene"] : EngineProtocolPage.stimuli(declaring: capability)
  }

  @Test(
    "a hello that lists one of a capability's stimuli declares it, and no other stimulus does",
    arguments: Capability.all)
  func table(_ capability: Capability) {
    let declaring = Stimulus.Name.allCases.map(\.rawValue).filter { name in
      EngineHello.capabilities(lifecycles: [.scene], format: .latest, stimuli: [name], notifications: [])
        .supported.contains(capability)
    }
    #expect(Set(declaring) == Set(Self.listed(capability)))
    #expect(!declaring.isEmpty)
  }

  @Test("the page shows the table and the rules, each rule linked to its section of SPEC.md")
  func rendered() {
    let page = EngineProtocolPage.render(SiteCatalog(Scenario.all))
    for capability in Capability.all {
      let row = "| `\(capability)` | " + Self.listed(capability).map { "`\($0)`" }.joined(separator: ", ")
      #expect(page.contains(row), "\(capability)")
    }
    for anchor in ["recency", "foregrounding", "closing-the-last-scene", "multi-scene", "payloads"] {
      #expect(page.contains("(../Conformance/SPEC.md#\(anchor))"), "\(anchor)")
    }
    // The discard the swipe-away's step leaves out is the next launch's, after didFinishLaunching.
    #expect(
      page.contains(
        """
        > {"stimulus": "swipeAwayInAppSwitcher"}
        < {"callback": "sceneWillResignActive(_:)", "scene": "main"}
        > {"stimulus": "tapIcon"}
        < {"callback": "application(_:willFinishLaunchingWithOptions:)"}
        < {"callback": "application(_:didFinishLaunchingWithOptions:)"}
        < {"callback": "application(_:didDiscardSceneSessions:)"}
        """))
  }

  @Test("the table of faults has every rule, each linked to its section of SPEC.md, as SPEC.md words them")
  func faults() {
    let page = EngineProtocolPage.render(SiteCatalog(Scenario.all))
    for kind in EngineMisbehaviour.Kind.allCases {
      #expect(page.contains("[`\(kind.rawValue)`](../Conformance/SPEC.md#\(kind.rawValue))"), "\(kind)")
    }
    // SPEC.md: a line after the last done of a run is outside any response; one after a step's
    // done belongs to the next stimulus, and the failure says so.
    #expect(
      page.contains(
        "| a line written after the last `done` of a run: found when it ends, or before the next start | "
          + "[`outside-response`](../Conformance/SPEC.md#outside-response) |"), "\(page)")
    #expect(!page.contains("before the kit's next line"))
    #expect(
      page.contains(
        "A line written after a step's `done` and before the next stimulus is no fault: it belongs to that "
          + "stimulus's answer, and when that step fails, its failure says that the line came before the stimulus "
          + "was sent."))
  }
}
