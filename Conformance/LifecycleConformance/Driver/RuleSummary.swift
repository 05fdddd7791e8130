/// Which rules a run over the catalog broke, in how many scenarios, and where each was first
/// seen: the lines that close a catalog run, most scenarios first.
///
/// ```
/// launch-first: 21 scenarios (first: launch.first.app step 1)
/// required-event: 2 scenarios (first: interruption.alert.app step 3)
/// ```
///
/// Declared known failures count too: the summary says what the engine does, whatever is
/// expected of it.
package struct RuleSummary: Hashable, Sendable, CustomStringConvertible {
  /// One rule's line.
  package struct Entry: Hashable, Sendable, CustomStringConvertible {
    /// The rule's id, or a fault's name (`ConformanceFailure.rule`).
    package var rule: String
    /// The scenarios (or scripts) that broke it, in run order.
    package var scenarios: [String]
    /// Where it was first seen: the first scenario and its step.
    package var firstScenario: String
    /// The step of `firstScenario` where it was first seen, counting from 1.
    package var firstStep: Int

    /// `launch-first: 21 scenarios (first: launch.first.app step 1)`.
    package var description: String {
      let count = scenarios.count == 1 ? "1 scenario" : "\(scenarios.count) scenarios"
      return "\(rule): \(count) (first: \(firstScenario) step \(firstStep))"
    }
  }

  /// One entry per rule, most scenarios first; ties in the order first seen.
  package var entries: [Entry]

  /// The summary of a run's results.
  package init(_ results: [ScenarioResult]) {
    var entries: [Entry] = []
    for result in results {
      // A consequence breaks no rule of its own: its cause's is counted.
      for failure in result.failures where failure.cause == nil {
        if let index = entries.firstIndex(where: { $0.rule == failure.rule }) {
          if !entries[index].scenarios.contains(result.scenarioID) {
            entries[index].scenarios.append(result.scenarioID)
          }
        } else {
          entries.append(
            Entry(
              rule: failure.rule, scenarios: [result.scenarioID], firstScenario: result.scenarioID,
              firstStep: failure.step))
        }
      }
    }
    // A stable sort: equal counts keep the order they were first seen in.
    self.entries = entries.enumerated().sorted {
      $0.element.scenarios.count != $1.element.scenarios.count
        ? $0.element.scenarios.count > $1.element.scenarios.count : $0.offset < $1.offset
    }.map(\.element)
  }

  /// The rules broken, most scenarios first.
  package var rules: [String] { entries.map(\.rule) }

  /// One line per rule, or `no rule broken`.
  package var description: String {
    entries.isEmpty ? "no rule broken" : entries.map(\.description).joined(separator: "\n")
  }
}
