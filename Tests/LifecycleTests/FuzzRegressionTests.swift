import Testing

@testable import Lifecycle

/// Inputs from the fuzzer (Conformance/Fuzz): each must keep getting a verdict, quickly.
///
/// Run of 1,000,000 inputs (libFuzzer, address sanitizer, seeded with Conformance/Traces and
/// trace.dict): no crash, no hang, no memory error. Profiling that run found one slowness,
/// kept here: "did you mean" on a very long unknown name cost the product of the lengths.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  @Test("a very long unknown name is quoted cut short and gets no suggestion")
  func longUnknownName() {
    let name = String(repeating: "sceneDidBecomeActive", count: 10_000)
    #expect(
      TraceDecoderTests.firstError([TraceDecoderTests.app, #"{"stimulus": "tapIcon"}"#, #"{"callback": "\#(name)"}"#])
        == "3: unknown callback '\(name.prefix(80))… (200000 characters)'")
  }

  @Test(
    "inputs from the fuzzer's corpus get the verdict they got",
    arguments: [
      (
        Array(
          #"{"format":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[e: ene""#
            .utf8),
        "invalid", "1: malformed JSON at column 100: expected a value, found 'e'"
      ),
      (Array("\n\n \n\n\u{0}\n".utf8), "invalid", "5: malformed JSON at column 1: expected a value, found byte 0x00"),
      (
        Array(#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": "tapIcon"}"#.utf8) + [
          0x0A
        ],
        "invalid", "1: 'sessions' must be an array of strings, not a string"
      ),
      (
        [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], "invalid",
        "1: malformed JSON at column 3: invalid UTF-8 (byte 0xFF)"
      ),
      (
        Array(#"{"f": "#.utf8) + [0x0A], "invalid",
        "1: malformed JSON at column 7: expected a value, found the end of the line"
      ),
      (
        Array(
          "{\"format\": \"lifecycle-trace\", \"version\": 1, \"lifecycle\": \"app\"}\n{\"stimulus\": \"tapIcon\"}\n{\"callback\": \"application(_:didFinishLaunchingWithOptions:)\"}\n"
            .utf8),
        // willFinishLaunching never comes: missing, not "didFinishLaunching came before it".
        "nonconformant", "missing application(_:willFinishLaunchingWithOptions:) in the response to tapIcon"
      ),
    ] as [([UInt8], String, String)])
  func corpus(bytes: [UInt8], verdict: String, message: String) {
    var reader = TraceReader(bytes: bytes)
    let result = reader.verify()
    #expect(result.name == verdict)
    switch result {
    case .invalid(let line, let text): #expect("\(line): \(text)" == message)
    case .nonconformant(let divergence): #expect(divergence.message == message)
    case .conformant(let steps, let events, _): #expect(reader.summary(steps: steps, events: events) == message)
    }
  }
}
