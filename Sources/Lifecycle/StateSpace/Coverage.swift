/// What a run exercised of the reference model: the states visited, the transitions (a state
/// and a stimulus possible in it) taken, and the model's alternatives seen, against the totals
/// where the model's graph is built (app-based, or scene-based with at most two scenes).
///
/// ```
/// coverage, scene-based with main, second:
///   states: 14,842 / 23,710 (62%)
///   transitions: 243,759 / 413,947 (58%)
///   alternatives: 249,989 / 442,779 (56%)
/// ```
///
/// An alternative counts as seen when the engine's response was consistent with it and with
/// no other state: a step whose response two alternatives allow, leading to different states,
/// is counted for both.
package struct Coverage: Sendable, CustomStringConvertible {
  /// The lifecycle style covered.
  package var lifecycle: LifecycleStyle
  /// The scene ids the stimuli named.
  package var scenes: [SceneID]
  /// How many model states the run visited.
  package var states: Int
  /// How many (state, stimulus) transitions it took.
  package var transitions: Int
  /// How many of the model's alternatives it saw (`nil` without the graph).
  package var alternatives: Int?
  /// The totals, where the graph was built.
  package var totals: Totals?
  /// Some transitions never taken, each as `state — stimulus`, at most `listedLimit`.
  package var neverTaken: [String]
  /// The transitions taken per stimulus against the graph's, with a few never taken: filled in
  /// by `ofCatalog(_:lifecycle:)` (a pass over the whole graph), empty for a run's coverage.
  package var byStimulus: [StimulusCoverage] = []

  /// How many transitions `neverTaken` names at most.
  package static let listedLimit = 20

  /// The size of the model's reachable graph.
  package struct Totals: Sendable, Hashable {
    /// Reachable states.
    package var states: Int
    /// Transitions: (state, possible stimulus) pairs.
    package var transitions: Int
    /// Alternatives: (state, stimulus, allowed answer) triples.
    package var alternatives: Int
  }

  /// Whether every transition was taken.
  package var isComplete: Bool { totals.map { $0.transitions == transitions } ?? false }

  /// `coverage, app-based:` then one line per measure and the transitions never taken.
  package var description: String {
    let pool = scenes.isEmpty ? "" : " with " + scenes.map(\.rawValue).joined(separator: ", ")
    var lines = ["coverage, \(lifecycle.displayName)\(pool):"]
    lines.append("  states: " + Self.fraction(states, totals?.states))
    lines.append("  transitions: " + Self.fraction(transitions, totals?.transitions))
    if let alternatives { lines.append("  alternatives: " + Self.fraction(alternatives, totals?.alternatives)) }
    if totals == nil {
      lines.append("  (no totals: the model's graph is built for at most two scenes)")
    } else if let totals, totals.transitions > transitions {
      let untaken = totals.transitions - transitions
      let first = untaken > neverTaken.count ? ", first \(neverTaken.count)" : ""
      lines.append("  never taken (\(Self.grouped(untaken))\(first)):")
      lines += neverTaken.map { "    " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// `412 / 412 (100%)`, or the count alone without a total.
  package static func fraction(_ count: Int, _ total: Int?) -> String {
    guard let total, total > 0 else { return grouped(count) }
    let percent = Int((Double(count) * 100 / Double(total)).rounded(.down))
    return "\(grouped(count)) / \(grouped(total)) (\(percent)%)"
  }

  /// `407,967`.
  package static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
