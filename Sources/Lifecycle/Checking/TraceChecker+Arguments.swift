extension TraceChecker {
  /// Whether some partial match of `step` takes `event` when arguments are not checked: then the
  /// event is in the right place, and only an argument is wrong.
  func fitsIgnoringArguments(_ event: Event, _ step: OpenStep) -> Bool {
    var unchecked = TraceChecker(lifecycle: lifecycle, recording: recording)
    unchecked.models = models
    unchecked.step = step
    unchecked.cache = cache
    return (try? unchecked.observe(event)) != nil
  }

  /// The divergence for an event in its place whose argument differs: the diff shows the step's
  /// events, then the argument's expected and actual values.
  static func divergence(_ difference: ArgumentDifference, in step: OpenStep, line: Int?) -> Divergence {
    let events = step.actual + [difference.event]
    var divergence = Divergence(
      stimulus: step.stimulus, stimulusLine: step.line, line: line, stepIndex: step.index,
      message: difference.kind == .states
        ? "\(difference.event) read \(difference.key) \(difference.actual); UIKit reports \(difference.expected)"
        : "\(difference.event) was given \(difference.key) \(difference.actual); UIKit passes \(difference.expected)",
      expected: events, actual: events, rule: difference.rule,
      reference: AppleDocumentation.page(of: difference.event))
    divergence.argument = difference
    divergence.responseSection = step.stimulus.responseSection(in: step.models)
    return divergence
  }
}
