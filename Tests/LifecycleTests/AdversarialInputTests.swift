import Testing

@testable import Lifecycle

/// Inputs built to hit a quadratic path. Each test compares an input with
/// one four times its size (linear work takes about 4 times as long, quadratic 16), or the cost
/// of an input with that of reading a valid trace of the same size; never a wall-clock limit.
/// The figures are in `lifecycle-bench` (`AdversarialBenchmark`).
@Suite("Adversarial inputs take time linear in their size")
struct AdversarialInputTests {
  /// The least of three timings: the one least disturbed by whatever else the machine runs.
  static func time(_ body: () -> Void) -> Duration {
    (0..<3).map { _ in ContinuousClock().measure(body) }.min()!
  }

  /// How much longer `work` takes on an input of size 4n than on one of size n: the least of
  /// three measures, since other tests running meanwhile only ever make a ratio worse.
  static func growth(_ n: Int, _ input: (Int) -> [UInt8], _ work: ([UInt8]) -> Void) -> Double {
    let small = input(n), large = input(4 * n)
    return (0..<3).map { _ in time { work(large) } / time { work(small) } }.min()!
  }

  static func verify(_ bytes: [UInt8]) {
    var reader = TraceReader(bytes: bytes)
    _ = reader.verify()
  }

  @Test("a line with thousands of distinct keys")
  func manyKeys() {
    let growth = Self.growth(
      12_000,
      { n in
        Array(("{" + (0..<n).map { "\"k\($0)\": 0" }.joined(separator: ", ") + "}\n").utf8)
      }, Self.verify)
    #expect(growth < 8, "4 times the keys took \(growth) times as long")
  }

  @Test("a header with thousands of sessions")
  func manySessions() {
    let growth = Self.growth(
      12_000,
      { n in
        let ids = (0..<n).map { "\"s\($0)\"" }.joined(separator: ", ")
        return Array(#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": [\#(ids)], "#.utf8)
          + Array(#""source": "x"}"#.utf8) + [0x0A]
      }, Self.verify)
    #expect(growth < 8, "4 times the sessions took \(growth) times as long")
  }

  @Test("a trace names at most TraceDecoder.maximumSceneCount scenes; one more is invalid on its line")
  func sceneLimit() {
    let limit = TraceDecoder.maximumSceneCount
    let ids = (0...limit).map { "\"s\($0)\"" }.joined(separator: ", ")
    let header = #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": [\#(ids)]}"#
    #expect(
      TraceDecoderTests.firstError([header])
        == "1: more than \(limit) scenes; a trace names at most \(limit) distinct scene ids")
    // Scenes opened by stimuli count too: every step costs time in proportion to the sessions.
    let opened = (1...limit + 1).map { #"{"stimulus": "openScene", "scene": "s\#($0)"}"# }
    #expect(
      TraceDecoderTests.firstError([TraceDecoderTests.scene, #"{"stimulus": "tapIcon"}"#] + opened)
        == "\(limit + 3): more than \(limit) scenes; a trace names at most \(limit) distinct scene ids")
  }

  @Test("an unknown stimulus word of 200 KB costs a few readings of a trace of that size")
  func longUnknownWord() {
    let word = String(repeating: "pressHomeX", count: 20_000)
    let launch = [
      #"{"stimulus": "tapIcon"}"#, #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "applicationDidBecomeActive(_:)"}"#,
    ]
    let cycle =
      [
        #"{"stimulus": "pressHome"}"#, #"{"callback": "applicationWillResignActive(_:)"}"#,
        #"{"callback": "applicationDidEnterBackground(_:)"}"#, #"{"stimulus": "tapIcon"}"#,
        #"{"callback": "applicationWillEnterForeground(_:)"}"#, #"{"callback": "applicationDidBecomeActive(_:)"}"#,
      ]
      .joined(separator: "\n") + "\n"
    let text =
      ([TraceDecoderTests.app] + launch).joined(separator: "\n") + "\n"
      + String(repeating: cycle, count: word.utf8.count / cycle.utf8.count)
    let trace = Array(text.utf8)
    var reader = TraceReader(bytes: trace)
    #expect(reader.verify().name == "conformant")
    let parsing = Self.time { _ = try? Stimulus(parsing: word) }
    let reading = Self.time { Self.verify(trace) }
    #expect(parsing / reading < 10, "parsing took \(parsing), reading as many bytes of trace \(reading)")
  }
}
