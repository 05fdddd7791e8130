import Lifecycle
import Testing

/// The examples the DocC catalog shows, compiled and checked here: `.ci/run docs` fails when an
/// article's block is no longer a run of lines of this file.
@Suite("documentation examples")
struct DocumentationExampleTests {
  @Test("the landing page's example prints the model's first answer to a tap on the icon, in order")
  func landingPage() throws {
    var printed: [String] = []
    func print(_ value: Event) { printed.append(value.description) }

    var model = LifecycleModel(lifecycle: .scene)
    let alternatives = try model.respond(to: .tapIcon)
    for expected in alternatives[0].response.events {
      print(expected.event)
    }
    model = alternatives[0].next

    #expect(printed.first == "application(_:willFinishLaunchingWithOptions:)")
    #expect(printed.contains("sceneDidBecomeActive(_:) main"))
    #expect(printed.last == "UIApplication.didBecomeActiveNotification")
    #expect(model.appState == .active)
  }
}
