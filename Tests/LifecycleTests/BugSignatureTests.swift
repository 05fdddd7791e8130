import Testing

@testable import Lifecycle

/// What a divergence is named by when it becomes a bug (Conformance/SPEC.md#bug-signatures),
/// for the corrections the checker seldom needs.
@Suite("Bug signatures")
struct BugSignatureTests {
  static func divergence(
    _ message: String, actual: [Event], expected: [Event] = [], correction: Correction? = nil
  ) -> Divergence {
    var divergence = Divergence(
      stimulus: .pressHome, stimulusLine: 2, line: 3, stepIndex: 1, message: message, expected: expected,
      actual: actual, rule: .allowedEvents)
    divergence.correction = correction
    return divergence
  }

  @Test("without a correction, the message names it, each scene's event by its name alone")
  func uncorrected() {
    let resign = Event.callback(.sceneWillResignActive, "second")
    let signature = Self.divergence(
      "\(resign) came twice in the response to pressHome", actual: [resign, resign]
    ).signature
    #expect(signature.difference == "sceneWillResignActive(_:) came twice in the response to pressHome")
    #expect(signature.events.isEmpty)
    #expect(
      signature.description == "sceneWillResignActive(_:) came twice in the response to pressHome [allowed-events]")
  }

  @Test("an event moved to the end, where nothing delivered follows it, is out of order")
  func movedToTheEnd() {
    let events = [Event.callback(.applicationDidEnterBackground), .callback(.applicationWillResignActive)]
    let signature = Self.divergence("order", actual: events, correction: .move(from: 0, before: 2)).signature
    #expect(signature.difference == "applicationDidEnterBackground(_:) out of order")
    #expect(signature.events == ["applicationDidEnterBackground(_:)"])
  }
}
