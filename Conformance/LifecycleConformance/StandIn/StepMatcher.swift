import Lifecycle

// TEMPORARY, part of the checker stand-in: matches one step against one alternative.

/// Pairs an actual response with an alternative's events, keeping every partial match.
struct StepMatcher {
  enum Result { case matched, failed(progress: Int, Divergence) }

  let expected: [ExpectedEvent]
  let order: Order
  let kept: [Int]
  let stimulus: Stimulus

  init(_ response: Response, stimulus: Stimulus, keep: (Event) -> Bool) {
    expected = response.events
    order = response.order(for: stimulus)
    kept = response.events.indices.filter { keep(response.events[$0].event) }
    self.stimulus = stimulus
  }

  private struct State: Hashable {
    var matched = EventSet()
    var skipped = EventSet()
  }

  func match(_ actual: [Event]) -> Result {
    var states: Set<State> = [State()]
    for (index, event) in actual.enumerated() {
      var next: Set<State> = []
      for state in states {
        for position in kept where expected[position].event == event {
          if let advanced = advance(state, to: position) { next.insert(advanced) }
        }
      }
      if next.isEmpty { return .failed(progress: index, explain(event, at: index, in: states, actual: actual)) }
      states = next
    }
    let required = kept.filter { expected[$0].isRequired }
    if states.contains(where: { state in required.allSatisfy(state.matched.contains) }) { return .matched }
    let state = states.first!
    let missing = required.first { !state.matched.contains($0) }!
    return .failed(progress: actual.count, divergence(
      "missing \(expected[missing].event)", actual: actual, reference: expected[missing].provenance.url))
  }

  private func advance(_ state: State, to position: Int) -> State? {
    if state.matched.contains(position) || state.skipped.contains(position) { return nil }
    var state = state
    for earlier in kept where order.requires(earlier, before: position) && !state.matched.contains(earlier) {
      guard !expected[earlier].isRequired else { return nil }
      state.skipped.insert(earlier)
    }
    for later in kept where order.requires(position, before: later) && state.matched.contains(later) { return nil }
    state.matched.insert(position)
    return state
  }

  private func explain(_ event: Event, at index: Int, in states: Set<State>, actual: [Event]) -> Divergence {
    let state = states.first!
    let positions = kept.filter { expected[$0].event == event }
    guard let position = positions.first(where: { !state.matched.contains($0) }) else {
      let what = positions.isEmpty ? "unexpected \(event)" : "\(event) delivered more often than allowed"
      return divergence(what, actual: actual)
    }
    if let earlier = kept.first(where: {
      order.requires($0, before: position) && !state.matched.contains($0) && expected[$0].isRequired
    }) {
      let rule = order.rule(earlier, before: position)
      return divergence("\(event) came before \(expected[earlier].event)", actual: actual, rule: rule)
    }
    if let later = kept.first(where: { order.requires(position, before: $0) && state.matched.contains($0) }) {
      let rule = order.rule(position, before: later)
      return divergence("\(event) came after \(expected[later].event)", actual: actual, rule: rule)
    }
    return divergence("\(event) is not allowed here", actual: actual)
  }

  private func divergence(_ message: String, actual: [Event], rule: OrderRule? = nil,
                          reference: String? = nil) -> Divergence {
    let expectedEvents = kept.map { expected[$0].event }
    return Divergence(kind: .nonconformant, stimulus: stimulus, stepIndex: 0, message: message,
                      expected: expectedEvents, actual: actual,
                      rule: rule.map { Divergence.Rule(id: $0.id, summary: $0.summary) },
                      reference: rule?.url ?? reference)
  }

  /// A line diff: ` ` both, `-` expected only, `+` actual only.
  static func diff(_ expected: [Event], _ actual: [Event]) -> [String] {
    let n = expected.count, m = actual.count
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0, j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == actual[j] {
        lines.append("  \(expected[i])"); i += 1; j += 1
      } else if j < m, i == n || lcs[i][j + 1] >= lcs[i + 1][j] {
        lines.append("+ \(actual[j])"); j += 1
      } else {
        lines.append("- \(expected[i])"); i += 1
      }
    }
    return lines
  }
}
