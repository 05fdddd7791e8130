import Foundation
import Lifecycle
import Testing

/// `lifecycle verify` and the spec oracle must judge every generated trace alike: the same verdict
/// and the same deciding line. `SPEC_ORACLE_TRACES=100000` raises the count; `SPEC_ORACLE_SEED`
/// replays one seed. The oracle is written from Conformance/SPEC.md alone; where the two disagree,
/// `SpecOracleDisagreementReport` groups the disagreements by rule, to say which of them is wrong.
@Suite("Spec oracle")
struct SpecOracleDifferentialTests {
  static var traceCount: Int {
    ProcessInfo.processInfo.environment["SPEC_ORACLE_TRACES"].flatMap { Int($0) } ?? 3000
  }

  /// The verdict of the package's checker, driven as `lifecycle verify` drives it.
  static func verify(_ text: String) -> TraceVerdict {
    var reader = TraceReader(bytes: Array(text.utf8))
    return reader.verify()
  }

  /// The verdict and its one-line reason, as `lifecycle verify` would print them.
  static func describe(_ verdict: TraceVerdict) -> String {
    switch verdict {
    case .conformant: "conformant at line \(verdict.line)"
    case .nonconformant(let divergence): "nonconformant at line \(verdict.line) (\(divergence.message))"
    case .invalid(_, let message): "invalid at line \(verdict.line) (\(message))"
    }
  }

  @Test("the oracle accepts its own random walks")
  func walksConform() {
    for seed in UInt64(1)...500 {
      var generator = OracleTraceGenerator(seed: seed)
      let trace = generator.walk()
      let verdict = OracleJudge.judge(
        lifecycle: trace.lifecycle, sessions: trace.sessions,
        recording: trace.recording, records: trace.records)
      #expect(verdict.name == "conformant", "seed \(seed): \(verdict)\n\(trace.jsonLines)")
      if verdict.name != "conformant" { return }
    }
  }

  @Test("lifecycle verify and the spec oracle judge random traces and mutants alike")
  func verifyAgreesWithOracle() {
    let seeds: [UInt64]
    if let seed = ProcessInfo.processInfo.environment["SPEC_ORACLE_SEED"].flatMap({ UInt64($0) }) {
      seeds = [seed]
    } else {
      seeds = Array(1...UInt64(Self.traceCount))
    }
    var disagreements = 0
    for seed in seeds {
      var generator = OracleTraceGenerator(seed: seed)
      let trace = generator.trace()
      let oracle = OracleJudge.judge(
        lifecycle: trace.lifecycle, sessions: trace.sessions,
        recording: trace.recording, records: trace.records)
      let checker = Self.verify(trace.jsonLines)
      guard oracle != OracleVerdict(name: checker.name, line: checker.line) else { continue }
      disagreements += 1
      if disagreements <= 5 {
        Issue.record(
          """
          seed \(seed) (\(trace.origin)): lifecycle verify says \(Self.describe(checker)),
          the spec oracle says \(oracle)
          replay: SPEC_ORACLE_SEED=\(seed) swift test --filter SpecOracle
          \(trace.jsonLines)
          """)
      }
    }
    #expect(disagreements == 0, "\(disagreements) of \(seeds.count) traces judged differently")
  }
}
