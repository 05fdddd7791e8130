import Foundation
import LifecycleConformance
import LifecycleTestSupport
import Testing

extension PipeEngineTests {
  /// Every example conversation of Conformance/SPEC.md's "Engine protocol", played from the
  /// engine's side against the kit: the kit must send the `>` lines as written, and the run gets
  /// the verdict the marker above it states (`<!-- engine-conversation: fail bad-line step 1 -->`).
  /// Nested in `PipeEngineTests`, so that it runs serially with the tests that count the engine
  /// processes of this test process.
  @MainActor
  @Suite("SPEC.md engine conversations")
  struct EngineConversationTests {
    /// One conversation and its marker.
    struct Conversation: Sendable, CustomTestStringConvertible {
      var markerLine: Int
      /// `pass`, `skip`, or `fail RULE step N`.
      var expected: String
      var lines: [String]
      var testDescription: String { "SPEC.md:\(markerLine) \(expected)" }
    }

    nonisolated static let root = Repository.root
    nonisolated static let spec = root.appendingPathComponent("Conformance/SPEC.md").path
    nonisolated static let replay = root.appendingPathComponent("Tests/LifecycleConformanceTests/Fixtures/replay.py")
      .path

    /// The conversations: a marker line, then the code block right after it.
    nonisolated static let conversations: [Conversation] = {
      guard let text = try? String(contentsOfFile: spec, encoding: .utf8) else { return [] }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var found: [Conversation] = []
      for (index, line) in lines.enumerated() where line.hasPrefix("<!-- engine-conversation: ") {
        let expected = line.dropFirst("<!-- engine-conversation: ".count).replacingOccurrences(of: " -->", with: "")
        guard index + 1 < lines.count, lines[index + 1] == "```",
          let end = lines[(index + 2)...].firstIndex(of: "```")
        else { continue }
        found.append(Conversation(markerLine: index + 1, expected: expected, lines: Array(lines[(index + 2)..<end])))
      }
      return found
    }()

    @Test("SPEC.md has engine conversations of every verdict")
    func markers() {
      let verdicts = Set(Self.conversations.map { $0.expected.split(separator: " ").first.map(String.init) ?? "" })
      #expect(verdicts == ["pass", "fail", "skip"])
      for conversation in Self.conversations {
        #expect(
          conversation.lines.allSatisfy { $0.hasPrefix("< ") || $0.hasPrefix("> ") }, "\(conversation.markerLine)")
      }
    }

    @Test("Each conversation gets the verdict its marker states", arguments: conversations)
    func conversation(_ conversation: Conversation) async throws {
      let file = NSTemporaryDirectory() + "conversation-\(conversation.markerLine)-\(UUID().uuidString).txt"
      try conversation.lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: file) }
      // The script is what the kit says: the header's lifecycle and the stimuli, in order.
      var decoder = TraceDecoder()
      var lifecycle = LifecycleStyle.scene
      var stimuli: [Stimulus] = []
      for (number, line) in conversation.lines.enumerated() where line.hasPrefix("> ") {
        switch try decoder.decode(String(line.dropFirst(2)), number: number + 1) {
        case .header(let header)?: lifecycle = header.lifecycle
        case .stimulus(let stimulus)?: stimuli.append(stimulus)
        default: Issue.record("SPEC.md:\(conversation.markerLine): the kit never says \(line)")
        }
      }
      let engine = try PipeEngine(command: [Self.replay, file], limit: .seconds(10))
      let run = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
        .record(engine, Script(lifecycle: lifecycle, stimuli: stimuli))
      engine.stop()
      let result = ScenarioResult(scenarioID: "SPEC.md:\(conversation.markerLine)", run: run, knownFailures: [])
      var verdict = ConformanceReport.word(result.verdict)
      if case .fail(let failure) = result.verdict { verdict += " \(failure.rule) step \(failure.step)" }
      #expect(verdict == conversation.expected, "\(result)")
      #expect(PipeEngine.runningProcesses.isEmpty)
    }
  }
}
