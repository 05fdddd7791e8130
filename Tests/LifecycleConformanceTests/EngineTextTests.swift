import Foundation
import LifecycleConformance
import Testing

extension PipeEngineTests {
  /// Text an engine controls (its name, a line it wrote, its `error` and `unsupported` words, its
  /// log) reaches a verdict quoted as `lifecycle verify` quotes a trace: no escape sequence, no
  /// carriage return, backspace or NUL, no bidirectional control reaches the terminal or a page.
  @MainActor
  @Suite("Engine text in verdicts")
  struct EngineTextTests {
    /// The characters an engine could use to rewrite or hide the verdict around its text.
    static let hostile: [Character] = ["\u{1B}", "\r", "\u{08}", "\u{00}", "\u{202E}", "\u{2066}"]

    static func isClean(_ text: String) -> Bool {
      !text.unicodeScalars.contains { scalar in hostile.contains(Character(scalar)) }
    }

    /// A shell engine whose hello names it `name`, that writes `log` to its standard error and
    /// answers every stimulus with `answer` (the printf format of one line).
    static func engine(name: String, answer: String) -> [String] {
      let script =
        #"printf '{"protocol": "lifecycle-engine", "version": 1, "engine": "%s", "lifecycles": ["scene"], "#
        + #""stimuli": ["tapIcon"]}\n' "$1"; "#
        + #"while read -r line; do case "$line" in *quit*) exit 0;; *format*) echo '{"done": true}';; "#
        + #"*) printf 'log \033[8mhidden\r\010\n' >&2; printf '\#(answer)\n';; esac; done"#
      return ["/bin/sh", "-c", script, "engine", name]
    }

    func failure(name: String = "plain", answer: String) async throws -> (PipeEngine, String) {
      let engine = try PipeEngine(command: Self.engine(name: name, answer: answer), limit: .seconds(10))
      let result = await ConformanceDriver(timeout: engine.driverTimeout, selection: .all)
        .verify(engine, against: Scenario.named("launch.first.scene")!)
      engine.stop()
      return (engine, result.message ?? "")
    }

    @Test("a bad line, and the log beside it, are quoted: escapes, CR, BS and NUL escaped")
    func badLine() async throws {
      let (_, message) = try await failure(answer: #"\033[2K\r\010junk\000\033[8m\342\200\256"#)
      #expect(Self.isClean(message), "\(message.debugDescription)")
      #expect(message.contains(#"malformed JSON"#), "\(message)")
      #expect(message.contains(#"\u{1B}[2K\r\u{8}junk\u{0}\u{1B}[8m\u{202E}"#), "\(message)")
      #expect(message.contains(#"| log \u{1B}[8mhidden\r\u{8}"#), "\(message)")
    }

    @Test("an error line's words and an unsupported reason are quoted")
    func errorAndUnsupported() async throws {
      let (_, error) = try await failure(answer: #"{"error": "bad\\u001b[8m\\u202e"}"#)
      #expect(Self.isClean(error), "\(error.debugDescription)")
      #expect(error.contains(#"the engine reported an error: bad\u{1B}[8m\u{202E}"#), "\(error)")
      let (_, unsupported) = try await failure(answer: #"{"unsupported": "no\\r\\u0000"}"#)
      #expect(Self.isClean(unsupported), "\(unsupported.debugDescription)")
      #expect(unsupported.contains(#"no\r\u{0}"#), "\(unsupported)")
    }

    @Test("the engine's name from its hello is quoted wherever it is shown")
    func name() async throws {
      let (engine, _) = try await failure(
        name: #"Evil\u001b[2J\u202e"#, answer: #"{"done": true}"#)
      #expect(engine.displayName == #"Evil\u{1B}[2J\u{202E}"#)
      let long = try PipeEngine(
        command: Self.engine(name: String(repeating: "n", count: 500), answer: "x"), limit: .seconds(10))
      defer { long.stop() }
      #expect(long.displayName == String(repeating: "n", count: 80) + "… (500 characters)")
    }
  }
}
