import Lifecycle
import Testing

/// The examples the DocC catalog shows, compiled and checked here: `.ci/run docs` fails when an
/// article's block is no longer a run of lines of this file.
@Suite("documentation examples")
struct DocumentationExampleTests {
  @Test("the landing page's example verifies a trace with the public API: the diff and the rule")
  func landingPage() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    let trace = """
      {"format": "lifecycle-trace", "version": 1, "lifecycle": "app"}
      {"stimulus": "tapIcon"}
      {"callback": "application(_:didFinishLaunchingWithOptions:)"}
      {"callback": "applicationDidBecomeActive(_:)"}
      """
    var reader = TraceReader(bytes: Array(trace.utf8))
    switch reader.verify() {
    case .conformant(let steps, let events, _): print("conformant:", steps, "steps,", events, "events")
    case .nonconformant(let divergence): print(divergence.ruleID ?? "", divergence.diff)
    case .invalid(let line, let message): print("invalid: line \(line): \(message)")
    }

    #expect(printed.count == 1)
    #expect(printed.first?.hasPrefix("required-event") == true, "\(printed)")
    #expect(printed.first?.contains("application(_:willFinishLaunchingWithOptions:)") == true, "\(printed)")
  }
}
