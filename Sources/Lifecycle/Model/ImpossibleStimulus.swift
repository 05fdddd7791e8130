/// A stimulus that cannot happen in the model's state, and why.
///
/// ```
/// pressHome: the app is not running; try tapIcon
/// ```
package struct ImpossibleStimulus: Error, Hashable, Sendable, CustomStringConvertible {
  /// The stimulus that cannot happen.
  package let stimulus: Stimulus
  /// Why, in a phrase: "the app is not running".
  package let reason: String
  /// A stimulus that would make sense instead, if there is an obvious one.
  package let suggestion: Stimulus.Name?

  /// Creates the error for `stimulus`, with the reason and a stimulus to try instead.
  package init(_ stimulus: Stimulus, _ reason: String, try suggestion: Stimulus.Name? = nil) {
    self.stimulus = stimulus
    self.reason = reason
    self.suggestion = suggestion
  }

  /// The error a trace gets for it, with the page that says what makes a stimulus possible:
  /// `impossible stimulus 'pressHome': the app is not running; try tapIcon (Conformance/SPEC.md#stimuli)`.
  package var traceMessage: String {
    "impossible stimulus '\(stimulus.summary)': \(reason)" + (suggestion.map { "; try \($0.rawValue)" } ?? "")
      + " (Conformance/SPEC.md#stimuli)"
  }

  /// `STIMULUS is impossible: REASON`, with a suggestion if there is one.
  package var description: String {
    "\(stimulus.summary): \(reason)" + (suggestion.map { "; try \($0.rawValue)" } ?? "")
  }
}
