import Lifecycle
import Testing

@testable import LifecycleCLI

/// `lifecycle responses` at the sizes a trace may reach: no more scenes than `verify` reads, and
/// the answers written as they are made, since without `--next` they grow with the square of the
/// scenes.
@Suite("lifecycle responses, bounded")
struct ResponsesBoundsTests {
  /// `count` well-formed session ids.
  private static func sessions(_ count: Int) -> String {
    (1...count).map { "s\($0)" }.joined(separator: ",")
  }

  @Test("a stimulus naming one scene more than a trace may is refused at once, naming it")
  func tooManyScenes() async {
    let limit = TraceDecoder.maximumSceneCount
    let run = await CLIRun(["responses", "--sessions", Self.sessions(limit), "tapIcon", "openScene:extra"])
    #expect(run.exitCode == .usage)
    #expect(
      run.stderr.hasPrefix(
        "Error: stimulus 2 'openScene:extra' names scene \(limit + 1); a trace names at most \(limit) distinct scene ids\n"
      ))
    #expect(run.stdout.isEmpty)
    let next = await CLIRun(["responses", "--sessions", Self.sessions(limit), "tapIcon", "--next", "openScene:extra"])
    #expect(next.exitCode == .usage)
    #expect(
      next.stderr.hasPrefix(
        "Error: --next 'openScene:extra' names scene \(limit + 1); a trace names at most \(limit) distinct scene ids\n")
    )
    // A scene the sessions already name is no new one.
    let known = await CLIRun(["responses", "--sessions", Self.sessions(limit), "tapIcon", "--next", "openScene:s2"])
    #expect(known.exitCode == .success, "\(known.stderr)")
  }

  @Test("without --next, each response is written as it is made, never the whole document at once")
  func streamed() async {
    final class Writes: @unchecked Sendable { var sizes: [Int] = [], text = "" }
    let writes = Writes()
    let record: @Sendable (String) -> Void = { text in
      writes.sizes.append(text.utf8.count)
      writes.text += text
    }
    let console = Console(out: record, err: { _ in }, readLine: { nil }, isTerminal: false)
    let words = ["tapIcon"] + (1...20).map { "openScene:x\($0)" }
    #expect(await CLI.run(["responses"] + words, console: console) == .success)
    let responses = writes.text.components(separatedBy: "\n          \"stimulus\": ").count - 1
    #expect(responses > 100)
    #expect(writes.sizes.count > responses)
    let total = writes.sizes.reduce(0, +)
    #expect(writes.sizes.max()! < total / 10, "the largest write holds \(writes.sizes.max()!) of \(total) bytes")
    #expect(JSONValue(parsing: writes.text) != nil)
  }
}
