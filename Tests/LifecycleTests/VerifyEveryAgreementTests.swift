import LifecycleTestSupport
import Testing

@testable import Lifecycle

/// `verifyEvery` (`lifecycle verify --all`) goes on past the first divergence, but its verdict and
/// its first divergence are `verify`'s (Conformance/SPEC.md#continuing-after-a-divergence): it
/// reads a step whole, yet a line that breaks the format later in the step cannot override what
/// an earlier line of it made certain.
@Suite("verifyEvery agrees with verify")
struct VerifyEveryAgreementTests {
  static let app = #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app"}"#

  /// Both verdicts on `lines`, and what `verifyEvery` found and where it stopped, in order.
  static func judge(_ bytes: [UInt8]) -> (verify: TraceVerdict, every: TraceVerdict, found: [Divergence]) {
    var reader = TraceReader(bytes: bytes)
    let verdict = reader.verify()
    var every = TraceReader(bytes: bytes)
    var found: [Divergence] = []
    let verdictOfEvery = every.verifyEvery { found.append($0) }
    return (verdict, verdictOfEvery, found)
  }

  static func judge(_ lines: [String]) -> (verify: TraceVerdict, every: TraceVerdict, found: [Divergence]) {
    judge(Array(lines.joined(separator: "\n").utf8))
  }

  /// Why the two readers disagree on `bytes`, or `nil` when they agree: the same verdict for a
  /// conformant or an invalid trace, the same first divergence (line, rule, stimulus, message)
  /// for a non-conformant one, handed to `found` first, and nothing found otherwise.
  static func disagreement(_ bytes: [UInt8]) -> String? {
    let (verdict, every, found) = judge(bytes)
    switch (verdict, every) {
    case (.conformant, _), (.invalid, _):
      if every != verdict { return "verify says \(verdict), verifyEvery \(every)" }
      if !found.isEmpty { return "verify says \(verdict), verifyEvery found \(found.map(\.message))" }
    case (.nonconformant(let first), .nonconformant(let firstOfEvery)):
      guard
        first.line == firstOfEvery.line && first.ruleID == firstOfEvery.ruleID
          && first.stimulus == firstOfEvery.stimulus && first.stimulusLine == firstOfEvery.stimulusLine
          && first.message == firstOfEvery.message
      else { return "verify's first divergence is \(first), verifyEvery's \(firstOfEvery)" }
      if found.first != firstOfEvery { return "verifyEvery's verdict is not the first it found: \(found)" }
    case (.nonconformant(let first), _):
      return "verify says line \(first.line ?? 0): \(first.message), verifyEvery \(every)"
    }
    return nil
  }

  // MARK: The fuzzer's cases

