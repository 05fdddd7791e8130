/// A divergence of the states a version 1.2 trace records (Conformance/SPEC.md#version-12):
/// shown and counted as an event's divergence is, with the rule of the states it breaks.
extension Divergence {
  /// What the mapper reported, beside the state divergence it makes.
  package struct StateDetail: Hashable, Sendable {
    /// The check the states fail.
    package let divergence: StateDivergence
    /// The projection's name and where it comes from.
    package let projection: String
    /// The documentation pages behind the projection (none for an inline one).
    package let sources: [String]
    /// Every change the mapper reported in the step (or at the start).
    package let reported: [ReportedState]
    /// Whether the states are a process's initial ones, reported before the step's stimulus.
    package let atStart: Bool

    /// The lines under the headline: where, what was expected and reported, the rule, its
    /// section and the projection.
    func lines(step: String) -> [String] {
      [atStart ? "the start, before \(step)" : step] + divergence.detailLines(reported: reported, nothing: "nothing")
        + divergence.referenceLines(projection: projection, sources: sources)
    }
  }

  /// The divergence `state` makes in the step of `stimulus` (at `stimulusLine`), shown at `line`.
  init(
    state: StateDivergence, projection: Projection, reported: [ReportedState], stimulus: Stimulus,
    stimulusLine: Int, line: Int, stepIndex: Int, atStart: Bool
  ) {
    self.init(
      stimulus: stimulus, stimulusLine: stimulusLine, line: line, stepIndex: stepIndex,
      message: (atStart ? "at the start, " : "") + state.message, rule: Rule(state: state.rule),
      reference: projection.sources.first)
    self.state = StateDetail(
      divergence: state, projection: projection.name, sources: projection.sources, reported: reported,
      atStart: atStart)
  }
}

extension Divergence.Rule {
  /// The rule of a mapper's states, stated in Conformance/SPEC.md#what-the-kit-checks-of-a-mapper.
  package init(state rule: StateDivergence.Rule) {
    self.init(id: rule.rawValue, summary: rule.summary, section: "what-the-kit-checks-of-a-mapper")
  }
}

extension StateDivergence.Rule {
  /// The rule in one sentence, as `rule:` lines show it.
  package var summary: String {
    switch self {
    case .mapperState: "after each step, the state reported last is the projection of the model's state"
    case .phantomChange: "a mapper reports a change only when its state changes"
    case .mapperVocabulary:
      "a mapper reports only states its projection names, with a scene exactly for a projection of scenes"
    case .responseOrder:
      "the same step leads a mapper to the same state whatever allowed response iOS sends"
    case .frameworkTransition:
      "a mapper's states move as its framework's own machine moves, and rest only in states it reports for good"
    }
  }
}
