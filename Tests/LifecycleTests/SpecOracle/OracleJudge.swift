import Lifecycle

/// A trace line after the header, as the oracle reads it.
enum OracleRecord: Hashable, Sendable {
  case stimulus(Stimulus)
  case event(Event)
}

/// What the oracle concludes about a trace, and the line that decides it.
struct OracleVerdict: Hashable, Sendable, CustomStringConvertible {
  var name: String
  var line: Int
  var description: String { "\(name) at line \(line)" }
}

/// Judges a whole trace the way Conformance/SPEC.md#how-a-trace-is-judged describes: every state
/// the trace so far is consistent with is kept, and reading stops at the first certain line.
enum OracleJudge {
  /// `records` are the lines after the header, which is line 1; the trace has no blank lines.
  static func judge(
    lifecycle: LifecycleStyle, sessions: [SceneID], recording: TraceRecording,
    records: [OracleRecord]
  ) -> OracleVerdict {
    var states: Set<OracleState> = [OracleState(lifecycle: lifecycle, sessions: sessions)]
    var step: [(matcher: OracleMatcher, matches: Set<OracleMatch>)]?
    var stimulusLine = 0
    for (offset, record) in records.enumerated() {
      let line = offset + 2
      switch record {
      case .event(let event):
        guard let current = step else { return OracleVerdict(name: "invalid", line: line) }
        let advanced = current.compactMap { entry -> (OracleMatcher, Set<OracleMatch>)? in
          let matches = Set(entry.matches.flatMap { entry.matcher.advance($0, with: event) })
          return matches.isEmpty ? nil : (entry.matcher, matches)
        }
        if advanced.isEmpty { return OracleVerdict(name: "nonconformant", line: line) }
        step = advanced.map { (matcher: $0.0, matches: $0.1) }
      case .stimulus(let stimulus):
        if let current = step {
          states = close(current)
          if states.isEmpty { return OracleVerdict(name: "nonconformant", line: stimulusLine) }
        }
        var alternatives: Set<OracleAlternative> = []
        for state in states {
          for alternative in SpecOracle.respond(state, to: stimulus) ?? [] {
            alternatives.insert(alternative.restricted(to: recording))
          }
        }
        guard states.contains(where: { $0.canHappen(stimulus) }) else {
          return OracleVerdict(name: "invalid", line: line)
        }
        step = alternatives.map { (matcher: OracleMatcher($0), matches: [OracleMatch()]) }
        stimulusLine = line
      }
    }
    if let current = step, close(current).isEmpty {
      return OracleVerdict(name: "nonconformant", line: stimulusLine)
    }
    return OracleVerdict(name: "conformant", line: records.count + 1)
  }

  private static func close(_ step: [(matcher: OracleMatcher, matches: Set<OracleMatch>)]) -> Set<OracleState> {
    var next: Set<OracleState> = []
    for entry in step where entry.matches.contains(where: entry.matcher.isComplete) {
      next.insert(entry.matcher.alternative.next)
    }
    return next
  }
}