  @Test("a divergence earlier in the step stays the verdict when a later line of the step is malformed")
  func divergenceBeforeMalformedLine() {
    let trace = [Self.app, #"{"stimulus": "tapIcon"}"#, #"{"callback": "applicationDidEnterBackground(_:)"}"#, "{"]
    let (verdict, every, found) = Self.judge(trace)
    #expect(verdict.name == "nonconformant" && verdict.line == 3, "\(verdict)")
    #expect(every == verdict, "\(every)")
    #expect(found.first.map { .nonconformant($0) } == verdict, "\(found)")
    #expect(Self.disagreement(Array(trace.joined(separator: "\n").utf8)) == nil)
  }

  @Test(
    "an impossible stimulus is invalid at its own line, whatever line of its step comes next",
    arguments: [
      #"{"callback": "nope"}"#, "{", #"{"callback": "applicationDidEnterBackground(_:)"}"#,
      #"{"stimulus": "pressHom"}"#,
    ])
  func impossibleStimulusBeforeMalformedLine(next: String) {
    let trace = [Self.app, #"{"stimulus": "pressHome"}"#, next]
    let (verdict, every, found) = Self.judge(trace)
    #expect(verdict.name == "invalid" && verdict.line == 2, "\(verdict)")
    #expect(every == verdict, "\(every)")
    #expect(found.isEmpty)
  }

  @Test("an impossible stimulus after a conformant step, then a malformed line: invalid at the stimulus")
  func laterImpossibleStimulus() {
    let trace = [
      Self.app, #"{"stimulus": "tapIcon"}"#,
      #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "applicationDidBecomeActive(_:)"}"#, #"{"stimulus": "endInterruption"}"#, #"{"callbak": 1}"#,
    ]
    let (verdict, every, _) = Self.judge(trace)
    #expect(verdict.name == "invalid" && verdict.line == 6, "\(verdict)")
    #expect(every == verdict, "\(every)")
  }

  @Test("a step not yet certain to diverge (a required event may still come) is invalid at the malformed line")
  func uncertainStepThenMalformedLine() {
    let trace = [
      Self.app, #"{"stimulus": "tapIcon"}"#, #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#, "{",
    ]
    let (verdict, every, found) = Self.judge(trace)
    #expect(verdict.name == "invalid" && verdict.line == 4, "\(verdict)")
    #expect(every == verdict, "\(every)")
    #expect(found.isEmpty, "\(found)")
  }

  @Test("a divergence in an earlier step stays the verdict when a later step has a malformed line")
  func divergenceInEarlierStep() {
    let trace = [
      Self.app, #"{"stimulus": "tapIcon"}"#, #"{"callback": "application(_:didFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "applicationDidBecomeActive(_:)"}"#, #"{"stimulus": "pressHome"}"#,
      #"{"callback": "applicationWillResignActive(_:)"}"#, #"{"callback": "nope"}"#,
    ]
    let (verdict, every, found) = Self.judge(trace)
    #expect(verdict.name == "nonconformant" && verdict.line == 3, "\(verdict)")
    #expect(every == verdict, "\(every)")
    #expect(found.map(\.line) == [3], "\(found)")
  }

  @Test("the step cut short by a malformed line names what its lines make certain, not what may still come")
  func truncatedStepDivergences() {
    // Two extra events in the launch, then a malformed line: both are certain; the events the
    // launch still lacks might have come after it, and are not named.
    let trace = [
      Self.app, #"{"stimulus": "tapIcon"}"#, #"{"callback": "applicationDidEnterBackground(_:)"}"#,
      #"{"callback": "application(_:willFinishLaunchingWithOptions:)"}"#,
      #"{"callback": "applicationWillTerminate(_:)"}"#, "{",
    ]
    let (verdict, every, found) = Self.judge(trace)
    #expect(verdict.name == "nonconformant" && verdict.line == 3, "\(verdict)")
    #expect(every == verdict, "\(every)")
    #expect(found.map(\.line) == [3, 5], "\(found.map(\.message))")
    #expect(found.map(\.ruleID) == ["allowed-events", "allowed-events"])
  }

  // MARK: Random traces, randomly broken

  /// Lines that break the format, or a stimulus that may be impossible.
  static let breakers = [
    "{", "not json", #"{"callback": "nope"}"#, #"{"stimulus": "pressHom"}"#, #"{"stimulus": "tapIcon", "x": 1}"#,
    #"{"callback": "sceneDidBecomeActive(_:)"}"#, #"{"notification": "UIApplicationDidBecomeActiveNotification"}"#,
    app, #"{"stimulus": "endInterruption"}"#, #"{"stimulus": "pressHome"}"#,
    #"{"stimulus": "closeScene", "scene": "main"}"#,
    "", "\u{7F}",
  ]

  /// A generated trace (a walk or one of its mutants), then with even odds one or two of its
  /// lines broken: a line inserted, replaced, or cut short.
  static func brokenTrace(seed: UInt64) -> [UInt8] {
    var generator = OracleTraceGenerator(seed: seed)
    var lines = generator.trace().jsonLines.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var random = SeededGenerator(seed: seed ^ 0x5EED)
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let index = Int.random(in: 1...lines.count, using: &random)
      let breaker = breakers.randomElement(using: &random)!
      switch Int.random(in: 0..<3, using: &random) {
      case 0: lines.insert(breaker, at: index)
      case 1 where index < lines.count: lines[index] = breaker
      default:
        guard index < lines.count, !lines[index].isEmpty else { continue }
        lines[index] = String(lines[index].prefix(Int.random(in: 0..<lines[index].count, using: &random)))
      }
    }
    return Array(lines.joined(separator: "\n").utf8)
  }

  static let traceCount = LongTests.count(250, long: 20_000)

  @Test("random traces, randomly broken: the same verdict and the same first divergence")
  func randomBrokenTraces() {
    var disagreements = 0
    for seed in UInt64(1)...UInt64(Self.traceCount) {
      let bytes = Self.brokenTrace(seed: seed)
      guard let disagreement = Self.disagreement(bytes) else { continue }
      disagreements += 1
      if disagreements <= 3 {
        Issue.record("seed \(seed): \(disagreement)\n\(String(decoding: bytes, as: UTF8.self))")
      }
    }
    #expect(disagreements == 0, "\(disagreements) of \(Self.traceCount) traces")
  }
}
