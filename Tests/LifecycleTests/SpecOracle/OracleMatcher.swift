import Lifecycle

/// How far an actual response has been paired with one alternative: which of its events are
/// matched, and which can no longer appear (something after them by an edge has been matched).
struct OracleMatch: Hashable, Sendable {
  var matched: UInt64 = 0
  var dead: UInt64 = 0
}

/// Pairs actual events with an alternative's events by brute force: every pairing is kept.
struct OracleMatcher: Sendable {
  let alternative: OracleAlternative
  private let requiredMask: UInt64
  private let groupMasks: [UInt64]
  /// For each event that belongs to a group's change, its bit and the bits of its group.
  private let belongMasks: [(event: UInt64, group: UInt64)]

  init(_ alternative: OracleAlternative) {
    self.alternative = alternative
    var required: UInt64 = 0
    var groups: [Int: UInt64] = [:]
    for index in alternative.events.indices {
      if alternative.required[index] { required |= 1 << UInt64(index) }
      if let group = alternative.groups[index] { groups[group, default: 0] |= 1 << UInt64(index) }
    }
    requiredMask = required
    groupMasks = Array(groups.values)
    belongMasks = alternative.events.indices.compactMap { index in
      alternative.belongs[index].map { (1 << UInt64(index), groups[$0] ?? 0) }
    }
  }

  /// Every way `event` can be the next actual event after `match`; empty when none can.
  func advance(_ match: OracleMatch, with event: Event) -> [OracleMatch] {
    var results: [OracleMatch] = []
    for index in alternative.events.indices where alternative.events[index] == event {
      let bit: UInt64 = 1 << UInt64(index)
      guard match.matched & bit == 0, match.dead & bit == 0 else { continue }
      // What should have come before it and has not can no longer appear.
      let missed = alternative.before[index] & ~match.matched
      guard missed & requiredMask == 0 else { continue }
      let next = OracleMatch(matched: match.matched | bit, dead: match.dead | missed)
      let splitsGroup = groupMasks.contains { $0 & next.dead != 0 && $0 & next.matched != 0 }
      let losesItsChange = belongMasks.contains { $0.event & next.matched != 0 && $0.group & next.dead != 0 }
      if !splitsGroup && !losesItsChange { results.append(next) }
    }
    return results
  }

  /// Whether the response can end here: every required event is there, every group whole or absent.
  func isComplete(_ match: OracleMatch) -> Bool {
    match.matched & requiredMask == requiredMask
      && groupMasks.allSatisfy { $0 & match.matched == 0 || $0 & match.matched == $0 }
      && belongMasks.allSatisfy { $0.event & match.matched == 0 || $0.group & match.matched == $0.group }
  }
}
