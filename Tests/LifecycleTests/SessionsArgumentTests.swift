import Testing

@testable import Lifecycle

/// A callback's `sessions` argument (format 1.1) names sessions of the trace, which names at most
/// `TraceDecoder.maximumSceneCount` scene ids: a longer list is invalid on its line, before any
/// work in proportion to it (a thousand times that many took minutes), and a list a verdict quotes
/// is cut short.
@Suite("The sessions argument")
struct SessionsArgumentTests {
  static let header =
    #"{"format": "lifecycle-trace", "version": 1.1, "lifecycle": "scene", "arguments": ["sessions"]}"#

  /// A cold launch of `main` whose configuration callback is given `ids`.
  static func launch(configuring ids: [String]) -> [String] {
    let list = ids.map { "\"\($0)\"" }.joined(separator: ", ")
    return [
      header, #"{"stimulus": "tapIcon"}"#, #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "application(_:configurationForConnecting:options:)", "sessions": [\#(list)]}"#,
      #"{"callback": "scene(_:willConnectTo:options:)", "scene": "main", "session": "main"}"#,
      #"{"callback": "sceneWillEnterForeground(_:)", "scene": "main", "session": "main"}"#,
      #"{"callback": "sceneDidBecomeActive(_:)", "scene": "main", "session": "main"}"#,
    ]
  }

  static func verdict(_ lines: [String]) -> TraceVerdict {
    var reader = TraceReader(bytes: Array(lines.joined(separator: "\n").utf8))
    return reader.verify()
  }

  @Test("the launch with the one session it configures is conformant")
  func conformant() {
    #expect(Self.verdict(Self.launch(configuring: ["main"])).name == "conformant")
  }

  @Test("an argument naming more sessions than a trace may name scene ids is invalid on its line")
  func tooMany() {
    let limit = TraceDecoder.maximumSceneCount
    let ids = ["main"] + (1...limit).map { "s\($0)" }
    #expect(
      TraceDecoderTests.firstError(Self.launch(configuring: ids))
        == "5: 'sessions' names \(limit + 1) sessions; a trace names at most \(limit) distinct scene ids")
    // A hundred times over the limit: the same one line, whatever the list.
    let many = (0..<100 * limit).map { "s\($0)" }
    #expect(
      TraceDecoderTests.firstError(Self.launch(configuring: many))
        == "5: 'sessions' names \(100 * limit) sessions; a trace names at most \(limit) distinct scene ids")
  }

  @Test("a session named twice is invalid, however long the list")
  func repeated() {
    let ids = (1...TraceDecoder.maximumSceneCount - 1).map { "s\($0)" } + ["s7"]
    #expect(TraceDecoderTests.firstError(Self.launch(configuring: ids)) == "5: repeated session 's7' in 'sessions'")
  }

  @Test("a verdict quotes a long list of sessions cut short, with how many it holds")
  func cutInTheVerdict() throws {
    let ids = ["main"] + (1..<TraceDecoder.maximumSceneCount).map { "s\($0)" }
    guard case .nonconformant(let divergence) = Self.verdict(Self.launch(configuring: ids)) else {
      Issue.record("expected a non-conformant verdict")
      return
    }
    let argument = try #require(divergence.argument)
    #expect(argument.expected == "[main]")
    #expect(argument.actual == "[main, s1, s10, s100, s101, s102, s103, s104, s105, s106, … (1000 sessions)]")
    #expect(!divergence.description.contains("s999"))
  }
}
