import Foundation
import Lifecycle
import Testing

/// Shrinks every disagreement and groups them, for people triaging the model against the oracle:
/// `SPEC_ORACLE_REPORT=/tmp/report.txt swift test --filter SpecOracleDisagreementReport`.
@Suite("Spec oracle disagreement report")
struct SpecOracleDisagreementReport {
  struct Finding {
    var seed: UInt64
    var trace: OracleTrace
    var checker: TraceVerdict
    var oracle: OracleVerdict
  }

  static func judge(_ trace: OracleTrace) -> (TraceVerdict, OracleVerdict) {
    var reader = TraceReader(bytes: Array(trace.jsonLines.utf8))
    let oracle = OracleJudge.judge(
      lifecycle: trace.lifecycle, sessions: trace.sessions,
      recording: trace.recording, records: trace.records)
    return (reader.verify(), oracle)
  }

  static func signature(_ checker: TraceVerdict, _ oracle: OracleVerdict, _ trace: OracleTrace) -> String {
    var rule = ""
    var step = ""
    if case .nonconformant(let divergence) = checker {
      rule = divergence.rule?.id ?? "-"
      step = divergence.stimulus.traceName
    } else if case .invalid(let line, _) = checker {
      rule = "invalid"
      let index = line - 2
      if trace.records.indices.contains(index), case .stimulus(let stimulus) = trace.records[index] {
        step = stimulus.traceName
      }
    }
    return "verify \(checker.name) / oracle \(oracle.name) [\(rule)] \(step)"
  }

  /// Removes steps, then single lines, while the same disagreement remains.
  static func shrink(_ trace: OracleTrace, signature wanted: String) -> OracleTrace {
    func keeps(_ candidate: OracleTrace) -> Bool {
      let (checker, oracle) = judge(candidate)
      return OracleVerdict(name: checker.name, line: checker.line) != oracle
        && signature(checker, oracle, candidate) == wanted
    }
    var best = trace
    var changed = true
    while changed {
      changed = false
      let stepStarts = best.records.indices.filter { if case .stimulus = best.records[$0] { true } else { false } }
      for start in stepStarts.reversed() {
        let end =
          best.records[(start + 1)...].firstIndex { if case .stimulus = $0 { true } else { false } }
          ?? best.records.count
        var candidate = best
        candidate.records.removeSubrange(start..<end)
        if keeps(candidate) { best = candidate; changed = true; break }
      }
      if changed { continue }
      for index in best.records.indices.reversed() {
        var candidate = best
        candidate.records.remove(at: index)
        if keeps(candidate) { best = candidate; changed = true; break }
      }
      if changed { continue }
      for count in [3, 2, 1] where best.sessions.count >= count {
        for index in best.sessions.indices {
          var candidate = best
          candidate.sessions.remove(at: index)
          if keeps(candidate) { best = candidate; changed = true; break }
        }
        if changed { break }
      }
      if !changed && best.recording != .callbacks && best.recording.callbacks {
        var candidate = best
        candidate.recording = .callbacks
        candidate.records.removeAll { if case .event(let event) = $0 { event.kind == .notification } else { false } }
        if keeps(candidate) { best = candidate; changed = true }
      }
    }
    return best
  }

  typealias Group = (count: Int, smallest: OracleTrace, checker: TraceVerdict, oracle: OracleVerdict, seed: UInt64)

  @Test(
    "writes the grouped disagreements",
    .enabled(if: ProcessInfo.processInfo.environment["SPEC_ORACLE_REPORT"] != nil))
  func report() throws {
    let path = ProcessInfo.processInfo.environment["SPEC_ORACLE_REPORT"]!
    var groups: [String: Group] = [:]
    for seed in 1...UInt64(SpecOracleDifferentialTests.traceCount) {
      var generator = OracleTraceGenerator(seed: seed)
      let trace = generator.trace()
      let (checker, oracle) = Self.judge(trace)
      guard OracleVerdict(name: checker.name, line: checker.line) != oracle else { continue }
      let key = Self.signature(checker, oracle, trace)
      if let group = groups[key], group.count >= 3 {
        groups[key]!.count += 1
        continue
      }
      let small = Self.shrink(trace, signature: key)
      let (smallChecker, smallOracle) = Self.judge(small)
      if let group = groups[key] {
        groups[key]!.count += 1
        if small.records.count < group.smallest.records.count {
          groups[key] = (group.count + 1, small, smallChecker, smallOracle, seed)
        }
      } else {
        groups[key] = (1, small, smallChecker, smallOracle, seed)
      }
    }
    var text = ""
    for (key, group) in groups.sorted(by: { $0.value.count > $1.value.count }) {
      text += "== \(group.count)× \(key) (seed \(group.seed))\n"
      text += "verify: \(group.checker.line): "
      switch group.checker {
      case .nonconformant(let divergence): text += divergence.message + "\n"
      case .invalid(_, let message): text += message + "\n"
      case .conformant(let steps, let events, _): text += "\(steps) steps, \(events) events\n"
      }
      text += "oracle: \(group.oracle)\n" + group.smallest.jsonLines + "\n"
    }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
