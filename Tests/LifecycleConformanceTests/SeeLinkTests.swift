import LifecycleConformanceFixtures
import Testing

@testable import Lifecycle
@testable import LifecycleConformance

/// A failure's `see:` line links the documentation of the callback at fault: the missing one,
/// not the page of the source that says it is required.
@Suite("The see: link of the callback at fault", .cuedHangClock)
@MainActor
struct SeeLinkTests {
  @Test("a missing applicationWillResignActive links its own page")
  func missingResign() async throws {
    let script = Script(lifecycle: .app, stimuli: [.tapIcon, .beginInterruption(.alert)])
    let run = await ConformanceDriver().record(BrokenEngine(.resignsOnHomeNotOnInterruption), script)
    let failure = try #require(run.failure)
    let divergence = try #require(failure.divergence)
    #expect(divergence.message.hasPrefix("missing applicationWillResignActive(_:)"), "\(divergence.message)")
    let page = AppleDocumentation.page(of: Callback.Method.applicationWillResignActive).description
    #expect(page.hasSuffix("applicationwillresignactive(_:)"), "\(page)")
    #expect(divergence.reference == page)
    #expect(failure.description.contains("see: \(page)"), "\(failure.description)")
  }

  @Test("every missing callback of the broken engines links the page of the callback missing")
  func everyMissingCallback() async throws {
    for bug in EngineBug.all {
      guard let scenario = Scenario.named(bug.scenario) else { continue }
      let result = await ConformanceDriver().verify(BrokenEngine(bug), against: scenario)
      for failure in result.failures {
        guard let divergence = failure.divergence, divergence.rule?.id == "required-event",
          case .insert(let event, _) = divergence.correction
        else { continue }
        #expect(divergence.reference == AppleDocumentation.page(of: event), "\(bug.id): \(divergence)")
      }
    }
  }
}
